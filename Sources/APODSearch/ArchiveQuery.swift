import Foundation

/// A parsed search: words are ANDed; `"exact phrase"`; `-word` or `-"phrase"` excludes; `OR`
/// (upper case) between words; `word*` is a prefix; `title:word` or `title:"phrase"` is found
/// only in titles. Case and accents do not matter. Whatever a
/// person types parses: a lone quote closes at the end, a lone `-` or `*` is nothing, and a
/// query with nothing to look for is a `Problem`, never a crash.
public struct ArchiveQuery: Sendable, Equatable {
    /// One thing to look for.
    public enum Term: Sendable, Hashable, CustomStringConvertible {
        /// One word, folded.
        case word(String)
        /// Every word that begins so (folded, without the `*`).
        case prefix(String)
        /// Words one after the other.
        case phrase([String])
        /// A word, prefix or phrase found only in a day's title (`title:`).
        indirect case title(Term)

        public var description: String {
            switch self {
            case .word(let word): return word
            case .prefix(let stem): return stem + "*"
            case .phrase(let words): return "\"" + words.joined(separator: " ") + "\""
            case .title(let term): return "title:" + term.description
            }
        }

        /// The term itself, wherever it is looked for.
        public var unrestricted: Term {
            if case .title(let term) = self { return term.unrestricted }
            return self
        }
    }

    /// Each group must match; a group matches when any of its terms does (`a OR b`).
    public var groups: [[Term]]
    /// A result matching any of these is left out.
    public var excluded: [Term]
    /// Common words dropped from the groups because others were given (`the`, `of`).
    public var dropped: [String]

    /// Why a query cannot run.
    public enum Problem: Error, Sendable, Equatable {
        /// Nothing but punctuation, quotes or dashes.
        case noWords
        /// Only exclusions: nothing to rank.
        case onlyExclusions
        /// More words than a search takes.
        case tooManyWords(given: Int, limit: Int)
        /// More prefixes than a search takes.
        case tooManyPrefixes(given: Int, limit: Int)
    }

    /// The most words (phrases' words included) and prefixes one search takes.
    public static let wordLimit = 32
    public static let prefixLimit = 4

