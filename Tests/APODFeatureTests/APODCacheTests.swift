import Foundation
import Testing
import SpaceNetworking
@testable import APODFeature

@Suite struct APODCacheTests {
    func lifetime(_ policy: CachePolicy, body: String = "{}", at text: String) -> CachePolicy.Lifetime {
        policy.lifetime(Data(body.utf8), instant(text))
    }

    @Test func aPastDayIsForeverAndTodayLastsUntilTheNextEasternMidnight() {
        #expect(lifetime(APODCachePolicies.day(APODDate("2024-02-07")!), at: "2024-02-08T15:00:00Z") == .forever)
        #expect(lifetime(APODCachePolicies.day(APODDate("2024-02-08")!), at: "2024-02-08T15:00:00Z") == .until(instant("2024-02-09T05:00:00Z")))
        // 03:00 UTC on the 9th is still the 8th in New York.
        #expect(lifetime(APODCachePolicies.day(APODDate("2024-02-08")!), at: "2024-02-09T03:00:00Z") == .until(instant("2024-02-09T05:00:00Z")))
    }

    @Test func theLatestLastsUntilMidnightWhenItIsTodaysElseHalfAnHour() {
        let today = pictureJSON(APODDate("2024-02-08")!)
        let yesterday = pictureJSON(APODDate("2024-02-07")!)
        #expect(lifetime(APODCachePolicies.latest, body: today, at: "2024-02-08T15:00:00Z") == .until(instant("2024-02-09T05:00:00Z")))
        #expect(lifetime(APODCachePolicies.latest, body: yesterday, at: "2024-02-08T15:00:00Z") == .until(instant("2024-02-08T15:30:00Z")))
        #expect(lifetime(APODCachePolicies.latest, body: "not json", at: "2024-02-08T15:00:00Z") == .until(instant("2024-02-08T15:30:00Z")))
    }

    @Test func easternMidnightFollowsDaylightSaving() {
        #expect(APODDate("2024-03-10")!.easternMidnight == instant("2024-03-10T05:00:00Z"))
        #expect(APODDate("2024-03-11")!.easternMidnight == instant("2024-03-11T04:00:00Z"))
        #expect(APODDate("2024-11-03")!.easternMidnight == instant("2024-11-03T04:00:00Z"))
        #expect(APODDate("2024-11-04")!.easternMidnight == instant("2024-11-04T05:00:00Z"))
    }

