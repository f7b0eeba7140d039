import Foundation
import SpaceNetworkingTesting
import Testing
import SpaceNetworking
@testable import APODFeature

@Suite struct APODCacheTests {
    func lifetime(_ policy: CachePolicy, body: String = "{}", at text: String) -> CachePolicy.Lifetime {
        policy.lifetime(Data(body.utf8), instant(text))
    }

    @Test func aDaysPictureIsCheckedAgainAfter30Days() {
        #expect(
            lifetime(APODCachePolicies.day(APODDate("2024-02-07")!), at: "2024-02-08T15:00:00Z")
                == .until(instant("2024-03-09T15:00:00Z")))
        #expect(
            lifetime(APODCachePolicies.day(APODDate("2010-02-07")!), at: "2024-02-08T15:00:00Z")
                == .until(instant("2024-03-09T15:00:00Z")))
    }

    @Test func theLatestLastsUntilTheNextPostAt0005Eastern() {
        let today = listJSON([APODDate("2024-02-08")!])
        let yesterday = listJSON([APODDate("2024-02-07")!])
        // 15:00 UTC is 10:00 in New York: today's post holds until tomorrow 00:05 (05:05 UTC in February).
        #expect(
            lifetime(APODCachePolicies.latest, body: today, at: "2024-02-08T15:00:00Z")
                == .until(instant("2024-02-09T05:05:00Z")))
        // 00:02 in New York: yesterday's post is the latest until 00:05.
        #expect(
            lifetime(APODCachePolicies.latest, body: yesterday, at: "2024-02-08T05:02:00Z")
                == .until(instant("2024-02-08T05:05:00Z")))
        // Past 00:05 and today's post is late: ask again in half an hour.
        #expect(
            lifetime(APODCachePolicies.latest, body: yesterday, at: "2024-02-08T15:00:00Z")
                == .until(instant("2024-02-08T15:30:00Z")))
        // Summer time: 00:05 EDT is 04:05 UTC.
        #expect(
            lifetime(APODCachePolicies.latest, body: listJSON([APODDate("2024-07-01")!]), at: "2024-07-01T12:00:00Z")
                == .until(instant("2024-07-02T04:05:00Z")))
    }

    @Test func easternMidnightFollowsDaylightSaving() {
        #expect(APODDate("2024-03-10")!.easternMidnight == instant("2024-03-10T05:00:00Z"))
        #expect(APODDate("2024-03-11")!.easternMidnight == instant("2024-03-11T04:00:00Z"))
        #expect(APODDate("2024-11-03")!.easternMidnight == instant("2024-11-03T04:00:00Z"))
        #expect(APODDate("2024-11-04")!.easternMidnight == instant("2024-11-04T05:00:00Z"))
    }

    @Test func aDayWithoutAPictureIsRememberedForAMonthOrHalfAnHourToday() {
        #expect(
            lifetime(APODCachePolicies.day(APODDate("2024-02-07")!), body: "", at: "2024-02-08T15:00:00Z")
                == .until(instant("2024-03-09T15:00:00Z")))
        #expect(
            lifetime(APODCachePolicies.day(APODDate("2024-02-08")!), body: "", at: "2024-02-08T15:00:00Z")
                == .until(instant("2024-02-08T15:30:00Z")))
    }

    func cachedFetcher(_ stub: StubTransport, root: URL, mode: CacheMode = .normal) -> APODFetcher {
        var fetcher = makeFetcher(stub)
        fetcher.client.cache = ResponseCache(root: root)
        fetcher.client.cacheMode = mode
        fetcher.maxInFlight = 1
        return fetcher
    }

    func days(_ start: APODDate, _ end: APODDate) -> [APODDate] {
        (0...start.days(to: end)).map { start.adding(days: $0) }
    }

    @Test func aRangeAsksOnlyForTheStretchNotCached() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        await stub.enqueue(json: listJSON(days(jan(1), jan(10))))
        #expect(try await cachedFetcher(stub, root: root).range(from: jan(1), through: jan(10)).pictures.count == 10)
        await stub.enqueue(json: listJSON(days(jan(11), jan(20))))
        let second = try await cachedFetcher(stub, root: root).range(from: jan(5), through: jan(20))
        #expect(second.pictures.map(\.date) == (5...20).map(jan))
        let asked = await stub.requests.map { "\($0.query("date_from") ?? "-")/\($0.query("date_to") ?? "-")" }
        #expect(asked == ["240101/240110", "240111/240120"])
        let third = try await cachedFetcher(stub, root: root, mode: .offline).range(from: jan(1), through: jan(25))
        #expect(third.pictures.count == 20)
        #expect(third.uncachedDays == (21...25).map(jan))
        #expect(await stub.requests.count == 2, "nothing more was asked")
    }

    @Test func randomPicksAndTheLatestFillTheirDays() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        var fetcher = cachedFetcher(stub, root: root)
        let sequence = DaySequence([APODDate("2001-05-05")!.dayNumber, APODDate("2001-05-05")!.dayNumber])
        fetcher.randomDay = { sequence.next() ?? $0.lowerBound }
        await stub.enqueue(json: postJSON(APODDate("2001-05-05")!))
        _ = try await fetcher.random(count: 1, matching: nil, through: APODDate("2024-02-08")!)
        await stub.enqueue(json: listJSON([APODDate("2024-02-08")!]))
        _ = try await cachedFetcher(stub, root: root).latest()
        let offline = cachedFetcher(stub, root: root, mode: .offline)
        #expect(try await offline.day(APODDate("2001-05-05")!).date == APODDate("2001-05-05")!)
        #expect(try await offline.day(APODDate("2024-02-08")!).date == APODDate("2024-02-08")!)
        let error = await #expect(throws: SpaceError.self) { try await offline.day(APODDate("2001-05-06")!) }
        #expect(
            error?.message
                == "Nothing is cached for the picture of 2001-05-06, and --offline keeps space off the network.")
        var cachedRandom = offline
        cachedRandom.randomDay = { _ in APODDate("2001-05-05")!.dayNumber }
        #expect(
            try await cachedRandom.random(count: 1, matching: nil, through: APODDate("2024-02-08")!).pictures.count
                == 1,
            "a random pick the cache holds needs no network")
        #expect(await stub.requests.count == 2)
    }

    @Test func daysAWindowLeavesOutAreNotAskedForAgain() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        await stub.enqueue(json: listJSON([1, 2, 4, 5].map(jan)))
        #expect(
            try await cachedFetcher(stub, root: root).range(from: jan(1), through: jan(5)).pictures.map(\.date)
                == [1, 2, 4, 5].map(jan))
        #expect(try await cachedFetcher(stub, root: root).range(from: jan(1), through: jan(5)).pictures.count == 4)
        let offline = try await cachedFetcher(stub, root: root, mode: .offline).range(from: jan(1), through: jan(6))
        #expect(offline.uncachedDays == [jan(6)], "the 3rd is known to have no picture")
        let error = await #expect(throws: SpaceError.self) { try await cachedFetcher(stub, root: root).day(jan(3)) }
        #expect(error?.message == "There is no picture for 2024-01-03.")
        #expect(await stub.requests.count == 1, "nothing more was asked")
        await stub.enqueue(json: postJSON(jan(3)))
        #expect(try await cachedFetcher(stub, root: root, mode: .refresh).day(jan(3)).date == jan(3))
        #expect(
            try await cachedFetcher(stub, root: root).day(jan(3)).date == jan(3), "the picture replaced the absence")
        #expect(await stub.requests.count == 2)
    }

    @Test func aRefreshedWholeMonthReplacesItsPackAndAPartOfOneMerges() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let feb = { (day: Int) in APODDate("2024-02-01")!.adding(days: day - 1) }
        await stub.enqueue(json: listJSON(days(feb(1), feb(25))))
        await stub.enqueue(json: listJSON(days(feb(26), feb(29))))
        _ = try await cachedFetcher(stub, root: root).range(from: feb(1), through: feb(29))
        // The service now has no post on the 2nd, and a new title on the 10th.
        await stub.enqueue(json: listJSON(days(feb(1), feb(25)).filter { $0 != feb(2) }))
        await stub.enqueue(json: listJSON(days(feb(26), feb(29))))
        _ = try await cachedFetcher(stub, root: root, mode: .refresh).range(from: feb(1), through: feb(29))
        let offline = cachedFetcher(stub, root: root, mode: .offline)
        let error = await #expect(throws: SpaceError.self) { try await offline.day(feb(2)) }
        #expect(error?.kind == .notFound, "the refreshed month holds what the service says now")
        await stub.enqueue(json: listJSON([feb(10)]))
        _ = try await cachedFetcher(stub, root: root, mode: .refresh).range(from: feb(10), through: feb(10))
        #expect(
            try await offline.range(from: feb(1), through: feb(29)).pictures.count == 28,
            "a part of a month merges into its pack")
    }

    @Test func aSingleDay404IsRemembered() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        await stub.enqueue(
            status: 404, json: #"{"code":"apod_basic_not_found","message":"APOD not found.","data":{"status":404}}"#)
        for _ in 0..<2 {
            let error = await #expect(throws: SpaceError.self) {
                try await cachedFetcher(stub, root: root).day(APODDate("1995-06-17")!)
            }
            #expect(error?.message == "There is no picture for 1995-06-17.")
        }
        #expect(await stub.requests.count == 1)
    }

    @Test func daysFromAListAreKeptAsOurRecordWithoutThePage() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        await stub.enqueue(json: try Fixture.text("apod-basic-range-150603-150604.json"))
        let loaded = try await cachedFetcher(stub, root: root).range(
            from: APODDate("2015-06-03")!, through: APODDate("2015-06-04")!)
        let entry = try #require(
            ResponseCache(root: root).entry(for: "day 2015-06-03", namespace: "apod", pack: "days-2015-06"))
        #expect(entry.body.count < 4_000, "the post is about 12 KB with its page")
        #expect(!String(decoding: entry.body, as: UTF8.self).contains("basic_html"))
        let offline = try await cachedFetcher(stub, root: root, mode: .offline).range(
            from: APODDate("2015-06-03")!, through: APODDate("2015-06-04")!)
        #expect(offline.pictures == loaded.pictures)
    }

    @Test func aMalformedWindowFailsTheRangeAndTheGoodOnesAreStillStored() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        await stub.enqueue(json: listJSON([jan(1), jan(2)]))
        await stub.enqueue(json: "[{\"date\":")
        await stub.enqueue(json: listJSON([jan(5), jan(6)]))
        var fetcher = cachedFetcher(stub, root: root)
        fetcher.windowDays = 2
        let error = await #expect(throws: SpaceError.self) { try await fetcher.range(from: jan(1), through: jan(6)) }
        #expect(error?.kind == .badResponse)
        let offline = try await cachedFetcher(stub, root: root, mode: .offline).range(from: jan(1), through: jan(6))
        #expect(
            offline.pictures.map(\.date) == [1, 2].map(jan),
            "what came before the failure is kept; nothing after it was asked")
        #expect(offline.uncachedDays == [3, 4, 5, 6].map(jan), "a malformed answer says nothing about its days")
    }

    @Test func aRangeIsDeliveredInOrderAsItLoads() async throws {
        let stub = StubTransport()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        var fetcher = makeFetcher(stub)
        fetcher.windowDays = 3
        for window in [(1, 3), (4, 6), (7, 9)] {
            await stub.enqueue(json: listJSON(days(jan(window.0), jan(window.1))))
        }
        fetcher.maxInFlight = 1
        let batches = Batches()
        let result = try await fetcher.range(
            from: jan(1), through: jan(9), deliver: { await batches.add($0.map(\.date)) })
        #expect(result.pictures.isEmpty && result.count == 9)
        #expect(await batches.all == [[1, 2, 3], [4, 5, 6], [7, 8, 9]].map { $0.map(jan) })
    }

    @Test func aLegacyCachedDayStillLoadsAndACachedPlaceholderIsFetchedAgain() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let cache = ResponseCache(root: root)
        let stamp = instant("2024-02-01T00:00:00Z")
        try cache.store(
            [
                CacheEntry(
                    key: "day 2021-02-02", status: 200, fetchedAt: stamp, expiresAt: nil, headers: [:],
                    body: try Fixture.data("image-pretty.json")),
                CacheEntry(
                    key: "day 2021-02-03", status: 200, fetchedAt: stamp, expiresAt: nil, headers: [:],
                    body: Data(
                        try Fixture.text("legacy-placeholder.json").replacingOccurrences(
                            of: "2026-10-03", with: "2021-02-03"
                        ).utf8)),
            ], namespace: "apod", pack: "days-2021-02")
        let fetcher = cachedFetcher(stub, root: root)
        #expect(try await fetcher.day(APODDate("2021-02-02")!).copyright == "Frank Kuszaj")
        await stub.enqueue(json: postJSON(APODDate("2021-02-03")!))
        #expect(try await fetcher.day(APODDate("2021-02-03")!).title == "t 2021-02-03")
        #expect(await stub.requests.count == 1)
    }
}

actor Batches {
    private(set) var all: [[APODDate]] = []
    func add(_ batch: [APODDate]) { all.append(batch) }
}
