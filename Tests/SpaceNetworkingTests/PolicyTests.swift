import Foundation
import SpaceSupport
import Testing
@testable import SpaceNetworking

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy()

    @Test(arguments: [502, 503, 504])
    func gatewayErrorsAreRetriedTwice(status: Int) {
        #expect(policy.delay(after: .status(status, retryAfter: nil), retry: 0, jitter: 0.5) != nil)
        #expect(policy.delay(after: .status(status, retryAfter: nil), retry: 1, jitter: 0.5) != nil)
        #expect(policy.delay(after: .status(status, retryAfter: nil), retry: 2, jitter: 0.5) == nil)
    }

    @Test(arguments: [200, 400, 401, 403, 404, 500])
    func otherStatusesAreFinal(status: Int) {
        #expect(policy.delay(after: .status(status, retryAfter: nil), retry: 0, jitter: 0.5) == nil)
    }

    @Test func jitterSpreadsTheBackoff() {
        let low = policy.delay(after: .status(503, retryAfter: nil), retry: 1, jitter: 0)!
        let high = policy.delay(after: .status(503, retryAfter: nil), retry: 1, jitter: 0.99)!
        #expect(low < high)
        #expect(low >= policy.baseDelay)
    }

    @Test func rateLimitRetriesOnlyWhenTheWaitIsShort() {
        #expect(policy.delay(after: .status(429, retryAfter: 5), retry: 0, jitter: 0) == 5)
        #expect(policy.delay(after: .status(429, retryAfter: 6), retry: 0, jitter: 0) == nil)
        #expect(policy.delay(after: .status(429, retryAfter: nil), retry: 0, jitter: 0) == nil)
    }

    @Test func transportFailures() {
        #expect(policy.delay(after: .transport(.connectionLost), retry: 0, jitter: 0) != nil)
        #expect(policy.delay(after: .transport(.unreachable("refused")), retry: 0, jitter: 0) == nil)
        #expect(policy.delay(after: .transport(.timedOut), retry: 0, jitter: 0) == nil)
    }
}

@Suite struct WaitDescriptionTests {
    @Test(arguments: [
        (3.0, "a few seconds"), (42, "about 42 seconds"), (60, "about 1 minute"), (2870, "about 48 minutes"),
        (1631, "about 27 minutes"), (3600, "about 1 hour"), (9000, "about 3 hours"),
    ])
    func wordsForWaits(seconds: Double, words: String) {
        #expect(WaitDescription.words(seconds: seconds) == words)
    }

    @Test func retryAfterAsSecondsOrHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(WaitDescription.retryAfterSeconds("120", now: now) == 120)
        #expect(WaitDescription.retryAfterSeconds("Tue, 14 Nov 2023 22:15:20 GMT", now: now) == 120)
        #expect(WaitDescription.retryAfterSeconds("soon", now: now) == nil)
        #expect(WaitDescription.retryAfterSeconds("-5", now: now) == nil)
    }
}

@Suite struct BodyExcerptTests {
    @Test func htmlIsReducedToItsTitle() throws {
        #expect(BodyExcerpt.make(try Fixture.data("proxy-404.html")) == "404 Not Found")
    }

    @Test func controlCharactersAreRemovedAndLengthBounded() {
        let body = Data(("\u{1B}]52;c;aGk=\u{07}" + String(repeating: "x ", count: 200)).utf8)
        let excerpt = BodyExcerpt.make(body, limit: 50)!
        #expect(!excerpt.contains("\u{1B}"))
        #expect(!excerpt.contains("\u{07}"))
        #expect(excerpt.count == 50)
        #expect(BodyExcerpt.make(Data()) == nil)
    }
}

@Suite struct BoundedConcurrencyTests {
    actor Gauge {
        var current = 0, peak = 0
        func enter() { current += 1; peak = max(peak, current) }
        func leave() { current -= 1 }
    }

    @Test func keepsInputOrderAndTheLimit() async throws {
        let gauge = Gauge()
        let results = try await mapConcurrently(Array(0..<20), maxInFlight: 4) { value in
            await gauge.enter()
            try await Task.sleep(nanoseconds: UInt64((20 - value) % 5) * 1_000_000)
            await gauge.leave()
            return value * 2
        }
        #expect(results == (0..<20).map { $0 * 2 })
        #expect(await gauge.peak <= 4)
        #expect(await gauge.peak > 1)
    }

    @Test func collectsFailuresInPlace() async {
        struct Boom: Error {}
        let results = await mapConcurrentlyCollectingResults([1, 2, 3]) { value in
            if value == 2 { throw Boom() }
            return value
        }
        #expect((try? results[0].get()) == 1)
        #expect((try? results[1].get()) == nil)
        #expect((try? results[2].get()) == 3)
    }
}
