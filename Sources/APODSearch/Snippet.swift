import Foundation

/// A line of a day's text around its best match: the window of at most `width` characters that
/// holds the most distinct words of the query, cut at word boundaries, with `…` where it was
/// cut, and the matched words' ranges (for bold on a terminal).
public struct Snippet: Sendable, Equatable {
    public var text: String
    /// The matched words, as ranges of characters of `text`.
    public var matches: [Range<Int>]

    public init(text: String, matches: [Range<Int>]) {
        self.text = text
        self.matches = matches
    }

    /// The snippet of `source` for the terms of a query; the text's beginning when nothing matches.
    public static func make(_ source: String, terms: [SearchQuery.Term], width: Int) -> Snippet {
        let text = source.split(whereSeparator: \.isNewline).joined(separator: " ")
        let width = max(20, width)
        let tokens = SearchTokenizer.tokens(text)
        // Which query word each token matches (phrases by their words; the index already
        // checked the order).
        var wanted: [(word: String, prefix: Bool)] = []
        for term in terms {
            switch term {
            case .word(let word): wanted.append((word, false))
            case .prefix(let stem): wanted.append((stem, true))
            case .phrase(let words): wanted += words.filter { !SearchQuery.stopWords.contains($0) }.map { ($0, false) }
            }
        }
        var hits: [(token: SearchTokenizer.Token, which: Int)] = []
        for token in tokens {
            if let which = wanted.firstIndex(where: { $0.prefix ? token.term.hasPrefix($0.word) : token.term == $0.word }) {
                hits.append((token, which))
            }
        }
        let utf8 = Array(text.utf8)
        // Character offsets of byte offsets, for the window and the ranges.
        var characterAt = [Int](repeating: 0, count: utf8.count + 1)
        var count = 0
        for (index, byte) in utf8.enumerated() {
            characterAt[index] = count
            if byte & 0xC0 != 0x80 { count += 1 }
        }
        characterAt[utf8.count] = count
        let characters = Array(text)
        guard let best = bestWindow(hits.map { (characterAt[$0.token.bytes.lowerBound], characterAt[$0.token.bytes.upperBound], $0.which) }, width: width) else {
            return Snippet(text: cut(characters, from: 0, width: width), matches: [])
        }
        // The matches a third of the way in, the edges moved to word boundaries.
        let span = best.end - best.start
        var start = max(0, best.start - max(0, (width - span) / 3))
        if start > 0 {
            var forward = start
            while forward < best.start, !characters[forward - 1].isWhitespace { forward += 1 }
            start = forward
        }
        let lead = start > 0 ? 1 : 0
        var end = characters.count
        if characters.count - start + lead > width {
            end = start + width - lead - 1
            var back = end
            while back > start, !characters[back].isWhitespace { back -= 1 }
            if back > start { end = back }
        }
        var piece = String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
        let leadingTrim = String(characters[start..<end]).prefix { $0.isWhitespace }.count
        piece = (start > 0 ? "…" : "") + piece + (end < characters.count ? "…" : "")
        let shift = (start > 0 ? 1 : 0) - start - leadingTrim
        let limit = piece.count - (end < characters.count ? 1 : 0)
        let matches = hits.compactMap { hit -> Range<Int>? in
            let lower = characterAt[hit.token.bytes.lowerBound] + shift, upper = characterAt[hit.token.bytes.upperBound] + shift
            guard lower >= (start > 0 ? 1 : 0), upper <= limit, lower < upper else { return nil }
            return lower..<upper
        }
        return Snippet(text: piece, matches: matches)
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

    /// The first `width` characters, cut at a word boundary, with `…` when cut.
    static func cut(_ characters: [Character], from start: Int, width: Int) -> String {
        guard characters.count - start > width else { return String(characters[start...]) }
        var end = start + width - 1
        while end > start + width / 2, !characters[end].isWhitespace { end -= 1 }
        return String(characters[start..<end]).trimmingCharacters(in: .whitespaces) + "…"
    }
}
