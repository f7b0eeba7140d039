import Foundation
import Testing
@testable import SpacePresentation

@Suite struct JSONValueTests {
    @Test func keepsKeyOrderWritesNullAndEscapesControls() {
        let value = JSONValue.object([("b", .int(1)), ("a", .null), ("s", .string("x\u{1B}[31m\"\\\n\u{2028}é"))])
        #expect(value.serialized() == "{\n  \"b\": 1,\n  \"a\": null,\n  \"s\": \"x\\u001b[31m\\\"\\\\\\n\\u2028é\"\n}")
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.serialized().utf8)) as? [String: Any]
        #expect(parsed?["s"] as? String == "x\u{1B}[31m\"\\\n\u{2028}é")
        #expect(JSONValue.array([]).serialized() == "[]")
    }
}
