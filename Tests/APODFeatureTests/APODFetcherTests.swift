import Foundation
import SpaceNetworkingTesting
import Testing
import SpaceNetworking
@testable import APODFeature

@Suite struct APODFetcherTests {
    static let legacyParameters: Set<String> = [
        "date", "start_date", "end_date", "count", "thumbs", "api_key", "hd", "concept_tags",
    ]

    @Test func latestAsksForOnePostAndNothingElse() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            json: try Fixture.text("apod-basic-260913-video.json").replacingOccurrences(
                of: "{\"date\"", with: "[{\"date\"") + "]")
        let picture = try await makeFetcher(stub).latest()
        #expect(picture.date.description == "2026-09-13")
        let request = try #require(await stub.requests.first)
        #expect(request.url.path == "/wp-json/wp/v2/apod-basic")
        #expect(request.queryNames == ["per_page"])
        #expect(request.query("per_page") == "1")
    }

    @Test func anEmptyLatestListIsAServiceFailure() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: "[]")
        let error = await #expect(throws: SpaceError.self) { try await makeFetcher(stub).latest() }
        #expect(error?.kind == .unavailable)
    }

    @Test func oneDayIsItsCodeInThePath() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: try Fixture.text("apod-basic-150603-migrated.json"))
        let picture = try await makeFetcher(stub).day(APODDate("2015-06-03")!)
        #expect(picture.title == "Flyby Image of Saturn's Sponge Moon Hyperion")
        let request = try #require(await stub.requests.first)
        #expect(request.url.path == "/wp-json/wp/v2/apod-basic/150603")
        #expect(request.queryNames.isEmpty)
    }

    @Test func anAnswerAboutAnotherDayIsRefusedAndNotKept() async throws {
        let stub = StubTransport()
        var fetcher = makeFetcher(stub)
        let root = try temporaryFolder()
        fetcher.client.cache = ResponseCache(root: root)
        await stub.enqueue(json: try Fixture.text("apod-basic-150603-migrated.json"))
        let error = await #expect(throws: SpaceError.self) { try await fetcher.day(APODDate("2015-06-05")!) }
        #expect(error?.kind == .badResponse)
        #expect(error?.message == "NASA APOD answered with a different day than the one asked for.")
        #expect(ResponseCache(root: root).usage().allSatisfy { $0.entries == 0 }, "nothing cached")
    }

    @Test func aMissingDayIsANotFoundSentenceAndAWrongAddressIsNot() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            status: 404, json: #"{"code":"apod_basic_not_found","message":"APOD not found.","data":{"status":404}}"#)
        let error = await #expect(throws: SpaceError.self) { try await makeFetcher(stub).day(APODDate("1995-06-17")!) }
        #expect(error?.kind == .notFound)
        #expect(error?.message == "There is no picture for 1995-06-17.")
        await stub.enqueue(
            status: 404,
            json:
                #"{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}"#
        )
        let route = await #expect(throws: SpaceError.self) { try await makeFetcher(stub).day(APODDate("1995-06-20")!) }
        #expect(route?.message == "NASA APOD said: No route was found matching the URL and request method.")
        #expect(route?.remedy == .checkServiceURL(variable: "SPACE_APOD_URL", standard: APODService.defaultURL))
    }

    @Test func aRangeIsAskedForInWindowsOf25DaysAndMergedOldestFirst() async throws {
        let stub = StubTransport()
        let start = APODDate("2020-01-01")!
        var fetcher = makeFetcher(stub)
        fetcher.maxInFlight = 1
        for window in [(0, 24), (25, 49), (50, 59)] {
            await stub.enqueue(json: listJSON((window.0...window.1).map { start.adding(days: $0) }))
        }
        let result = try await fetcher.range(from: start, through: start.adding(days: 59))
        #expect(result.pictures.map(\.date) == (0..<60).map { start.adding(days: $0) })
        let requests = await stub.requests
        #expect(
            requests.map { "\($0.query("date_from")!)-\($0.query("date_to")!)" } == [
                "200101-200125", "200126-200219", "200220-200229",
            ])
        #expect(
            requests.allSatisfy {
                $0.query("per_page") == "25" && $0.queryNames.isDisjoint(with: Self.legacyParameters)
            })
    }

    @Test func aListWithADayOutsideItsWindowIsRefused() async throws {
        // The service answers a filter it ignored with its latest 25.
        let stub = StubTransport()
        await stub.enqueue(json: listJSON((0..<25).map { APODDate("2024-02-08")!.adding(days: -$0) }))
        let error = await #expect(throws: SpaceError.self) {
            try await makeFetcher(stub).range(from: APODDate("2001-01-01")!, through: APODDate("2001-01-10")!)
        }
        #expect(error?.kind == .badResponse)
        #expect(error?.message == "NASA APOD answered with a different day than the one asked for.")
    }

    @Test func aWindowThatKeepsFailingIsBisectedToTheBadDay() async throws {
        let failure =
            #"{"code":"internal_server_error","message":"There has been a critical error on this website.","data":{"status":500}}"#
        let stub = StubTransport()
        let day = { (n: Int) in APODDate("2020-01-0\(n)")! }
        await stub.enqueue(status: 500, json: failure)  // 1-4
        await stub.enqueue(json: listJSON([day(1), day(2)]))  // 1-2
        await stub.enqueue(status: 500, json: failure)  // 3-4
        await stub.enqueue(status: 500, json: failure)  // 3
        await stub.enqueue(json: listJSON([day(4)]))  // 4
        var fetcher = makeFetcher(stub)
        fetcher.client.retryPolicy = .none
        let result = try await fetcher.range(from: day(1), through: day(4))
        #expect(result.pictures.map(\.date) == [day(1), day(2), day(4)])
        #expect(result.failedDays == [day(3)])
    }

    @Test func aRateLimitInARangeIsNotBisectedButReported() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            status: 429, json: #"{"code":"too_many","message":"Slow down.","data":{"status":429}}"#,
            headers: ["Retry-After": "2870"])
        let result = try await makeFetcher(stub).range(from: APODDate("2020-01-01")!, through: APODDate("2020-01-04")!)
        #expect(result.stoppedBy?.kind == .rateLimited)
        #expect(result.notLoaded == (1...4).map { APODDate("2020-01-0\($0)")! })
        #expect(await stub.requests.count == 1)
    }

    @Test func randomPicksAreDistinctDaysAndADayWithoutAPictureIsDrawnAgain() async throws {
        let stub = StubTransport()
        // Drawn later day first: the list comes back in date order all the same.
        let fetcher = makeFetcher(stub, days: ["2010-10-10", "2010-10-10", "1995-06-17", "2001-01-01", "2020-02-02"])
        await stub.enqueue(json: postJSON(APODDate("2001-01-01")!), pathSuffix: "/010101")
        await stub.enqueue(
            status: 404, json: #"{"code":"apod_basic_not_found","message":"APOD not found.","data":{"status":404}}"#,
            pathSuffix: "/950617")
        await stub.enqueue(json: postJSON(APODDate("2010-10-10")!), pathSuffix: "/101010")
        let result = try await fetcher.random(count: 2, matching: nil, through: APODDate("2024-02-08")!)
        #expect(result.pictures.map(\.date.description) == ["2001-01-01", "2010-10-10"], "in date order")
        #expect(result.draws == 3)
        let requests = await stub.requests
        #expect(requests.allSatisfy { $0.queryNames.isEmpty })
    }

    @Test func randomPicksWithAMediaFilterRedrawWithinABudget() async throws {
        let stub = StubTransport()
        let days = (1...40).map { APODDate("2001-01-01")!.adding(days: $0) }
        let fetcher = makeFetcher(stub, days: days.map(\.description))
        for (index, day) in days.enumerated() {
            await stub.enqueue(json: postJSON(day, index == 4 ? "video" : "image"), pathSuffix: "/" + day.compact)
        }
        let result = try await fetcher.random(count: 1, matching: .video, through: APODDate("2024-02-08")!)
        #expect(result.pictures.map(\.date) == [days[4]])
        #expect(result.pictures.first?.url == "https://www.youtube.com/embed/v010106")
        let scarce = try await fetcher.random(count: 1, matching: .other, through: APODDate("2024-02-08")!)
        #expect(scarce.pictures.isEmpty)
        #expect(scarce.draws == 30, "the budget of one pick with a filter")
    }

    @Test func aWrongShapedListIsABadResponse() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: #"[{"nope":1},{"nope":2}]"#)
        let error = await #expect(throws: SpaceError.self) { try await makeFetcher(stub).latest() }
        #expect(error?.kind == .badResponse)
    }
}

