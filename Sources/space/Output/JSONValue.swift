import Foundation

/// A JSON document built by the renderers: objects keep their key order (stable output for
/// scripts), and absent values are written as `null`, never left out.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// A string, or `null` when nil.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// An integer, or `null` when nil.
    static func optional(_ number: Int?) -> JSONValue { number.map(JSONValue.int) ?? .null }
    /// A boolean, or `null` when nil.
    static func optional(_ flag: Bool?) -> JSONValue { flag.map(JSONValue.bool) ?? .null }

    /// The document as text, indented with two spaces, ending without a newline.
    func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The document as UTF-8 bytes, indented with two spaces, ending without a newline.
    func serializedBytes(pretty: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(into: &output, indent: pretty ? 0 : -1)
        return output
    }

    /// Built as UTF-8 bytes: appending scalars to a String was the hot spot of large outputs.
    func write(into output: inout [UInt8], indent: Int) {
        let pretty = indent >= 0
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .double(let value): output += (value.isFinite ? String(value) : "null").utf8
        case .string(let value): JSONValue.escape(value, into: &output)
        case .array(let values):
            if values.isEmpty { output += "[]".utf8; return }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent: pretty ? indent + 1 : -1)
                value.write(into: &output, indent: pretty ? indent + 1 : -1)
            }
            Self.newline(&output, indent: indent)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { output += "{}".utf8; return }
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent: pretty ? indent + 1 : -1)
                JSONValue.escape(key, into: &output)
                output += (pretty ? ": " : ":").utf8
                value.write(into: &output, indent: pretty ? indent + 1 : -1)
            }
            Self.newline(&output, indent: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], indent: Int) {
        guard indent >= 0 else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Writes a JSON string literal; every control character, DEL, the C1 controls and the line
    /// separators are escaped. Works on the UTF-8 bytes, copying runs that need no escape at once.
    static func escape(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            var run = 0
            let count = bytes.count
            while index < count {
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
                case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
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

    private static func unicodeEscape(_ value: UInt32, into output: inout [UInt8]) {
        let hex = String(value, radix: 16)
        output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
    }
}
