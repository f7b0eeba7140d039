import Foundation
import APODFeature

/// An index made from an older one and the days added since: the older days kept (less those
/// replaced or gone) come first, in their order, then the new ones.
enum IndexMerge {
    static func merge(_ old: ArchiveIndex?, dropping: Set<Int>, added: IndexBuilder, droppingAdded: Set<Int> = []) -> IndexBuilder {
        let merged = IndexBuilder()
        var renumbered: [Int] = []
        if let old {
            renumbered = [Int](repeating: -1, count: old.dayCount)
            for doc in 0..<old.dayCount where !dropping.contains(doc) {
                renumbered[doc] = merged.addKept(old.day(doc))
            }
        }
        var addedIDs = [Int](repeating: -1, count: added.count)
        for (doc, day) in added.days.enumerated() where !droppingAdded.contains(doc) { addedIDs[doc] = merged.addKept(day) }
        if let old {
            old.bytes.withUnsafeBufferPointer { buffer in
                for index in 0..<old.termCount {
                    let term = String(decoding: old.term(index, buffer), as: UTF8.self)
                    let ranges = old.ranges(index, buffer)
                    forEachPosting(buffer, postings: ranges.postings, positions: ranges.positions) { doc, title, credit, text, positions in
                        guard doc < renumbered.count, renumbered[doc] >= 0 else { return }
                        merged.append(term: term, doc: renumbered[doc], title: title, credit: credit, text: text, positions: positions)
                    }
                }
            }
        }
        for (id, term) in added.terms.enumerated() {
            added.postings[id].withUnsafeBufferPointer { postings in
                added.positions[id].withUnsafeBufferPointer { positions in
                    // Two buffers: the walk reads postings from one and positions from the other.
                    forEachPosting(postings, postings: 0..<postings.count, positionsBuffer: positions, positions: 0..<positions.count) { doc, title, credit, text, list in
                        guard doc >= 0, doc < addedIDs.count, addedIDs[doc] >= 0 else { return }
                        merged.append(term: term, doc: addedIDs[doc], title: title, credit: credit, text: text, positions: list)
                    }
                }
            }
        }
        return merged
    }

    /// Walks postings and their positions, which live in `buffer` (or `positionsBuffer`).
    static func forEachPosting(_ buffer: UnsafeBufferPointer<UInt8>, postings: Range<Int>, positionsBuffer: UnsafeBufferPointer<UInt8>? = nil,
                               positions: Range<Int>, _ body: (Int, Int, Int, Int, [Int]) -> Void) {
        let positionBytes = positionsBuffer ?? buffer
        var offset = postings.lowerBound
        var positionOffset = positions.lowerBound
        var doc = -1
        while offset < postings.upperBound {
            guard let head = IndexBytes.varint(buffer, &offset, end: postings.upperBound),
                  let text = IndexBytes.varint(buffer, &offset, end: postings.upperBound) else { return }
            doc += head >> 2
            var title = 0, credit = 0
            if head & 2 != 0 { title = IndexBytes.varint(buffer, &offset, end: postings.upperBound) ?? 0 }
            if head & 1 != 0 { credit = IndexBytes.varint(buffer, &offset, end: postings.upperBound) ?? 0 }
            guard let count = IndexBytes.varint(positionBytes, &positionOffset, end: positions.upperBound) else { return }
            var list: [Int] = []
            list.reserveCapacity(count)
            var position = 0
            for _ in 0..<count {
                guard let delta = IndexBytes.varint(positionBytes, &positionOffset, end: positions.upperBound) else { return }
                position += delta
                list.append(position)
            }
            body(doc, title, credit, text, list)
        }
    }
}
