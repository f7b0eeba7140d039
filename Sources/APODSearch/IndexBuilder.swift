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
    /// Title, credit and text lengths in words (kept inline: eleven thousand small arrays were
    /// a megabyte of the build's peak).
    public var lengths: SIMD3<UInt16>
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
        var lengths = SIMD3<UInt16>(0, 0, 0)
        var base = 0
        for (field, text) in IndexedDay.fields(of: picture).enumerated() {
            var last = -1
            SearchTokenizer.forEachToken(text) { term, position, _ in
                occurrences.append((id(term), base + position, field))
                last = position
            }
            lengths[field] = UInt16(clamping: last + 1)
            // A gap of one between fields: a phrase never runs from one into the next.
            base += last + 2
        }
        let doc = days.count
        days.append(
            IndexedDay(
                date: picture.date, mediaType: picture.mediaType, title: picture.title, lengths: lengths,
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
