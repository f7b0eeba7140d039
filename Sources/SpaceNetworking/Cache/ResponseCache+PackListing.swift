import Foundation
import SpaceSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a reader built from the cache (the APOD search index) needs to see whether the cache
/// changed since: the folder's signature, each pack's identity, and a pack's entries.
extension ResponseCache {
    /// A pack file as it stands: its name (without `.pack`), inode and size. Every write is a
    /// rename of a new file, so a written pack has another inode or size; a read only touches it.
    public struct PackFile: Sendable, Equatable {
        public var name: String
        public var inode: UInt64
        public var size: Int
    }

    /// The namespace folder's size and modification time in nanoseconds (they change whenever a
    /// file in it is written, renamed or removed); nil when there is no folder.
    public func folderSignature(namespace: String) -> (size: Int, modified: Int)? {
        var info = stat()
        guard lstat(responses.appendingPathComponent(namespace, isDirectory: true).path, &info) == 0,
            info.st_mode & S_IFMT == S_IFDIR
        else { return nil }
        let modified = LibC.modified(info)
        return (Int(info.st_size), modified.seconds * 1_000_000_000 + modified.nanoseconds)
    }

    /// The namespace's pack files.
    public func packFiles(namespace: String) -> [PackFile] {
        let folder = responses.appendingPathComponent(namespace, isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".pack") && !$0.hasPrefix(".") }.sorted().compactMap { name in
            var info = stat()
            guard lstat(folder.appendingPathComponent(name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                return nil
            }
            return PackFile(
                name: String(name.dropLast(".pack".count)), inode: UInt64(info.st_ino), size: Int(info.st_size))
        }
    }

    /// One entry of a pack, whatever its age, without reading the pack's other entries; nil when
    /// absent or corrupt. The pack counts as used (for eviction). Only the header section and the
    /// entry's body are read (a search's snippets need one day of each of twenty months).
    public func packedEntry(_ key: String, namespace: String, pack: String) -> CacheEntry? {
        let url = packURL(pack, namespace: namespace)
        guard let entry = Self.readEntry(key, at: url) else { return nil }
        utimes(url.path, nil)
        return entry
    }

    /// Reads the first 16 KB of a pack (a month's header section is about 4 KB), then the entry's
    /// body alone; the whole file when the header section is longer or of an earlier version.
    static func readEntry(_ key: String, at url: URL) -> CacheEntry? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxFileBytes else {
            return nil
        }
        let size = Int(info.st_size)
        guard let head = LocalFile.read(descriptor, count: min(size, 16_384), at: 0) else { return nil }
        switch head.withUnsafeBytes({ CachePack.locate(key, inHead: $0.bindMemory(to: UInt8.self)) }) {
        case .found(let header, let start):
            guard header.length <= size - start,
                let body = LocalFile.read(descriptor, count: header.length, at: start)
            else { return nil }
            return CacheEntry(header: header, body: body)
        case .needMore:
            guard let data = LocalFile.readOwn(url, limit: maxFileBytes) else { return nil }
            return CachePack.entry(key, in: data)
        case .absent, .corrupt:
            return nil
        }
    }

    /// The answers (status 2xx) a pack holds, whatever their age.
    public func packAnswers(namespace: String, pack: String) -> [CacheEntry] {
        readPack(pack, namespace: namespace, fresh: true).entries.values.filter { (200..<300).contains($0.status) }
    }
}
