import Foundation

/// Words as the index and the query see them: letters and digits folded to lower case without
/// accents (`Sérsic` → `sersic`, `Calafia` → `calafia`), a possessive `'s` dropped (`Saturn's` →
/// `saturn`), and catalogue names kept as one word: `M31`, `NGC1499` and `SN1987A` as typed, and
/// `NGC 1499` written with a space gives `ngc1499` too, at the number's place (so a phrase that
/// goes on after the number still matches).
public enum SearchTokenizer {
    /// One word and where it is: its place in the stream of words (for phrases) and its span in
    /// the text's UTF-8 bytes (for snippets).
    public struct Token: Sendable, Equatable {
        public var term: String
        public var position: Int
        public var bytes: Range<Int>
    }

    /// Catalogue prefixes joined to the number that follows them (`ngc 1499` → `ngc1499`).
    static let cataloguePrefixes: Set<String> = ["m", "messier", "ngc", "ic", "sn", "sh2", "abell", "arp", "ugc", "pgc", "hd", "hr", "hip",
                                                 "lbn", "ldn", "vdb", "rcw", "barnard", "cr", "collinder", "mel", "melotte", "ced"]

    /// The words of `text`; joined catalogue names come right after their number, at its place.
    public static func tokens(_ text: String) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(text.utf8.count / 5)
        var position = 0
        scanWords(text) { word, bytes in
            if let last = out.last, last.position == position - 1, cataloguePrefixes.contains(last.term), let first = word.utf8.first,
               (0x30...0x39).contains(first) {
                out.append(Token(term: word, position: position, bytes: bytes))
                let prefix = last.term == "messier" ? "m" : last.term
                out.append(Token(term: prefix + word, position: position, bytes: last.bytes.lowerBound..<bytes.upperBound))
            } else {
                out.append(Token(term: word, position: position, bytes: bytes))
            }
            position += 1
        }
        return out
    }

    /// The words alone, joined catalogue names included.
    public static func terms(_ text: String) -> [String] { tokens(text).map(\.term) }

    /// Folds one word as the index does (`Sérsic*` → `sersic`): what a prefix is compared with.
    public static func fold(_ word: String) -> String {
        var folded = ""
        scanWords(word) { piece, _ in folded += piece }
        return folded
    }

    /// Calls `body` with each folded word and its byte span.
    static func scanWords(_ text: String, _ body: (String, Range<Int>) -> Void) {
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var start = 0
        var offset = 0
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func finish(at end: Int) {
            if !word.isEmpty {
                body(String(decoding: word, as: UTF8.self), start..<end)
                word.removeAll(keepingCapacity: true)
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let length = UTF8.width(scalar)
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                switch byte {
                case 0x30...0x39, 0x61...0x7A:
                    if word.isEmpty { start = offset }
                    word.append(byte)
                case 0x41...0x5A:
                    if word.isEmpty { start = offset }
                    word.append(byte + 0x20)
                case 0x27:
                    // An apostrophe inside a word: `'s` at its end is dropped; otherwise it joins.
                    if !word.isEmpty, index + 1 < scalars.count, isWordScalar(scalars[index + 1]) {
                        let next = scalars[index + 1]
                        let afterNext = index + 2 < scalars.count ? scalars[index + 2] : " "
                        if (next == "s" || next == "S"), !isWordScalar(afterNext) {
                            finish(at: offset)
                            index += 2
                            offset += length + 1
                            continue
                        }
                    } else {
                        finish(at: offset)
                    }
                default:
                    finish(at: offset)
                }
            } else if value == 0x2019 || value == 0x2018 {
                // A typographic apostrophe, as above.
                if !word.isEmpty, index + 1 < scalars.count, isWordScalar(scalars[index + 1]) {
                    let next = scalars[index + 1]
                    let afterNext = index + 2 < scalars.count ? scalars[index + 2] : " "
                    if (next == "s" || next == "S"), !isWordScalar(afterNext) {
                        finish(at: offset)
                        index += 2
                        offset += length + 1
                        continue
                    }
                } else {
                    finish(at: offset)
                }
            } else if isWordScalar(scalar) {
                if word.isEmpty { start = offset }
                word += Folding.shared.folded(scalar)
            } else {
                finish(at: offset)
            }
            offset += length
            index += 1
        }
        finish(at: offset)
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        // Combining marks belong to the letter before them (and fold away with it).
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
    }
}

/// Case and accent folding of one non-ASCII scalar, kept once computed (an archive uses a few
/// hundred distinct ones).
final class Folding: @unchecked Sendable {
    static let shared = Folding()
    private let lock = NSLock()
    private var known: [UInt32: [UInt8]] = [:]

    func folded(_ scalar: Unicode.Scalar) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let bytes = known[scalar.value] { return bytes }
        let text = String(Character(scalar)).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        // What folding leaves that is not a letter or digit (a lone combining mark) is dropped.
        let kept = text.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }
        let bytes = Array(String(String.UnicodeScalarView(kept)).utf8)
        known[scalar.value] = bytes
        return bytes
    }
}
