import Foundation

/// A line of a day's text around its best match: the window of at most `width` characters that
/// holds the most distinct words of the query, cut at word boundaries, with `…` where it was
/// cut, and the matched words' places (for bold on a terminal). Worked out on the text's UTF-8
/// bytes: twenty snippets cost well under a millisecond.
public struct Snippet: Sendable, Equatable {
    public var text: String
    /// The matched words, as ranges of `text`'s UTF-8 bytes.
    public var matches: [Range<Int>]

    public init(text: String, matches: [Range<Int>]) {
        self.text = text
        self.matches = matches
    }

    /// The snippet of `source` for the terms of a query; the text's beginning when nothing matches.
    public static func make(_ source: String, terms: [ArchiveQuery.Term], width: Int) -> Snippet {
        let width = max(20, width)
        // Line breaks and tabs become spaces: a snippet is one line.
        var bytes = Array(source.utf8)
        for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            bytes[index] = 0x20
        }
        // Still valid UTF-8 (ASCII bytes were swapped for a space): the same bytes as a string.
        let text = String(decoding: bytes, as: UTF8.self)
        var wanted: [(word: String, prefix: Bool)] = []
        for term in terms {
            switch term.unrestricted {
            case .word(let word): wanted.append((word, false))
            case .prefix(let stem): wanted.append((stem, true))
            case .phrase(let words): wanted += words.filter { !ArchiveQuery.stopWords.contains($0) }.map { ($0, false) }
            case .title: break
            }
        }
        // Characters are counted as scalars: what starts a scalar is every byte but a continuation.
        var before = [Int](repeating: 0, count: bytes.count + 1)
        for index in bytes.indices { before[index + 1] = before[index] + (bytes[index] & 0xC0 != 0x80 ? 1 : 0) }
        var hits: [(bytes: Range<Int>, which: Int)] = []
        SearchTokenizer.forEachToken(text) { term, _, range in
            if let which = wanted.firstIndex(where: { $0.prefix ? term.hasPrefix($0.word) : term == $0.word }) {
                hits.append((range, which))
            }
        }
        var start = 0, end = bytes.count
        if before[bytes.count] > width {
            if let best = bestWindow(
                hits.map { (before[$0.bytes.lowerBound], before[$0.bytes.upperBound], $0.which) }, width: width),
                let first = hits.first(where: { before[$0.bytes.lowerBound] == best.start })?.bytes.lowerBound
            {
                // The matches a third of the way in, the start moved forward to a word's.
                let span = best.end - best.start
                let lead = max(0, (width - span) / 3)
                start = first
                while start > 0, before[first] - before[start - 1] <= lead { start -= 1 }
                if start > 0 {
                    while start < first, bytes[start - 1] != 0x20 { start += 1 }
                }
            }
            // As far as the width allows, back to a space.
            let room = width - (start > 0 ? 1 : 0) - 1
            if before[bytes.count] - before[start] > room + 1 {
                end = start
                while end < bytes.count, before[end] - before[start] < room { end += 1 }
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                var back = end
                while back > start, bytes[back] != 0x20 { back -= 1 }
                if back > start { end = back }
            }
        }
        var lower = start, upper = end
        while lower < upper, bytes[lower] == 0x20 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 { upper -= 1 }
        let lead = start > 0 ? Array("…".utf8) : []
        let piece = lead + bytes[lower..<upper] + (end < bytes.count ? Array("…".utf8) : [])
        let shift = lead.count - lower
        let matches = hits.compactMap { hit -> Range<Int>? in
            guard hit.bytes.lowerBound >= lower, hit.bytes.upperBound <= upper else { return nil }
            return (hit.bytes.lowerBound + shift)..<(hit.bytes.upperBound + shift)
        }
        return Snippet(text: String(decoding: piece, as: UTF8.self), matches: matches)
    }

    /// The stretch (in characters) of at most `width` holding the most distinct query words,
    /// the earliest of the best.
    static func bestWindow(_ hits: [(start: Int, end: Int, which: Int)], width: Int) -> (start: Int, end: Int)? {
        guard !hits.isEmpty else { return nil }
        var best: (start: Int, end: Int, distinct: Int, total: Int)?
        var low = 0
        for high in hits.indices {
            while hits[high].end - hits[low].start > width - 2 && low < high { low += 1 }
            let window = hits[low...high]
            let distinct = Set(window.map(\.which)).count
            if best == nil || distinct > best!.distinct || (distinct == best!.distinct && window.count > best!.total) {
                best = (hits[low].start, hits[high].end, distinct, window.count)
            }
        }
        return best.map { ($0.start, $0.end) }
    }
}
