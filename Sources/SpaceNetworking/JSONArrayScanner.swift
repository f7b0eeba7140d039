import Foundation

/// Finds the elements of a JSON array as byte ranges, without decoding them, so each element of a
/// range answer can be stored as the bytes the service sent (re-encoding 11,000 decoded pictures
/// was an eighth of a whole-archive run). Strings and nesting are tracked; values are not
/// validated, since every stored body is decoded again when it is read.
public enum JSONArrayScanner {
    /// One element: its bytes, and the string value of the requested top-level field when the
    /// element is an object that has it (escapes are not decoded).
    public struct Element: Sendable, Equatable {
        /// Where the element lies in the data.
        public var range: Range<Int>
        /// The field's raw string value.
        public var field: String?
    }

    /// The top-level elements of `data`, or nil when it is not a JSON array.
    public static func elements(of data: Data, field: String) -> [Element]? {
        data.withUnsafeBytes { raw -> [Element]? in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), field: Array(field.utf8))
            let found = scanner.array()
            return found.map { elements in
                elements.map { Element(range: (data.startIndex + $0.range.lowerBound)..<(data.startIndex + $0.range.upperBound), field: $0.field) }
            }
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let field: [UInt8]
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>, field: [UInt8]) {
            self.bytes = bytes
            self.field = field
        }

        mutating func array() -> [Element]? {
            skipSpace()
            guard next(is: UInt8(ascii: "[")) else { return nil }
            var elements: [Element] = []
            skipSpace()
            if next(is: UInt8(ascii: "]")) { return finished() ? elements : nil }
            while true {
                skipSpace()
                let start = index
                var value: String?
                if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                    guard let found = object() else { return nil }
                    value = found
                } else {
                    guard skipValue() else { return nil }
                }
                elements.append(Element(range: start..<index, field: value))
                skipSpace()
                if next(is: UInt8(ascii: ",")) { continue }
                guard next(is: UInt8(ascii: "]")) else { return nil }
                return finished() ? elements : nil
            }
        }

        /// An object at the cursor; returns the field's string value (or nil), nil overall when malformed.
        mutating func object() -> String?? {
            index += 1
            var value: String?
            skipSpace()
            if next(is: UInt8(ascii: "}")) { return .some(nil) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                let keyStart = index + 1
                guard skipString() else { return nil }
                let isField = index - 1 - keyStart == field.count && field.indices.allSatisfy { bytes[keyStart + $0] == field[$0] }
                skipSpace()
                guard next(is: UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let valueStart = index
                guard skipValue() else { return nil }
                if isField, bytes[valueStart] == UInt8(ascii: "\"") {
                    value = String(decoding: UnsafeBufferPointer(rebasing: bytes[(valueStart + 1)..<(index - 1)]), as: UTF8.self)
                }
                skipSpace()
                if next(is: UInt8(ascii: ",")) { continue }
                guard next(is: UInt8(ascii: "}")) else { return nil }
                return .some(value)
            }
        }

        /// Skips one value of any kind.
        mutating func skipValue() -> Bool {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default: break
                    }
                    index += 1
                }
                return false
            default:
                let start = index
                while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
                return index > start
            }
        }

        /// Skips a string at the cursor, escapes included.
        mutating func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                default: index += 1
                }
            }
            return false
        }

        mutating func skipSpace() {
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        }

        mutating func next(is byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func finished() -> Bool {
            skipSpace()
            return index == bytes.count
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        static func ends(_ byte: UInt8) -> Bool {
            isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        }
    }
}
