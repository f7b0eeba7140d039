import Foundation
import Testing

@Suite struct APODEndToEndTests {
    @Test func latestHumanAndJSON() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let human = try space.run(["apod"])
        #expect(human.status == 0)
        #expect(human.stdout.hasPrefix("Synthetic picture of 2024-02-08\n2024-02-08 · image · Credit: Synthetic Observer\n\nA synthetic explanation for 2024-02-08.\n"))
        #expect(human.stdout.contains("APOD page: https://science.nasa.gov/image-article/apod-2024-february-8-synthetic-picture/"))
        #expect(human.stdout.contains("Alt text:  A synthetic sky over a synthetic hill."))
        #expect(human.stdout.contains("Image:     https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2024/february/synthetic_240208.jpg?w=2048&h=1536&fit=clip&crop=faces%2Cfocalpoint"))
        #expect(human.stderr.isEmpty)
        #expect(try server.log().requests.last?.query == ["per_page": "1"])
        let json = try space.run(["apod", "2024-02-07", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["date", "title", "explanation", "media_type", "url", "hdurl", "thumbnail_url", "copyright", "alt", "apod_page"])
        #expect(object["media_type"] as? String == "video")
        #expect(object["hdurl"] is NSNull)
        #expect(object["copyright"] is NSNull)
        #expect((object["thumbnail_url"] as? String)?.hasSuffix("synthetic_240207_still.jpg?w=1280&h=720&fit=clip&crop=faces%2Cfocalpoint") == true)
        let request = try #require(try server.log().requests.last)
        #expect(request.path == "/apod/240207")
        #expect(request.query.isEmpty, "no key and none of the retired API's parameters")
    }

