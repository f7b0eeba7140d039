import Foundation
import Testing

/// `space apod sync`, `space apod search` and `--on-this-day`, against the fake server serving 39
/// real days of the archive among synthetic ones.
@Suite struct ArchiveSearchEndToEndTests {
    static var sample: [String: Any] { ["apod_recorded": ["apod-basic-archive-sample.json"]] }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func dates(_ result: SpaceRunner.Result) throws -> [String] {
        let items = try #require(try json(result.stdout)["items"] as? [[String: Any]])
        return items.compactMap { $0["date"] as? String }
    }

    @Test func beforeASyncTheCachedDaysAreSearchedAndSaidSo() throws {
        let server = try FakeServer(config: Self.sample)
        let space = try SpaceRunner(server: server)
        let nothing = try space.run(["apod", "search", "calafia"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout.isEmpty)
        #expect(
            nothing.stderr.contains(
                "Searched 0 cached days of the 10,465 since 1995-06-16; run space apod sync for the whole archive."))
        #expect(try space.run(["apod", "2021-03-10"]).status == 0)
        let one = try space.run(["apod", "search", "calafia"])
        #expect(one.status == 0)
        #expect(one.stdout.hasPrefix("2021-03-10\timage\tNGC 1499: The California Nebula\t"))
        #expect(one.stdout.contains("Calafia"))
        #expect(one.stderr.contains("Searched 1 cached day of the 10,465"))
        // Nothing was asked of the service to search.
        let before = try server.log().count
        _ = try space.run(["apod", "search", "nebula"])
        #expect(try server.log().count == before)
    }

