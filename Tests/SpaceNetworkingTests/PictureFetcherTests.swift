import Foundation
import SpaceNetworkingTesting
import Testing
@testable import SpaceNetworking

@Suite struct PictureFetcherTests {
    private let links = [
        URL(string: "https://assets.example.org/a.jpg")!, URL(string: "https://assets.example.org/b.jpg")!,
    ]

    /// The error fetching `links` ends with, from a stub that answers as queued (retries never wait).
    private func failure(_ stub: StubTransport) async -> SpaceError? {
        var fetcher = PictureFetcher(
            transport: stub, timeout: 15, redactor: Redactor(secrets: []), cacheRoot: nil, cacheMode: .normal)
        fetcher.sleep = { _ in }
        do {
            _ = try await fetcher.fetch(links, what: "the picture of 2024-01-08")
            return nil
        } catch {
            return error as? SpaceError
        }
    }

    @Test func linksThatCannotBeReachedSaySoAndPointAtTheConnection() async throws {
        let stub = StubTransport()
        for _ in 0..<8 { await stub.enqueue(.failure(.unreachable("Could not connect to the server."))) }
        let error = try #require(await failure(stub))
        #expect(error.kind == .unavailable)
        #expect(
            error.message == "The picture of 2024-01-08 could not be fetched: space could not connect to its server.",
            "one reason, once, no count of links")
        #expect(error.hint == "Check your internet connection, and try again.")
    }

    @Test func aTimeoutAndARefusalAreToldApartWithoutTheConnectionHint() async throws {
        let stub = StubTransport()
        await stub.enqueue(.failure(.timedOut), pathSuffix: "a.jpg")
        for _ in 0..<8 { await stub.enqueue(.failure(.unreachable("refused")), pathSuffix: "b.jpg") }
        let error = try #require(await failure(stub))
        #expect(error.kind == .unavailable)
        #expect(
            error.message
                == "None of the 2 links of the picture of 2024-01-08 gave a picture (no answer within 15 s; could not connect)."
        )
        #expect(error.hint == nil)
    }
}