    @Test func aRecorded2026VideoDayHasItsMP4AndItsStill() throws {
        let server = try FakeServer(config: ["apod_today": "2026-11-22", "apod_recorded": ["apod-basic-260913-video.json"]])
        let space = try SpaceRunner(server: server, now: "2026-11-22T15:00:00Z")
        let json = try space.run(["apod", "2026-09-13", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["url"] as? String == "https://assets.science.nasa.gov/content/dam/science/cds/apod/apod/2026/september/NoctilucentNeowise_Girotti.mp4")
        #expect(object["thumbnail_url"] as? String == "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/2026/september/Comet_snapshot.png?w=1080&h=1350&fit=clip&crop=faces%2Cfocalpoint")
        #expect(object["copyright"] as? String == "Paolo Girotti")
        #expect(object["alt"] as? String == "Comet in the sky low to the horizon above the clouds.")
        let human = try space.run(["apod", "2026-09-13"])
        #expect(human.stdout.hasPrefix("Comet NEOWISE Rising Over the Adriatic Sea\n2026-09-13 · video · Credit: Paolo Girotti\n"))
        #expect(human.stdout.contains("Video:     https://assets.science.nasa.gov/content/dam/science/cds/apod/apod/2026/september/NoctilucentNeowise_Girotti.mp4"))
        #expect(!human.stdout.contains("Public domain") && !human.stdout.contains("moving"))
    }

    @Test func withoutSPACE_APOD_URLItAsksScienceNasaGovAndNeverApiNasaGov() throws {
        // The fake server stands in as the HTTPS proxy: it records the host `space` tunnels to and
        // refuses the tunnel, so nothing leaves the machine.
        let proxy = try FakeServer()
        var space = try SpaceRunner()
        space.environment["https_proxy"] = proxy.url("")
        space.environment["no_proxy"] = ""
        let result = try space.run(["apod", "2024-01-05", "--timeout", "5"])
        #expect(result.status != 0)
        let tunnels = try proxy.log().requests.map(\.path)
        #expect(tunnels.contains("science.nasa.gov:443"), "\(tunnels)")
        #expect(!tunnels.contains { $0.hasPrefix("api.nasa.gov") })
    }

    @Test func invalidDatesNeverReachTheServer() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        for (args, message) in [(["apod", "2024-02-09"], "DATE must be between 1995-06-16 and 2024-02-08"),
                                (["apod", "1995-06-15"], "DATE must be between"), (["apod", "2021-02-30"], "is not a date"),
                                (["apod", "--random", "101"], "--random must be a whole number from 1 to 100"),
                                (["apod", "--start", "2024-01-10", "--end", "2024-01-01"], "is after --end"),
                                (["apod", "2021-01-01", "--prev"], "cannot be used together"), (["apod", "--end", "2021-01-01"], "--end needs --start"),
                                (["apod", "--media", "image"], "--media applies to")] {
            let result = try space.run(args)
            #expect(result.status == 64, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
        #expect(try server.log().count == 0)
    }

    @Test func aMissingDayIs66AndADayWithoutItsPictureHasItsPage() throws {
        var placeholder = FakeServer.apodPost("1996-03-02", title: "An Old Post")
        placeholder["hdurl"] = "https://assets.science.nasa.gov/dynamicimage/assets/science/astro/programs/cosmic-origins/images/misc/news-thumbnail.png?w=594"
        let server = try FakeServer(config: ["apod_records": ["1996-03-02": placeholder]])
        let space = try SpaceRunner(server: server)
        let missing = try space.run(["apod", "1995-06-17"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: There is no picture for 1995-06-17.\n")
        let other = try space.run(["apod", "1996-03-02"])
        #expect(other.stdout.contains("1996-03-02 · other"))
        #expect(other.stdout.contains("This picture is only on its APOD page."))
        #expect(!other.stdout.contains("news-thumbnail"), "the archive's placeholder is never a day's picture")
        #expect(other.stdout.contains("https://science.nasa.gov/image-article/apod-1996-03-02-scripted/"))
    }

    @Test func anAnswerForAnotherDayIsRefusedAndNotKept() throws {
        let server = try FakeServer(config: ["routes": [["path": "/apod/240105", "responses": [["json": FakeServer.apodPost("2024-02-08")]]]]])
        let space = try SpaceRunner(server: server)
        let result = try space.run(["apod", "2024-01-05"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: NASA APOD answered with a different day than the one asked for.\n"))
        #expect(result.stdout.isEmpty)
        let offline = try space.run(["apod", "2024-01-05", "--offline"])
        #expect(offline.status == 69, "nothing was cached")
        // A filtered list that is plainly the latest 25 (the filter ignored).
        let ignoring = try FakeServer(config: ["routes": [["path": "/apod", "query": ["date_from": "200101"], "responses": [
            ["json": (0..<25).map { FakeServer.apodPost("2024-02-\(String(format: "%02d", 8 - $0 % 8 + 0))") }]]]]])
        let range = try SpaceRunner(server: ignoring).run(["apod", "--start", "2020-01-01", "--end", "2020-01-10", "--json"])
        #expect(range.status == 65)
        #expect(range.stderr.hasPrefix("Error: NASA APOD answered with a different day than the one asked for."))
    }

    @Test func explicitTodayRollsOverWhenNotPublished() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "apod_latest": "2024-02-07"])
        let result = try SpaceRunner(server: server, now: "2024-02-08T06:00:00Z").run(["apod", "today"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Synthetic picture of 2024-02-07"))
        #expect(result.stderr == "The picture for 2024-02-08 is not published yet; showing 2024-02-07.\n")
    }

    @Test func lastEndsWithTheLatestPublishedDay() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "apod_latest": "2024-02-07"])
        let result = try SpaceRunner(server: server, now: "2024-02-08T06:00:00Z").run(["apod", "--last", "3", "--json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["date"] as? String } == ["2024-02-05", "2024-02-06", "2024-02-07"])
        #expect(result.stderr == "Today's picture is not published yet; showing the 3 days ending 2024-02-07.\n")
    }

    @Test func prevAndNextFollowTheLastPictureShown() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "2024-02-06"]).status == 0)
        #expect(try space.run(["apod", "--next"]).stdout.hasPrefix("Synthetic picture of 2024-02-07"))
        #expect(try space.run(["apod", "--next"]).stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        let beyond = try space.run(["apod", "--next"])
        #expect(beyond.status == 64)
        #expect(beyond.stderr.hasPrefix("Error: Already at the latest picture."))
        #expect(try space.run(["apod", "--prev"]).stdout.hasPrefix("Synthetic picture of 2024-02-07"))
    }

    @Test func aLongRangeIsFetchedInWindowsOf25Concurrently() throws {
        let server = try FakeServer(config: ["latency_ms": 150])
        let result = try SpaceRunner(server: server).run(["apod", "--start", "2023-01-01", "--end", "2023-10-27", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 300)
        let dates = array.compactMap { $0["date"] as? String }
        #expect(dates.first == "2023-01-01" && dates.last == "2023-10-27")
        #expect(dates == dates.sorted() && Set(dates).count == 300)
        let log = try server.log()
        #expect(log.count == 12, "300 days in windows of 25")
        #expect(log.requests.allSatisfy { $0.query["per_page"] == "25" && $0.query["date_from"] != nil && $0.query["date_to"] != nil })
        #expect(log.max_in_flight >= 2 && log.max_in_flight <= 4)
    }

    @Test func aFailingDayIsListedAndEverythingElsePrinted() throws {
        let server = try FakeServer(config: ["apod_failing": ["2000-01-05"]])
        let result = try SpaceRunner(server: server).run(["apod", "--start", "2000-01-01", "--end", "2000-01-08"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("2000-01-04") && result.stdout.contains("2000-01-06"))
        #expect(!result.stdout.contains("2000-01-05"))
        #expect(result.stdout.split(separator: "\n").count == 7, "seven rows, tab-separated through a pipe")
        #expect(result.stderr.contains("Error: Could not load 1 day: 2000-01-05."))
    }

    @Test func aServiceThatFailsEverythingCostsAFewRequestsNotThousands() throws {
        var failing: [String] = []
        var day = Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2023, month: 1, day: 1))!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        for _ in 0..<365 {
            failing.append(formatter.string(from: day))
            day = day.addingTimeInterval(86_400)
        }
        let server = try FakeServer(config: ["apod_failing": failing])
        let result = try SpaceRunner(server: server).run(["apod", "--start", "2023-01-01", "--end", "2023-12-31", "--json"], timeout: 120)
        #expect(result.status == 69, "nothing loaded: \(result.stderr)")
        #expect(result.stdout == "[]\n")
        #expect(result.stderr.hasPrefix("Error: Could not load 365 days: 2023-01-01 to 2023-12-31.\n"), "\(result.stderr)")
        let healthy = 15   // a year in windows of 25 days
        let asked = try server.log().count
        #expect(asked <= 3 * healthy, "\(asked) requests")
        // Some days loaded: exit 1, and the spans that were not.
        let partly = try FakeServer(config: ["apod_failing": Array(failing.prefix(200))])
        let mixed = try SpaceRunner(server: partly).run(["apod", "--start", "2023-06-01", "--end", "2023-08-31"], timeout: 120)
        #expect(mixed.status == 1, "\(mixed.stderr)")
        #expect(mixed.stderr.contains("days: 2023-06-01 to 2023-07-"), "the failing stretch named as a span: \(mixed.stderr)")
        #expect(mixed.stdout.contains("2023-08-31"), "what loaded is printed")
    }

    @Test func mediaFilterAndRandomPicks() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let videos = try space.run(["apod", "--last", "14", "--media", "video", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(videos.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.allSatisfy { $0["media_type"] as? String == "video" })
        let before = try server.log().count
        let random = try space.run(["apod", "--random", "5", "--json"])
        let picks = try #require(try JSONSerialization.jsonObject(with: Data(random.stdout.utf8)) as? [[String: Any]])
        #expect(picks.count == 5)
        #expect(Set(picks.compactMap { $0["date"] as? String }).count == 5, "distinct days")
        let requests = try server.log().requests.dropFirst(before)
        #expect(requests.allSatisfy { $0.path.count == "/apod/YYMMDD".count && $0.query.isEmpty }, "one day each, never `count`")
        let cachedDays = Set(array.compactMap { $0["date"] as? String } + picks.compactMap { $0["date"] as? String })
        let offlinePicks = try space.run(["apod", "--random", "3", "--offline", "--json"])
        #expect(offlinePicks.status == 0, "offline, random picks are drawn from the days the cache holds: \(offlinePicks.stderr)")
        let offlineDays = try #require(try JSONSerialization.jsonObject(with: Data(offlinePicks.stdout.utf8)) as? [[String: Any]]).compactMap { $0["date"] as? String }
        #expect(offlineDays.count == 3 && Set(offlineDays).count == 3)
        #expect(offlineDays.allSatisfy { cachedDays.contains($0) || $0 >= "2024-01-26" }, "\(offlineDays)")
        let randomVideos = try space.run(["apod", "--random", "3", "--media", "video", "--json"])
        let videoPicks = try #require(try JSONSerialization.jsonObject(with: Data(randomVideos.stdout.utf8)) as? [[String: Any]])
        #expect(videoPicks.count == 3 && videoPicks.allSatisfy { $0["media_type"] as? String == "video" })
    }

    @Test func theThreeOfflineCases() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, now: "2024-02-08T15:00:00Z")
        let stopped = try FakeServer()
        let urlOfStopped = stopped.url("/apod")
        stopped.stop()
        let nothing = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(nothing.status == 69)
        #expect(nothing.stderr.hasPrefix("Error: We are not connected to the internet, and no picture has been saved yet."))
        #expect(try space.run(["apod"]).status == 0)
        let today = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(today.status == 0)
        #expect(today.stderr.isEmpty)
        #expect(today.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        let later = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped, "SPACE_NOW": "2024-02-10T15:00:00Z"])
        #expect(later.status == 0)
        #expect(later.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        #expect(later.stderr == "We are not connected to the internet, showing you the last image we have.\n")
        #expect(try space.run(["apod", "2021-03-10"]).status == 0)
        let specific = try space.run(["apod", "2021-03-10"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(specific.status == 0)
        #expect(specific.stdout.hasPrefix("Synthetic picture of 2021-03-10"))
    }

    @Test func favoritesRoundTripOffline() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let empty = try space.run(["favorites"])
        #expect(empty.stdout == "No favorites yet. Add one with: space favorites add 2021-03-10\n")
        #expect(empty.status == 0)
        #expect(try space.run(["favorites", "add"]).status == 64)
        #expect(try space.run(["apod", "2024-02-01"]).status == 0)
        #expect(try space.run(["favorites", "add"]).stdout == "Added 2024-02-01: Synthetic picture of 2024-02-01\n")
        #expect(try space.run(["favorites", "add", "2021-03-10", "2024-02-01"]).stdout.contains("Already a favorite: 2024-02-01"))
        let repeated = try space.run(["favorites", "add", "2023-05-05", "2023-05-05"])
        #expect(repeated.stdout == "Added 2023-05-05: Synthetic picture of 2023-05-05\n", "a date typed twice is added and reported once")
        #expect(try space.run(["favorites", "remove", "2023-05-05"]).status == 0)
        server.stop()
        let list = try space.run(["favorites", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["date"] as? String } == ["2024-02-01", "2021-03-10"])
        #expect(array.allSatisfy { ($0["apod_page"] as? String)?.hasPrefix("https://science.nasa.gov/") == true })
        let shown = try space.run(["favorites", "show", "2021-03-10"])
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("Synthetic picture of 2021-03-10"))
        let notFavorite = try space.run(["favorites", "remove", "1999-01-01"])
        #expect(notFavorite.status == 66)
        #expect(notFavorite.stderr.hasPrefix("Error: 1999-01-01 is not among your favorites."))
        #expect(try space.run(["favorites", "remove", "2021-03-10"]).status == 0)
        #expect(try space.run(["favorites", "show", "2021-03-10"]).status == 66)
    }

    @Test func favoritesOfEarlierVersionsLoadAndTheirPlaceholdersAreFetchedAgain() throws {
        let server = try FakeServer(config: ["apod_today": "2026-11-22"])
        let space = try SpaceRunner(server: server, now: "2026-11-22T15:00:00Z")
        let file = space.home.appendingPathComponent("data/space/favorites.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let legacy = #"""
        {"favorites": [
          {"copyright": "Frank Kuszaj", "date": "2021-02-02", "explanation": "A meteor.", "hdurl": "https://apod.nasa.gov/apod/image/2102/MeteorStreak_Kuszaj_5341.jpg", "media_type": "image", "title": "Meteor Streak", "url": "https://apod.nasa.gov/apod/image/2102/MeteorStreak_Kuszaj_1080.jpg"},
          {"date": "2026-10-03", "explanation": "Explanation: APOD is moving.", "hdurl": "https://science.nasa.gov/wp-content/themes/nasa-child/assets/images/nasa-logo@2x.png", "media_type": "image", "title": "NASA Science", "url": "https://science.nasa.gov/wp-content/themes/nasa-child/assets/images/nasa-logo@2x.png"}
        ], "version": 1}
        """#
        try Data(legacy.utf8).write(to: file)
        // Offline: both are kept, the placeholder shown without the logo, and said so.
        let offline = try space.run(["favorites", "--json", "--offline"])
        #expect(offline.status == 0)
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)) as? [[String: Any]])
        #expect(kept.map { $0["date"] as? String } == ["2026-10-03", "2021-02-02"])
        #expect(kept[0]["url"] is NSNull && kept[0]["title"] as? String == "(not loaded yet)")
        #expect(kept[1]["copyright"] as? String == "Frank Kuszaj")
        #expect(offline.stderr.contains("2026-10-03") && offline.stderr.contains("will be fetched again"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("NASA Science"), "nothing saved is dropped")
        // Online: the placeholder is fetched again and replaced.
        let online = try space.run(["favorites"])
        #expect(online.status == 0)
        #expect(online.stdout.contains("Synthetic picture of 2026-10-03") && online.stdout.contains("Meteor Streak"))
        #expect(online.stderr.isEmpty)
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(!stored.contains("NASA Science") && !stored.contains("nasa-logo"))
        #expect(stored.contains("Frank Kuszaj"))
    }

    @Test func refusalsAndRateLimitsMapToTheirExitCodes() throws {
        let server = try FakeServer(config: ["routes": [
            ["path": "/apod/240101", "responses": [["status": 429, "headers": ["Retry-After": "2870"],
                "json": ["code": "too_many_requests", "message": "Too many requests.", "data": ["status": 429]]]]],
            ["path": "/apod", "responses": [["status": 403, "json": ["code": "rest_forbidden", "message": "Sorry, you are not allowed to do that.", "data": ["status": 403]]]]],
        ]])
        let space = try SpaceRunner(server: server)
        let limited = try space.run(["apod", "2024-01-01"])
        #expect(limited.status == 75)
        #expect(limited.stderr == "Error: NASA APOD's rate limit is reached; try again in about 48 minutes.\n")
        let refused = try space.run(["apod"])
        #expect(refused.status == 77)
        #expect(refused.stderr == "Error: NASA APOD refused the request: Sorry, you are not allowed to do that.\nTry again later.\n")
    }
}

@Suite struct APODFailureEndToEndTests {
    @Test func aSlowAnswerHitsTheTimeoutInOneSentence() throws {
        let server = try FakeServer(config: ["routes": [["path": "/apod/210310", "responses": [["delay_ms": 3000, "json": FakeServer.apodPost("2021-03-10")]]]]])
        let result = try SpaceRunner(server: server).run(["apod", "2021-03-10", "--timeout", "1"])
        #expect(result.status == 69)
        #expect(result.stderr == "Error: NASA APOD did not answer within 1 second, and the picture of 2021-03-10 was never saved.\nTry again, or allow more time with --timeout SECONDS.\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFailedLoadSuggestsThePreviousDay() throws {
        let server = try FakeServer(config: ["apod_failing": ["2021-03-10"]])
        let result = try SpaceRunner(server: server).run(["apod", "2021-03-10", "--verbose"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("Error: NASA APOD is unavailable right now (HTTP 500).\nTry again in a few minutes, or see the previous day: space apod 2021-03-09\n"), "\(result.stderr)")
        let requestLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("GET ") }
        #expect(requestLines.count == 1, "500 is not retried")
        #expect(requestLines.first?.contains("/apod/210310 500") == true)
    }
}
