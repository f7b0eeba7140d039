import Foundation

/// Checking values without building them: what lets `JSONReader` find the records of a large file,
/// or read a record without its largest field, at the speed of scanning its bytes.
extension JSONParser {
    /// Checks the value at the cursor and moves past it.
    mutating func skipValue() throws(JSONReader.Failure) {
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let isObject = close == UInt8(ascii: "}")
            try nest()
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == close {
                index += 1
                depth -= 1
                return
            }
            while true {
                if isObject {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                    try skipString()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                    index += 1
                }
                try skipValue()
                skipSpace()
                guard index < bytes.count else { throw fail("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == close else {
                    throw fail(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
                index += 1
                depth -= 1
                return
            }
        default:
            _ = try value()
        }
    }

    /// Checks the string at the cursor (its escapes and that it ends) and moves past it.
    mutating func skipString() throws(JSONReader.Failure) {
        index += 1
        while index < bytes.count {
            skipPlainWords()
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail("an unterminated string") }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    index += 1
                    _ = try hex4()
                default:
                    throw fail("an unknown escape")
                }
            case 0..<0x20:
                throw fail("a control character inside a string")
            default:
                index += 1
            }
        }
        throw fail("an unterminated string")
    }

    /// See `JSONReader.elements(of:member:field:)`.
    mutating func elements(member: String?, field: String) throws(JSONReader.Failure) -> [JSONReader.Element] {
        skipSpace()
        var found: [JSONReader.Element]?
        if let member {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw fail("expected an object") }
            try members { (parser: inout JSONParser, key: String) throws(JSONReader.Failure) in
                if key == member, found == nil, parser.bytes[parser.index] == UInt8(ascii: "[") {
                    found = try parser.arrayElements(field: field)
                } else {
                    try parser.skipValue()
                }
            }
        } else {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { throw fail("expected an array") }
            found = try arrayElements(field: field)
        }
        skipSpace()
        guard index == bytes.count else { throw fail("text after the document") }
        guard let found else { throw fail("no array named \(member ?? "")") }
        return found
    }

    /// The members of the object at the cursor: each key, with the cursor at its value for `body`
    /// to read or skip (the one loop over an object's members, for reading and for skipping).
    mutating func members(
        _ body: (inout JSONParser, String) throws(JSONReader.Failure) -> Void
    ) throws(JSONReader.Failure) {
        try nest()
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            try body(&self, key)
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            index += 1
            depth -= 1
            return
        }
    }

    private mutating func arrayElements(field: String) throws(JSONReader.Failure) -> [JSONReader.Element] {
        try nest()
        index += 1
        var elements: [JSONReader.Element] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            let start = index
            var value: String?
            if bytes[index] == UInt8(ascii: "{") {
                try members { (parser: inout JSONParser, key: String) throws(JSONReader.Failure) in
                    if key == field, parser.bytes[parser.index] == UInt8(ascii: "\"") {
                        value = try parser.string()
                    } else {
                        try parser.skipValue()
                    }
                }
            } else {
                try skipValue()
            }
            elements.append(JSONReader.Element(range: start..<index, field: value))
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            index += 1
            depth -= 1
            return elements
        }
    }
}