@Suite struct APODLookupTests {
    func lookup(_ stub: StubTransport, folder: URL, now: String) -> APODLookup {
        APODLookup(fetcher: makeFetcher(stub), archive: PictureArchive(dataFolder: folder), now: { instant(now) })
    }

    @Test func todayNotYetPublishedRollsOverWithANotice() async throws {
        let stub = StubTransport()
        await stub.enqueue(
            status: 404, json: #"{"code":"apod_basic_not_found","message":"APOD not found.","data":{"status":404}}"#)
        await stub.enqueue(json: postJSON(APODDate("2024-02-07")!))
        let shown = try await lookup(stub, folder: try temporaryFolder(), now: "2024-02-08T06:00:00Z").day(
            APODDate("2024-02-08")!)
        #expect(shown.picture.date.description == "2024-02-07")
        #expect(shown.notice == "The picture for 2024-02-08 is not published yet; showing 2024-02-07.")
    }

    @Test func offlineShowsTodayIfSeenElseTheLastSeenElseFails() async throws {
        let folder = try temporaryFolder()
        let archive = PictureArchive(dataFolder: folder)
        let offline = StubTransport()
        for _ in 0..<3 { await offline.enqueue(.failure(.unreachable("refused"))) }

        // nothing seen yet: a sentence and exit 69
        let error = await #expect(throws: SpaceError.self) {
            try await lookup(offline, folder: folder, now: "2024-02-08T15:00:00Z").latest()
        }
        #expect(error?.kind == .unavailable)
        #expect(error?.message == "We are not connected to the internet, and no picture has been saved yet.")

        // the last seen, with the notice
        try archive.recordShown(picture("2024-02-06"), at: instant("2024-02-06T15:00:00Z"))
        let last = try await lookup(offline, folder: folder, now: "2024-02-08T15:00:00Z").latest()
        #expect(last.picture.date.description == "2024-02-06")
        #expect(last.notice == APODLookup.offlineNotice)

        // today's, already shown: no notice
        try archive.recordShown(picture("2024-02-08"), at: instant("2024-02-08T14:00:00Z"))
        let today = try await lookup(offline, folder: folder, now: "2024-02-08T15:00:00Z").latest()
        #expect(today.picture.date.description == "2024-02-08")
        #expect(today.notice == nil)
    }
}
