import Foundation
import Testing

/// The browser asks for each thing once: a day's picture at the size its slot needs, known from the
/// shape its links declare (in kitty each day was fetched at 768 and then at 1024 pixels), and a
/// load already on its way is joined rather than started again (60 held keys made 208 requests,
/// 67 addresses asked two or three times).
@Suite struct BrowseRequestsEndToEndTests {
    /// A fake whose posts' links declare their pictures' shape, as the service's do: wide ones,
    /// which go above their text once their shape is known (beside it until then).
    func space() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(
            config: [
                "apod_today": "2024-02-08", "local_pictures": true, "picture_size": [1200, 500],
                "picture_declared": true,
            ])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        return (space, server)
    }

    static func pictures(_ requests: [String]) -> [String] { requests.filter { $0.hasPrefix("/pictures/") } }

    @Test(arguments: ["xterm-kitty", "xterm-256color"])
    func aColdDayIsOnePictureRequest(term: String) throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["TERM": term],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 1500), .serverRequests("shown"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty)
        let pictures = Self.pictures(report.requests["shown"] ?? [])
        let today = pictures.filter { $0.contains("synthetic_240208") }
        #expect(today.count == 1, "\(term): the day's picture once: \(today)")
        #expect(Set(pictures).count == pictures.count, "\(term): no picture asked twice: \(pictures)")
    }

    @Test func sixtyHeldKeysAskNoAddressTwice() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["TERM": "xterm-256color"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys("g"), .keys("2023-12-01\r"),
                .waitFor("Synthetic picture of 2023-12-01"),
                .flood(prefix: "", repeated: "l", times: 60, suffix: ""),
                .waitFor("Synthetic picture of 2024-01-30"), .pause(milliseconds: 2500), .serverRequests("held"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "\(report.timedOut)")
        let requests = report.requests["held"] ?? []
        var seen: [String: Int] = [:]
        for request in requests { seen[request, default: 0] += 1 }
        let twice = seen.filter { $0.value > 1 }.map(\.key).sorted()
        #expect(twice.isEmpty, "asked more than once: \(twice)")
    }
}
