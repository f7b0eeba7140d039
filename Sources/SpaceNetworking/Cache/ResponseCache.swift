import Foundation
import SpaceSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The response cache on disk: `<root>/responses/<namespace>/<hash>.entry`, one file per request
/// URL (secrets redacted), or many small entries in one `<pack>.pack` (see `CachePack`). Files are
/// replaced atomically, so concurrent processes never read half an entry; a corrupt file is a miss
/// and is removed. A read touches the file's modification time, which `trim` uses to evict the
/// least recently used files first.
public struct ResponseCache: Sendable {
    /// The cache folder (`$XDG_CACHE_HOME/space`).
    public var root: URL
    /// The size `trim` keeps the cache under.
    public var maxBytes: Int
    /// The pack read last, so reading a month of days one by one reads its file once (and then
    /// only checks that it has not changed).
    let lastPack = LastPack()

    /// The default bound: 200 MB (decimal, as sizes are shown).
    public static let defaultMaxBytes = 200_000_000

    /// The largest cache file read (an answer is at most 64 MB; a month pack far less).
    static let maxFileBytes = 128_000_000

    /// Creates a cache rooted at `root`.
    public init(root: URL, maxBytes: Int = ResponseCache.defaultMaxBytes) {
        self.root = root
        self.maxBytes = maxBytes
    }

    /// The folder of answers.
    public var responses: URL { root.appendingPathComponent("responses", isDirectory: true) }

    func fileURL(key: String, namespace: String) -> URL {
        responses.appendingPathComponent(namespace, isDirectory: true).appendingPathComponent(
            StableHash.hex(key) + ".entry", isDirectory: false)
    }

    /// The entry stored for `key`, fresh or not; nil when absent or corrupt (a corrupt file is
    /// removed). With `pack`, the entry is looked up in that pack.
    public func entry(for key: String, namespace: String, pack: String? = nil) -> CacheEntry? {
        if let pack { return readPack(pack, namespace: namespace).entries[key] }
        let url = fileURL(key: key, namespace: namespace)
        guard let data = LocalFile.readOwn(url, limit: Self.maxFileBytes) else { return nil }
        guard let entry = CacheEntry.decode(data) else {
            unlink(url.path)
            return nil
        }
        guard entry.key == key else { return nil }
        touch(url)
        return entry
    }

    /// Stores an entry, replacing any previous one atomically.
    /// Returns the bytes written.
    @discardableResult
    public func store(_ entry: CacheEntry, namespace: String) throws -> Int {
        let data = try entry.encoded()
        try AtomicFile.write(
            data, to: fileURL(key: entry.key, namespace: namespace), mode: 0o600, durable: false,
            links: .replaceEvenAFolder)
        return data.count
    }

    /// Removes the entry for `key`.
    public func remove(key: String, namespace: String, pack: String? = nil) {
        if let pack {
            removeFromPack(key: key, namespace: namespace, pack: pack)
        } else {
            unlink(fileURL(key: key, namespace: namespace).path)
        }
    }

    /// Entries and bytes under one folder.
    public struct Usage: Sendable, Equatable {
        /// The namespace or folder name.
        public var name: String
        /// Entries (a pack counts for those it holds).
        public var entries: Int
        /// Bytes.
        public var bytes: Int

        /// Creates a usage line.
        public init(name: String, entries: Int, bytes: Int) {
            self.name = name
            self.entries = entries
            self.bytes = bytes
        }
    }

    /// Entries and bytes per namespace, in name order.
    public func usage() -> [Usage] {
        namespaces().map { name in
            let files = DiskFiles.list(under: responses.appendingPathComponent(name, isDirectory: true)).filter {
                !Self.isTemporary($0)
            }
            return Usage(
                name: name, entries: files.reduce(0) { $0 + Self.entryCount($1) },
                bytes: files.reduce(0) { $0 + $1.bytes })
        }
    }

    /// The folder of pictures (`PictureFetcher` keeps them there).
    public var pictures: URL { root.appendingPathComponent("pictures", isDirectory: true) }

