import Foundation

/// Substring search on UTF-8 bytes. Foundation's `contains` and `range(of:)` go through
/// `CFStringFind` on Linux, which was a measurable share of a whole-archive range that looks for a
/// few markers in 11,000 posts.
enum ByteSearch {
    /// The UTF-8 offset of the first `needle` in `text` at or after `start`, or nil.
    static func offset(of needle: String, in text: String, from start: Int = 0) -> Int? {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard !pattern.isEmpty, start <= haystack.count, let base = haystack.baseAddress,
                    let patternBase = pattern.baseAddress
                else { return nil }
                let first = Int32(pattern[0])
                var index = start
                while haystack.count - index >= pattern.count {
                    guard let hit = memchr(base + index, first, haystack.count - index - pattern.count + 1) else {
                        return nil
                    }
                    let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, patternBase, pattern.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }

    /// The offset of the first `needle` (lower-case ASCII) in `bytes` at or after `start`, ignoring
    /// ASCII case, or nil. Offsets stay those of `bytes`, whatever else the text holds.
    static func offsetIgnoringASCIICase(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            var matched = true
            for (offset, expected) in needle.enumerated() {
                var byte = bytes[index + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if byte != expected { matched = false; break }
            }
            if matched { return index }
            index += 1
        }
        return nil
    }

    /// Whether `text` contains `needle`.
    static func contains(_ needle: String, in text: String) -> Bool {
        offset(of: needle, in: text) != nil
    }
}
