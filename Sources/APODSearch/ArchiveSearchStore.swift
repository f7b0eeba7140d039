import Foundation
import SpaceSupport
import SpaceNetworking
import APODFeature

/// The APOD search index beside the cache (`<cache>/index/apod-search.index`): opened checked,
/// brought up to date with the days cached since it was written, rebuilt when damaged or of
/// another version, and written atomically under a lock, so a sync and a search at once each
/// see a whole index and neither loses the other's days.
public struct ArchiveSearchStore: Sendable {
    public let cache: ResponseCache
    public let url: URL
    let namespace = APODCachePolicies.namespace

    /// Beside the index: the last day a whole sync reached (kept apart, so an index rebuilt from
    /// the cache still knows the archive was synced).
    let syncURL: URL

    public init(cache: ResponseCache) {
        self.cache = cache
        let folder = cache.root.appendingPathComponent("index", isDirectory: true)
        url = folder.appendingPathComponent("apod-search.index", isDirectory: false)
        syncURL = folder.appendingPathComponent("apod-synced", isDirectory: false)
    }

    /// The last day a whole-archive sync reached; nil when none finished (or the cache was cleared).
    public var syncedThrough: APODDate? {
        guard let data = LocalFile.readOwn(syncURL, limit: 64) else { return nil }
        return APODDate(String(decoding: data, as: UTF8.self).trimmed)
    }

    /// What opening found and did.
    public struct Opened: Sendable {
        public var index: ArchiveIndex
        /// Why an index on disk was not used (damaged, another version), when it was rebuilt.
        public var rebuilt: ArchiveIndex.Damage?
        /// Days added or changed from the cache on the way.
        public var caughtUp: Int
        /// Why the index brought up to date could not be written back (it is used all the same).
        public var notSaved: String?
    }

    /// The index, with every day the cache holds: when the cache's folder changed since the index
    /// was written, the packs written since are read and their new or changed days indexed.
    public func open() throws -> Opened {
        var damage: ArchiveIndex.Damage?
        do {
            let index = try ArchiveIndex(contentsOf: url)
            if index.folder == currentFolder() { return Opened(index: index, caughtUp: 0) }
        } catch {
            damage = error == .missing ? nil : error
        }
        do {
            return try AtomicFile.withLock(on: url) {
                // Another process may have caught up while this one waited.
                let current = try? ArchiveIndex(contentsOf: url)
                let (index, changed, notSaved) = try catchUp(current)
                return Opened(index: index, rebuilt: damage, caughtUp: changed, notSaved: notSaved)
            }
        } catch let error as FileError {
            // No lock (a read-only cache folder): the days cached are indexed in memory.
            let (index, changed, _) = try catchUp(nil, saving: false)
            return Opened(index: index, rebuilt: damage, caughtUp: changed, notSaved: error.message)
        }
    }

    /// Reads the packs written since `index` was, indexes their new and changed days, and writes
    /// the result (with the folder's new signature even when no day changed).
    func catchUp(_ index: ArchiveIndex?, saving: Bool = true) throws -> (ArchiveIndex, Int, String?) {
        let folder = currentFolder()
        let files = cache.packFiles(namespace: namespace)
        var update = IndexUpdate(old: index)
        var packs = index?.meta.packs ?? [:]
        for file in files {
            let signature = Self.signature(file)
            if packs[file.name] == signature { continue }
            for entry in cache.packAnswers(namespace: namespace, pack: file.name) {
                guard let node = try? JSONReader.read(entry.body), let picture = APODPicture(record: node),
                    !picture.isLegacyPlaceholder
                else { continue }
                update.offer(picture)
            }
            packs[file.name] = signature
        }
        let present = Set(files.map(\.name))
        packs = packs.filter { present.contains($0.key) }
        let meta = IndexMeta(packs: packs, folder: folder)
        if let index, update.changed == 0, index.meta == meta { return (index, 0, nil) }
        let changed = update.changed
        // No day changed (the folder changed for another file, or a pack was rewritten the same):
        // the same index under a new header, not a merge of every word.
        let restamped = changed == 0 ? index.flatMap { IndexFormat.restamped($0, meta: meta) } : nil
        let bytes = restamped ?? update.result().finish(meta: meta)
        // The days' postings are in the bytes now: the builder goes before the file is written.
        update = IndexUpdate(old: nil)
        guard saving else { return (try ArchiveIndex(bytes: bytes), changed, nil) }
        do {
            return (try write(bytes), changed, nil)
        } catch let error as FileError {
            return (try ArchiveIndex(bytes: bytes), changed, error.message)
        }
    }