    @Test func syncOnceThenSearchOfflineThenSyncOnlyWhatIsNew() throws {
        let server = try FakeServer(config: Self.sample)
        let space = try SpaceRunner(server: server)
        let sync = try space.run(["apod", "sync", "--json"], timeout: 300)
        #expect(sync.status == 0, "\(sync.stderr)")
        let summary = try json(sync.stdout)
        // 1995-06-16 to 2024-02-08, less the three days the archive never had.
        #expect(summary["days"] as? Int == 10_462)
        #expect(summary["new"] as? Int == 10_462)
        #expect((summary["failed"] as? [Any])?.isEmpty == true)
        #expect(summary["synced_through"] as? String == "2024-02-08")
        let bytes = try #require(summary["index_bytes"] as? Int)
        #expect(bytes > 0 && bytes < 8_000_000)
        server.stop()

        // Offline from here: the words of the real days find them, titles first.
        let calafia = try space.run(["apod", "search", "calafia", "--json", "--offline"])
        #expect(calafia.status == 0 && calafia.stderr.isEmpty, "\(calafia.stderr)")
        #expect(try dates(calafia) == ["2023-12-19", "2021-03-10"])
        let item = try #require((try json(calafia.stdout)["items"] as? [[String: Any]])?.first)
        #expect((item["snippet"] as? String)?.contains("Calafia") == true)
        #expect(item["title"] as? String == "NGC 1499: The California Nebula")
        #expect((item["score"] as? Double ?? 0) > 0)
        #expect(try json(calafia.stdout)["query"] as? String == "calafia")
        let horsehead = try dates(space.run(["apod", "search", "horsehead", "--json"]))
        #expect(Set(horsehead.prefix(3)) == ["1995-09-25", "1999-05-19", "1998-08-06"])
        #expect(horsehead.count > 3)
        // A phrase (one shell word with a space), an exclusion, a catalogue name typed two ways.
        #expect(
            Set(try dates(space.run(["apod", "search", "total eclipse", "--json"]))) == ["1995-10-24", "2008-08-21"])
        let california = try dates(space.run(["apod", "search", "california", "--json"]))
        let withoutPleiades = try dates(space.run(["apod", "search", "california", "-pleiades", "--json"]))
        #expect(
            california.contains("2013-11-22") && !withoutPleiades.contains("2013-11-22")
                && withoutPleiades.count < california.count)
        #expect(
            try dates(space.run(["apod", "search", "NGC", "1499", "--json"]))
                == (try dates(space.run(["apod", "search", "ngc1499", "--json"]))))
        #expect(try dates(space.run(["apod", "search", "eclipse", "--media", "video", "--json"])) == ["2020-12-29"])
        // (2019-07-02 is a black hole's: its "Today: Total solar eclipse…" was the site's notice.)
        #expect(
            try dates(space.run(["apod", "search", "eclipse", "--sort", "date", "--limit", "2", "--json"])) == [
                "2020-12-29", "2016-03-10",
            ])
        // Piped: date, kind, title, snippet.
        let piped = try space.run(["apod", "search", "jellyfish"])
        #expect(piped.stdout.hasPrefix("2018-03-23\timage\tSharpless 249 and the Jellyfish Nebula\t"))
        #expect(
            piped.stdout.split(separator: "\n").allSatisfy {
                $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4
            })

        // Two months later, a search says the sync is old.
        let later = try space.run(["apod", "search", "calafia"], env: ["SPACE_NOW": "2024-04-10T15:00:00Z"])
        #expect(
            later.stderr == "The archive was last synced through 2024-02-08; space apod sync adds the days since.\n",
            "\(later.stderr)")

        // A day later: one window is asked for, and one day is new.
        let next = try FakeServer(config: Self.sample.merging(["apod_today": "2024-02-09"]) { $1 }, port: server.port)
        let again = try space.run(["apod", "sync", "--json"], env: ["SPACE_NOW": "2024-02-09T15:00:00Z"], timeout: 300)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try json(again.stdout)["new"] as? Int == 1)
        #expect(try json(again.stdout)["days"] as? Int == 10_463)
        #expect(try next.log().count == 1)

        // The cache shows the index; clearing APOD's cache removes it.
        let cache = try json(space.run(["cache", "--json"]).stdout)
        #expect((cache["search_index"] as? [String: Any])?["days"] as? Int == 10_463)
        #expect(try space.run(["cache", "clear", "apod"]).status == 0)
        #expect(
            ((try json(space.run(["cache", "--json"]).stdout))["search_index"] as? [String: Any])?["days"] as? Int == 0)
    }

    @Test func anInterruptedSyncResumesWhereItStopped() throws {
        // 419 windows of 25 days, 100 ms each, four at a time: Ctrl-C comes after about a sixth.
        let server = try FakeServer(config: Self.sample.merging(["latency_ms": 100]) { $1 })
        let space = try SpaceRunner(server: server, extra: ["TERM": "xterm-256color"])
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "sync"], runner: space, plan: .init(signal: "INT", after: 1.5))
        #expect(outcome.shellStatus == 130)
        #expect(outcome.echo && outcome.canonical)
        let first = try server.log().count
        #expect(first > 10 && first < 419, "\(first)")
        server.stop()
        let again = try FakeServer(config: Self.sample, port: server.port)
        let resumed = try space.run(["apod", "sync", "--json"], timeout: 300)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try json(resumed.stdout)["days"] as? Int == 10_462)
        // What the first run brought was not asked for again, but for the windows in flight and
        // those of the month being gathered when Ctrl-C came (packs are written a month at a time).
        let second = try again.log().count
        #expect(second <= 419 - first + 8, "\(second) after \(first)")
    }

    @Test func aSyncStoppedByARateLimitKeepsWhatCameAndIsNotASync() throws {
        // The 213th window (from 2009-12-19) answers 429: the sync stops asking there.
        var config = Self.sample
        config["routes"] = [
            [
                "path": "/apod", "query": ["date_from": "091219"],
                "responses": [
                    [
                        "status": 429, "headers": ["Retry-After": "600"],
                        "json": [
                            "code": "too_many_requests", "message": "Too many requests.", "data": ["status": 429],
                        ],
                    ]
                ],
            ]
        ]
        let server = try FakeServer(config: config)
        let space = try SpaceRunner(server: server)
        let stopped = try space.run(["apod", "sync", "--json"], timeout: 300)
        #expect(stopped.status == 75, "\(stopped.stderr)")
        #expect(
            stopped.stderr.hasPrefix("Error: NASA APOD's rate limit is reached; try again in about 10 minutes."),
            "\(stopped.stderr)")
        let summary = try json(stopped.stdout)
        #expect(summary["synced_through"] is NSNull)
        #expect((summary["failed"] as? [Any])?.isEmpty == false)
        // What came before the stop is searchable; the archive does not count as synced.
        let search = try space.run(["apod", "search", "horsehead", "--json"])
        #expect(try dates(search).contains("1995-09-25"))
        #expect(!(try dates(search).contains("2023-12-19")))
        #expect(search.stderr.contains("run space apod sync for the whole archive"))
    }

    @Test func syncRefusesOfflineAndBadQueriesSayWhy() throws {
        let space = try SpaceRunner()
        let offline = try space.run(["apod", "sync", "--offline"])
        #expect(offline.status == 64)
        #expect(offline.stderr.hasPrefix("Error: space apod sync fetches the archive; it cannot run with --offline"))
        for (words, message) in [
            ([String](), "Error: Missing WORDS."),
            (["\""], "Error: Give a word to search for"),
            (["-moon"], "Error: A search needs a word to look for besides the excluded ones"),
            (Array(repeating: "star", count: 500), "Error: A search takes at most 32 words; this one has 500."),
            (
                ["nebula", "--start", "2020-01-01", "--end", "2019-01-01"],
                "Error: --start (2020-01-01) is after --end (2019-01-01)."
            ),
            (["nebula", "--limit", "0"], "Error: --limit must be a whole number from 1 to 500"),
        ] {
            let result = try space.run(["apod", "search"] + words)
            #expect(result.status == 64, "\(words.prefix(3))")
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        // Only common words: searched, not refused.
        #expect(try space.run(["apod", "search", "the", "of"]).status == 0)
        // A sync with no network says so alone, and does not count as a sync.
        let stopped = try FakeServer()
        let gone = stopped.url("/apod")
        stopped.stop()
        let dead = try space.run(["apod", "sync"], env: ["SPACE_APOD_URL": gone])
        #expect(dead.status == 69)
        #expect(dead.stdout.isEmpty)
        #expect(dead.stderr.hasPrefix("Error: Could not reach NASA APOD"), "\(dead.stderr)")
        #expect(try space.run(["apod", "search", "nebula"]).stderr.contains("Searched 0 cached days"))
    }

    @Test func onThisDayAsksOncePerYearAndThenNotAtAll() throws {
        let server = try FakeServer(config: Self.sample)
        let space = try SpaceRunner(server: server)
        let march = try space.run(["apod", "--on-this-day", "03-10", "--json"])
        #expect(march.status == 0, "\(march.stderr)")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(march.stdout.utf8)) as? [[String: Any]])
        #expect(days.compactMap { $0["date"] as? String } == (1996...2023).map { "\($0)-03-10" })
        #expect(
            days.first { $0["date"] as? String == "2021-03-10" }?["title"] as? String
                == "NGC 1499: The California Nebula")
        #expect(try server.log().count <= 28)
        let asked = try server.log().count
        #expect(try space.run(["apod", "--on-this-day=03-10"]).status == 0)
        #expect(try server.log().count == asked)
        // Today's day by default (2024-02-08 in US Eastern time), images only.
        let today = try space.run(["apod", "--on-this-day", "--media", "image", "--json"])
        let images = try #require(try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as? [[String: Any]])
        #expect(
            images.allSatisfy {
                ($0["date"] as? String)?.hasSuffix("-02-08") == true && $0["media_type"] as? String == "image"
            })
        #expect(images.last?["date"] as? String == "2024-02-08")
        #expect(try space.run(["apod", "--on-this-day", "02-30"]).status == 64)
        #expect(try space.run(["apod", "--on-this-day", "--last", "3"]).status == 64)
        // Feb 29 only in leap years.
        let leap = try space.run(["apod", "--on-this-day", "02-29", "--json", "--offline"])
        let leapDays = (try? JSONSerialization.jsonObject(with: Data(leap.stdout.utf8)) as? [[String: Any]]) ?? []
        #expect(
            leapDays.allSatisfy {
                ["1996", "2000", "2004", "2008", "2012", "2016", "2020", "2024"].contains(
                    ($0["date"] as? String)?.prefix(4).description ?? "")
            })
    }
}
