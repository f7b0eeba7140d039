import Foundation
import TerminalSession
import Testing

/// The terminal query (`ESC [ c`, asked to learn whether the terminal draws sixel) on a real
/// pseudo-terminal: its answer is read, never shown or handed to the shell, however late it
/// comes within a second, and nothing after it is read: keys and pastes stay for the shell exactly
/// as typed. A background job does not ask.
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

    /// Keys typed right after the answer reach the shell whole: an up arrow, Delete, Alt-., a paste
    /// of 4,200 bytes. Keys typed before the answer came are read with it (dropped, never handed
    /// back). An answer too long to keep, or with no final byte, never reaches the shell. A
    /// terminal that answers twice gets its second answer to the shell: only the first is ours
    /// (we ask once).
    @Test func nothingAfterTheAnswerIsReadOrChanged() throws {
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        let answer = "\u{1B}[?62;4c"
        let paste = String(repeating: "echo pasted line; ", count: 233) + "\n"
        let cases: [(answer: String, after: Double, left: String)] = [
            (answer + "\u{1B}[A", 0.05, "\u{1B}[A"),
            (answer + "\u{1B}[3~\u{1B}.", 0.05, "\u{1B}[3~\u{1B}."),
            (answer + "\u{1B}[A", 0.3, "\u{1B}[A"),
            (answer + paste, 0.05, paste),
            ("ls" + answer + "\u{1B}[Bpwd\n", 0.05, "\u{1B}[Bpwd\n"),
            ("\u{1B}[?62;" + String(repeating: "4;", count: 300) + "c", 0.05, ""),
            ("\u{1B}[?62;" + String(repeating: "4;", count: 300), 0.05, ""),
            ("\u{1B}[?62;4", 0.05, ""),
            (answer + answer + "ls\n", 0.05, answer + "ls\n"),
        ]
        for item in cases {
            let outcome = try SignalHarness.run(
                try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
                plan: .init(signal: "NONE", answerAfter: item.after, answer: item.answer))
            #expect(outcome.ended == "exit 0")
            #expect(
                outcome.leftInInput == item.left,
                "\(item.answer.prefix(40).debugDescription) after \(item.after) s left \(outcome.leftInInput.prefix(60).debugDescription) (\(outcome.leftInInput.utf8.count) bytes)"
            )
            #expect(outcome.echo && outcome.canonical)
        }
    }

    /// `space apod --show &`: the shell owns the terminal, so nothing is asked (the answer would be
    /// typed into the shell's next command); the picture is drawn all the same.
    @Test func aBackgroundJobDoesNotAsk() throws {
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show"], runner: space,
            plan: .init(signal: "NONE", answerAfter: 0.05, background: true))
        #expect(outcome.ended == "exit 0")
        #expect(!outcome.screen.contains("\u{1B}[c"), "the terminal was not asked")
        #expect(outcome.screen.contains("Synthetic picture") || outcome.screen.contains("\u{1B}[48;"), "drawn")
        #expect(outcome.echo && outcome.canonical)
    }

    /// `space browse` quit at once (a `q` typed ahead) while the terminal's answers to its two
    /// questions are still on their way: it reads them before giving the terminal back, so they do
    /// not reach the shell; a key typed after them does.
    @Test func theBrowserWaitsForItsAnswersBeforeGivingTheTerminalBack() throws {
        let (space, server, programs) = try xterm()
        defer { withExtendedLifetime((server, programs)) {} }
        for (after, extra) in [(0.5, ""), (0.7, "\u{1B}[A")] {
            let outcome = try SignalHarness.run(
                try ReleaseBinary.url(), ["browse"], runner: space,
                plan: .init(
                    signal: "NONE", typeAhead: "q", answerAfter: after,
                    answer: "\u{1B}[?2026;2$y\u{1B}[?62;4c" + extra))
            #expect(outcome.ended == "exit 0")
            #expect(
                outcome.leftInInput == extra,
                "answers after \(after) s left \(outcome.leftInInput.debugDescription) for the shell")
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
