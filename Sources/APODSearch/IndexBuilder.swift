import Foundation
import APODFeature

/// The fields of a day as the index weighs them.
public enum IndexField: Int, Sendable, CaseIterable {
    case title, credit, text
}

/// One day as the index keeps it: what a result line shows without reading the cache, the
/// length of each field in words (for BM25), and a fingerprint of its text (to see a change).
public struct IndexedDay: Sendable, Equatable {
    public var date: APODDate
    public var mediaType: APODPicture.MediaType
    public var title: String
    public var url: String
    public var lengths: [Int]
    public var fingerprint: UInt64

    /// What a day's text is, as the index reads it: title, credit, and the explanation with the
    /// alt text (what the picture shows, in words).
    static func fields(of picture: APODPicture) -> [String] {
        [picture.title, picture.copyright ?? "", [picture.explanation, picture.alt ?? ""].joined(separator: "\n")]
    }

    public static func fingerprint(of picture: APODPicture) -> UInt64 {
        IndexBytes.fingerprint(fields(of: picture) + [picture.mediaType.rawValue, picture.url ?? "", picture.apodPage])
    }
}

/// Builds an index one day at a time, keeping each word's postings already encoded (the whole
/// archive's index costs about its size on disk in memory, not a copy of the text).
///
/// A posting is `varint(docDelta << 2 | inTitle << 1 | inCredit)`, `varint(tf in text)`, then the
/// title's and the credit's counts when present; the positions of a day (for phrases) are kept
/// apart, `varint(count)` and the deltas, so ranking never reads them.
public final class IndexBuilder {
    var days: [IndexedDay] = []
    var termIDs: [String: Int] = [:]
    var terms: [String] = []
    var postings: [[UInt8]] = []
    var positions: [[UInt8]] = []
    var lastDoc: [Int] = []
    var documentFrequency: [Int] = []

    public init() {}

    public var count: Int { days.count }

    /// Adds a day as the next document.
    public func add(_ picture: APODPicture) {
        let fields = IndexedDay.fields(of: picture)
        var lengths: [Int] = []
        var found: [String: (counts: (Int, Int, Int), positions: [Int])] = [:]
        var base = 0
        for (field, text) in fields.enumerated() {
            let tokens = SearchTokenizer.tokens(text)
            let length = (tokens.last?.position ?? -1) + 1
            lengths.append(length)
            for token in tokens {
                var entry = found[token.term] ?? ((0, 0, 0), [])
                switch field {
                case 0: entry.counts.0 += 1
                case 1: entry.counts.1 += 1
                default: entry.counts.2 += 1
                }
                entry.positions.append(base + token.position)
                found[token.term] = entry
            }
            // A gap of one between fields: a phrase never runs from one into the next.
            base += length + 1
        }
        let doc = days.count
        days.append(IndexedDay(date: picture.date, mediaType: picture.mediaType, title: picture.title,
                               url: picture.url ?? picture.apodPage, lengths: lengths, fingerprint: IndexedDay.fingerprint(of: picture)))
        for (term, entry) in found {
            append(term: term, doc: doc, title: entry.counts.0, credit: entry.counts.1, text: entry.counts.2, positions: entry.positions)
        }
    }

    /// Adds a day already indexed (kept from an older index), with its postings given term by term
    /// through `append(term:…)`.
    func addKept(_ day: IndexedDay) -> Int {
        days.append(day)
        return days.count - 1
    }

    func append(term: String, doc: Int, title: Int, credit: Int, text: Int, positions list: [Int]) {
        let id: Int
        if let known = termIDs[term] {
            id = known
        } else {
            id = terms.count
            termIDs[term] = id
            terms.append(term)
            postings.append([])
            positions.append([])
            lastDoc.append(-1)
            documentFrequency.append(0)
        }
        let delta = doc - lastDoc[id]
        lastDoc[id] = doc
        documentFrequency[id] += 1
        IndexBytes.appendVarint(delta << 2 | (title > 0 ? 2 : 0) | (credit > 0 ? 1 : 0), to: &postings[id])
        IndexBytes.appendVarint(text, to: &postings[id])
        if title > 0 { IndexBytes.appendVarint(title, to: &postings[id]) }
        if credit > 0 { IndexBytes.appendVarint(credit, to: &postings[id]) }
        IndexBytes.appendVarint(list.count, to: &positions[id])
        var previous = 0
        for position in list.sorted() {
            IndexBytes.appendVarint(position - previous, to: &positions[id])
            previous = position
        }
    }

    /// The index file's bytes (see `IndexFormat`).
    public func encoded(meta: IndexMeta) -> [UInt8] {
        IndexFormat.encode(self, meta: meta)
    }
}
