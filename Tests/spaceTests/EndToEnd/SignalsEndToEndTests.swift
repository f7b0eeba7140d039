import Foundation
import Testing

/// Every signal whose default action ends the process gives the terminal back first, then ends
/// the process with that signal (the shell sees 128 + its number), on the release build: the
/// browser's full screen, and a command's spinner.
@Suite(.serialized) struct SignalsEndToEndTests {
    static let signals: [(String, Int32)] = {
        var list: [(String, Int32)] = [("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
                                       ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("SYS", SIGSYS), ("IO", SIGIO), ("PWR", SIGPWR), ("STKFLT", SIGSTKFLT)]
        list += [("RTMIN+2", __libc_current_sigrtmin() + 2), ("RTMAX", __libc_current_sigrtmax())]
        return list
    }()

    @Test func everyEndingSignalGivesTheBrowsersTerminalBack() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server, extra: ["COLORTERM": "truecolor"])
        let binary = try ReleaseBinary.url()
        for (name, number) in Self.signals {
            let report = try BrowseHarness.run(space, binary: binary, steps: [.waitFor("Synthetic picture of 2024-02-08"), .signal(number)])
            #expect(report.status == 128 + Int(number), "SIG\(name) ends it as SIG\(name) does: \(report.status)")
            #expect(report.echo && report.lineEditing && !report.alternateScreen && report.cursorVisible && !report.mouse,
                    "SIG\(name): the terminal given back")
        }
        withExtendedLifetime(server) {}
    }

    @Test func aSignalDuringASpinnerErasesItsLine() throws {
        let server = try FakeServer(config: ["latency_ms": 8000])
        let space = try SpaceRunner(server: server, extra: ["TERM": "xterm-256color"])
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(try ReleaseBinary.url(), ["apod", "--last", "30"], runner: space, plan: .init(signal: "USR1", after: 1))
        #expect(outcome.ended == "signal \(SIGUSR1)")
        #expect(outcome.milliseconds < 2000)
        #expect(outcome.screen.isEmpty || outcome.screen.hasSuffix("\r\u{1B}[2K"), "the spinner's line is erased last")
        #expect(outcome.echo && outcome.canonical)
    }
}

/// Closed standard descriptors are /dev/null, never our own pipes.
@Suite struct ClosedDescriptorsEndToEndTests {
    @Test(arguments: [["cache"], ["apod", "search", "moon", "--offline"], ["--version"], ["status", "--offline"]])
    func closedOutputAndErrorEndNormally(arguments: [String]) throws {
        let space = try SpaceRunner()
        let script = "exec \"$0\" \"$@\" 1>&- 2>&-"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, SpaceRunner.binary.path] + arguments
        process.environment = space.environment
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(arguments): not killed by a signal of its own output")
        #expect(process.terminationStatus < 128, "\(arguments): exit \(process.terminationStatus)")
    }
}
