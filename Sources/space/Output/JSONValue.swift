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
        var output = ""
        output.reserveCapacity(256)
        write(into: &output, indent: pretty ? 0 : -1)
        return output
    }

    private func write(into output: inout String, indent: Int) {
        let pretty = indent >= 0
        let inner = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let outer = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.escape(value, into: &output)
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            output += pretty ? "[\n" : "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += pretty ? ",\n" : "," }
                output += inner
                value.write(into: &output, indent: pretty ? indent + 1 : -1)
            }
            output += pretty ? "\n\(outer)]" : "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += pretty ? "{\n" : "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += pretty ? ",\n" : "," }
                output += inner
                JSONValue.escape(key, into: &output)
                output += pretty ? ": " : ":"
                value.write(into: &output, indent: pretty ? indent + 1 : -1)
            }
            output += pretty ? "\n\(outer)}" : "}"
        }
    }

    /// Writes a JSON string literal; every control character, DEL and the line separators are escaped.
    static func escape(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                    output += "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count) + String(value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
