import Foundation
import Testing

/// `space browse` reopens where it was left: the screen, the day, the album's window; `--fresh`
/// starts from today; a place that cannot be read is said once and the browser opens on today.
@Suite struct BrowseResumeEndToEndTests {
    func space() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        return (try SpaceRunner(server: server, extra: ["PATH": noChafa.only]), server)
    }

    @Test func itReopensWhereItWasLeft() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let first = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys("g"), .keys("2023-12-25\r"),
                .waitFor("Synthetic picture of 2023-12-25"), .keys("2"), .keys("+"), .waitFor("Album"),
                .pause(milliseconds: 800), .keys("q"),
            ])
        #expect(first.status == 0 && first.timedOut.isEmpty)
        let file = space.home.appendingPathComponent("data/space/browse-state.json")
        let saved = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(saved.contains(#""screen":"album""#) && saved.contains(#""day":"2023-12-25""#), "kept: \(saved)")

        let again = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Album 2023-12-11 to 2024-02-08"), .keys("1"), .waitFor("Synthetic picture of 2023-12-25"),
                .keys("q"),
            ])
        #expect(again.timedOut.isEmpty, "the album's window of 60 days, and the Day screen on 2023-12-25")

        let fresh = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [.waitFor("Synthetic picture of 2024-02-08"), .keys("q")])
        #expect(fresh.timedOut.isEmpty, "--fresh opens on the latest day")
    }

    @Test func anUnreadablePlaceIsSaidOnce() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let file = space.home.appendingPathComponent("data/space/browse-state.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{damaged".utf8).write(to: file)
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("could not be read"), .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 500),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "\(report.timedOut)")
        let again = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [.waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 500), .snapshot("s"), .keys("q")])
        #expect(!(again.snapshots["s"] ?? "").contains("could not be read"), "said once: the place was kept anew")
    }
}