    /// The pictures kept: files and bytes.
    public func pictureUsage() -> Usage {
        let files = DiskFiles.list(under: pictures).filter { !Self.isTemporary($0) }
        return Usage(name: "pictures", entries: files.count, bytes: files.reduce(0) { $0 + $1.bytes })
    }

    /// Temporary files anywhere in the cache folder (a write in progress, or one an interrupted
    /// run left behind).
    public func temporaryUsage() -> Usage {
        let files = DiskFiles.list(under: root, temporaries: true).filter(Self.isTemporary)
        return Usage(name: "temporary", entries: files.count, bytes: files.reduce(0) { $0 + $1.bytes })
    }

    static func isTemporary(_ file: DiskFile) -> Bool { TemporaryFiles.isTemporary(file.url.lastPathComponent) }

    /// How old a temporary file must be to be taken for one an interrupted run left.
    static let staleTemporaryAge: TimeInterval = 3600

    /// One for an entry file; the number of entries in a pack.
    private static func entryCount(_ file: DiskFile) -> Int {
        guard file.url.pathExtension == "pack" else { return 1 }
        return LocalFile.readOwn(file.url, limit: Self.maxFileBytes).map(CachePack.count) ?? 0
    }

    /// The namespaces present on disk.
    public func namespaces() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: responses.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Removes every entry of one namespace, or, for nil, every file `space` keeps in the cache
    /// folder (answers, pictures, remembered rate limits, stale temporary files); returns what
    /// was removed, entries counted as answers and pictures. A temporary file younger than an hour
    /// may be another run's write in progress, and is left.
    @discardableResult
    public func clear(namespace: String?, now: Date = Date()) throws -> Usage {
        let folder = namespace.map { responses.appendingPathComponent($0, isDirectory: true) } ?? root
        var removed = Usage(name: namespace ?? "all", entries: 0, bytes: 0)
        for file in DiskFiles.list(under: folder, temporaries: true) {
            let temporary = Self.isTemporary(file)
            if temporary && now.timeIntervalSince(file.modified) < Self.staleTemporaryAge { continue }
            let entries: Int
            switch file.url.pathExtension {
            case _ where temporary: entries = 0
            case "pack": entries = Self.entryCount(file)
            case "entry", "picture": entries = 1
            default: entries = 0
            }
            guard unlink(file.url.path) == 0 || errno == ENOENT else {
                throw SpaceError(
                    .ioError, "Could not remove \(file.url.path): \(String(cString: strerror(errno)).lowercased()).",
                    hint: "Check the folder's permissions.")
            }
            removed.entries += entries
            removed.bytes += file.bytes
        }
        return removed
    }

    /// What `trim` did.
    public struct TrimResult: Sendable, Equatable {
        /// Files removed.
        public var removed: Int
        /// Bytes left in the cache folder.
        public var remainingBytes: Int
    }

    /// Removes temporary files older than an hour (left by interrupted runs), then evicts the
    /// least recently used files (answers, pictures, anything else under `root`) until the cache
    /// is no larger than `maxBytes`.
    @discardableResult
    public func trim(now: Date = Date()) -> TrimResult {
        var files: [DiskFile] = []
        var removed = 0
        for file in DiskFiles.list(under: root, temporaries: true) {
            if Self.isTemporary(file) && now.timeIntervalSince(file.modified) >= Self.staleTemporaryAge
                && unlink(file.url.path) == 0
            {
                removed += 1
            } else {
                files.append(file)
            }
        }
        var total = files.reduce(0) { $0 + $1.bytes }
        guard total > maxBytes else { return TrimResult(removed: removed, remainingBytes: total) }
        files.sort { $0.modified < $1.modified }
        for file in files where total > maxBytes && !Self.isTemporary(file) {
            if unlink(file.url.path) == 0 {
                total -= file.bytes
                removed += 1
            }
        }
        return TrimResult(removed: removed, remainingBytes: total)
    }

    private func touch(_ url: URL) {
        utimes(url.path, nil)
    }
}
