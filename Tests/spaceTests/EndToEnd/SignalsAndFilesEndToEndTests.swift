import Foundation
import Testing

/// Every signal whose default action ends the process gives the terminal back first, then ends
/// the process with that signal (the shell sees 128 + its number), on the release build: the
/// browser's full screen, and a command's spinner.
@Suite(.serialized) struct SignalsEndToEndTests {
    static let signals: [(String, Int32)] = {
        var list: [(String, Int32)] = [
            ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
            ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("SYS", SIGSYS),
        ]
        #if canImport(Glibc)
            list += [("IO", SIGIO), ("PWR", SIGPWR), ("STKFLT", SIGSTKFLT)]
            list += [("RTMIN+2", __libc_current_sigrtmin() + 2), ("RTMAX", __libc_current_sigrtmax())]
        #elseif canImport(Darwin)
            list += [("EMT", SIGEMT)]
        #endif
        return list
    }()

    @Test func everyEndingSignalGivesTheBrowsersTerminalBack() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server, extra: ["COLORTERM": "truecolor"])
        let binary = try ReleaseBinary.url()
        for (name, number) in Self.signals {
            let report = try BrowseHarness.run(
                space, binary: binary, steps: [.waitFor("Synthetic picture of 2024-02-08"), .signal(number)])
            #expect(report.status == 128 + Int(number), "SIG\(name) ends it as SIG\(name) does: \(report.status)")
            #expect(
                report.echo && report.lineEditing && !report.alternateScreen && report.cursorVisible && !report.mouse,
                "SIG\(name): the terminal given back")
        }
        withExtendedLifetime(server) {}
    }

    @Test func aSignalDuringASpinnerErasesItsLine() throws {
        let server = try FakeServer(config: ["latency_ms": 8000])
        let space = try SpaceRunner(server: server, extra: ["TERM": "xterm-256color"])
        defer { withExtendedLifetime(server) {} }
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "--last", "30"], runner: space, plan: .init(signal: "USR1", after: 1))
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

/// A month pack damaged on disk is one pack dropped and fetched again, never a crash.
@Suite struct DamagedPackEndToEndTests {
    @Test func aLengthNearIntMaxInAPackIsFetchedAgain() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        defer { withExtendedLifetime(server) {} }
        #expect(try space.run(["apod", "--last", "5"]).status == 0, "five days of February in one pack")
        let cache = space.home.appendingPathComponent("cache")
        let packs = (FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []).filter {
            (try? Data(contentsOf: cache.appendingPathComponent($0)))?.starts(with: Array("space-pack".utf8)) == true
        }
        #expect(!packs.isEmpty, "the day was kept in a month pack")
        for pack in packs {
            let url = cache.appendingPathComponent(pack)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let damaged = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                if fields.count >= 6, Int(fields[4]) != nil { fields[4] = "9223372036854775800" }
                return fields.joined(separator: "\t")
            }.joined(separator: "\n")
            try Data(damaged.utf8).write(to: url)
        }
        for arguments in [["apod", "2024-02-03", "--json"], ["apod"], ["apod", "--last", "3"]] {
            let result = try space.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal") && !result.stderr.contains("Crash"))
        }
        #expect(try space.run(["apod", "2024-02-03", "--offline"]).status == 0, "and kept again")
    }
}

/// Temporary files a killed run left in the data folder go after an hour, whatever the command.
@Suite struct StaleTemporariesEndToEndTests {
    @Test func ourOwnOldTemporariesGoAndNothingElse() throws {
        let space = try SpaceRunner()
        let data = space.home.appendingPathComponent("data/space")
        try FileManager.default.createDirectory(
            at: data.appendingPathComponent("apod"), withIntermediateDirectories: true)
        let old = Date(timeIntervalSinceNow: -7200)
        let stale = [
            data.appendingPathComponent(".favorites.json.4242.123456.tmp"),
            data.appendingPathComponent("apod/.last-shown.json.77.9.tmp"),
        ]
        let kept = [
            data.appendingPathComponent(".favorites.json.4243.1.tmp"),  // young
            data.appendingPathComponent("notes.tmp"),  // not ours
            data.appendingPathComponent(".favorites.json.tmp"),
        ]  // not our shape
        for file in stale + kept { try Data("x".utf8).write(to: file) }
        for file in stale + kept.dropFirst() {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        }
        let target = space.home.appendingPathComponent("precious.txt")
        try Data("keep".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: data.appendingPathComponent(".link.json.1.2.tmp"), withDestinationURL: target)
        #expect(try space.run(["favorites"]).status == 0)
        for file in stale {
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent) removed")
        }
        for file in kept {
            #expect(FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent) kept")
        }
        #expect((try? String(contentsOf: target, encoding: .utf8)) == "keep", "a link is never followed or removed")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(
                atPath: data.appendingPathComponent(".link.json.1.2.tmp").path)) != nil)
    }
}

/// A range into a pipe is written as it arrives: a reader that stops ends the range at once.
@Suite struct StreamedLinesEndToEndTests {
    @Test func headStopsTheWholeArchiveAfterAFewRequests() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "latency_ms": 100])
        let space = try SpaceRunner(server: server)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" apod --start 1995-06-16 | head -c 11", SpaceRunner.binary.path]
        process.environment = space.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == "1995-06-16\t", "the oldest day first")
        let asked = try server.log().count
        #expect(asked < 20, "the range stopped with its reader: \(asked) requests")
    }

    @Test func theStreamedLinesAreTheWholeListsLines() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let piped = try space.run(["apod", "--start", "2023-12-01", "--end", "2024-01-31"])
        #expect(piped.status == 0)
        let lines = piped.stdout.split(separator: "\n")
        #expect(
            lines.count == 62 && lines.first?.hasPrefix("2023-12-01\t") == true
                && lines.last?.hasPrefix("2024-01-31\t") == true)
        let videos = try space.run(["apod", "--start", "2023-12-01", "--end", "2024-01-31", "--media", "video"])
        #expect(videos.stdout.split(separator: "\n").allSatisfy { $0.split(separator: "\t")[1] == "video" })
        let none = try space.run(["apod", "--start", "2024-01-01", "--end", "2024-01-02", "--media", "other"])
        #expect(none.stdout.isEmpty && none.stderr.contains("No pictures of type other"), "\(none.stderr)")
    }
}

/// space status and space cache count the cache folder the same way (the search index included).
@Suite struct CacheSizeAgreementEndToEndTests {
    @Test func statusAndCacheSayTheSameSize() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "--last", "20"]).status == 0)
        #expect(try space.run(["apod", "search", "synthetic", "--offline"]).status == 0, "builds the search index")
        let cache = try #require(
            try JSONSerialization.jsonObject(with: Data(try space.run(["cache", "--json"]).stdout.utf8))
                as? [String: Any])
        let status = try #require(
            try JSONSerialization.jsonObject(with: Data(try space.run(["status", "--json"]).stdout.utf8))
                as? [String: Any])
        let index = (cache["search_index"] as? [String: Any])?["bytes"] as? Int ?? 0
        #expect(index > 0, "the index is in the cache folder")
        #expect(
            (status["cache"] as? [String: Any])?["bytes"] as? Int == cache["bytes"] as? Int,
            "one number for the same folder")
    }
}