    @Test func missingDaysAreGroupedIntoRunsAndChunks() {
        let d = { (offset: Int) in APODDate("2024-01-01")!.adding(days: offset) }
        let chunks = APODFetcher.chunks(of: [d(0), d(1), d(2), d(5), d(7), d(8)] + (10..<260).map(d), maxDays: 100)
        let pairs = chunks.map { "\($0.0)/\($0.1)" }
        #expect(pairs == ["2024-01-01/2024-01-03", "2024-01-06/2024-01-06", "2024-01-08/2024-01-09",
                          "2024-01-11/2024-04-19", "2024-04-20/2024-07-28", "2024-07-29/2024-09-16"])
        #expect(APODFetcher.chunks(of: [], maxDays: 100).isEmpty)
    }

    func cachedFetcher(_ stub: StubTransport, root: URL, mode: CacheMode = .normal) -> APODFetcher {
        var fetcher = makeFetcher(stub)
        fetcher.client.cache = ResponseCache(root: root)
        fetcher.client.cacheMode = mode
        return fetcher
    }

    func rangeBody(_ start: APODDate, _ end: APODDate) -> String {
        "[" + (0...start.days(to: end)).map { pictureJSON(start.adding(days: $0)) }.joined(separator: ",") + "]"
    }

    @Test func aRangeAsksOnlyForTheDaysNotCached() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        await stub.enqueue(json: rangeBody(jan(1), jan(10)))
        let first = try await cachedFetcher(stub, root: root).range(from: jan(1), through: jan(10))
        #expect(first.pictures.count == 10)
        await stub.enqueue(json: pictureJSON(jan(15)))
        _ = try await cachedFetcher(stub, root: root).day(jan(15))
        await stub.enqueue(json: rangeBody(jan(11), jan(14)))
        await stub.enqueue(json: rangeBody(jan(16), jan(20)))
        let second = try await cachedFetcher(stub, root: root).range(from: jan(5), through: jan(20))
        #expect(second.pictures.map(\.date) == (5...20).map(jan))
        let asked = await stub.requests.dropFirst(2).map { "\($0.query("start_date") ?? "-")/\($0.query("end_date") ?? "-")" }
        #expect(Set(asked) == ["2024-01-11/2024-01-14", "2024-01-16/2024-01-20"])
        let third = try await cachedFetcher(stub, root: root, mode: .offline).range(from: jan(1), through: jan(25))
        #expect(third.pictures.count == 20)
        #expect(third.uncachedDays == (21...25).map(jan))
        #expect(await stub.requests.count == 4, "nothing more was asked")
    }

    @Test func randomPicksAndTheLatestFillTheirDays() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        await stub.enqueue(json: "[" + pictureJSON(APODDate("2001-05-05")!) + "," + pictureJSON(APODDate("2010-10-10")!) + "]")
        _ = try await cachedFetcher(stub, root: root).random(count: 2, matching: nil)
        await stub.enqueue(json: pictureJSON(APODDate("2024-02-08")!))
        _ = try await cachedFetcher(stub, root: root).latest()
        let offline = cachedFetcher(stub, root: root, mode: .offline)
        #expect(try await offline.day(APODDate("2001-05-05")!).date == APODDate("2001-05-05")!)
        #expect(try await offline.day(APODDate("2024-02-08")!).date == APODDate("2024-02-08")!)
        let error = await #expect(throws: SpaceError.self) { try await offline.day(APODDate("2001-05-06")!) }
        #expect(error?.message == "Nothing is cached for the picture of 2001-05-06, and --offline keeps space off the network.")
        let random = await #expect(throws: SpaceError.self) { try await offline.random(count: 1, matching: nil) }
        #expect(random?.message == "This needs NASA APOD, and --offline keeps space off the network.")
        #expect(await stub.requests.count == 2)
    }

    @Test func aDayWithoutAPictureIsRememberedForAMonthOrHalfAnHourToday() {
        #expect(lifetime(APODCachePolicies.day(APODDate("2024-02-07")!), body: "", at: "2024-02-08T15:00:00Z") == .until(instant("2024-03-09T15:00:00Z")))
        #expect(lifetime(APODCachePolicies.day(APODDate("2024-02-08")!), body: "", at: "2024-02-08T15:00:00Z") == .until(instant("2024-02-08T15:30:00Z")))
    }

    @Test func daysARangeLeavesOutAreNotAskedForAgain() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        await stub.enqueue(json: "[" + [1, 2, 4, 5].map { pictureJSON(jan($0)) }.joined(separator: ",") + "]")
        #expect(try await cachedFetcher(stub, root: root).range(from: jan(1), through: jan(5)).pictures.map(\.date) == [1, 2, 4, 5].map(jan))
        let again = try await cachedFetcher(stub, root: root).range(from: jan(1), through: jan(5))
        #expect(again.pictures.count == 4)
        let offline = try await cachedFetcher(stub, root: root, mode: .offline).range(from: jan(1), through: jan(6))
        #expect(offline.uncachedDays == [jan(6)], "the 3rd is known to have no picture")
        let error = await #expect(throws: SpaceError.self) { try await cachedFetcher(stub, root: root).day(jan(3)) }
        #expect(error?.message == "There is no picture for 2024-01-03.")
        #expect(error?.kind == .notFound)
        #expect(await stub.requests.count == 1, "nothing more was asked")
        // --refresh asks again.
        await stub.enqueue(json: pictureJSON(jan(3)))
        #expect(try await cachedFetcher(stub, root: root, mode: .refresh).day(jan(3)).date == jan(3))
        #expect(try await cachedFetcher(stub, root: root).day(jan(3)).date == jan(3), "the picture replaced the absence")
        #expect(await stub.requests.count == 2)
    }

    @Test func aSingleDay404IsRemembered() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        await stub.enqueue(status: 404, json: #"{"code":404,"msg":"No data available for date: 1995-06-17","service_version":"v1"}"#)
        for _ in 0..<2 {
            let error = await #expect(throws: SpaceError.self) { try await cachedFetcher(stub, root: root).day(APODDate("1995-06-17")!) }
            #expect(error?.message == "There is no picture for 1995-06-17.")
        }
        #expect(await stub.requests.count == 1)
    }

    @Test func eachDayIsStoredAsTheBytesTheServiceSent() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let first = #"{"date":"2024-01-01","explanation":"caf\u00e9 [x] {y}","media_type":"image","service_version":"v1","title":"t \"q\"","url":"https://x.test/a.jpg","unknown":{"date":"no"}}"#
        let second = #"{ "title" : "u", "date" : "2024-01-02", "explanation":"e","media_type":"video","service_version":"v1","url":"https://x.test/v"}"#
        await stub.enqueue(json: "[\n" + first + " ,\n " + second + "\n]\n")
        _ = try await cachedFetcher(stub, root: root).range(from: APODDate("2024-01-01")!, through: APODDate("2024-01-02")!)
        let cache = ResponseCache(root: root)
        #expect(cache.entry(for: "day 2024-01-01", namespace: "apod", pack: "days-2024-01")?.body == Data(first.utf8))
        #expect(cache.entry(for: "day 2024-01-02", namespace: "apod", pack: "days-2024-01")?.body == Data(second.utf8))
        let offline = cachedFetcher(stub, root: root, mode: .offline)
        #expect(try await offline.day(APODDate("2024-01-01")!).explanation == "café [x] {y}")
    }

    @Test func aMalformedChunkFailsTheRangeAndTheGoodChunksAreStillStored() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let jan = { (day: Int) in APODDate("2024-01-01")!.adding(days: day - 1) }
        await stub.enqueue(json: rangeBody(jan(1), jan(2)))
        await stub.enqueue(json: "[{\"date\":")
        await stub.enqueue(json: rangeBody(jan(5), jan(6)))
        var fetcher = cachedFetcher(stub, root: root)
        fetcher.chunkDays = 2
        fetcher.maxInFlight = 1
        let error = await #expect(throws: SpaceError.self) { try await fetcher.range(from: jan(1), through: jan(6)) }
        #expect(error?.kind == .badResponse)
        let offline = try await cachedFetcher(stub, root: root, mode: .offline).range(from: jan(1), through: jan(6))
        #expect(offline.pictures.map(\.date) == [1, 2, 5, 6].map(jan))
        #expect(offline.uncachedDays == [3, 4].map(jan), "a malformed answer says nothing about its days")
    }
}
