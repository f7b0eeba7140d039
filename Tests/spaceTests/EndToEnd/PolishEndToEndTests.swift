import Foundation
import TerminalSession
import SpaceCommandLine
import Testing

/// The rough edges a newcomer hit (issue 16), each tried as a person would.
@Suite struct PolishEndToEndTests {
    @Test func pipedTablesAreTabSeparatedWholeAndWithoutHeaders() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "40"])
        let apod = try space.run(["apod", "--start", "2024-01-01", "--end", "2024-01-03"])
        #expect(
            apod.stdout
                == "2024-01-01\timage\tSynthetic picture of 2024-01-01\t\n2024-01-02\timage\tSynthetic picture of 2024-01-02\t\n2024-01-03\tvideo\tSynthetic picture of 2024-01-03\tSynthetic Observer\n",
            "full titles at 40 columns, no header or footer: \(apod.stdout)")
        let config = try space.run(["config", "list"])
        #expect(config.stdout.contains("timeout\t15\tdefault\n"), "\(config.stdout)")
    }

    @Test func offlineTheNextDayTheSeedsSentenceWins() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, now: "2024-02-08T15:00:00Z")
        #expect(try space.run(["apod"]).status == 0)
        server.stop()
        let next = try space.run(["apod"], env: ["SPACE_NOW": "2024-02-09T15:00:00Z"])
        #expect(next.status == 0)
        #expect(next.stderr == "We are not connected to the internet, showing you the last image we have.\n")
        #expect(next.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
    }

    @Test func serverFailuresReadAsUnavailableAndServiceNamesReadNaturally() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path_prefix": "/images/",
                    "responses": [["status": 503, "json": ["reason": "Internal Service Error"]]],
                ],
                [
                    "path": "/apod/240105",
                    "responses": [
                        [
                            "status": 500,
                            "json": ["code": "internal", "message": "Internal Service Error", "data": ["status": 500]],
                        ]
                    ],
                ],
            ]
        ])
        let space = try SpaceRunner(server: server)
        let search = try space.run(["search", "nebula"])
        #expect(search.status == 69)
        #expect(
            search.stderr
                == "Error: The NASA Image Library is unavailable right now (HTTP 503).\nTry again in a few minutes.\n")
        let day = try space.run(["apod", "2024-01-05"])
        #expect(
            day.stderr
                == "Error: NASA APOD is unavailable right now (HTTP 500).\nTry again in a few minutes, or see the previous day: space apod 2024-01-04\n"
        )
        server.stop()
        let unreachable = try space.run(["search", "galaxy"])
        #expect(
            unreachable.stderr.hasPrefix(
                "Error: Could not reach the NASA Image Library; check your internet connection."),
            "\(unreachable.stderr)")
    }

    @Test func downloadFoldersAreCreatedAndABareWordGetsAHint() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("new/pics")
        let saved = try space.run(["apod", "2024-01-06", "--download=\(folder.path)"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.hasPrefix(folder.path + "/"))
        let file = space.home.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let blocked = try space.run(["apod", "2024-01-06", "--download=\(file.path)/pics"])
        #expect(blocked.status == 74, "a file-system failure is not a usage error: \(blocked.stderr)")
        let bare = try space.run(["apod", "--download", "pics"])
        #expect(bare.status == 64)
        #expect(
            bare.stderr.hasPrefix(
                "Error: DATE 'pics' is not a date; use YYYY-MM-DD, today or yesterday. Did you mean --download=pics?\n"),
            "\(bare.stderr)")
    }

    @Test func datesAndNamesAreReadAsAPersonTypesThem() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let loose = try space.run(["apod", "2024-1-5", "--json"])
        #expect(loose.status == 0)
        #expect(loose.stdout.contains("\"date\": \"2024-01-05\""))
        let nobody = try space.run(["astronaut", "nobodyxyz"])
        #expect(nobody.status == 66)
        #expect(nobody.stderr.contains("space astronauts --search nobodyxyz"), "\(nobody.stderr)")
        let end = try space.run(["apod", "--end", "2024-01-01"])
        #expect(end.stderr.contains("--last N"), "\(end.stderr)")
    }

    @Test func openSaysWhatItOpenedInOneLineAndVerboseShowsCacheHits() throws {
        let fakes = try FakePrograms(["xdg-open"])
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, extra: ["PATH": fakes.path])
        let opened = try space.run(["apod", "2024-01-06", "--open"])
        #expect(opened.status == 0)
        #expect(
            opened.stdout.hasPrefix("Opened the picture of 2024-01-06: https://assets.science.nasa.gov/"),
            "\(opened.stdout)")
        #expect(opened.stdout.split(separator: "\n").count == 1)
        let again = try space.run(["apod", "2024-01-06", "-v"])
        #expect(again.stderr.contains("/apod/240106 from the cache (fetched 0 s ago, no request)"), "\(again.stderr)")
    }

    @Test func jsonWorksOnEveryCommand() throws {
        let space = try SpaceRunner()
        let version = try space.run(["--version", "--json"])
        #expect(
            (try JSONSerialization.jsonObject(with: Data(version.stdout.utf8)) as? [String: Any])?["version"] as? String
                != nil)
        let set = try space.run(["config", "set", "timeout", "30", "--json"])
        #expect(
            (try JSONSerialization.jsonObject(with: Data(set.stdout.utf8)) as? [String: Any])?["value"] as? String
                == "30")
        let unset = try space.run(["config", "unset", "timeout", "--json"])
        #expect(
            (try JSONSerialization.jsonObject(with: Data(unset.stdout.utf8)) as? [String: Any])?["removed"] as? Bool
                == true)
        let clear = try space.run(["cache", "clear", "--json"])
        #expect((try JSONSerialization.jsonObject(with: Data(clear.stdout.utf8)) as? [String: Any]) != nil)
    }

    @Test func configGetShowsTheValueInEffectAndItsSource() throws {
        let space = try SpaceRunner()
        // Into a pipe, the bare value (x=$(space config get timeout)); where it comes from is for a terminal.
        #expect(try space.run(["config", "get", "timeout"]).stdout == "15\n")
        let environment = try space.run(["config", "get", "timeout", "--json"], env: ["SPACE_TIMEOUT": "40"])
        #expect(environment.status == 0, "not exit 66 when the environment sets it")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(environment.stdout.utf8)) as? [String: Any])
        #expect(object["key"] as? String == "timeout" && object["source"] as? String == "environment (SPACE_TIMEOUT)")
        #expect(
            object["value"] as? Int == 40 && environment.stdout.contains("\"value\": 40"),
            "a number is a number: \(environment.stdout)")
        #expect(try space.run(["config", "set", "timeout", "25"]).status == 0)
        #expect(try space.run(["config", "get", "timeout"]).stdout == "25\n")
        let list = try space.run(["config", "list"])
        #expect(
            list.stdout.contains("cache-size") && list.stdout.contains("200") && list.stdout.contains("default"),
            "\(list.stdout)")
        #expect(try space.run(["config", "get", "ll2-token"]).status == 66, "no token and no default")
        let unknown = try space.run(["config", "set", "units", "metric"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "Error: There is no setting 'units'; the settings are ll2-token, timeout, color, cache-size, renderer, language.\n"
            ),
            "the retired nasa-api-key is not offered: \(unknown.stderr)")
    }

    @Test func aRateLimitInTheMiddleOfARangeKeepsWhatLoaded() throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod", "query": ["date_from": "240126"],
                    "responses": [
                        [
                            "status": 429, "headers": ["Retry-After": "600"],
                            "json": ["code": "too_many", "message": "Slow down.", "data": ["status": 429]],
                        ]
                    ],
                ]
            ]
        ])
        let result = try SpaceRunner(server: server).run([
            "apod", "--start", "2024-01-01", "--end", "2024-02-08", "--json",
        ])
        #expect(result.status == 75, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 25, "the first window was printed")
        #expect(
            result.stderr.hasPrefix(
                "Error: NASA APOD's rate limit is reached; try again in about 10 minutes. 25 pictures were printed; not loaded: 2024-01-26 to 2024-02-08.\n"
            ), "\(result.stderr)")
    }

    @Test func manyNameMatchesGetTheRostersFooter() throws {
        let server = try FakeServer(config: ["astronauts_total": 812])
        let result = try SpaceRunner(server: server, extra: ["COLUMNS": "100"]).runInTerminal(["astronaut", "ada"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Showing 1–25 of "), "\(result.stdout)")
        #expect(result.stdout.contains("Next: space astronauts --search ada --page 2"))
    }

    @Test func tablesLookAlikeAndStatusCountsTheCacheAsCacheDoes() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, extra: ["SPACE_COLOR": "always"])
        #expect(try space.run(["apod", "--last", "3"]).status == 0)
        #expect(try space.run(["search", "nebula"]).status == 0)
        let dim = "\u{1B}[2m"
        for arguments in [
            ["cache"], ["config", "list"], ["apod", "--last", "3"], ["search", "nebula"], ["astronauts"],
        ] {
            let header = try space.runInTerminal(arguments).stdout.replacingOccurrences(of: "\r", with: "").split(
                separator: "\n"
            ).first {
                $0.contains("DATE") || $0.contains("SERVICE") || $0.contains("KEY") || $0.contains("NAME")
                    || $0.contains("TITLE")
            }
            #expect(header?.hasPrefix(dim) == true, "\(arguments): \(String(describing: header))")
        }
        let cache = try #require(
            try JSONSerialization.jsonObject(with: Data(try space.run(["cache", "--json"]).stdout.utf8))
                as? [String: Any])
        let status = try #require(
            try JSONSerialization.jsonObject(with: Data(try space.run(["status", "--json"]).stdout.utf8))
                as? [String: Any])
        let statusCache = try #require(status["cache"] as? [String: Any])
        #expect(statusCache["entries"] as? Int == cache["entries"] as? Int)
    }

    @Test func searchPagesLikeTheRosterAndSuggestsTheFirstAsset() throws {
        let server = try FakeServer()
        let wide = try SpaceRunner(server: server, extra: ["COLUMNS": "160"]).runInTerminal(["search", "nebula"])
        #expect(
            wide.stdout.contains("DESCRIPTION") && wide.stdout.contains("Description of result 0."), "\(wide.stdout)")
        let rows = wide.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(rows.filter { $0.contains("SYN-nebula-") && !$0.hasPrefix("Details") }.count == 25)
        #expect(wide.stdout.contains("Details and files: space asset SYN-nebula-00000"))
        let narrow = try SpaceRunner(server: server, extra: ["COLUMNS": "100"]).runInTerminal(["search", "nebula"])
        #expect(!narrow.stdout.contains("DESCRIPTION"))
    }

    @Test func commandHelpPointsAtTheGlobalOptionsInOneLine() throws {
        let space = try SpaceRunner()
        let apod = try space.run(["apod", "--help"])
        #expect(apod.stdout.contains("see 'space help globals'"))
        #expect(!apod.stdout.contains("Ask the services again even when the cache has a fresh answer."))
        let globals = try space.run(["help", "globals"])
        #expect(globals.status == 0)
        for option in [
            "--json", "--no-color", "--verbose", "--timeout SECONDS", "--offline", "--refresh", "--help", "--version",
        ] {
            #expect(globals.stdout.contains(option), "\(option)")
        }
    }

    @Test func messagesOnATerminalWrapAtWordsAndPipesKeepOneLine() throws {
        let space = try SpaceRunner(extra: ["COLUMNS": "40"])
        let shown = try space.runInTerminal(["apod", "--start", "2024-01-10", "--end", "2024-01-01"])
        #expect(shown.status == 64)
        let lines = shown.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        #expect(lines.first == "Error: --start (2024-01-10) is after", "\(lines)")
        let piped = try space.run(["apod", "--start", "2024-01-10", "--end", "2024-01-01"])
        #expect(piped.stderr.hasPrefix("Error: --start (2024-01-10) is after --end (2024-01-01).\n"))
    }

    @Test func theSpinnerCountsDaysAndGivesWayToNoticesButNotUnderADumbTerminal() throws {
        let server = try FakeServer(config: ["latency_ms": 400])
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "100"])
        let shown = try space.runInTerminal(
            ["apod", "--start", "2024-01-01", "--end", "2024-02-08", "--offline"], env: ["TERM": "xterm-256color"])
        #expect(shown.status == 69)
        let counted = try space.runInTerminal(
            ["apod", "--start", "2023-01-01", "--end", "2024-02-08"], env: ["TERM": "xterm-256color"])
        #expect(counted.status == 0)
        #expect(counted.stdout.contains(" of 404 days…"), "a determinate count: \(counted.stdout.prefix(300))")
        let dumb = try space.runInTerminal(
            ["apod", "--start", "2023-08-01", "--end", "2023-10-31"], env: ["TERM": "dumb"])
        #expect(dumb.status == 0)
        #expect(!dumb.stdout.contains("\u{1B}[2K") && !dumb.stdout.contains("⠋"), "no redrawing under TERM=dumb")
    }

    @Test func bashCompletesValuesFoldersAndArgumentsNeverAnOptionInTheirPlace() throws {
        let space = try SpaceRunner()
        let script = space.home.appendingPathComponent("space.bash")
        try Data(try space.run(["completions", "bash"]).stdout.utf8).write(to: script)
        let folder = space.home.appendingPathComponent("work")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("pics"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        let cases: [(words: [String], expected: String)] = [
            (["space", "cache", "clear", ""], "apod images astronauts"),
            (["space", "config", "get", ""], "ll2-token timeout color cache-size renderer language"),
            (["space", "apod", "--media", ""], "image video other all"),
            (["space", "apod", "--date", ""], ""),
            (["space", "completions", ""], "bash zsh fish"),
            (["space", "apod", "--download", "p"], "pics pages"),
            (["space", "apod", "--d"], "--date --download --daily"),
        ]
        for (words, expected) in cases {
            let line =
                "cd '\(folder.path)'; source '\(script.path)'; COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); "
                + "COMP_CWORD=\(words.count - 1); _space; echo \"${COMPREPLY[*]}\""
            let result = try space.run(shell: line)
            #expect(result.stdout == expected + "\n", "\(words): \(result.stdout)")
        }
        let help = try space.run(
            shell: "source '\(script.path)'; COMP_WORDS=(space help ''); COMP_CWORD=2; _space; echo \"${COMPREPLY[*]}\""
        )
        #expect(help.stdout.contains("globals") && help.stdout.contains("favorites"))
    }

    @Test func fishAndZshScriptsParseAndCompleteTheSameArguments() throws {
        let space = try SpaceRunner()
        let fishScript = space.home.appendingPathComponent("space.fish")
        let zshScript = space.home.appendingPathComponent("_space")
        try Data(try space.run(["completions", "fish"]).stdout.utf8).write(to: fishScript)
        try Data(try space.run(["completions", "zsh"]).stdout.utf8).write(to: zshScript)
        // .ci/run installs zsh and fish; each script is run by its own shell.
        for (shell, arguments) in [
            ("/usr/bin/fish", ["-n", fishScript.path]), ("/usr/bin/zsh", ["-n", zshScript.path]),
        ] {
            let parse = Process()
            parse.executableURL = URL(fileURLWithPath: shell)
            parse.arguments = arguments
            try parse.run()
            parse.waitUntilExit()
            #expect(parse.terminationStatus == 0, "\(shell) parses its script")
        }
        func fish(_ line: String) throws -> [String] {
            let result = try space.run(shell: "fish -c \"source '\(fishScript.path)'; complete -C '\(line)'\"")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try fish("space cache clear ") == ["apod", "astronauts", "images"])
        #expect(try fish("space apod --media ").sorted() == ["all", "image", "other", "video"])
        #expect(try fish("space completions ").sorted() == ["bash", "fish", "zsh"])
        let zsh = try String(contentsOf: zshScript, encoding: .utf8)
        #expect(
            zsh.contains("'*:argument:(apod images astronauts)'") && zsh.contains("--download=[")
                && zsh.contains(":folder:_files -/"))
    }

    @Test func theManualPageCoversTheCommandTableAndIsValidRoff() throws {
        let space = try SpaceRunner()
        let page = try space.run(["help", "--man"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix(".TH SPACE 1 "))
        for command in [
            "apod", "favorites add", "search", "asset", "astronauts", "astronaut", "cache clear", "config set",
            "status", "completions",
        ] {
            #expect(
                page.stdout.contains(".SS \"space \(command.replacingOccurrences(of: "-", with: "\\-"))\""),
                "\(command)")
        }
        for part in [
            ".SH GLOBAL OPTIONS", "\\-\\-offline", ".SH EXIT STATUS", "\\fB74\\fR", ".SH ENVIRONMENT", "SPACE_APOD_URL",
            ".SH FILES", "favorites.json",
        ] {
            #expect(page.stdout.contains(part), "\(part)")
        }
        let file = space.home.appendingPathComponent("space.1")
        try Data(page.stdout.utf8).write(to: file)
        let groff = try space.run(shell: "groff -man -Tutf8 -ww -z '\(file.path)'")
        #expect(groff.status == 0 && groff.stderr.isEmpty, "groff finds nothing to warn about: \(groff.stderr)")
    }

    @Test func rangesAndRandomPicksCanBeDownloaded() throws {
        let server = try FakeServer(config: ["local_pictures": true])
        let space = try SpaceRunner(server: server)
        let folder = space.home.appendingPathComponent("week")
        let saved = try space.run(["apod", "--last", "7", "--download=\(folder.path)"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let paths = saved.stdout.split(separator: "\n").map(String.init)
        #expect(
            paths.count == 7 && paths.allSatisfy { $0.hasPrefix(folder.path + "/2024-0") },
            "one path per line: \(paths)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 7)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasSuffix(".mp4") },
            "a video day saves its file")
        let again = try space.run(["apod", "--last", "7", "--download=\(folder.path)"])
        #expect(again.status == 0)
        #expect(
            again.stdout == saved.stdout,
            "feh $(space apod --last 7 --download=DIR) shows the same pictures the second time")
        let againJSON = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try space.run(["apod", "--last", "7", "--download=\(folder.path)", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(
            againJSON.count == 7
                && againJSON.allSatisfy { $0["already_there"] as? Bool == true && $0["path"] is String })
        #expect(again.stderr == "7 pictures were already there and left as they are (--force replaces them).\n")
        let random = try space.run(["apod", "--random", "3", "--download=\(folder.path)", "--json"])
        #expect(random.status == 0, "\(random.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(random.stdout.utf8)) as? [[String: Any]])
        #expect(array.count <= 3 && array.allSatisfy { ($0["path"] as? String)?.hasPrefix(folder.path) == true })
    }

    @Test func longListsCountWhatTheyLoadOnATerminal() throws {
        let server = try FakeServer(config: ["astronauts_total": 1200, "latency_ms": 300])
        let space = try SpaceRunner(server: server, extra: ["COLUMNS": "120"])
        let roster = try space.runInTerminal(["astronauts", "--all"], env: ["TERM": "xterm-256color"])
        #expect(roster.status == 0)
        #expect(roster.stdout.contains(" of 1,200 astronauts…"), "\(roster.stdout.prefix(400))")
        let search = try space.runInTerminal(["search", "nebula", "--limit", "900"], env: ["TERM": "xterm-256color"])
        #expect(search.status == 0)
        #expect(search.stdout.contains(" of 900 results…"), "\(search.stdout.prefix(400))")
    }
}
