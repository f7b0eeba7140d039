import Foundation

/// Repairs the text of a JSON answer before it is decoded: invalid UTF-8 and `\u` escapes of
/// unpaired surrogates become U+FFFD, so one bad character costs one character, not the whole
/// field (a title that lost its field showed as "(untitled)"). A body that needs nothing comes
/// back as it is, after one validating pass.
public enum TextRepair {
    /// The body with bad sequences replaced by U+FFFD.
    public static func repairedJSON(_ data: Data) -> Data {
        let valid = String(validating: data, as: UTF8.self)
        let text = valid ?? String(decoding: data, as: UTF8.self)
        guard let fixed = repairingSurrogateEscapes(text) else { return valid == nil ? Data(text.utf8) : data }
        return Data(fixed.utf8)
    }

    /// The text with each `\uD800`–`\uDFFF` escape that is not half of a pair replaced by
    /// `\uFFFD`; nil when there is none.
    static func repairingSurrogateEscapes(_ text: String) -> String? {
        guard mayHaveSurrogateEscape(text) else { return nil }
        var bytes = Array(text.utf8)
        var changed = false
        var index = 0
        func escape(at position: Int) -> UInt16? {
            guard position + 5 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { return nil }
            return UInt16(String(decoding: bytes[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else { index += 1; continue }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = escape(at: index) else { index += 2; continue }
            if (0xD800...0xDBFF).contains(unit), let next = escape(at: index + 6), (0xDC00...0xDFFF).contains(next) {
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                bytes.replaceSubrange((index + 2)..<(index + 6), with: Array("FFFD".utf8))
                changed = true
                index += 6
            } else {
                index += 6
            }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Whether the text has a `\uD8…`–`\uDF…` escape at all (without copying it).
    static func mayHaveSurrogateEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 6 else { return false }
            for index in 0..<(bytes.count - 5)
            where bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
                && bytes[index + 2] | 0x20 == UInt8(ascii: "d")
            {
                let third = bytes[index + 3] | 0x20
                if (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(third)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(third)
                {
                    return true
                }
            }
            return false
        }
    }
}
