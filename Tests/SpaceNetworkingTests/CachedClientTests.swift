import Foundation
import SpaceNetworkingTesting
import Synchronization
import Testing
@testable import SpaceNetworking

/// A settable clock for the cache tests.
final class TestClock: Sendable {
    private let instant = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
    var now: Date { instant.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Collects cache events.
final class EventLog: Sendable {
    private let events = Mutex<[CacheEvent]>([])
    func add(_ event: CacheEvent) { events.withLock { $0.append(event) } }
    var all: [CacheEvent] { events.withLock { $0 } }
    /// The events a person hears about (not the byte counts of writes).
    var notices: [CacheEvent] { all.filter { if case .wrote = $0 { return false } else { return true } } }
}

@Suite struct CachedClientTests {
    let clock = TestClock()
    let events = EventLog()
    let endpoint = echoEndpoint.cached(.fresh(for: 3600, namespace: "test", label: "the echo"))

    func client(_ stub: StubTransport, cache: ResponseCache, mode: CacheMode = .normal) -> APIClient {
        var client = makeClient(stub, secrets: ["SECRET_42"])
        let clock = self.clock, events = self.events
        client.now = { clock.now }
        client.cache = cache
        client.cacheMode = mode
        client.cacheObserver = { events.add($0) }
        return client
    }

    @Test func aFreshEntryAnswersWithoutARequestAndAnExpiredOneAsksAgain() async throws {
        let stub = StubTransport()
        let cache = ResponseCache(root: try temporaryFolder())
        await stub.enqueue(json: #"{"ok":true}"#)
        let first = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        #expect(first.cachedAt == nil)
        clock.advance(3599)
        let second = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        #expect(second.value.ok && second.cachedAt != nil)
        #expect(await stub.requests.count == 1)
        clock.advance(2)
        await stub.enqueue(json: #"{"ok":false}"#)
        let third = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        #expect(third.value.ok == false)
        #expect(await stub.requests.count == 2)
    }

    @Test func theKeyHasNoSecrets() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let cache = ResponseCache(root: root)
        let secret = Endpoint<Echo>(
            baseURL: URL(string: "https://example.test/api")!,
            query: [URLQueryItem(name: "api_key", value: "SECRET_42")]
        )
        .cached(.forever(namespace: "test", label: "x"))
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await client(stub, cache: cache).send(secret, service: TestEnvelopes.service)
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        for file in files where file.hasSuffix(".entry") {
            let text = String(decoding: try Data(contentsOf: root.appendingPathComponent(file)), as: UTF8.self)
            #expect(text.contains("api_key=REDACTED"))
            #expect(!text.contains("SECRET_42"))
        }
        #expect(files.contains { $0.hasSuffix(".entry") })
    }

    @Test func refreshAsksAndStillWrites() async throws {
        let stub = StubTransport()
        let cache = ResponseCache(root: try temporaryFolder())
        await stub.enqueue(json: #"{"ok":true}"#)
        await stub.enqueue(json: #"{"ok":false}"#)
        _ = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        let refreshed = try await client(stub, cache: cache, mode: .refresh).send(
            endpoint, service: TestEnvelopes.service)
        #expect(refreshed.value.ok == false)
        let cached = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        #expect(cached.value.ok == false, "the refreshed answer was stored")
        #expect(await stub.requests.count == 2)
    }

    @Test func offlineServesAnyAgeAndNamesWhatIsMissing() async throws {
        let stub = StubTransport()
        let cache = ResponseCache(root: try temporaryFolder())
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        clock.advance(10 * 86_400)
        let old = try await client(stub, cache: cache, mode: .offline).send(endpoint, service: TestEnvelopes.service)
        #expect(old.value.ok)
        let other = Endpoint<Echo>(baseURL: URL(string: "https://example.test/api")!, pathSegments: ["other"])
            .cached(.fresh(for: 60, namespace: "test", label: "the other echo"))
        let error = await #expect(throws: SpaceError.self) {
            try await client(stub, cache: cache, mode: .offline).send(other, service: TestEnvelopes.service)
        }
        #expect(error?.kind == .unavailable)
        #expect(error?.message == "Nothing is cached for the other echo, and --offline keeps space off the network.")
        #expect(error?.transportFailure == .offline)
        #expect(await stub.requests.count == 1, "offline never touches the network")
    }

    @Test(arguments: [
        (StubTransport.Outcome.failure(.unreachable("refused")), StaleReason.noAnswer),
        (.failure(.timedOut), .noAnswer),
        (.response(HTTPResponse(status: 500, body: Data("boom".utf8))), .serverError),
        (.response(HTTPResponse(status: 429, headers: ["Retry-After": "2870"], body: Data())), .rateLimited),
    ])
    func aStaleEntryCoversAFailure(outcome: StubTransport.Outcome, reason: StaleReason) async throws {
        let stub = StubTransport()
        let cache = ResponseCache(root: try temporaryFolder())
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        clock.advance(7200)
        for _ in 0..<3 { await stub.enqueue(outcome) }
        let stale = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        #expect(stale.value.ok)
        #expect(stale.cachedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(
            events.notices == [
                .servedStale(
                    fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), reason: reason, service: "Test service")
            ])
    }

    @Test func aNotFoundIsNotCoveredAndNothingCachedMeansTheError() async throws {
        let stub = StubTransport()
        let cache = ResponseCache(root: try temporaryFolder())
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        clock.advance(7200)
        await stub.enqueue(status: 404, json: #"{"detail":"Not found."}"#)
        await #expect(throws: SpaceError.self) {
            try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        }
        let empty = ResponseCache(root: try temporaryFolder())
        await stub.enqueue(.failure(.unreachable("refused")))
        let error = await #expect(throws: SpaceError.self) {
            try await client(stub, cache: empty).send(endpoint, service: TestEnvelopes.service)
        }
        #expect(error?.isUnreachable == true)
        #expect(events.notices.isEmpty)
    }

    @Test func anEntryThatNoLongerDecodesIsDroppedAndFetchedAgain() async throws {
        let stub = StubTransport()
        let cache = ResponseCache(root: try temporaryFolder())
        try cache.store(
            CacheEntry(
                key: "https://example.test/api/echo", status: 200, fetchedAt: clock.now, expiresAt: nil,
                headers: [:], body: Data(#"{"unexpected":1}"#.utf8)), namespace: "test")
        await stub.enqueue(json: #"{"ok":true}"#)
        let response = try await client(stub, cache: cache).send(endpoint, service: TestEnvelopes.service)
        #expect(response.value.ok && response.cachedAt == nil)
        #expect(await stub.requests.count == 1)
    }

    @Test func aPolicyOfNoneIsNeverStoredAndAReadOnlyCacheIsReportedOnce() async throws {
        let stub = StubTransport()
        let root = try temporaryFolder()
        let never = echoEndpoint.cached(CachePolicy(namespace: "test", label: "x") { _, _ in .none })
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await client(stub, cache: ResponseCache(root: root)).send(never, service: TestEnvelopes.service)
        #expect(ResponseCache(root: root).usage().allSatisfy { $0.entries == 0 })
        let blocked = root.appendingPathComponent("file-not-folder")
        try Data().write(to: blocked)
        await stub.enqueue(json: #"{"ok":true}"#)
        let response = try await client(stub, cache: ResponseCache(root: blocked)).send(
            endpoint, service: TestEnvelopes.service)
        #expect(response.value.ok, "the command goes on without the cache")
        guard case .writeFailed(let message)? = events.notices.first else {
            Issue.record("no write failure reported"); return
        }
        #expect(message.hasPrefix("Could not create the folder"))
    }
}
