import Foundation
import TerminalSession
import SpaceCommandLine
import Testing

/// The rough edges a newcomer hit, each tried as a person would.
@Suite struct NewcomerEndToEndTests {
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
                "Error: There is no setting 'units'; the settings are ll2-token, timeout, color, cache-size, renderer, animate, caption, wallpaper-from, metered, lock-screen, theme, screen-size, language.\n"
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
}
