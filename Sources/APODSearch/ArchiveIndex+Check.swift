import Foundation

extension ArchiveIndex {
    /// Every word's postings and positions, read once as a search would and checked for range: days
    /// in order and within the index, each count within its field's length (a UInt16), the positions
    /// exactly as many as the counts, each inside the day's text. A file that passes can be searched
    /// without a count or a position ever out of range; one that does not is damage, rebuilt as for
    /// a bad checksum (a checksum only says the file is the one written).
    static func checkPostings(
        _ buffer: UnsafeBufferPointer<UInt8>, _ parsed: (days: Int, terms: Int, folder: PackSignature, sections: [Int])
    ) throws(Damage) {
        let sections = parsed.sections
        let fieldLimit = Int(UInt16.max)
        let termEntries = sections[4]
        for term in 0..<parsed.terms {
            let entry = termEntries + term * IndexFormat.termInfoSize
            let postingsStart = Int(IndexBytes.read(UInt32.self, buffer, at: entry))
            let postingsEnd = Int(IndexBytes.read(UInt32.self, buffer, at: entry + IndexFormat.termInfoSize))
            let positionsStart = Int(IndexBytes.read(UInt32.self, buffer, at: entry + 4))
            let positionsEnd = Int(IndexBytes.read(UInt32.self, buffer, at: entry + IndexFormat.termInfoSize + 4))
            guard postingsStart <= postingsEnd, postingsEnd <= sections[6] - sections[5],
                positionsStart <= positionsEnd, positionsEnd <= sections[7] - sections[6]
            else { throw .damaged("a word's postings are out of place") }
            var offset = sections[5] + postingsStart
            let end = sections[5] + postingsEnd
            var positionOffset = sections[6] + positionsStart
            let positionsLimit = sections[6] + positionsEnd
            var doc = -1
            while offset < end {
                guard let posting = Posting.decode(buffer, &offset, end: end, after: max(doc, 0)),
                    doc < 0 ? posting.doc >= 0 : posting.doc > doc, posting.doc < parsed.days,
                    posting.title <= fieldLimit, posting.credit <= fieldLimit, posting.text <= fieldLimit,
                    posting.total > 0
                else { throw .damaged("a word's counts are out of range") }
                doc = posting.doc
                var position = 0
                for _ in 0..<posting.total {
                    guard let delta = IndexBytes.varint(buffer, &positionOffset, end: positionsLimit),
                        position + delta <= 3 * fieldLimit
                    else { throw .damaged("a word's positions are out of range") }
                    position += delta
                }
            }
            guard positionOffset == positionsLimit else { throw .damaged("a word's positions are out of range") }
        }
    }
}
