import Foundation

/// A JSON value as `JSONReader` reads it. Objects keep their members in the order written (a key
/// written twice keeps its last value when looked up, as most readers do).
public enum JSONNode: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([(key: String, value: JSONNode)])

    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member of an object named `key` (its last, if written twice); nil for other values.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The text of a string; nil for other values.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array; nil for other values.
    public var array: [JSONNode]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number; nil for other values.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
