import Foundation

/// A strict JSON reader (RFC 8259) over UTF-8 bytes: one document, nothing after it but white
/// space, nesting at most 512 deep, numbers finite. Written because `JSONDecoder` spent most of a
/// large favorites file's time building strings it then copied again; this one copies each string
/// once, straight from the bytes, and a string without escapes in one step.
///
/// Invalid UTF-8 inside a string is repaired with U+FFFD and a lone surrogate escape becomes
/// U+FFFD, so reading never fails on text it could still show.
public enum JSONReader {
    /// Why a document is not JSON, and the byte where that was found.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The offset of the byte where reading stopped.
        public var offset: Int
        /// What was wrong, in a few words.
        public var reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Reads one JSON document, or the one inside `range` of the data (offsets from its start).
    /// Members named in `skipping`, at any depth, are checked but left out, for readers that
    /// need the small fields of records whose large ones they do not show.
    public static func read(
        _ data: Data, range: Range<Int>? = nil, skipping: Set<String> = []
    ) throws(Failure) -> JSONNode {
        try parse(data, range: range) { (parser: inout JSONParser) throws(Failure) in
            parser.skipping = skipping
            return try parser.document()
        }
    }

    /// Reads one JSON document from bytes.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        try read(Data(bytes))
    }

    /// One element of an array: where its bytes lie (offsets from the data's start), and the
    /// string value of one of its fields when it is an object that has it.
    public struct Element: Sendable, Equatable {
        /// Where the element lies.
        public var range: Range<Int>
        /// The field's string value.
        public var field: String?
    }

    /// The elements of the array that is member `member` of the document's top-level object (or
    /// the top-level array itself when `member` is nil), without building them: each is checked,
    /// and only `field` is decoded. The whole document is checked, as `read` would.
    public static func elements(of data: Data, member: String?, field: String) throws(Failure) -> [Element] {
        try parse(data, range: nil) { (parser: inout JSONParser) throws(Failure) in
            try parser.elements(member: member, field: field)
        }
    }

    static func parse<Result>(
        _ data: Data, range: Range<Int>?, _ body: (inout JSONParser) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result: Swift.Result<Result, Failure> = data.withUnsafeBytes { raw in
            let all = raw.bindMemory(to: UInt8.self)
            let bytes = range.map { UnsafeBufferPointer(rebasing: all[$0.clamped(to: 0..<all.count)]) } ?? all
            var parser = JSONParser(bytes: bytes)
            do throws(Failure) {
                return .success(try body(&parser))
            } catch {
                return .failure(Failure(offset: error.offset + (range?.lowerBound ?? 0), reason: error.reason))
            }
        }
        return try result.get()
    }
}

/// The reader's cursor over the bytes; `JSONReader` is its interface.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    var skipping: Set<String> = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONReader.Failure) -> JSONNode {
        let node = try value()
        skipSpace()
        guard index == bytes.count else { throw fail("text after the document") }
        return node
    }

    func fail(_ reason: String) -> JSONReader.Failure {
        JSONReader.Failure(offset: index, reason: reason)
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func value() throws(JSONReader.Failure) -> JSONNode {
        skipSpace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected character")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONReader.Failure) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw fail("unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw fail("unexpected character")
        }
        index += count
    }

    mutating func nest() throws(JSONReader.Failure) {
        depth += 1
        guard depth <= JSONReader.maximumDepth else { throw fail("nested too deep") }
    }

    private mutating func object() throws(JSONReader.Failure) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        try self.members { (parser: inout JSONParser, key: String) throws(JSONReader.Failure) in
            if parser.skipping.contains(key) {
                try parser.skipValue()
            } else {
                members.append((key, try parser.value()))
            }
        }
        return .object(members)
    }

    private mutating func array() throws(JSONReader.Failure) -> JSONNode {
        try nest()
        index += 1
        var elements: [JSONNode] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }
}
