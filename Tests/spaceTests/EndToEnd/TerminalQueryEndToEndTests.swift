import Foundation
import TerminalSession
import Testing

/// The terminal query (`ESC [ c`, asked to learn whether the terminal draws sixel) on a real
/// pseudo-terminal: its answer is read, never shown or handed to the shell, however late it
/// comes within a second, and keys that are not the answer stay for the shell.
@Suite(.serialized) struct TerminalQueryEndToEndTests {
    private func xterm() throws -> (SpaceRunner, FakeServer, FakePrograms) {
        let server = try FakeServer(config: ["local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        return (try SpaceRunner(server: server, extra: ["PATH": noChafa.only, "TERM": "xterm"]), server, noChafa)
    }

    @Test func aLateAnswerIsReadBeforeTheRunEnds() throws {
        // Past the 150 ms wait, as over ssh: the picture is drawn without sixel, and the answer,
        // when it comes, is read before the terminal is given back.
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
            plan: .init(signal: "NONE", answerAfter: 0.5))
        #expect(outcome.ended == "exit 0")
        #expect(outcome.screen.contains("\u{1B}[c"), "the terminal was asked")
        #expect(outcome.answered, "and answered")
        #expect(
            outcome.leftInInput == "", "the answer was not left for the shell: \(outcome.leftInInput.debugDescription)")
        #expect(!outcome.screen.contains("[?62"), "the answer was not echoed")
        #expect(outcome.echo && outcome.canonical, "the input modes are back")
    }

    @Test func keysTypedAfterALateAnswerStayForTheShell() throws {
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
            plan: .init(signal: "NONE", answerAfter: 0.3, answer: "\u{1B}[?62;4;22cls\n"))
        #expect(outcome.ended == "exit 0")
        #expect(outcome.answered)
        #expect(outcome.leftInInput == "ls\n", "\(outcome.leftInInput.debugDescription)")
        #expect(outcome.echo && outcome.canonical)
    }

    /// A terminal (or tmux and the terminal behind it) that answers twice, an answer too long to
    /// keep, one with no final byte: none of it reaches the shell; keys typed right after an
    /// answer do, in order.
    @Test func doubledLongAndUnfinishedAnswersNeverReachTheShell() throws {
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        let twice = "\u{1B}[?62;4c\u{1B}[?62;4c"
        let cases: [(answer: String, after: Double, left: String)] = [
            (twice, 0.05, ""), (twice, 0.3, ""),
            ("\u{1B}[?62;" + String(repeating: "4;", count: 300) + "c", 0.05, ""),
            ("\u{1B}[?62;" + String(repeating: "4;", count: 300), 0.05, ""),
            ("\u{1B}[?62;4", 0.05, ""),
            (twice + "ls\n", 0.05, "ls\n"),
        ]
        for item in cases {
            let outcome = try SignalHarness.run(
                try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
                plan: .init(signal: "NONE", answerAfter: item.after, answer: item.answer))
            #expect(outcome.ended == "exit 0")
            #expect(
                outcome.leftInInput == item.left,
                "\(item.answer.debugDescription) after \(item.after) s left \(outcome.leftInInput.debugDescription)")
            #expect(outcome.echo && outcome.canonical)
        }
    }

    @Test func aTerminalThatNeverAnswersCostsAtMostTheWindow() throws {
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
            plan: .init(signal: "NONE"))
        #expect(outcome.ended == "exit 0")
        #expect(outcome.leftInInput == "")
        #expect(outcome.echo && outcome.canonical)
    }
}