    /// Words too common to narrow a search, dropped when other words are given.
    public static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "into", "is", "it", "its",
        "of", "on", "or", "over", "that", "the", "their", "this", "to", "was", "were", "with",
    ]

    public init(groups: [[Term]], excluded: [Term] = [], dropped: [String] = []) {
        self.groups = groups
        self.excluded = excluded
        self.dropped = dropped
    }

    /// Parses the words a person typed (joined with spaces).
    public init(parsing text: String) throws(Problem) {
        let lexemes = Self.lexemes(text)
        var groups: [[Term]] = []
        var excluded: [Term] = []
        var joinNext = false
        var index = 0
        var words = 0
        var prefixes = 0
        while index < lexemes.count {
            let lexeme = lexemes[index]
            index += 1
            if lexeme.isOr {
                // `OR` between two terms joins them; at either end, or twice, it is a word.
                if !groups.isEmpty && !joinNext && index < lexemes.count && !lexemes[index].isOr
                    && !lexemes[index].negated
                {
                    joinNext = true
                    continue
                }
            }
            var lexeme0 = lexeme
            // `NGC 1499`: a catalogue prefix and the number typed after it are one name.
            if !lexeme.quoted && !lexeme.prefix && index < lexemes.count {
                let next = lexemes[index]
                let word = SearchTokenizer.terms(lexeme.text)
                if !next.quoted && !next.isOr && next.negated == lexeme.negated, word.count == 1,
                    SearchTokenizer.cataloguePrefixes.contains(word[0]),
                    let digit = next.text.unicodeScalars.first, ("0"..."9").contains(digit)
                {
                    lexeme0.text = lexeme.text + " " + next.text
                    lexeme0.prefix = next.prefix
                    index += 1
                }
            }
            guard let term = Self.term(lexeme0) else {
                joinNext = false
                continue
            }
            switch term.unrestricted {
            case .word, .title: words += 1
            case .prefix: words += 1; prefixes += 1
            case .phrase(let list): words += list.count
            }
            if lexeme0.negated {
                excluded.append(term)
                joinNext = false
            } else if joinNext, !groups.isEmpty {
                groups[groups.count - 1].append(term)
                joinNext = false
            } else {
                groups.append([term])
            }
        }
        if words > Self.wordLimit { throw .tooManyWords(given: words, limit: Self.wordLimit) }
        if prefixes > Self.prefixLimit { throw .tooManyPrefixes(given: prefixes, limit: Self.prefixLimit) }
        if groups.isEmpty { throw excluded.isEmpty ? .noWords : .onlyExclusions }
        // Common words narrow nothing and cost the most; they go when something else is asked.
        let common = groups.filter { $0.count == 1 && Self.isStopWord($0[0]) }
        var dropped: [String] = []
        if common.count < groups.count {
            dropped = common.map { $0[0].description }
            groups.removeAll { $0.count == 1 && Self.isStopWord($0[0]) }
        }
        self.init(groups: groups, excluded: excluded, dropped: dropped)
    }

    /// Every term the query looks for (not the excluded ones), for snippets.
    public var wanted: [Term] { groups.flatMap { $0 } }

    static func isStopWord(_ term: Term) -> Bool {
        if case .word(let word) = term { return stopWords.contains(word) }
        return false
    }

    /// A lexeme's term: one word, a prefix, or a phrase (a quoted text, or a word the tokenizer
    /// splits, as `Sh2-155` or `NGC 1499`'s joined name); nil when it holds no word.
    static func term(_ lexeme: Lexeme) -> Term? {
        let tokens = SearchTokenizer.tokens(lexeme.text)
        // A joined catalogue name stands for its prefix and number.
        var words: [String] = []
        var lastPosition = -1
        for token in tokens {
            if token.position == lastPosition, words.count >= 2 {
                // The joined name takes the place of its prefix and number.
                words.removeLast()
                words[words.count - 1] = token.term
            } else {
                words.append(token.term)
            }
            lastPosition = token.position
        }
        guard !words.isEmpty else { return nil }
        let term: Term
        if lexeme.prefix && !lexeme.quoted {
            term = words.count == 1 ? .prefix(words[0]) : .phrase(words)
        } else {
            term = words.count == 1 ? .word(words[0]) : .phrase(words)
        }
        return lexeme.title ? .title(term) : term
    }

    /// A piece of the typed text: a word or a quoted phrase, with its marks.
    struct Lexeme: Equatable {
        var text: String
        var quoted = false
        var negated = false
        var prefix = false
        /// Looked for in titles only (`title:`).
        var title = false
        var isOr: Bool { !quoted && !negated && !title && text == "OR" }
    }

    /// The mark that keeps a word or phrase to titles.
    static let titleMark = "title:"

    /// Splits the text at spaces, keeping quoted phrases whole; a quote left open closes at the end.
    static func lexemes(_ text: String) -> [Lexeme] {
        var out: [Lexeme] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            if first.isWhitespace { characters.removeFirst(); continue }
            var negated = false
            if first == "-" || first == "\u{2212}" {
                negated = true
                characters.removeFirst()
                if characters.first == nil || characters.first!.isWhitespace { continue }
            }
            // `title:` before a word or a quote keeps it to titles (alone, it is nothing).
            var title = false
            if String(characters.prefix(titleMark.count)).lowercased() == titleMark {
                title = true
                characters.removeFirst(titleMark.count)
                if characters.first == nil || characters.first!.isWhitespace { continue }
            }
            if characters.first == "\"" || characters.first == "\u{201C}" || characters.first == "\u{201D}" {
                characters.removeFirst()
                let end =
                    characters.firstIndex { $0 == "\"" || $0 == "\u{201C}" || $0 == "\u{201D}" } ?? characters.endIndex
                out.append(Lexeme(text: String(characters[..<end]), quoted: true, negated: negated, title: title))
                characters =
                    end < characters.endIndex ? characters[characters.index(after: end)...] : characters[end...]
                continue
            }
            let end = characters.firstIndex { $0.isWhitespace || $0 == "\"" } ?? characters.endIndex
            var word = String(characters[..<end])
            characters = characters[end...]
            var prefix = false
            if word.hasSuffix("*") {
                while word.hasSuffix("*") { word.removeLast() }
                prefix = !word.isEmpty
            }
            out.append(Lexeme(text: word, negated: negated, prefix: prefix, title: title))
        }
        return out
    }
}
