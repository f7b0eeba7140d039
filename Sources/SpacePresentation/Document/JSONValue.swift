import Foundation
import SpaceSupport
import SpaceNetworking

/// A JSON document built by the renderers: objects keep their key order (stable output for
/// scripts), and absent values are written as `null`, never left out.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// A string, or `null` when nil.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// An integer, or `null` when nil.
    public static func optional(_ number: Int?) -> JSONValue { number.map(JSONValue.int) ?? .null }
    /// A boolean, or `null` when nil.
    public static func optional(_ flag: Bool?) -> JSONValue { flag.map(JSONValue.bool) ?? .null }

    /// The document as text, indented with two spaces, ending without a newline.
    public func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The document as UTF-8 bytes, indented with two spaces, ending without a newline.
    public func serializedBytes(pretty: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(into: &output, indent: pretty ? 0 : -1)
        return output
    }

    /// Built as UTF-8 bytes: appending scalars to a String was the hot spot of large outputs.
    public func write(into output: inout [UInt8], indent: Int) {
        let pretty = indent >= 0
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .double(let value): output += (value.isFinite ? String(value) : "null").utf8
        case .string(let value): JSONString.append(value, to: &output)
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
                JSONString.append(key, to: &output)
                output += (pretty ? ": " : ":").utf8
                value.write(into: &output, indent: pretty ? indent + 1 : -1)
            }
            Self.newline(&output, indent: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], indent: Int) {
        guard indent >= 0 else { return }
        JSONString.newline(&output, indent: indent)
    }
}
