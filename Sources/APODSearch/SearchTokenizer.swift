import Foundation
import Synchronization

/// Words as the index and the query see them: letters and digits folded to lower case without
/// accents (`Sérsic` → `sersic`, `Calafia` → `calafia`), a possessive `'s` dropped (`Saturn's` →
/// `saturn`), plurals folded to the singular (`mountains` → `mountain`), and catalogue names kept as one word: `M31`, `NGC1499` and `SN1987A` as typed, and
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
    static let cataloguePrefixes: Set<String> = [
        "m", "messier", "ngc", "ic", "sn", "sh2", "abell", "arp", "ugc", "pgc", "hd", "hr", "hip",
        "lbn", "ldn", "vdb", "rcw", "barnard", "cr", "collinder", "mel", "melotte", "ced",
    ]

    /// The words of `text`; joined catalogue names come right after their number, at its place.
    public static func tokens(_ text: String) -> [Token] {
        var out: [Token] = []
        forEachToken(text) { term, position, bytes in out.append(Token(term: term, position: position, bytes: bytes)) }
        return out
    }

    /// The words alone, joined catalogue names included.
    public static func terms(_ text: String) -> [String] { tokens(text).map(\.term) }

    /// Calls `body` with each word, its place and its bytes (what the index builder reads, with
    /// no array of tokens in between).
    @inline(__always)
    static func forEachToken(_ text: String, _ body: (String, Int, Range<Int>) -> Void) {
        var position = 0
        var previous: (term: String, bytes: Range<Int>)?
        scanWords(text) { word, bytes in
            body(word, position, bytes)
            // A number after a catalogue prefix (numbers are rare: the set is asked seldom).
            if let first = word.utf8.first, (0x30...0x39).contains(first), let last = previous,
                cataloguePrefixes.contains(last.term)
            {
                body(
                    (last.term == "messier" ? "m" : last.term) + word, position,
                    last.bytes.lowerBound..<bytes.upperBound)
            }
            previous = (word, bytes)
            position += 1
        }
    }

    /// Folds one word as the index does (`Sérsic*` → `sersic`): what a prefix is compared with.
    public static func fold(_ word: String) -> String {
        var folded = ""
        scanWords(word) { piece, _ in folded += piece }
        return folded
    }

    /// Calls `body` with each folded word and its byte span, reading the text's UTF-8 bytes.
    static func scanWords(_ text: String, _ body: (String, Range<Int>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var word: [UInt8] = []
            word.reserveCapacity(32)
            var start = 0
            var offset = 0
            let count = bytes.count
            func finish(at end: Int) {
                if !word.isEmpty {
                    singular(&word)
                    body(String(decoding: word, as: UTF8.self), start..<end)
                    word.removeAll(keepingCapacity: true)
                }
            }
            /// The scalar at `at` and its length in bytes.
            func scalar(at: Int) -> (Unicode.Scalar, Int) {
                let lead = bytes[at]
                if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                guard at + length <= count else { return (" ", 1) }
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for index in 1..<length { value = value << 6 | UInt32(bytes[at + index] & 0x3F) }
                return (Unicode.Scalar(value) ?? " ", length)
            }
            /// An apostrophe at `at` (of `length` bytes) inside a word: `'s` ending the word is
            /// dropped (returns the bytes to skip), another apostrophe joins; nil ends the word.
            func apostrophe(at: Int, length: Int) -> Int? {
                guard !word.isEmpty, at + length < count else { return nil }
                let (next, nextLength) = scalar(at: at + length)
                guard isWordScalar(next) else { return nil }
                if next == "s" || next == "S" {
                    let after = at + length + nextLength
                    if after >= count || !isWordScalar(scalar(at: after).0) { return length + nextLength }
                }
                return 0
            }
            while offset < count {
                let byte = bytes[offset]
                if byte < 0x80 {
                    switch byte {
                    case 0x30...0x39, 0x61...0x7A:
                        if word.isEmpty { start = offset }
                        word.append(byte)
                    case 0x41...0x5A:
                        if word.isEmpty { start = offset }
                        word.append(byte + 0x20)
                    case 0x27:
                        if let skip = apostrophe(at: offset, length: 1) {
                            if skip > 0 { finish(at: offset); offset += skip; continue }
                        } else {
                            finish(at: offset)
                        }
                    default:
                        finish(at: offset)
                    }
                    offset += 1
                    continue
                }
                let (value, length) = scalar(at: offset)
                if value.value == 0x2019 || value.value == 0x2018 {
                    if let skip = apostrophe(at: offset, length: length) {
                        if skip > 0 { finish(at: offset); offset += skip; continue }
                    } else {
                        finish(at: offset)
                    }
                } else if isWordScalar(value) {
                    if word.isEmpty { start = offset }
                    word += Folding.shared.folded(value)
                } else {
                    finish(at: offset)
                }
                offset += length
            }
            finish(at: offset)
        }
    }

    /// English plurals folded to their singular, the same way in the index and in a query, so
    /// `mountains` finds "Eclipse Over The Mountain" and `galaxy` finds "galaxies": `-ies` → `-y`,
    /// `-ches`/`-shes`/`-sses`/`-xes` lose `-es`, another `-s` goes (not `-ss`, `-us`, `-is`).
    /// Only words of four letters or more, and never a word with a digit (`1987a`, `m31`).
    static func singular(_ word: inout [UInt8]) {
        let count = word.count
        guard count >= 4, word.last == UInt8(ascii: "s"), word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return }
        let before = word[count - 2]
        if before == UInt8(ascii: "e"), count >= 5, word[count - 3] == UInt8(ascii: "i") {
            word.removeLast(3)
            word.append(UInt8(ascii: "y"))
        } else if before == UInt8(ascii: "e"), count >= 5,
            word[count - 3] == UInt8(ascii: "x")
                || (word[count - 3] == UInt8(ascii: "h")
                    && [UInt8(ascii: "c"), UInt8(ascii: "s")].contains(word[count - 4]))
                || (word[count - 3] == UInt8(ascii: "s") && word[count - 4] == UInt8(ascii: "s"))
        {
            word.removeLast(2)
        } else if before != UInt8(ascii: "s"), before != UInt8(ascii: "u"), before != UInt8(ascii: "i") {
            word.removeLast()
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        // Combining marks belong to the letter before them (and fold away with it).
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .nonspacingMark
    }
}

/// Case and accent folding of one non-ASCII scalar, kept once computed (an archive uses a few
/// hundred distinct ones).
final class Folding: Sendable {
    static let shared = Folding()
    private let known = Mutex<[UInt32: [UInt8]]>([:])

    func folded(_ scalar: Unicode.Scalar) -> [UInt8] {
        if let bytes = known.withLock({ $0[scalar.value] }) { return bytes }
        let text = String(Character(scalar)).folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
        ).lowercased()
        // What folding leaves that is not a letter or digit (a lone combining mark) is dropped.
        let kept = text.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }
        let bytes = Array(String(String.UnicodeScalarView(kept)).utf8)
        known.withLock { $0[scalar.value] = bytes }
        return bytes
    }
}
