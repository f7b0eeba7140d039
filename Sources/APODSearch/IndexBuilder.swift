import Foundation
import APODFeature

/// The fields of a day as the index weighs them.
public enum IndexField: Int, Sendable, CaseIterable {
    case title, credit, text
}

/// One day as the index keeps it: what a result line shows without reading the cache (the
/// date, the kind, the title), the length of each field in words (for BM25), and a fingerprint
/// of its text (to see a change). Links come from the cached record, or the day's page.
public struct IndexedDay: Sendable, Equatable {
    public var date: APODDate
    public var mediaType: APODPicture.MediaType
    public var title: String
    public var lengths: [Int]
    public var fingerprint: UInt64

    /// What a day's text is, as the index reads it: title, credit, and the explanation with the
    /// alt text (what the picture shows, in words).
    static func fields(of picture: APODPicture) -> [String] {
        [picture.title, picture.copyright ?? "", [picture.explanation, picture.alt ?? ""].joined(separator: "\n")]
    }

    public static func fingerprint(of picture: APODPicture) -> UInt64 {
        IndexBytes.fingerprint(fields(of: picture) + [picture.mediaType.rawValue])
    }
}

/// One posting: a day and the word's count in each field.
struct Posting {
    var doc: Int
    var title: Int
    var credit: Int
    var text: Int
    var total: Int { title + credit + text }

    /// `varint(docDelta << 4 | min(text, 3) << 2 | inTitle << 1 | inCredit)`, then `text − 3` when
    /// it is 3 or more, then the title's and the credit's counts when present. Most postings are
    /// one word once in the text: one or two bytes.
    func encode(after previous: Int, into bytes: inout [UInt8]) {
        let inline = min(text, 3)
        IndexBytes.appendVarint((doc - previous) << 4 | inline << 2 | (title > 0 ? 2 : 0) | (credit > 0 ? 1 : 0), to: &bytes)
        if inline == 3 { IndexBytes.appendVarint(text - 3, to: &bytes) }
        if title > 0 { IndexBytes.appendVarint(title, to: &bytes) }
        if credit > 0 { IndexBytes.appendVarint(credit, to: &bytes) }
    }

    /// Reads the posting after `previous` at `offset`; nil when the bytes end or are not one.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int, end: Int, after previous: Int) -> Posting? {
        guard let head = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
        var posting = Posting(doc: previous + (head >> 4), title: 0, credit: 0, text: (head >> 2) & 3)
        if posting.text == 3 {
            guard let more = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
            posting.text += more
        }
        if head & 2 != 0 {
            guard let title = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
            posting.title = title
        }
        if head & 1 != 0 {
            guard let credit = IndexBytes.varint(bytes, &offset, end: end) else { return nil }
            posting.credit = credit
        }
        return posting
    }
}

/// Builds an index one day at a time, keeping each word's postings already encoded (the whole
/// archive's index costs about its size on disk in memory, not a copy of the text). A word's
/// positions in each day (for phrases) are kept apart as deltas, so ranking never reads them.
public final class IndexBuilder {
    var days: [IndexedDay] = []
    var termIDs: [String: Int] = [:]
    var terms: [String] = []
    var postings: [[UInt8]] = []
    var positions: [[UInt8]] = []
    var lastDoc: [Int] = []
    var documentFrequency: [Int] = []
    /// Scratch of one day: each occurrence as (word, place, field).
    private var occurrences: [(term: Int, position: Int, field: Int)] = []
    private var scratch: [UInt8] = []

    public init() {}

    public var count: Int { days.count }

    /// Adds a day as the next document.
    public func add(_ picture: APODPicture, fingerprint: UInt64? = nil) {
        occurrences.removeAll(keepingCapacity: true)
        var lengths = [0, 0, 0]
        var base = 0
        for (field, text) in IndexedDay.fields(of: picture).enumerated() {
            var last = -1
            SearchTokenizer.forEachToken(text) { term, position, _ in
                occurrences.append((id(term), base + position, field))
                last = position
            }
            lengths[field] = last + 1
            // A gap of one between fields: a phrase never runs from one into the next.
            base += last + 2
        }
        let doc = days.count
        days.append(IndexedDay(date: picture.date, mediaType: picture.mediaType, title: picture.title, lengths: lengths,
                               fingerprint: fingerprint ?? IndexedDay.fingerprint(of: picture)))
        occurrences.sort { $0.term != $1.term ? $0.term < $1.term : $0.position < $1.position }
        // The word lists are moved out while they grow (no exclusivity check per byte), and back.
        var postings = self.postings, positions = self.positions
        self.postings = []
        self.positions = []
        defer {
            self.postings = postings
            self.positions = positions
        }
        var start = 0
        while start < occurrences.count {
            var end = start
            var posting = Posting(doc: doc, title: 0, credit: 0, text: 0)
            let term = occurrences[start].term
            while end < occurrences.count, occurrences[end].term == term {
                switch occurrences[end].field {
                case 0: posting.title += 1
                case 1: posting.credit += 1
                default: posting.text += 1
                }
                end += 1
            }
            posting.encode(after: lastDoc[term], into: &postings[term])
            lastDoc[term] = doc
            documentFrequency[term] += 1
            var previous = 0
            for index in start..<end {
                IndexBytes.appendVarint(occurrences[index].position - previous, to: &positions[term])
                previous = occurrences[index].position
            }
            start = end
        }
    }

    /// The id of a word, made when it is new.
    func id(_ term: String) -> Int {
        if let known = termIDs[term] { return known }
        let id = terms.count
        termIDs[term] = id
        terms.append(term)
        postings.append([])
        positions.append([])
        lastDoc.append(0)
        documentFrequency.append(0)
        return id
    }

    /// Adds a day already indexed (kept from an older index); its postings follow through
    /// `append`, word by word.
    func addKept(_ day: IndexedDay) -> Int {
        days.append(day)
        return days.count - 1
    }

    /// Appends a posting of a word, with its positions written by `writePositions` (deltas).
    func append(_ term: Int, _ posting: Posting, writePositions: (inout [UInt8]) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        posting.encode(after: lastDoc[term], into: &scratch)
        postings[term].append(contentsOf: scratch)
        lastDoc[term] = posting.doc
        documentFrequency[term] += 1
        writePositions(&positions[term])
    }

    /// The index file's bytes (see `IndexFormat`). The builder's word lists are emptied on the
    /// way (so the whole archive's index is never in memory twice): it is done with after this.
    public func finish(meta: IndexMeta) -> [UInt8] {
        IndexFormat.encode(self, meta: meta)
    }
}
