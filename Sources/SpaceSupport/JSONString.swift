import Foundation

/// JSON string literals written straight into UTF-8 bytes: the one escaper of `space`, used by
/// its JSON output and by the records features keep in the cache.
public enum JSONString {
    /// Appends a JSON string literal; every control character, DEL, the C1 controls and the line
    /// separators are escaped. Works on the UTF-8 bytes, copying runs that need no escape at once.
    public static func append(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            var run = 0
            let count = bytes.count
            while index < count {
                // Eight plain bytes at a time: no control character, quote, backslash, DEL, C2 or E2.
                if count - index >= 8 {
                    let word = ByteWords.load(bytes, at: index)
                    if !ByteWords.hasLess(word, than: 0x20), !ByteWords.has(word, 0x22), !ByteWords.has(word, 0x5C),
                        !ByteWords.has(word, 0x7F), !ByteWords.has(word, 0xC2), !ByteWords.has(word, 0xE2)
                    {
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                // Plain bytes: printable ASCII but the quote and the backslash, and UTF-8 bytes
                // other than the lead bytes of C1 controls (C2) and line separators (E2).
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2 {
                    index += 1
                    continue
                }
                if run < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                switch byte {
                case UInt8(ascii: "\""): output += "\\\"".utf8
                case UInt8(ascii: "\\"): output += "\\\\".utf8
                case 0x0A: output += "\\n".utf8
                case 0x0D: output += "\\r".utf8
                case 0x09: output += "\\t".utf8
                case 0x00..<0x20, 0x7F: unicodeEscape(UInt32(byte), into: &output)
                case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
                    unicodeEscape(UInt32(bytes[index + 1]), into: &output)
                    index += 1
                case 0xE2
                where index + 2 < count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, into: &output)
                    index += 2
                default: output.append(byte)
                }
                index += 1
                run = index
            }
            if run < count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<count])) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends a line feed and `indent` levels of two spaces, as pretty JSON is laid out.
    public static func newline(_ output: inout [UInt8], indent: Int) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static func unicodeEscape(_ value: UInt32, into output: inout [UInt8]) {
        let hex = String(value, radix: 16)
        output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
    }
}
