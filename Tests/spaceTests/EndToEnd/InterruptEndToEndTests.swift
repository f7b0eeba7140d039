import Foundation
import TerminalSession
import Testing

/// Ctrl-C, SIGTERM, SIGHUP, Ctrl-\ and Ctrl-Z on the release build under a pseudo-terminal, at
/// the moments a person presses them: waiting for a slow service in each kind of command, inside
/// the terminal query, halfway through a picture, during a spinner.
@Suite(.serialized) struct InterruptEndToEndTests {
    /// A server that answers every request after `latency` milliseconds.
    func slow(_ latency: Int = 8000, _ extra: [String: Any] = [:]) throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["latency_ms": latency].merging(extra) { _, new in new })
        return (try SpaceRunner(server: server, extra: ["TERM": "xterm-256color"]), server)
    }

    /// A 1600×1000 gradient drawn in true-colour blocks at 200 columns: every cell its own colours,
    /// about 400 KB of escapes, so a terminal that stops reading holds a write in the middle.
    func largePicture() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: [
            "local_pictures": true, "picture_size": [1600, 1000], "picture_png": ["synthetic"],
        ])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server,
            extra: [
                "PATH": noChafa.only, "TERM": "xterm-256color", "COLORTERM": "truecolor", "COLUMNS": "200",
                "LINES": "60",
            ])
        return (space, server)
    }

    @Test(arguments: [
        ["search", "galaxy"], ["astronauts", "--all"], ["apod", "--last", "30"], ["apod", "2020-01-01"],
        ["asset", "PIA12235"], ["astronaut", "12"], ["status"],
    ])
    func ctrlCEndsEveryCommandWhileItWaits(arguments: [String]) throws {
        let (space, server) = try slow()
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), arguments, runner: space, plan: .init(signal: "INT", after: 1))
        #expect(outcome.ended == "signal 2", "killed by SIGINT, so a shell's loop stops too: \(outcome.ended)")
        #expect(outcome.shellStatus == 130)
        #expect(outcome.milliseconds < 2000, "it stopped waiting for the 8-second answer: \(outcome.milliseconds) ms")
        // A spinner frame drawn the moment before the signal may reach the terminal just after it;
        // nothing else may, and the last thing is the spinner's line erased.
        let visible = outcome.afterSignal
            .replacingOccurrences(of: "\r\u{1B}\\[2K[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] [^\r]*", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r\u{1B}[2K", with: "")
        #expect(visible.isEmpty, "nothing but the spinner after Ctrl-C: \(visible.debugDescription)")
        #expect(outcome.screen.isEmpty || outcome.screen.hasSuffix("\r\u{1B}[2K"), "the spinner's line is erased last")
        #expect(outcome.echo && outcome.canonical)
    }

    @Test(arguments: [("TERM", 15, 143), ("HUP", 1, 129), ("QUIT", 3, 131)])
    func termHangUpAndQuitEndTheRunToo(name: String, number: Int, shell: Int) throws {
        let (space, server) = try slow()
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "--last", "30"], runner: space, plan: .init(signal: name, after: 1))
        #expect(outcome.ended == "signal \(number)")
        #expect(outcome.shellStatus == shell)
        #expect(outcome.milliseconds < 2000)
        #expect(
            !outcome.screen.contains("Fatal error") && !outcome.screen.contains("Crash"), "no crash report for Ctrl-\\")
        #expect(
            !FileManager.default.fileExists(atPath: space.home.appendingPathComponent("core").path), "and no core file")
    }

    @Test func ctrlCInsideTheTerminalQueryGivesTheModesBack() throws {
        // auto in an xterm asks the terminal (DA1) for sixel; this terminal never answers, and Ctrl-C
        // comes while space waits for the answer with echo and line editing off.
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only, "TERM": "xterm"])
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
            plan: .init(signal: "INT", on: "\u{1B}[c"))
        #expect(outcome.ended == "signal 2")
        #expect(outcome.echo, "echo is back")
        #expect(outcome.canonical, "line editing is back")
        #expect(!outcome.afterSignal.contains("▀"), "no picture after Ctrl-C")
    }

    @Test func keysTypedAheadAreLeftForTheShell() throws {
        // A terminal that could be asked about sixel (xterm, stdin a terminal), and keys already
        // typed: space does not ask, so it reads nothing, and the keys reach the shell whole.
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only, "TERM": "xterm"])
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
            plan: .init(signal: "NONE", typeAhead: "echo typed-ahead\n"))
        #expect(outcome.ended == "exit 0")
        #expect(!outcome.screen.contains("\u{1B}[c"), "the terminal was not asked")
        #expect(outcome.leftInInput == "echo typed-ahead\n", "\(outcome.leftInInput.debugDescription)")
    }

    @Test func aPictureCutShortIsClosedAndItsColoursReset() throws {
        // The terminal stops reading once the picture starts, Ctrl-C, and the rest of the picture
        // never comes; the string is ended and the colours reset.
        let (space, server) = try largePicture()
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show", "--renderer", "blocks"], runner: space,
            plan: .init(signal: "INT", on: "\u{1B}[38;2;", pause: 0.5, window: (200, 60)))
        #expect(outcome.ended == "signal 2")
        // The picture's string ended (ESC \\), colours reset, a new line; then stderr's line erased.
        let tail = String(outcome.screen.replacingOccurrences(of: "\r\u{1B}[2K", with: "").suffix(60))
        #expect(
            tail.hasSuffix("\u{1B}\\\u{1B}[0m\r\n"), "the picture closed and colours reset: \(tail.debugDescription)")
        let drawn = outcome.screen.components(separatedBy: "▀").count - 1
        #expect(drawn > 0 && drawn < 200 * 50, "cut short: \(drawn) cells of 10,000")
        // The day's text comes first; nothing follows the picture cut short.
        let title = try #require(outcome.screen.range(of: "Synthetic picture of 2024-01-06"))
        let picture = try #require(outcome.screen.range(of: "▀"))
        #expect(title.lowerBound < picture.lowerBound, "the text before the picture")
        #expect(!outcome.screen[picture.lowerBound...].contains("Synthetic picture"), "nothing after the picture")
    }

    @Test func ctrlZStopsWithTheTerminalRestoredAndFgCarriesOn() throws {
        let (space, server) = try slow(2500)
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["search", "galaxy"], runner: space,
            plan: .init(signal: "TSTP", after: 1, stoppedFor: 1))
        #expect(outcome.stopped, "Ctrl-Z stopped it")
        #expect(outcome.echoWhileStopped && outcome.canonicalWhileStopped, "the shell gets its terminal as it was")
        #expect(outcome.ended == "exit 0", "after fg the search finished: \(outcome.ended)")
        #expect(outcome.screen.contains("galaxy"), "and printed its results")
    }

    @Test func timeStoppedIsNotTheServersSilence() throws {
        // Answers take 1.5 s and the timeout is 3 s; stopped for 4 s in the middle, the request
        // still has its 3 s once it runs again.
        let (space, server) = try slow(1500)
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["search", "resumed", "--timeout", "3"], runner: space,
            plan: .init(signal: "TSTP", after: 0.5, stoppedFor: 4))
        #expect(outcome.stopped)
        #expect(outcome.ended == "exit 0", "not 'no answer within 3 s': \(outcome.screen.suffix(300))")
    }

    @Test func aSecondCtrlCDuringCleanupEndsAtOnce() throws {
        // The cleanup of the first waits for a write the terminal is not reading; the second ends
        // the process by SIGINT's default action without waiting.
        let (space, server) = try largePicture()
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show", "--renderer", "blocks"], runner: space,
            plan: .init(signal: "INT", on: "\u{1B}[38;2;", pause: 3, twice: true, window: (200, 60)))
        #expect(outcome.ended == "signal 2")
        #expect(
            outcome.milliseconds < 2500, "the second Ctrl-C did not wait for the terminal: \(outcome.milliseconds) ms")
    }
}
