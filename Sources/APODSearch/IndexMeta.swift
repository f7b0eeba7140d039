import Foundation

/// What the index remembers besides the days: the state of the cache's packs it was built from
/// (so a search sees at once whether days were cached since).
public struct IndexMeta: Sendable, Equatable {
    /// Each cache pack read, by name: its size and modification time.
    public var packs: [String: PackSignature]
    /// The cache folder's own signature when the packs were read.
    public var folder: PackSignature

    public init(packs: [String: PackSignature] = [:], folder: PackSignature = PackSignature(size: 0, modified: 0)) {
        self.packs = packs
        self.folder = folder
    }
}

/// A file's size and modification time (nanoseconds), which change with every write.
public struct PackSignature: Sendable, Hashable {
    public var size: Int
    public var modified: Int

    public init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }
}
