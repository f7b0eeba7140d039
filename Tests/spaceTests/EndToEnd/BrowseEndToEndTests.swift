import Foundation
import Testing

/// `space browse` as a person uses it: on a pseudo-terminal, keys typed, against the fake server;
/// and the terminal as it was found after every way out.
@Suite struct BrowseEndToEndTests {
    func space() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server, extra: ["COLORTERM": "truecolor"])
        return (space, server)
    }

    func expectGivenBack(_ report: BrowseHarness.Report, _ how: String) {
        #expect(report.echo && report.lineEditing, "\(how): echo and line editing back")
        #expect(!report.alternateScreen, "\(how): the alternate screen left")
        #expect(report.cursorVisible, "\(how): the cursor shown")
        #expect(!report.mouse, "\(how): mouse reports off")
    }

    @Test func dayByDayWithAFavoriteAndABadDateThenQuit() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .snapshot("latest"),
                .keys("h"), .waitFor("Synthetic picture of 2024-02-07"),
                .keys("f"), .waitFor("★ Synthetic picture of 2024-02-07"),
                .keys("g2030-01-01\r"), .waitFor("from 1995-06-16 to 2024-02-08"), .snapshot("bad date"),
                .keys("g2024-01-05\r"), .waitFor("Synthetic picture of 2024-01-05"),
                .keys("?"), .waitFor("Keys of the Day screen"), .keys("\u{1B}"), .pause(milliseconds: 200),
                .snapshot("help closed"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["latest"] ?? "")")
        #expect(report.status == 0)
        expectGivenBack(report, "q")
        let latest = report.snapshots["latest"] ?? ""
        #expect(latest.contains("1 Day") && latest.contains("2 Album") && latest.contains("3 Favorites"))
        #expect(latest.contains("▀"), "the picture is drawn in half blocks beside the text")
        #expect(!(report.snapshots["help closed"] ?? "").contains("Keys of the Day screen"))
        // The favorite is the same file the command line reads.
        let favorites = try space.run(["favorites", "--json"])
        #expect(favorites.stdout.contains("\"date\": \"2024-02-07\""))
        // The last day shown is the one `space apod --prev` starts from.
        #expect(try space.run(["apod", "--prev", "--json"]).stdout.contains("\"date\": \"2024-01-04\""))
    }

    /// `y` on a day: that day of every year as an album, oldest first with the newest selected;
    /// `[` goes back to a window of days.
    @Test func thisDayOfEveryYearAsAnAlbum() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("y"), .waitFor("Album: 02-08 of every year"), .waitFor("2023-02-08"), .pause(milliseconds: 300),
                .snapshot("years"),
                .keys("["), .waitFor("Album 2024-01-10 to 2024-02-08"), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["years"] ?? "")")
        #expect(report.status == 0)
        let years = report.snapshots["years"] ?? ""
        #expect(years.contains("2024-02-08") && years.contains("2022-02-08") && !years.contains("2024-02-07"))
    }

    /// A day that fails inside the album's window is named on the status line.
    @Test func aDayThatFailsInTheAlbumIsNamed() throws {
        let server = try FakeServer(
            config: ["apod_today": "2024-02-08", "local_pictures": true, "apod_failing": ["2024-02-03"]])
        let space = try SpaceRunner(server: server, extra: ["COLORTERM": "truecolor"])
        let report = try BrowseHarness.run(
            space,
            steps: [
                // The fake server fails every request that reaches the day, the latest's too.
                .waitFor("1 Day"), .pause(milliseconds: 500), .keys("2"),
                .waitFor("Could not load 1 day: 2024-02-03."), .snapshot("album"), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["album"] ?? "")")
        #expect(report.status == 0)
        #expect(report.snapshots["album"]?.contains("2024-02-04") == true, "the other days are shown")
    }

    /// After a tour of the screens (more than the 64 pictures kept), the search list comes back
    /// with every thumbnail, not 1 of 14 until Ctrl-L.
    @Test func everyThumbnailComesBackAfterATourOfTheScreens() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 200, rows: 60, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("4/moon\r"), .waitFor("Synthetic moon result 0"), .pause(milliseconds: 800), .snapshot("first"),
                .keys("2"), .waitFor("Album"), .pause(milliseconds: 800), .keys("\u{1B}[H"), .pause(milliseconds: 500),
                .keys("\r"), .pause(milliseconds: 800), .keys("\u{1B}"), .pause(milliseconds: 500),
                .keys("5"), .pause(milliseconds: 1200), .keys("\r"), .pause(milliseconds: 800), .keys("\u{1B}"),
                .keys("4"), .pause(milliseconds: 500), .keys("\r"), .pause(milliseconds: 800), .keys("\u{1B}"),
                .pause(milliseconds: 2500), .snapshot("back"), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)")
        func thumbnails(_ screen: String) -> Int {
            screen.split(separator: "\n").filter { $0.hasPrefix("▀▀▀▀") || $0.hasPrefix("▄▄▄▄") }.count
        }
        let first = thumbnails(report.snapshots["first"] ?? "")
        #expect(first > 0, "the list's thumbnails drawn: \(report.snapshots["first"] ?? "")")
        // Fourteen rows of four lines fit in 58; each thumbnail is two lines of half blocks.
        #expect(thumbnails(report.snapshots["back"] ?? "") == 28, "\(report.snapshots["back"] ?? "")")
    }

    /// `c` puts the day's link on the terminal's clipboard (OSC 52), for a person on ssh.
    @Test func cCopiesTheLinkByOSC52() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys("c"), .pause(milliseconds: 500), .snapshot("copied"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)")
        #expect(report.snapshots["copied"]?.contains("Copied") == true, "\(report.snapshots["copied"] ?? "")")
        let osc = try #require(report.output.range(of: "\u{1B}]52;c;"))
        let encoded = report.output[osc.upperBound...].prefix { $0 != "\u{1B}" }
        let link = String(decoding: Data(base64Encoded: String(encoded)) ?? Data(), as: UTF8.self)
        #expect(link.hasPrefix("http") && link.contains("2024"), "\(link)")
    }

    @Test func theAlbumShowsTwoRowsOfFiveAndOpensADay() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("2"), .waitFor("2024-02-06"), .pause(milliseconds: 500), .snapshot("album"),
                // Oldest first with the newest (2024-02-08) selected: the day before it is to its left.
                .keys("\u{1B}[D\r"), .waitFor("Synthetic picture of 2024-02-07"),
                .keys("3"), .waitFor("No favorites yet"),
                .keys("\u{03}"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["album"] ?? "")")
        #expect(report.status == 0)
        expectGivenBack(report, "Ctrl-C")
        // Caption lines (the selected tile's framed by │).
        let rows = (report.snapshots["album"] ?? "").split(separator: "\n").map {
            $0.replacingOccurrences(of: "│", with: " ")
        }
        .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("2024-") }
        #expect(rows.count >= 2, "\(report.snapshots["album"] ?? "")")
        #expect(
            rows.allSatisfy { line in
                line.split(separator: " ").filter { $0.hasPrefix("2024-") || $0.hasPrefix("2023-") }.count == 5
            })
    }

    @Test func resizeStopContinueAndSIGTERMLeaveNothingBehind() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .resize(columns: 60, rows: 20), .pause(milliseconds: 400), .snapshot("narrow"),
                .keys("\u{1A}"), .continueAfterStop, .waitFor("Synthetic picture of 2024-02-08"), .snapshot("after fg"),
                .signal(SIGTERM),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)")
        #expect(report.stoppedAndContinued, "Ctrl-Z stopped it")
        #expect(report.status == 128 + Int(SIGTERM))
        expectGivenBack(report, "SIGTERM")
        let narrow = report.snapshots["narrow"] ?? ""
        let narrowLines = narrow.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(narrowLines.first?.contains("5 Astronauts") == true, "the tab bar at 60 columns: \(narrow)")
        #expect(
            narrowLines.count == 20 && narrowLines.last?.hasSuffix("2024-02-08 · image") == true,
            "the status line on the 20th row, to the right of 60 columns: \(narrow)")
        #expect(!(report.snapshots["stopped"] ?? "x").contains("1 Day"), "while stopped, the shell's screen shows")
        #expect((report.snapshots["after fg"] ?? "").contains("1 Day"), "fg redraws everything")
    }

    @Test func searchScrollsIntoItsNextPageAndTheRosterSorts() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("4/"), .waitFor("Search the APOD archive and the image library:"), .keys("nebula\r"),
                .waitFor("1. Synthetic nebula result 0"), .snapshot("results"),
                .keys("\u{1B}[F"), .pause(milliseconds: 200), .keys("jjj"), .waitFor("of 1,022"),
                .waitFor("28. Synthetic nebula"),
                .keys("\r"), .waitFor("Files"), .snapshot("result"), .keys("\u{1B}"), .pause(milliseconds: 200),
                .keys("5"), .waitFor("Astronauts A→Z"), .keys("s"), .waitFor("Astronauts Z→A"), .snapshot("roster"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["results"] ?? "")")
        #expect(report.status == 0)
        expectGivenBack(report, "q")
        // At 100×40, at least eight results show at once.
        #expect((report.snapshots["results"] ?? "").components(separatedBy: "Synthetic nebula result").count - 1 >= 8)
        let searches = try server.log().requests.filter { $0.path.hasSuffix("/search") }
        #expect(
            searches.contains { $0.query["page"] == "2" && $0.query["q"] == "nebula" },
            "moving past the last row loaded page 2")
        let rosters = try server.log().requests.filter { $0.path.contains("astronaut") }
        #expect(
            rosters.contains { ($0.query["ordering"] ?? "").hasPrefix("-") },
            "Z to A asked of the service: \(rosters.map(\.query))")
    }

    @Test func kittyPicturesAreDeletedByIdBeforeOthersTakeTheirPlace() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, env: ["TERM": "xterm-kitty"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 800),
                .keys("h"), .waitFor("Synthetic picture of 2024-02-07"), .pause(milliseconds: 800),
                .keys("2"), .waitFor("2024-01-10"), .pause(milliseconds: 800),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)")
        #expect(report.status == 0)
        let output = report.output
        let placed = output.components(separatedBy: "\u{1B}_Ga=T,q=2,C=1,i=").dropFirst().compactMap {
            Int($0.prefix { $0.isNumber })
        }
        #expect(placed.count >= 3, "the day, the day before, the album's tiles: \(placed)")
        // The first day's picture is deleted by its id before the next day's is placed.
        let firstDeleted = output.range(of: "\u{1B}_Ga=d,d=I,i=\(placed[0]),q=2")
        let secondPlaced = output.range(of: "\u{1B}_Ga=T,q=2,C=1,i=\(placed[1]),")
        #expect(firstDeleted != nil && secondPlaced != nil && firstDeleted!.lowerBound < secondPlaced!.lowerBound)
        // Every picture placed is gone at the end: deleted by id, or all at once on the way out.
        #expect(output.hasSuffix("\u{1B}[?1049l") && output.contains("\u{1B}_Ga=d,d=A,q=2\u{1B}\\"))
        expectGivenBack(report, "q")
    }

    @Test func aCrashStillGivesTheTerminalBack() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        // A Swift runtime trap ends the process with SIGILL on Linux (SIGTRAP on macOS).
        let report = try BrowseHarness.run(
            space, steps: [.waitFor("Synthetic picture of 2024-02-08"), .signal(SIGILL)])
        #expect(report.status == 128 + Int(SIGILL), "the crash ends the process as it would have")
        #expect(report.timedOut.isEmpty)
        expectGivenBack(report, "a crash")
    }

    @Test func offlineADayNeverSeenShowsTheLastPictureWithTheSentence() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        #expect(try space.run(["apod", "2024-02-08"]).status == 0)
        let report = try BrowseHarness.run(
            space, arguments: ["browse", "--offline"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("h"), .waitFor("We are not connected to the internet"), .snapshot("offline"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)")
        #expect(report.status == 0)
        let screen = report.snapshots["offline"] ?? ""
        #expect(screen.contains("Synthetic picture of 2024-02-08"), "the last picture seen stays: \(screen)")
        #expect(
            screen.contains("2024-02-07: We are not connected to the internet, showing you the last image we have."))
    }

    @Test func notATerminalIsOneSentence() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let piped = try space.run(["browse"])
        #expect(piped.status == 64)
        #expect(piped.stderr.contains("space browse needs a terminal"))
        #expect(piped.stderr.split(separator: "\n").count == 1, "one sentence, no usage lines: \(piped.stderr)")
        #expect(piped.stdout.isEmpty)
    }
}
