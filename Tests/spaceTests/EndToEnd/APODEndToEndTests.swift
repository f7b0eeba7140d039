import Foundation
import Testing

@Suite struct APODEndToEndTests {
    @Test func latestHumanAndJSON() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let human = try space.run(["apod"])
        #expect(human.status == 0)
        #expect(human.stdout.hasPrefix("Synthetic picture of 2024-02-08\n2024-02-08 · image · Credit: Synthetic Observer\n"))
        #expect(human.stdout.contains("APOD page: https://apod.nasa.gov/apod/ap240208.html"))
        #expect(human.stderr.isEmpty)
        let json = try space.run(["apod", "2024-02-07", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["date", "title", "explanation", "media_type", "url", "hdurl", "thumbnail_url", "copyright", "apod_page"])
        #expect(object["media_type"] as? String == "video")
        #expect(object["hdurl"] is NSNull)
        let request = try #require(try server.log().requests.last)
        #expect(request.query["thumbs"] == "true")
        #expect(request.query["date"] == "2024-02-07")
        #expect(request.query["api_key"] == "TEST_KEY_5f3a9c")
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

    @Test func missingDayIs66AndOtherDayHasItsPage() throws {
        let server = try FakeServer(config: ["apod_records": ["2018-10-07": ["date": "2018-10-07", "title": "The Scale of the Universe - Interactive",
                                                                              "explanation": "Interactive.", "media_type": "other", "service_version": "v1"]]])
        let space = try SpaceRunner(server: server)
        let missing = try space.run(["apod", "1995-06-17"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: There is no picture for 1995-06-17.\n")
        let other = try space.run(["apod", "2018-10-07"])
        #expect(other.stdout.contains("This picture is only on its APOD page."))
        #expect(other.stdout.contains("https://apod.nasa.gov/apod/ap181007.html"))
    }

    @Test func explicitTodayRollsOverWhenNotPublished() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "apod_latest": "2024-02-07"])
        let result = try SpaceRunner(server: server, now: "2024-02-08T06:00:00Z").run(["apod", "today"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Synthetic picture of 2024-02-07"))
        #expect(result.stderr == "The picture for 2024-02-08 is not published yet; showing 2024-02-07.\n")
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

    @Test func aLongRangeIsFetchedInChunksConcurrently() throws {
        let server = try FakeServer(config: ["latency_ms": 150])
        let result = try SpaceRunner(server: server).run(["apod", "--start", "2023-01-01", "--end", "2023-10-27", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 300)
        #expect(array.first?["date"] as? String == "2023-01-01")
        #expect(array.last?["date"] as? String == "2023-10-27")
        let dates = array.compactMap { $0["date"] as? String }
        #expect(dates == dates.sorted())
        let log = try server.log()
        #expect(log.count == 3)
        #expect(log.max_in_flight >= 2 && log.max_in_flight <= 4)
    }

    @Test func aFailingDayIsListedAndEverythingElsePrinted() throws {
        let server = try FakeServer(config: ["apod_failing": ["2000-01-05"]])
        let result = try SpaceRunner(server: server).run(["apod", "--start", "2000-01-01", "--end", "2000-01-08"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("2000-01-04") && result.stdout.contains("2000-01-06"))
        #expect(!result.stdout.contains("2000-01-05"))
        #expect(result.stdout.contains("7 pictures"))
        #expect(result.stderr.contains("Error: Could not load 1 day: 2000-01-05."))
    }

    @Test func mediaFilterAndRandomPicks() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let videos = try space.run(["apod", "--last", "14", "--media", "video", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(videos.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.allSatisfy { $0["media_type"] as? String == "video" })
        let random = try space.run(["apod", "--random", "5", "--json"])
        #expect((try JSONSerialization.jsonObject(with: Data(random.stdout.utf8)) as? [Any])?.count == 5)
        #expect(try server.log().requests.last?.query["count"] == "5")
    }

    @Test func theThreeOfflineCases() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, now: "2024-02-08T15:00:00Z")
        // nothing seen yet
        let stopped = try FakeServer()
        let urlOfStopped = stopped.url("/apod")
        stopped.stop()
        let nothing = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(nothing.status == 69)
        #expect(nothing.stderr.hasPrefix("Error: We are not connected to the internet, and no picture has been saved yet."))
        // today's picture shown today: from the store, no notice
        #expect(try space.run(["apod"]).status == 0)
        let today = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(today.status == 0)
        #expect(today.stderr.isEmpty)
        #expect(today.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        // a later day: the last picture seen, with the notice
        let later = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped, "SPACE_NOW": "2024-02-10T15:00:00Z"])
        #expect(later.status == 0)
        #expect(later.stderr == "We are not connected to the internet, showing you the last image we have.\n")
        #expect(later.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        // a specific day shown before
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
        let noneShown = try space.run(["favorites", "add"])
        #expect(noneShown.status == 64)
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
        let shown = try space.run(["favorites", "show", "2021-03-10"])
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("Synthetic picture of 2021-03-10"))
        let notFavorite = try space.run(["favorites", "remove", "1999-01-01"])
        #expect(notFavorite.status == 66)
        #expect(notFavorite.stderr.hasPrefix("Error: 1999-01-01 is not among your favorites."))
        #expect(try space.run(["favorites", "remove", "2021-03-10"]).status == 0)
        #expect(try space.run(["favorites", "show", "2021-03-10"]).status == 66)
    }

    @Test func gatewayErrorsMapToTheirExitCodes() throws {
        let server = try FakeServer(config: ["routes": [
            ["path": "/apod", "query": ["date": "2024-01-01"], "responses": [["status": 429, "headers": ["Retry-After": "2870"],
                "json": ["error": ["code": "OVER_RATE_LIMIT", "message": "You have exceeded your rate limit."]]]]],
        ]])
        let space = try SpaceRunner(server: server)
        let limited = try space.run(["apod", "2024-01-01"], env: ["NASA_API_KEY": "DEMO_KEY"])
        #expect(limited.status == 75)
        #expect(limited.stderr.contains("NASA APOD rate limit reached; try again in about 48 minutes."))
        #expect(limited.stderr.contains("Get a free key at https://api.nasa.gov and set NASA_API_KEY."))
        let invalid = try space.run(["apod"], env: ["NASA_API_KEY": "INVALID"])
        #expect(invalid.status == 77)
        #expect(invalid.stderr.contains("An invalid api_key was supplied"))
    }

    @Test func lowRateLimitWarnsOnce() throws {
        let server = try FakeServer(config: ["ratelimit_remaining": 3])
        let result = try SpaceRunner(server: server).run(["apod"], env: ["NASA_API_KEY": "DEMO_KEY"])
        #expect(result.status == 0)
        #expect(result.stderr == "Warning: 3 NASA API calls left this hour with DEMO_KEY. Get a free key at https://api.nasa.gov and set NASA_API_KEY.\n")
    }
}

@Suite struct APODFailureEndToEndTests {
    @Test func aSlowAnswerHitsTheTimeoutInOneSentence() throws {
        let server = try FakeServer(config: ["routes": [["path": "/apod", "responses": [["delay_ms": 3000, "json": ["date": "2024-02-08"]]]]]])
        let result = try SpaceRunner(server: server).run(["apod", "2021-03-10", "--timeout", "1"])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("Error: NASA APOD did not answer within 1 second, and the picture of 2021-03-10 was never saved.\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aFailedLoadSuggestsThePreviousDay() throws {
        let server = try FakeServer(config: ["apod_failing": ["2021-03-10"]])
        let result = try SpaceRunner(server: server).run(["apod", "2021-03-10", "--verbose"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("Error: NASA APOD said: Internal Service Error.\nTry the previous day: space apod 2021-03-09\n"))
        let requestLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("GET ") }
        #expect(requestLines.count == 1, "500 is not retried")
        #expect(requestLines.first?.contains("api_key=REDACTED") == true)
        #expect(!result.stderr.contains("TEST_KEY_5f3a9c"))
    }
}
