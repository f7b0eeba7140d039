import Foundation
import SpaceSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which index file's checksum was last found good, beside the index (`apod-search.index.checked`):
/// its device, inode, size and change time (which every write moves, and nobody can set back) and
/// the checksum its header states. While the file is that same file, opening it skips hashing all
/// 6 MB again (most of a search's own time); any write to it, a copy over it or a new index checks
/// it in full. The bounds of every section and offset are checked as always.
struct IndexCheck: Sendable {
    /// What identifies one state of a file.
    struct Identity: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var changedSeconds: Int
        var changedNanoseconds: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int(info.st_size)
            let changed = LibC.changed(info)
            (changedSeconds, changedNanoseconds) = (changed.seconds, changed.nanoseconds)
        }
    }

    let url: URL

    init(index: URL) {
        url = index.deletingLastPathComponent().appendingPathComponent(index.lastPathComponent + ".checked")
    }

    /// The line recorded for a file whose header states `checksum`.
    static func line(_ identity: Identity, checksum: UInt64) -> String {
        [
            identity.device, identity.inode, UInt64(identity.size), UInt64(identity.changedSeconds),
            UInt64(identity.changedNanoseconds), checksum,
        ].map(String.init).joined(separator: " ") + "\n"
    }

    /// Whether the file as it is now was found good. Never for a change time with no part of a
    /// second (ext2/ext3 with small inodes, HFS+, some network file systems), nor one within two
    /// seconds of `now`: there a write of the same size in the same second moves nothing recorded.
    func vouches(for identity: Identity, checksum: UInt64, now: Int = Int(time(nil))) -> Bool {
        guard identity.changedNanoseconds != 0, now - identity.changedSeconds >= 2 else { return false }
        guard let data = LocalFile.readOwn(url, limit: 256) else { return false }
        return String(decoding: data, as: UTF8.self) == Self.line(identity, checksum: checksum)
    }

    /// Records a file whose whole checksum was just found good; a record that cannot be written
    /// only means the next open checks in full again.
    func record(_ identity: Identity, checksum: UInt64) {
        _ = try? AtomicFile.write(
            Data(Self.line(identity, checksum: checksum).utf8), to: url, mode: 0o600, durable: false,
            links: .replace)
    }
}
