import Foundation
import SpaceNetworkingTesting
import Synchronization
import Testing
@testable import SpaceNetworking

@Suite struct APIClientTests {
    @Test func decodesSuccessAndReadsRateLimitHeaders() async throws {
        let stub = StubTransport()
        await stub.enqueue(json: #"{"ok":true}"#, headers: ["X-RateLimit-Limit": "40", "X-RateLimit-Remaining": "39"])
        let response = try await makeClient(stub).send(echoEndpoint, service: TestEnvelopes.service)
        #expect(response.value == Echo(ok: true))
        #expect(response.rateLimit == RateLimitStatus(limit: 40, remaining: 39))
        let sent = await stub.requests
        #expect(sent.count == 1)
        #expect(sent[0].headers["Accept"] == "application/json")
        #expect(sent[0].timeout == 5)
    }

    @Test func a503ThenA200IsAbsorbedByOneRetry() async throws {
        let stub = StubTransport()
        let sleeps = SleepRecorder()
        await stub.enqueue(status: 503, json: "Service Unavailable")
        await stub.enqueue(json: #"{"ok":true}"#)
        let response = try await makeClient(stub, sleeps: sleeps).send(echoEndpoint, service: TestEnvelopes.service)
        #expect(response.value.ok)
        #expect(await stub.requests.count == 2)
        #expect(await sleeps.delays.count == 1)
    }

    @Test func retriesStopAfterTwoAndTheLastStatusIsReported() async throws {
        let stub = StubTransport()
        let sleeps = SleepRecorder()
        for _ in 0..<3 { await stub.enqueue(status: 502, json: "<html><title>502 Bad Gateway</title></html>") }
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(stub, sleeps: sleeps).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.kind == .unavailable)
        #expect(error?.message == "Test service is unavailable right now (HTTP 502).")
        #expect(await stub.requests.count == 3)
        let delays = await sleeps.delays
        #expect(delays.count == 2)
        #expect(delays[1] > delays[0], "backoff grows")
    }

    @Test func connectionResetIsRetriedButRefusedIsNot() async throws {
        let stub = StubTransport()
        await stub.enqueue(.failure(.connectionLost))
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await makeClient(stub).send(echoEndpoint, service: TestEnvelopes.service)
        #expect(await stub.requests.count == 2)

        let refused = StubTransport()
        await refused.enqueue(.failure(.unreachable("Connection refused")))
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(refused).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.kind == .unavailable)
        #expect(error?.isUnreachable == true)
        #expect(await refused.requests.count == 1)
    }

    @Test func shortRetryAfterIsWaitedForAndLongOneFailsAtOnceInWords() async throws {
        let stub = StubTransport()
        let sleeps = SleepRecorder()
        await stub.enqueue(status: 429, json: "{}", headers: ["Retry-After": "1"])
        await stub.enqueue(json: #"{"ok":true}"#)
        _ = try await makeClient(stub, sleeps: sleeps).send(echoEndpoint, service: TestEnvelopes.service)
        #expect(await sleeps.delays.first.map { $0 >= 1 } == true)

        let limited = StubTransport()
        await limited.enqueue(
            .response(
                HTTPResponse(
                    status: 429, headers: ["Retry-After": "2870"],
                    body: try Fixture.data("apod-gateway-over-rate-limit.json"))))
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(limited).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.kind == .rateLimited)
        #expect(error?.message == "Test service's rate limit is reached; try again in about 48 minutes.")
        #expect(error?.hint == "Use a key.")
        #expect(await limited.requests.count == 1)
    }

    @Test func throttleMessageGivesTheWaitWhenNoHeader() async throws {
        let stub = StubTransport()
        await stub.enqueue(.response(HTTPResponse(status: 429, body: try Fixture.data("ll2-throttled.json"))))
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(stub).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.message == "Test service's rate limit is reached; try again in about 27 minutes.")
    }

    @Test(arguments: [
        (
            "apod-gateway-key-invalid.json", 403, SpaceError.Kind.unauthorized,
            "Test service refused the request: An invalid api_key was supplied. Get one at https://api.nasa.gov:443."
        ),
        (
            "apod-app-date-range.json", 400, .usage,
            "Test service said: Date must be between Jun 16, 1995 and Feb 08, 2024."
        ),
        ("apod-app-no-data.json", 404, .notFound, "Test service said: No data available for date: 1995-06-17."),
        ("images-asset-404.json", 404, .notFound, "Test service said: No AssetDB records for nasaid=nope."),
        (
            "images-search-400.json", 400, .usage,
            "Test service said: Expected 'q' text search parameter or other keywords."
        ),
        ("proxy-404.html", 404, .notFound, "Test service answered HTTP 404: 404 Not Found."),
    ])
    func errorBodiesOfAllThreeServicesBecomeOneSentence(
        file: String, status: Int, kind: SpaceError.Kind, message: String
    ) async throws {
        let stub = StubTransport()
        await stub.enqueue(.response(HTTPResponse(status: status, body: try Fixture.data(file))))
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(stub).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.kind == kind)
        #expect(error?.message == message)
        #expect(error?.detail?.contains("HTTP \(status)") == true)
    }

    @Test(arguments: ["", "{\"ok\":", "<!DOCTYPE html><html><body>Oops</body></html>", "[1,2]", "\u{FF}\u{FE}"])
    func unreadableSuccessBodiesAreBadResponsesWithDetailKept(body: String) async throws {
        let stub = StubTransport()
        await stub.enqueue(status: 200, json: body)
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(stub).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.kind == .badResponse)
        #expect(error?.detail != nil)
    }

    @Test func secretsNeverReachMessagesOrTheLog() async throws {
        let stub = StubTransport()
        let secret = "MARKER_SECRET_42abc"
        await stub.enqueue(status: 500, json: #"{"reason":"bad key MARKER_SECRET_42abc"}"#)
        let records = RecordBox()
        var client = makeClient(stub, secrets: [secret])
        client.retryPolicy = .none
        client.observer = { records.append($0) }
        let endpoint = Endpoint<Echo>(
            baseURL: URL(string: "https://api.test/apod")!, query: [URLQueryItem(name: "api_key", value: secret)])
        let error = await #expect(throws: SpaceError.self) {
            try await client.send(endpoint, service: TestEnvelopes.service)
        }
        #expect(error?.message.contains(secret) == false)
        #expect(error?.detail?.contains(secret) == false)
        #expect(records.all.count == 1)
        #expect(records.all[0].line.contains(secret) == false)
        #expect(records.all[0].line.contains("api_key=REDACTED"))
    }

    @Test func timeoutSaysHowLongItWaited() async throws {
        let stub = StubTransport()
        await stub.enqueue(.failure(.timedOut))
        let error = await #expect(throws: SpaceError.self) {
            try await makeClient(stub).send(echoEndpoint, service: TestEnvelopes.service)
        }
        #expect(error?.message == "Test service did not answer within 5 seconds.")
        #expect(await stub.requests.count == 1)
    }

    @Test func stubFailsLoudlyOnAnUnexpectedRequest() async throws {
        let stub = StubTransport()
        await #expect(throws: StubTransport.Unexpected.self) {
            _ = try await stub.send(HTTPRequest(url: URL(string: "https://x.test/")!))
        }
    }
}

final class RecordBox: Sendable {
    private let storage = Mutex<[RequestRecord]>([])
    func append(_ record: RequestRecord) { storage.withLock { $0.append(record) } }
    var all: [RequestRecord] { storage.withLock { $0 } }
}