    /// The APOD cache folder's signature now (zero when there is no folder yet).
    func currentFolder() -> PackSignature {
        let folder = cache.folderSignature(namespace: namespace)
        return PackSignature(size: folder?.size ?? 0, stamp: folder?.modified ?? 0)
    }

    /// A pack's signature: its size and inode.
    static func signature(_ file: ResponseCache.PackFile) -> PackSignature {
        PackSignature(size: file.size, stamp: Int(truncatingIfNeeded: file.inode))
    }

    /// Writes an index atomically and reads it back as it now stands.
    func write(_ bytes: [UInt8]) throws -> ArchiveIndex {
        // Written from the array itself, not a copy of it.
        try bytes.withUnsafeBytes { raw in
            let data = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!),
                count: raw.count, deallocator: .none)
            try AtomicFile.write(data, to: url, mode: 0o600, durable: false, links: .replaceEvenAFolder)
        }
        return try ArchiveIndex(bytes: bytes)
    }

    /// After a sync: the days it delivered that are new or changed, and the day it reached.
    /// Returns the index written, and the days it added and changed (counted against the index as
    /// it stood when written).
    public func record(
        _ update: IndexUpdate, syncedThrough: APODDate?
    ) throws -> (index: ArchiveIndex, added: Int, changed: Int) {
        try AtomicFile.withLock(on: url) {
            // A search may have caught up meanwhile: merge into what is there now.
            let current = try? ArchiveIndex(contentsOf: url)
            var merged = update
            merged.rebase(onto: current)
            var packs = current?.meta.packs ?? [:]
            // The packs the sync wrote hold what it delivered: they count as read.
            for file in cache.packFiles(namespace: namespace) { packs[file.name] = Self.signature(file) }
            let meta = IndexMeta(packs: packs, folder: currentFolder())
            let index = try write(merged.result().finish(meta: meta))
            if let syncedThrough {
                try AtomicFile.write(
                    Data((syncedThrough.description + "\n").utf8), to: syncURL, mode: 0o600, durable: false,
                    links: .replaceEvenAFolder)
            }
            return (index, merged.added, merged.changed - merged.added)
        }
    }

    /// The index's size on disk (0 when there is none).
    public var byteCount: Int {
        var info = stat()
        return lstat(url.path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The days the index holds and its size, from its header alone (nil when there is no index
    /// of this version): what `space cache` shows.
    public func summary() -> (days: Int, bytes: Int)? {
        // Mapped, not read: only the header's page is touched.
        guard let storage = IndexStorage(mapping: url, limit: ArchiveIndex.maxBytes), storage.buffer.count >= 16 else {
            return nil
        }
        let header = storage.buffer
        guard Array(header[0..<8]) == IndexFormat.magic,
            IndexBytes.read(UInt32.self, header, at: 8) == IndexFormat.version
        else { return nil }
        return (Int(IndexBytes.read(UInt32.self, header, at: 12)), header.count)
    }

    /// Removes the index (`space cache clear apod`); returns the bytes freed.
    @discardableResult
    public func remove() -> Int {
        let bytes = byteCount
        unlink(url.path)
        unlink(syncURL.path)
        unlink(IndexCheck(index: url).url.path)
        return bytes
    }
}
