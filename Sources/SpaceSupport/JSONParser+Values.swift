import Foundation

/// Strings and numbers: the values of a JSON document that are read byte by byte.
extension JSONParser {
    /// Moves past whole eight-byte words of plain string text: no control character, quote or
    /// backslash (the scan both reading and skipping strings start with).
    @inline(__always)
    mutating func skipPlainWords() {
        while bytes.count - index >= 8 {
            let word = ByteWords.load(bytes, at: index)
            guard !ByteWords.hasLess(word, than: 0x20), !ByteWords.has(word, 0x22), !ByteWords.has(word, 0x5C) else {
                return
            }
            index += 8
        }
    }

    /// A string starting at the quote; a run without escapes becomes a String in one copy.
    mutating func string() throws(JSONReader.Failure) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            skipPlainWords()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw fail("a control character inside a string") }
            index += 1
        }
        throw fail("an unterminated string")
    }

    private mutating func escapedString(from start: Int) throws(JSONReader.Failure) -> String {
        var utf8: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail("an unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: String(try unicodeEscape()).utf8)
                default:
                    index -= 1
                    throw fail("an unknown escape")
                }
            case 0..<0x20:
                throw fail("a control character inside a string")
            default:
                // Copy the run up to the next quote, backslash or control character at once.
                let runStart = index
                while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\""),
                    bytes[index] != UInt8(ascii: "\\")
                {
                    index += 1
                }
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
        }
        throw fail("an unterminated string")
    }

    /// The character of `\uXXXX` (and of a following low surrogate's escape); U+FFFD for a lone surrogate.
    private mutating func unicodeEscape() throws(JSONReader.Failure) -> Character {
        let first = try hex4()
        switch first {
        case 0xD800...0xDBFF:
            if bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let mark = index
                index += 2
                let second = try hex4()
                if (0xDC00...0xDFFF).contains(second) {
                    let scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                }
                index = mark
            }
            return "\u{FFFD}"
        case 0xDC00...0xDFFF:
            return "\u{FFFD}"
        default:
            return Character(Unicode.Scalar(first) ?? "\u{FFFD}")
        }
    }

    mutating func hex4() throws(JSONReader.Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail("a short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("a bad \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// A number in JSON's grammar (no leading zeros, no `+`, no bare `.`), finite.
    mutating func number() throws(JSONReader.Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a malformed number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a malformed number") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a malformed number") }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw fail("a number out of range")
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
