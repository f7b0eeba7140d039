import Foundation

/// What the index remembers besides the days: the state of the cache's packs it was built from
/// (so a search sees at once whether days were cached since).
public struct IndexMeta: Sendable, Equatable {
    /// Each cache pack read, by name: its size and inode.
    public var packs: [String: PackSignature]
    /// The cache folder's own signature when the packs were read.
    public var folder: PackSignature

    public init(packs: [String: PackSignature] = [:], folder: PackSignature = PackSignature(size: 0, stamp: 0)) {
        self.packs = packs
        self.folder = folder
    }
}

/// What tells a file that changed from one that did not: its size and a stamp. For the cache's
/// folder the stamp is its modification time in nanoseconds (it changes whenever a file in it is
/// written, renamed or removed); for a pack it is the inode (every write is a rename of a new
/// file, while reading a pack touches its time).
public struct PackSignature: Sendable, Hashable {
    public var size: Int
    public var stamp: Int

    public init(size: Int, stamp: Int) {
        self.size = size
        self.stamp = stamp
    }
}
