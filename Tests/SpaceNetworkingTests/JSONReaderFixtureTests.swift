import Foundation
import Testing
import SpaceSupport

/// `JSONReader` (in SpaceSupport) against Foundation, on the services' recorded answers.
@Suite struct JSONReaderFixtureTests {
    /// What `JSONReader` reads agrees with Foundation on a real answer of the service.
    @Test func agreesWithFoundationOnARealAnswer() throws {
        for name in try FileManager.default.contentsOfDirectory(
            at: Bundle.module.url(forResource: "Fixtures", withExtension: nil)!, includingPropertiesForKeys: nil)
        where name.pathExtension == "json" {
            let data = try Data(contentsOf: name)
            guard let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
                #expect(throws: JSONReader.Failure.self, "\(name.lastPathComponent)") { try JSONReader.read(data) }
                continue
            }
            #expect(Self.same(try JSONReader.read(data), foundation), "\(name.lastPathComponent)")
        }
    }

    private static func same(_ node: JSONNode, _ value: Any) -> Bool {
        switch node {
        case .null: return value is NSNull
        case .bool(let flag): return (value as? Bool) == flag
        case .number(let number): return (value as? NSNumber)?.doubleValue == number
        case .string(let text): return (value as? String) == text
        case .array(let elements):
            guard let array = value as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let dictionary = value as? [String: Any], Set(members.map(\.key)) == Set(dictionary.keys) else {
                return false
            }
            return dictionary.allSatisfy { key, value in node[key].map { same($0, value) } ?? false }
        }
    }
}
