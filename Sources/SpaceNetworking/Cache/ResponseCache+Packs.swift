import Foundation
import SpaceSupport
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
        let safe =
            !pack.isEmpty
            && pack.utf8.allSatisfy {
                $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            }
        return responses.appendingPathComponent(namespace, isDirectory: true).appendingPathComponent(
            (safe ? pack : StableHash.hex(pack)) + ".pack", isDirectory: false)
    }

    /// Stores entries in one pack, replacing those with the same keys and keeping the others (or,
    /// `replacing`, none of the others). The read, merge and write hold the namespace's lock, so
    /// concurrent writers (tasks or processes) never lose each other's entries.
    /// Returns the bytes written.
    @discardableResult
    public func store(_ entries: [CacheEntry], namespace: String, pack: String, replacing: Bool = false) throws -> Int {
        let url = packURL(pack, namespace: namespace)
        return try AtomicFile.withLock(on: packLock(url)) {
            var merged = replacing ? CachePack() : readPack(pack, namespace: namespace, fresh: true)
            for entry in entries { merged.entries[entry.key] = entry }
            let data = try merged.encoded()
            try AtomicFile.write(data, to: url, mode: 0o600, durable: false, links: .replaceEvenAFolder)
            // Every writer holds the lock, so the file is still the one just written.
            let signature = Self.signature(at: url.path)
            lastPack.remember(namespace + "/" + pack, path: url.path, signature: signature, pack: merged)
            return data.count
        }
    }

    func removeFromPack(key: String, namespace: String, pack: String) {
        let url = packURL(pack, namespace: namespace)
        _ = try? AtomicFile.withLock(on: packLock(url)) {
            var kept = readPack(pack, namespace: namespace, fresh: true)
            guard kept.entries.removeValue(forKey: key) != nil else { return }
            if kept.entries.isEmpty {
                unlink(url.path)
            } else {
                try AtomicFile.write(
                    try kept.encoded(), to: url, mode: 0o600, durable: false, links: .replaceEvenAFolder)
            }
        }
    }

    /// One lock per namespace (`packs.lock`), not one per pack.
    private func packLock(_ packURL: URL) -> URL {
        packURL.deletingLastPathComponent().appendingPathComponent("packs", isDirectory: false)
    }

    /// The keys of the answers (not the stored absences) that a namespace's packs hold, from their
    /// header lines alone; what `--offline` can draw from.
    public func packedKeys(namespace: String) -> [String] {
        DiskFiles.list(under: responses.appendingPathComponent(namespace, isDirectory: true))
            .filter { $0.url.pathExtension == "pack" }
            .flatMap { file -> [String] in
                guard let data = LocalFile.readOwn(file.url, limit: Self.maxFileBytes) else { return [] }
                return CachePack.headers(data).filter { (200..<300).contains($0.status) }.map(\.key)
            }
    }

    /// A pack's entries: from the packs read last while its file is unchanged (same inode, size and
    /// modification time, so a write by anyone, a removal or a trim is noticed), else from disk. A
    /// missing file reads as empty; a corrupt one is removed and reads as empty. Writers ask for
    /// a `fresh` read, which never trusts the pack read last.
    func readPack(_ name: String, namespace: String, fresh: Bool = false) -> CachePack {
        let id = namespace + "/" + name
        // Building the file's URL cost more than the rest of a lookup, so a hit skips it.
        if !fresh, let last = lastPack.recalled(id), Self.signature(at: last.path) == last.signature {
            return last.pack
        }
        let path = packURL(name, namespace: namespace).path
        let before = Self.signature(at: path)
        guard let data = LocalFile.readOwn(URL(fileURLWithPath: path), limit: Self.maxFileBytes) else {
            // No file is remembered too (a range's lookups ask for missing months day after day).
            if !fresh, before == nil { lastPack.remember(id, path: path, signature: nil, pack: CachePack()) }
            return CachePack()
        }
        guard let pack = CachePack.decode(data) else {
            unlink(path)
            return CachePack()
        }
        utimes(path, nil)
        // Remembered with the signature after the touch, unless another file took its place
        // meanwhile (every write is a rename, so a new inode): then the next read goes to disk.
        if !fresh, let after = Self.signature(at: path), after.inode == before?.inode {
            lastPack.remember(id, path: path, signature: after, pack: pack)
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

    private static func signature(at path: String) -> FileSignature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let modified = LibC.modified(info)
        return FileSignature(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: modified.seconds,
            nanoseconds: modified.nanoseconds)
    }
}

/// The packs a cache read last (a few: a range reads up to four months at once, one per window
/// in flight, and a single remembered pack made them take turns re-reading whole months), shared by
/// the copies of one `ResponseCache`.
final class LastPack: Sendable {
    typealias Remembered = (id: String, path: String, signature: ResponseCache.FileSignature?, pack: CachePack)
    /// How many packs are remembered: about 200 KB each for APOD months.
    static let capacity = 8
    private let slots = Mutex<[Remembered]>([])

    /// The pack remembered under `id`.
    func recalled(_ id: String) -> Remembered? {
        slots.withLock { $0.first { $0.id == id } }
    }

    /// Remembers a pack, most recent first, forgetting the oldest beyond the capacity.
    func remember(_ id: String, path: String, signature: ResponseCache.FileSignature?, pack: CachePack) {
        slots.withLock { slots in
            slots.removeAll { $0.id == id }
            slots.insert((id, path, signature, pack), at: 0)
            if slots.count > Self.capacity { slots.removeLast(slots.count - Self.capacity) }
        }
    }
}
