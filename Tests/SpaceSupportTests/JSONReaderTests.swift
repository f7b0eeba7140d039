import Foundation
import Testing
@testable import SpaceSupport

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONNode { try JSONReader.read(Data(text.utf8)) }

    @Test func readsEveryKindOfValue() throws {
        let node = try read(#" {"a": [1, -2.5e3, 0, true, false, null], "b": {"c": "d"}, "": {}, "e": []} "#)
        #expect(node["a"] == .array([.number(1), .number(-2500), .number(0), .bool(true), .bool(false), .null]))
        #expect(node["b"]?["c"]?.string == "d")
        #expect(node[""] == .object([]))
        #expect(node["e"]?.array == [])
        #expect(node["missing"] == nil)
    }

    @Test func decodesEscapesAndKeepsUTF8() throws {
        #expect(try read(#""a\"b\\c\/d\b\f\n\r\t""#).string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try read(#""\u00e9 é \ud83c\udf0c \uD83C\uDF0C""#).string == "é é 🌌 🌌")
        // A lone surrogate, either half, is U+FFFD; what follows is kept.
        #expect(try read(#""x\ud83cy\udf0cz\ud83c\u0041""#).string == "x\u{FFFD}y\u{FFFD}z\u{FFFD}A")
        // Long runs without escapes, on both sides of the eight-byte steps.
        let long = String(repeating: "abcdefé", count: 100)
        #expect(try read("\"\(long)\"").string == long)
        #expect(try read("\"\(long)\\n\(long)\"").string == long + "\n" + long)
    }

    @Test func invalidUTF8IsRepairedNotRefused() throws {
        var bytes = Array("\"ab".utf8)
        bytes += [0xFF, 0xC3]
        bytes += Array("cdefghijk\"".utf8)
        #expect(try JSONReader.read(bytes).string == "ab\u{FFFD}\u{FFFD}cdefghijk")
    }

    @Test(arguments: [
        ("", 0), ("{", 1), ("[1,]", 3), ("{\"a\" 1}", 5), ("{\"a\":1,}", 7), ("[1] 2", 4), ("01", 1), ("1.", 2),
        ("-", 1),
        ("+1", 0), (".5", 0), ("1e", 2), ("1e400", 0), ("-1e400", 0), ("tru", 0), ("nul", 0), ("\"a", 2),
        ("\"a\\x\"", 3),
        ("\"\\u12\"", 3), ("\"\\u12G4\"", 5), ("\"a\u{1}b\"", 2), ("{1:2}", 1), ("[1 2]", 3), ("'a'", 0), ("NaN", 0),
    ])
    func refusesWhatIsNotJSON(_ text: String, offset: Int) {
        let failure = #expect(throws: JSONReader.Failure.self) { try read(text) }
        #expect(failure?.offset == offset)
    }

    @Test func nestingIsBounded() throws {
        let deep =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try read(deep) }
        let tooDeep = "[" + deep + "]"
        #expect(throws: JSONReader.Failure.self) { try read(tooDeep) }
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.elements(of: Data(tooDeep.utf8), member: nil, field: "x")
        }
        let flood = String(repeating: "{\"a\":", count: 100_000)
        #expect(throws: JSONReader.Failure.self) { try read(flood) }
    }

    @Test func aKeyWrittenTwiceIsReadAsItsLast() throws {
        #expect(try read(#"{"a": 1, "a": 2}"#)["a"] == .number(2))
    }

    @Test func skippedMembersAreCheckedButLeftOut() throws {
        let text = #"{"keep": "x", "big": {"deep": ["\u00e9", 1, {"big": 2}]}, "n": {"big": "y", "k": 1}}"#
        let node = try JSONReader.read(Data(text.utf8), skipping: ["big"])
        #expect(node == .object([("keep", .string("x")), ("n", .object([("k", .number(1))]))]))
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.read(Data(#"{"big": "a\q"}"#.utf8), skipping: ["big"])
        }
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.read(Data(#"{"big": [1,]}"#.utf8), skipping: ["big"])
        }
    }

    @Test func elementsAreFoundWithTheirRangesAndOneField() throws {
        let text =
            #"{"other": {"list": [9]}, "list": [ {"id": "a\n", "x": [1]}, 5, {"x": "no id"}, {"id": 7}, {"id": "b", "id": "c"} ], "z": null}"#
        let data = Data(text.utf8)
        let elements = try JSONReader.elements(of: data, member: "list", field: "id")
        #expect(elements.map(\.field) == ["a\n", nil, nil, nil, "c"])
        #expect(
            elements.map { String(decoding: data[$0.range], as: UTF8.self) }
                == [#"{"id": "a\n", "x": [1]}"#, "5", #"{"x": "no id"}"#, #"{"id": 7}"#, #"{"id": "b", "id": "c"}"#])
        // Each element's range reads back as that element alone.
        #expect(try JSONReader.read(data, range: elements[0].range)["x"] == .array([.number(1)]))
        let top = try JSONReader.elements(of: Data(#"[{"id":"x"},[]]"#.utf8), member: nil, field: "id")
        #expect(top.map(\.field) == ["x", nil])
    }

    @Test(arguments: [
        #"{"list": 1}"#, #"{"other": []}"#, #"[1]"#, #"{"list": [1,]}"#, #"{"list": []} x"#, #"{"list": [], "y": [}"#,
    ])
    func elementsRefuseADocumentWithoutTheArrayOrNotJSON(_ text: String) {
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.elements(of: Data(text.utf8), member: "list", field: "id")
        }
    }

    @Test func aFailureInsideARangeNamesItsByteInTheWholeData() throws {
        let data = Data(#"[{"a": 1}, {"a": tru}]"#.utf8)
        let failure = #expect(throws: JSONReader.Failure.self) { try JSONReader.read(data, range: 11..<21) }
        #expect(failure?.offset == 17)
    }
}
