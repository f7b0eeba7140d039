import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Packs: many small entries in one `<pack>.pack` file (see `CachePack`). Writers merge under the
/// namespace's lock; readers keep the pack read last and reuse it while the file is unchanged.
extension ResponseCache {
    /// `<namespace>/<pack>.pack`; a name that is not plain letters, digits, `-` and `_` is hashed.
    func packURL(_ pack: String, namespace: String) -> URL {
        let safe = !pack.isEmpty && pack.utf8.allSatisfy { $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        return responses.appendingPathComponent(namespace, isDirectory: true).appendingPathComponent((safe ? pack : StableHash.hex(pack)) + ".pack")
    }

    /// Stores entries in one pack, replacing those with the same keys and keeping the others. The
    /// read, merge and write hold the namespace's lock, so concurrent writers (tasks or processes)
    /// never lose each other's entries.
    public func store(_ entries: [CacheEntry], namespace: String, pack: String) throws {
        let url = packURL(pack, namespace: namespace)
        try AtomicFile.withLock(on: url.deletingLastPathComponent().appendingPathComponent("packs")) {
            lastPack.slot.withLock { $0 = nil }
            var merged = readPack(pack, namespace: namespace, remember: false)
            for entry in entries { merged.entries[entry.key] = entry }
            try AtomicFile.write(try merged.encoded(), to: url, mode: 0o600, durable: false)
            var info = stat()
            let signature = stat(url.path, &info) == 0 ? Self.signature(info) : nil
            lastPack.slot.withLock { $0 = (namespace + "/" + pack, url.path, signature, merged) }
        }
    }

    func removeFromPack(key: String, namespace: String, pack: String) {
        let url = packURL(pack, namespace: namespace)
        _ = try? AtomicFile.withLock(on: url.deletingLastPathComponent().appendingPathComponent("packs")) {
            lastPack.slot.withLock { $0 = nil }
            var kept = readPack(pack, namespace: namespace, remember: false)
            guard kept.entries.removeValue(forKey: key) != nil else { return }
            if kept.entries.isEmpty {
                unlink(url.path)
            } else {
                try AtomicFile.write(try kept.encoded(), to: url, mode: 0o600, durable: false)
            }
        }
    }

    /// A pack's entries: from the last pack read when the file is still the one it was read
    /// from (same inode, size and modification time), else from disk. A missing file reads as
    /// empty; a corrupt one is removed and reads as empty.
    func readPack(_ name: String, namespace: String, remember: Bool = true) -> CachePack {
        let id = namespace + "/" + name
        var info = stat()
        if remember, let last = lastPack.slot.withLock({ $0 }), last.id == id {
            // Building the file's URL cost more than the rest of a lookup, so a hit skips it.
            let signature = stat(last.path, &info) == 0 ? Self.signature(info) : nil
            if signature == last.signature { return last.pack }
        }
        let path = packURL(name, namespace: namespace).path
        var pack = CachePack()
        if stat(path, &info) == 0, let data = FileManager.default.contents(atPath: path) {
            if let stored = CachePack.decode(data) {
                pack = stored
            } else {
                unlink(path)
            }
        }
        if remember {
            // The touch changes the modification time, so the signature is taken after it.
            if !pack.entries.isEmpty { utimes(path, nil) }
            let signature = stat(path, &info) == 0 ? Self.signature(info) : nil
            lastPack.slot.withLock { $0 = (id, path, signature, pack) }
        }
        return pack
    }

    /// What tells a changed file from the one read: inode, size and modification time.
    struct FileSignature: Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    private static func signature(_ info: stat) -> FileSignature {
        #if canImport(Darwin)
        FileSignature(inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtimespec.tv_sec), nanoseconds: Int(info.st_mtimespec.tv_nsec))
        #else
        FileSignature(inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        #endif
    }
}

/// The pack a cache read last, shared by the copies of one `ResponseCache`.
final class LastPack: Sendable {
    let slot = Mutex<(id: String, path: String, signature: ResponseCache.FileSignature?, pack: CachePack)?>(nil)
}
