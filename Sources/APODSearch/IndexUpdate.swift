import Foundation
import APODFeature

/// Days offered to an index: those it does not hold, or holds with another text, are indexed
/// at once (the sync's days are tokenized while the next windows load, and no text is kept),
/// and the older version is dropped when the result is made; a day offered twice keeps the last.
public struct IndexUpdate {
    var old: ArchiveIndex?
    var known: [APODDate: (doc: Int, fingerprint: UInt64)]
    let builder = IndexBuilder()
    /// The builder's document of each day offered, and the documents replaced since.
    var offered: [APODDate: Int] = [:]
    var droppedAdded: Set<Int> = []
    var dropping: Set<Int> = []
    /// Days new to the index.
    public private(set) var added = 0

    public init(old: ArchiveIndex?) {
        self.old = old
        known = old?.fingerprints() ?? [:]
    }

    /// Offers a day; returns whether it is new or changed.
    @discardableResult
    public mutating func offer(_ picture: APODPicture) -> Bool {
        let fingerprint = IndexedDay.fingerprint(of: picture)
        if let doc = offered[picture.date] {
            if builder.days[doc].fingerprint == fingerprint { return false }
            droppedAdded.insert(doc)
            offered.removeValue(forKey: picture.date)
            if known[picture.date] == nil { added -= 1 }
        }
        if let existing = known[picture.date] {
            if existing.fingerprint == fingerprint { return false }
            dropping.insert(existing.doc)
        } else {
            added += 1
        }
        builder.add(picture, fingerprint: fingerprint)
        offered[picture.date] = builder.count - 1
        return true
    }

    /// Days new or changed.
    public var changed: Int { offered.count }

    /// The same days offered to another index (one a search caught up while a sync ran).
    mutating func rebase(onto index: ArchiveIndex?) {
        old = index
        known = index?.fingerprints() ?? [:]
        dropping = []
        added = 0
        for (date, doc) in offered {
            if let existing = known[date] {
                if existing.fingerprint == builder.days[doc].fingerprint {
                    droppedAdded.insert(doc)
                    offered.removeValue(forKey: date)
                } else {
                    dropping.insert(existing.doc)
                }
            } else {
                added += 1
            }
        }
    }

    /// The index with the days offered.
    public func result() -> IndexBuilder {
        IndexMerge.merge(old, dropping: dropping, added: builder, droppingAdded: droppedAdded)
    }
}
