import Foundation
import Testing

/// `space apod --unseen`: the days published after the newest one seen (by `space apod` or
/// `space browse`), oldest first; listed is seen, so the next run lists only what came since.
@Suite struct UnseenEndToEndTests {
    @Test func theNewDaysOnceThenNothing() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let monday = ["SPACE_NOW": "2024-02-05T15:00:00Z"]
        let first = try space.run(["apod", "--unseen"], env: monday)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("2024-02-05\t"), "nothing seen yet: the latest day is the new one")
        // A day shown counts as seen too (the server's latest is the 8th whatever the clock says).
        #expect(try space.run(["apod", "2024-02-05"]).status == 0)

        let json = try space.run(["apod", "--unseen", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(days.compactMap { $0["date"] as? String } == ["2024-02-06", "2024-02-07", "2024-02-08"])

        let again = try space.run(["apod", "--unseen"])
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "Nothing new since 2024-02-08: you have seen every day through it.\n")
        let againJSON = try space.run(["apod", "--unseen", "--json"])
        #expect(againJSON.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")

        // An older day shown does not move what counts as seen.
        #expect(try space.run(["apod", "2024-01-01"]).status == 0)
        #expect(try space.run(["apod", "--unseen"]).stdout.isEmpty)

        let both = try space.run(["apod", "--unseen", "--last", "3"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: --last and --unseen cannot be used together;"))
    }

    /// The browser says how many days are new since the newest one seen, and `u` opens them.
    @Test func theBrowserSaysWhatIsNewAndOpensIt() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-02-05"]).status == 0)
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30,
            steps: [
                .waitFor("3 new days since Monday; u shows them as an album."), .snapshot("day"),
                .keys("u"), .waitFor("Album 2024-02-06 to 2024-02-08"), .pause(milliseconds: 300),
                .snapshot("album"), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["day"] ?? "")")
        #expect(report.status == 0)
        let album = report.snapshots["album"] ?? ""
        #expect(album.contains("2024-02-06") && album.contains("2024-02-08") && !album.contains("2024-02-05"))
        // Seen now: the command line has nothing new.
        #expect(try space.run(["apod", "--unseen"]).stdout.isEmpty)
    }

    /// The browser opening on the latest day sees that day only: quit without `u`, the days before
    /// it are still new, for the next browse and for `space apod --unseen`.
    @Test func daysStayNewUntilOpened() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-02-05"]).status == 0)
        let first = try BrowseHarness.run(
            space, columns: 100, rows: 30,
            steps: [.waitFor("3 new days since Monday"), .pause(milliseconds: 300), .keys("q")])
        #expect(first.timedOut.isEmpty && first.status == 0)
        let again = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30,
            steps: [.waitFor("2 new days since Monday; u shows them as an album."), .keys("q")])
        #expect(again.timedOut.isEmpty, "the latest day was seen, the two before it were not: \(again.timedOut)")
        let unseen = try space.run(["apod", "--unseen", "--json"])
        let days = try #require(try JSONSerialization.jsonObject(with: Data(unseen.stdout.utf8)) as? [[String: Any]])
        #expect(days.compactMap { $0["date"] as? String } == ["2024-02-06", "2024-02-07"])
        #expect(try space.run(["apod", "--unseen"]).stdout.isEmpty, "listed is seen")
    }
}

/// A mark of the newest day seen that no one can have seen (in the future, or before the first
/// APOD) is damage: set aside and said once, and `--unseen` answers as if nothing was seen. (2099
/// made it say "nothing new" for ever; 1900 made every run fail asking for days that do not exist.)
@Suite struct ImpossibleSeenEndToEndTests {
    @Test(arguments: ["2099-01-01", "1900-01-01"])
    func anImpossibleDayIsSetAsideOnce(_ day: String) throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let mark = space.home.appendingPathComponent("data/space/apod/newest-seen.json")
        try FileManager.default.createDirectory(at: mark.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"date": "\#(day)", "seen_at": "2024-01-01T00:00:00Z"}"#.utf8).write(to: mark)
        let now = ["SPACE_NOW": "2024-02-08T15:00:00Z"]
        let first = try space.run(["apod", "--unseen"], env: now)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("2024-02-08\t"), "the latest day is the new one")
        #expect(
            first.stderr.contains(
                "The newest day you had seen was recorded as \(day), which no one can have seen; it was set aside"))
        let again = try space.run(["apod", "--unseen"], env: now)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "Nothing new since 2024-02-08: you have seen every day through it.\n", "said once")
    }
}
