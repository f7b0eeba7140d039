import Foundation
import APODFeature

/// An index made from an older one and the days added since: the older days kept (less those
/// replaced or gone) come first, in their order, then the new ones.
enum IndexMerge {
    static func merge(
        _ old: ArchiveIndex?, dropping: Set<Int>, added: IndexBuilder, droppingAdded: Set<Int> = []
    ) -> IndexBuilder {
        // Nothing older and nothing replaced (a first sync): the new days are the index.
        if (old == nil || old?.dayCount == 0) && droppingAdded.isEmpty { return added }
        let merged = IndexBuilder()
        var renumbered: [Int] = []
        if let old {
            renumbered = [Int](repeating: -1, count: old.dayCount)
            for doc in 0..<old.dayCount where !dropping.contains(doc) {
                renumbered[doc] = merged.addKept(old.day(doc))
            }
        }
        var addedIDs = [Int](repeating: -1, count: added.count)
        for (doc, day) in added.days.enumerated() where !droppingAdded.contains(doc) {
            addedIDs[doc] = merged.addKept(day)
        }
        if let old, dropping.isEmpty {
            // Nothing older goes (days only added, the common case): each word's lists are copied
            // as they are, and only walked to learn the last day they name.
            old.withBuffer { buffer in
                for index in 0..<old.termCount {
                    let term = merged.id(String(decoding: old.term(index, buffer), as: UTF8.self))
                    let ranges = old.ranges(index, buffer)
                    merged.postings[term] = Array(buffer[ranges.postings])
                    merged.positions[term] = Array(buffer[ranges.positions])
                    merged.documentFrequency[term] = old.documentFrequency(index)
                    var offset = ranges.postings.lowerBound
                    var doc = 0
                    while offset < ranges.postings.upperBound,
                        let posting = Posting.decode(buffer, &offset, end: ranges.postings.upperBound, after: doc)
                    {
                        doc = posting.doc
                    }
                    merged.lastDoc[term] = doc
                }
            }
        } else if let old {
            old.withBuffer { buffer in
                for index in 0..<old.termCount {
                    let term = merged.id(String(decoding: old.term(index, buffer), as: UTF8.self))
                    let ranges = old.ranges(index, buffer)
                    forEachPosting(
                        buffer, postings: ranges.postings, positionsBuffer: buffer, positions: ranges.positions
                    ) { posting, places in
                        guard posting.doc < renumbered.count, renumbered[posting.doc] >= 0 else { return }
                        var moved = posting
                        moved.doc = renumbered[posting.doc]
                        merged.append(term, moved) { $0.append(contentsOf: buffer[places]) }
                    }
                }
            }
        }
        for (id, word) in added.terms.enumerated() {
            let term = merged.id(word)
            added.postings[id].withUnsafeBufferPointer { postings in
                added.positions[id].withUnsafeBufferPointer { positions in
                    forEachPosting(
                        postings, postings: 0..<postings.count, positionsBuffer: positions,
                        positions: 0..<positions.count
                    ) { posting, places in
                        guard posting.doc < addedIDs.count, addedIDs[posting.doc] >= 0 else { return }
                        var moved = posting
                        moved.doc = addedIDs[posting.doc]
                        merged.append(term, moved) { $0.append(contentsOf: positions[places]) }
                    }
                }
            }
        }
        return merged
    }

    /// Walks postings and, for each, the byte range of its positions (as many deltas as its
    /// counts), which live in `positionsBuffer`.
    static func forEachPosting(
        _ buffer: UnsafeBufferPointer<UInt8>, postings: Range<Int>, positionsBuffer: UnsafeBufferPointer<UInt8>,
        positions: Range<Int>, _ body: (Posting, Range<Int>) -> Void
    ) {
        var offset = postings.lowerBound
        var positionOffset = positions.lowerBound
        var doc = 0
        while offset < postings.upperBound {
            guard let posting = Posting.decode(buffer, &offset, end: postings.upperBound, after: doc) else { return }
            doc = posting.doc
            let start = positionOffset
            for _ in 0..<posting.total {
                guard IndexBytes.varint(positionsBuffer, &positionOffset, end: positions.upperBound) != nil else {
                    return
                }
            }
            body(posting, start..<positionOffset)
        }
    }
}
