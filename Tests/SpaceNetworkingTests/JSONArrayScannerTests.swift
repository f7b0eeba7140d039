import Foundation
import Testing
import SpaceNetworking

@Suite struct JSONArrayScannerTests {
    func scan(_ text: String, field: String = "date") -> [(String, String?)]? {
        let data = Data(text.utf8)
        return JSONArrayScanner.elements(of: data, field: field)?.map { (String(decoding: data[$0.range], as: UTF8.self), $0.field) }
    }

    @Test func elementsAreTheBytesSentWithTheirField() throws {
        let text = #" [ {"title":"a \"[quoted]\" {brace}","date":"2024-01-01","nested":{"date":"no"}} ,{"x":[1,{"date":"inner"}],"date" : "2024-01-02"},{"date":5},"s",12,null,[] ]"#
        let found = try #require(scan(text))
        #expect(found.map(\.0) == [#"{"title":"a \"[quoted]\" {brace}","date":"2024-01-01","nested":{"date":"no"}}"#,
                                   #"{"x":[1,{"date":"inner"}],"date" : "2024-01-02"}"#, #"{"date":5}"#, #""s""#, "12", "null", "[]"])
        #expect(found.map(\.1) == ["2024-01-01", "2024-01-02", nil, nil, nil, nil, nil], "only top-level string fields count")
        for element in found where element.0.hasPrefix("{") {
            #expect((try? JSONSerialization.jsonObject(with: Data(element.0.utf8))) != nil, "each element is JSON on its own")
        }
    }

    @Test func emptyAndMalformedArrays() {
        #expect(scan("[]")?.isEmpty == true)
        #expect(scan(" [ ]\n")?.isEmpty == true)
        #expect(scan(#"{"date":"2024-01-01"}"#) == nil, "an object is not an array")
        #expect(scan(#"[{"date":"2024-01-01"}"#) == nil, "unterminated")
        #expect(scan(#"[{"date":"2024-01-01}]"#) == nil, "an unterminated string")
        #expect(scan(#"[{"a":1} {"b":2}]"#) == nil, "a missing comma")
        #expect(scan(#"[1] trailing"#) == nil)
        #expect(scan("") == nil)
        #expect(scan(#"[{"date":"x\"#) == nil, "a trailing backslash")
    }
}
