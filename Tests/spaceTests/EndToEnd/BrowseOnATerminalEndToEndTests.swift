import Foundation
import Testing
import SpaceSupport

/// `space browse` on a terminal: what went wrong in a person's first five minutes, each tried the
/// way it was found (a real shell, a resize, a held key, a failing day), on a pseudo-terminal.
@Suite struct BrowseOnATerminalEndToEndTests {
    func space(_ config: [String: Any] = [:]) throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(
            config: ["apod_today": "2024-02-08", "local_pictures": true].merging(config) { _, new in new })
        let space = try SpaceRunner(server: server, extra: ["COLORTERM": "truecolor"])
        return (space, server)
    }

    @Test(arguments: ["bash", "zsh"]) func ctrlZThenFgUnderAJobControlShellTenTimes(shell: String) throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try JobControlHarness.run(space, shell: shell, rounds: 10)
        #expect(report.rounds.count == 10, "the browser started under \(shell): \(report.screen)")
        for (index, round) in report.rounds.enumerated() {
            #expect(round.stopped, "round \(index + 1): Ctrl-Z stopped the job and \(shell) said so")
            #expect(
                !round.alternateWhileStopped && round.cursorWhileStopped && !round.mouseWhileStopped,
                "round \(index + 1): while stopped, the shell's screen, a cursor, no mouse reports")
            #expect(round.rawAfterFg, "round \(index + 1): after fg, no echo and no line editing")
            #expect(round.keyActed, "round \(index + 1): after fg, a key moves to another day")
        }
        #expect(report.quit && report.cookedAfterQuit, "q gives the shell its terminal back: \(report.screen)")
        #expect(!report.stoppedBySignal, "\(shell) says the job was suspended by Ctrl-Z, not '(signal)'")
    }

    @Test func noSizeAndNoResizeStormCrashes() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        var random = SeededRandom(state: 34)
        var steps: [BrowseHarness.Step] = [
            .waitFor("Synthetic picture of 2024-02-08"), .keys("2"), .waitFor("2024-01-10"), .keys("\u{1B}[F"),
        ]
        let keys = ["1", "2", "3", "4", "5", "?", "\u{1B}", "h", "j", "\u{1B}[F", "\u{1B}[H", "\r", "\u{1B}"]
        for index in 0..<200 {
            let columns = index < 4 ? [1, 2, 4, 200][index] : Int.random(in: 1...400, using: &random)
            let rows = index < 4 ? [1, 3, 2, 60][index] : Int.random(in: 1...200, using: &random)
            steps.append(.resize(columns: columns, rows: rows, settle: 15))
            if index % 4 == 0 { steps.append(.keys(keys.randomElement(using: &random)!)) }
        }
        steps += [
            .resize(columns: 80, rows: 24, settle: 400), .keys("\u{1B}1"), .waitFor("Synthetic picture of"),
            .snapshot("after"), .keys("q"),
        ]
        let report = try BrowseHarness.run(space, columns: 80, rows: 24, steps: steps)
        #expect(report.status == 0, "no size traps: exit \(report.status)\n\(report.output.suffix(400))")
        #expect(report.timedOut.isEmpty, "\(report.timedOut)")
        #expect((report.snapshots["after"] ?? "").contains("1 Day"))
    }

    @Test func theAlbumAtItsEndMadeLargerAndTinyPanes() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 80, rows: 24,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys("2"), .waitFor("2024-01-10"), .keys("\u{1B}[F"),
                .pause(milliseconds: 200),
                .resize(columns: 200, rows: 60), .snapshot("large"),
                .resize(columns: 3, rows: 24), .resize(columns: 80, rows: 3), .keys("?"), .resize(columns: 80, rows: 2),
                .snapshot("tiny"),
                .resize(columns: 80, rows: 24), .keys("\u{1B}"), .pause(milliseconds: 200), .keys("q"),
            ])
        #expect(report.status == 0, "\(report.output.suffix(300))")
        #expect((report.snapshots["large"] ?? "").contains("2024-01-10"), "the album's end stays in view")
        #expect((report.snapshots["tiny"] ?? "").contains("20×6 at least"), "a screen too small says so")
    }

    @Test func keysTypedWhileADayLoadsAreEachADay() throws {
        let (space, server) = try space(["latency_ms": 150])
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("hhhhh"), .waitFor("Synthetic picture of 2024-02-03"), .snapshot("five"),
                .typeSlowly("hhhhhhhhhh", every: 40), .waitFor("Synthetic picture of 2024-01-24"),
                .keys("q"),
            ])
        #expect(
            report.timedOut.isEmpty,
            "five in one write, then ten held: \(report.timedOut)\n\(report.snapshots["five"] ?? "")")
        #expect(report.status == 0)
        let asked = try server.log().requests.filter { $0.path.hasPrefix("/apod") }.count
        #expect(asked < 40, "passed-over days are not all fetched in full: \(asked) requests")
    }

    @Test func theDaysNextToTheOneShownAreLoadedAheadOnce() throws {
        let (space, server) = try space(["latency_ms": 300])
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 2500), .serverPaths("before h"),
                .keys("h"), .waitFor("Synthetic picture of 2024-02-07"), .pause(milliseconds: 2500),
                .serverPaths("after h"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty)
        let before = report.paths["before h"] ?? [], after = report.paths["after h"] ?? []
        #expect(before.contains("/apod/240207"), "the day before was asked for while the latest was shown: \(before)")
        #expect(before.contains { $0.hasPrefix("/pictures/") && $0.contains("240207") }, "and its picture: \(before)")
        #expect(after.filter { $0 == "/apod/240207" }.count == 1, "not asked again when it is shown: \(after)")
        #expect(
            after.filter { $0.hasPrefix("/pictures/") && $0.contains("240207") }.count == 1,
            "its picture not fetched twice: \(after)")
        #expect(after.contains("/apod/240206"), "then the day before that")
    }

    @Test func aMegabyteOfInputNeverMakesItDeaf() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .flood(prefix: "\u{1B}[?1", repeated: ";1", times: 500_000, suffix: "c"),
                .keys("h"), .waitFor("Synthetic picture of 2024-02-07"),
                .flood(prefix: "g\u{1B}[200~", repeated: "2024-01-01 ", times: 100_000, suffix: "\u{1B}[201~"),
                .pause(milliseconds: 300), .snapshot("pasted"), .keys("\u{1B}"), .pause(milliseconds: 200), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "the key after a megabyte answer is read: \(report.timedOut)")
        #expect(report.status == 0, "q works at once after a megabyte paste: \(report.status)")
        #expect(!(report.snapshots["pasted"] ?? "").contains("1;1;1"), "the answer's parameters were never keys")
    }

    @Test func aFailedDayHasItsOwnScreenAndStepsFromIt() throws {
        let failure: [String: Any] = [
            "status": 500,
            "json": [
                "code": "internal_server_error", "message": "There has been a critical error on this website.",
                "data": ["status": 500],
            ],
        ]
        let (space, server) = try space(["routes": [["path": "/apod/230615", "responses": [failure]]]])
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("g2023-06-15\r"), .waitFor("HTTP 500"), .snapshot("failed"),
                .keys("h"), .waitFor("Synthetic picture of 2023-06-14"), .snapshot("before"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "\(report.timedOut)\n\(report.snapshots["failed"] ?? "")")
        let failed = report.snapshots["failed"] ?? ""
        #expect(
            failed.contains("2023-06-15") && !failed.contains("Synthetic picture of 2024-02-08"),
            "the failed day, not the old one: \(failed)")
        #expect(!(report.snapshots["before"] ?? "").contains("HTTP 500"), "the failure goes with its day")
    }

    @Test func notionsOfTheStatusLineStayTrue() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"),
                .keys("l"), .waitFor("This is the latest picture."),
                .keys("h"), .waitFor("Synthetic picture of 2024-02-07"), .pause(milliseconds: 200),
                .snapshot("moved back"),
                .keys("g2030-01-01\r"), .waitFor("is not in the archive"), .keys("g2024-01-05\r"),
                .waitFor("Synthetic picture of 2024-01-05"),
                .pause(milliseconds: 200), .snapshot("good date"),
                .keys("4"), .waitFor("Press / and type words"), .keys("/nebula\r"),
                .waitFor("1. Synthetic nebula result 0"), .snapshot("search"),
                .keys("l"), .pause(milliseconds: 300), .keys("1"), .pause(milliseconds: 300), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "\(report.timedOut)")
        #expect(report.status == 0, "q works on the Search screen once its prompt is closed")
        #expect(!(report.snapshots["moved back"] ?? "").contains("This is the latest picture."))
        #expect(!(report.snapshots["good date"] ?? "").contains("not in the archive"))
        #expect((report.snapshots["search"] ?? "").contains("\"nebula\""), "/ typed a search of nebula, not of /nebula")
    }

    @Test(arguments: [(80, 24), (100, 40), (200, 60)]) func everyScreenChangeEqualsAFullRedraw(size: (Int, Int)) throws
    {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: size.0, rows: size.1,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 500),
                .keys("4/nebula\r"), .waitFor("Synthetic nebula result 0"), .pause(milliseconds: 600),
                .keys("1"), .pause(milliseconds: 600), .snapshot("search then day"), .keys("\u{0C}"),
                .pause(milliseconds: 400), .snapshot("search then day, redrawn"),
                .keys("2"), .waitFor("2024-01-10"), .pause(milliseconds: 900), .keys("\r"), .pause(milliseconds: 600),
                .snapshot("album then day"),
                .keys("\u{0C}"), .pause(milliseconds: 400), .snapshot("album then day, redrawn"),
                .keys("?"), .pause(milliseconds: 300), .keys("\u{1B}"), .pause(milliseconds: 400),
                .snapshot("help closed"),
                .keys("\u{0C}"), .pause(milliseconds: 400), .snapshot("help closed, redrawn"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "\(report.timedOut)")
        for name in ["search then day", "album then day", "help closed"] {
            let drawn = report.snapshots[name] ?? "", redrawn = report.snapshots[name + ", redrawn"] ?? ""
            let differing = zip(
                drawn.split(separator: "\n", omittingEmptySubsequences: false),
                redrawn.split(separator: "\n", omittingEmptySubsequences: false)
            )
            .enumerated().filter { $0.element.0 != $0.element.1 }.map { "\($0.offset + 1): \($0.element.0)" }
            #expect(
                differing.isEmpty,
                "\(name) at \(size.0)×\(size.1): lines left behind\n\(differing.prefix(5).joined(separator: "\n"))")
        }
    }

    @Test func theHelpAt80By24IsBoxedAndScrollsToItsLastLine() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 80, rows: 24,
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys("?"), .waitFor("Keys of the Day screen"),
                .snapshot("top"),
                .keys("\u{1B}[F"), .pause(milliseconds: 200), .snapshot("end"),
                .keys("k"), .pause(milliseconds: 200), .snapshot("one up"), .keys("\u{1B}"), .pause(milliseconds: 200),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty)
        #expect(report.status == 0)
        let top = report.snapshots["top"] ?? "", end = report.snapshots["end"] ?? "",
            up = report.snapshots["one up"] ?? ""
        #expect(top.contains("┌") && top.contains("┘"), "a bordered box: \(top)")
        #expect(top.contains("↓ more") && !top.contains("q  Ctrl-C"), "it says there is more: \(top)")
        #expect(end.contains("q  Ctrl-C") && end.contains("Esc or ? closes this."), "End reaches the last line: \(end)")
        #expect(up != end, "a key back up moves at once")
    }

    @Test func offlineTheStatusLineSaysWhereTheDayCameFrom() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        #expect(try space.run(["apod"]).status == 0)
        // The service gone: nothing listens on its address any more.
        let report = try BrowseHarness.run(
            space, env: ["SPACE_APOD_URL": "http://127.0.0.1:9/apod", "SPACE_NOW": "2024-02-08T19:00:00Z"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .waitFor("offline"), .snapshot("offline"), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "\(report.snapshots["offline"] ?? "")")
        let status = (report.snapshots["offline"] ?? "").split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.contains("offline ·"), "the status line: \(status)")
    }
}
