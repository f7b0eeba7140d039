import Foundation
import Testing
import SpaceNetworking
@testable import APODFeature

@Suite struct APODFetcherTests {
    @Test func latestAsksWithoutADateAndWithThumbs() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: try Fixture.text("video-thumbs.json"))
        let picture = try await makeFetcher(stub).latest()
        #expect(picture.mediaType == .video)
        let request = try #require(await stub.requests.first)
        #expect(request.query("date") == nil)
        #expect(request.query("thumbs") == "true")
        #expect(request.query("api_key") == "KEY")
    }

    @Test func missingDayIsANotFoundSentence() async throws {
        let stub = StubTransport()
        await stub.enqueue(status: 404, json: #"{"code":404,"msg":"No data available for date: 1995-06-17","service_version":"v1"}"#)
        let error = await #expect(throws: SpaceError.self) { try await makeFetcher(stub).day(APODDate("1995-06-17")!) }
        #expect(error?.kind == .notFound)
        #expect(error?.message == "There is no picture for 1995-06-17.")
    }

    @Test func rangeIsChunkedByAHundredDaysAndMergedInOrder() async throws {
        let stub = StubTransport()
        let start = APODDate("2020-01-01")!
        let end = start.adding(days: 249)
        for chunk in [(start, start.adding(days: 99)), (start.adding(days: 100), start.adding(days: 199)), (start.adding(days: 200), end)] {
            var days: [String] = []
            var d = chunk.0
            while d <= chunk.1 { days.append(pictureJSON(d)); d = d.adding(days: 1) }
            await stub.enqueue(json: "[" + days.reversed().joined(separator: ",") + "]")
        }
        let result = try await makeFetcher(stub).range(from: start, through: end)
        #expect(result.pictures.count == 250)
        #expect(result.pictures.map(\.date) == (0..<250).map { start.adding(days: $0) })
        #expect(result.failedDays.isEmpty)
        let requests = await stub.requests
        #expect(requests.count == 3)
        #expect(Set(requests.compactMap { $0.query("start_date") }) == ["2020-01-01", "2020-04-10", "2020-07-19"])
    }

    @Test func aChunkThatKeepsFailingIsBisectedToTheBadDay() async throws {
        // given a 4-day range whose third day always fails with a 500
        let stub = StubTransport()
        await stub.enqueue(status: 500, json: #"{"code":500,"msg":"Internal Service Error","service_version":"v1"}"#)   // 1-4
        await stub.enqueue(json: "[" + pictureJSON(APODDate("2020-01-01")!) + "," + pictureJSON(APODDate("2020-01-02")!) + "]") // 1-2
        await stub.enqueue(status: 500, json: #"{"code":500,"msg":"Internal Service Error","service_version":"v1"}"#)   // 3-4
        await stub.enqueue(status: 500, json: #"{"code":500,"msg":"Internal Service Error","service_version":"v1"}"#)   // 3
        await stub.enqueue(json: "[" + pictureJSON(APODDate("2020-01-04")!) + "]")                                      // 4
        var fetcher = makeFetcher(stub)
        fetcher.client.retryPolicy = .none
        // when it is loaded
        let result = try await fetcher.range(from: APODDate("2020-01-01")!, through: APODDate("2020-01-04")!)
        // then every other day is there and the bad one is named
        #expect(result.pictures.map(\.date.description) == ["2020-01-01", "2020-01-02", "2020-01-04"])
        #expect(result.failedDays.map(\.description) == ["2020-01-03"])
    }

    @Test func rateLimitInARangeIsNotBisectedButReported() async throws {
        let stub = StubTransport()
        await stub.enqueue(status: 429, json: #"{"error":{"code":"OVER_RATE_LIMIT","message":"You have exceeded your rate limit."}}"#, headers: ["Retry-After": "2870"])
        await #expect(throws: SpaceError.self) { try await makeFetcher(stub).range(from: APODDate("2020-01-01")!, through: APODDate("2020-01-04")!) }
        #expect(await stub.requests.count == 1)
    }

    @Test func randomKeepsDrawingUntilEnoughMatchAtMostThreeMoreTimes() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: "[" + pictureJSON(APODDate("2001-01-01")!, "video") + "," + pictureJSON(APODDate("2001-01-02")!) + "]")
        await stub.enqueue(json: "[" + pictureJSON(APODDate("2001-01-01")!, "video") + "," + pictureJSON(APODDate("2001-01-03")!, "video") + "]")
        let result = try await makeFetcher(stub).random(count: 2, matching: .video)
        #expect(result.pictures.map(\.date.description) == ["2001-01-01", "2001-01-03"])
        #expect(result.draws == 2)

        let scarce = StubTransport()
        for _ in 0..<4 { await scarce.enqueue(json: "[" + pictureJSON(APODDate("2001-01-02")!) + "]") }
        let none = try await makeFetcher(scarce).random(count: 1, matching: .video)
        #expect(none.pictures.isEmpty)
        #expect(none.draws == 4)
    }

    @Test func wrongShapedArrayIsABadResponse() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: #"[{"nope":1},{"nope":2}]"#)
        let error = await #expect(throws: SpaceError.self) { try await makeFetcher(stub).random(count: 2, matching: nil) }
        #expect(error?.kind == .badResponse)
    }
}

@Suite struct APODLookupTests {
    func lookup(_ stub: StubTransport, folder: URL, now: String) -> APODLookup {
        APODLookup(fetcher: makeFetcher(stub), archive: PictureArchive(dataFolder: folder), now: { instant(now) })
    }

    @Test func todayNotYetPublishedRollsOverWithANotice() async throws {
        let stub = StubTransport()
        await stub.enqueue(status: 404, json: #"{"code":404,"msg":"No data available for date: 2024-02-08","service_version":"v1"}"#)
        await stub.enqueue(json: pictureJSON(APODDate("2024-02-07")!))
        let shown = try await lookup(stub, folder: try temporaryFolder(), now: "2024-02-08T06:00:00Z").day(APODDate("2024-02-08")!)
        #expect(shown.picture.date.description == "2024-02-07")
        #expect(shown.notice == "The picture for 2024-02-08 is not published yet; showing 2024-02-07.")
    }

    @Test func offlineShowsTodayIfSeenElseTheLastSeenElseFails() async throws {
        let folder = try temporaryFolder()
        let archive = PictureArchive(dataFolder: folder)
        let offline = StubTransport()
        for _ in 0..<3 { await offline.enqueue(.failure(.unreachable("refused"))) }

        // nothing seen yet: a sentence and exit 69
        let error = await #expect(throws: SpaceError.self) { try await lookup(offline, folder: folder, now: "2024-02-08T15:00:00Z").latest() }
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

@Suite struct FavoritesStoreTests {
    @Test func addIsIdempotentAndListIsNewestFirst() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        #expect(try store.add([picture("2021-03-10"), picture("2023-01-01")]).count == 2)
        #expect(try store.add([picture("2021-03-10")]).isEmpty)
        #expect(try store.all().map(\.date.description) == ["2023-01-01", "2021-03-10"])
    }

    @Test func removingAnUnknownDayChangesNothing() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { Date(timeIntervalSince1970: 0) })
        try store.add([picture("2021-03-10")])
        let error = #expect(throws: SpaceError.self) { try store.remove([APODDate("2021-03-10")!, APODDate("1999-01-01")!]) }
        #expect(error?.kind == .notFound)
        #expect(try store.all().count == 1)
        try store.remove([APODDate("2021-03-10")!])
        #expect(try store.all().isEmpty)
    }

    @Test func aCorruptFileIsMovedAsideNeverOverwritten() throws {
        let folder = try temporaryFolder()
        let store = FavoritesStore(folder: folder, now: { instant("2024-02-08T15:00:00Z") })
        try Data("{ not json".utf8).write(to: store.url)
        let error = #expect(throws: SpaceError.self) { try store.add([picture("2021-03-10")]) }
        #expect(error?.kind == .badResponse)
        let moved = folder.appendingPathComponent("favorites.json.corrupt-2024-02-08T150000Z")
        #expect(error?.message.contains(moved.path) == true)
        #expect(try String(contentsOf: moved, encoding: .utf8) == "{ not json")
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }
}
