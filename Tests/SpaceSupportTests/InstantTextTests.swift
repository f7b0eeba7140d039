import Foundation
import Testing
import SpaceSupport

@Suite struct InstantTextTests {
    @Test func writesWhatTheFoundationFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        for seconds in [0.0, 951_782_400, 1_707_402_600.75, 4_107_542_399, -86_401, 1_709_164_800] {
            let instant = Date(timeIntervalSince1970: seconds)
            #expect(InstantText.string(instant) == formatter.string(from: instant), "\(seconds)")
        }
    }

    @Test(arguments: [
        ("2024-02-08T14:30:00Z", 1_707_402_600.0),
        ("2024-02-08t14:30:00z", 1_707_402_600.0),
        ("2024-02-08T14:30:00.250Z", 1_707_402_600.25),
        ("2024-02-08T16:30:00+02:00", 1_707_402_600.0),
        ("2024-02-08T09:30:00-05:00", 1_707_402_600.0),
        ("2000-02-29T00:00:00Z", 951_782_400.0),
        ("1969-12-31T23:59:59Z", -1.0),
    ])
    func readsInstants(text: String, seconds: Double) {
        #expect(InstantText.date(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "2024-02-08", "2024-02-08T14:30:00", "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z",
        "2024-13-01T00:00:00Z", "2024-02-08T24:00:00Z", "2024-02-08T14:60:00Z", "2024-02-08T14:30:00.Z",
        "2024-02-08T14:30:00+0200", "2024-02-08T14:30:00Zjunk", "２０２４-02-08T14:30:00Z", "2024-02-08 14:30:00Z",
    ])
    func refusesAnythingElse(text: String) {
        #expect(InstantText.date(text) == nil)
    }

    @Test func theCodingStrategiesRoundTrip() throws {
        struct Stamp: Codable, Equatable { var at: Date }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        let data = try encoder.encode(Stamp(at: Date(timeIntervalSince1970: 1_707_402_600)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"at":"2024-02-08T14:30:00Z"}"#)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        #expect(try decoder.decode(Stamp.self, from: data) == Stamp(at: Date(timeIntervalSince1970: 1_707_402_600)))
        #expect(throws: DecodingError.self) { try decoder.decode(Stamp.self, from: Data(#"{"at":"yesterday"}"#.utf8)) }
    }
}
