import Foundation
import Testing
@testable import SpaceNetworking

@Suite struct PictureFetcherTests {
    private func fetcher(_ stub: StubTransport) -> PictureFetcher {
        var fetcher = PictureFetcher(transport: stub, timeout: 15, redactor: Redactor(secrets: []), cacheRoot: nil, cacheMode: .normal)
        fetcher.sleep = { _ in }
        return fetcher
    }

    private let links = [URL(string: "https://assets.example.org/a.jpg")!, URL(string: "https://assets.example.org/b.jpg")!]

    @Test func linksThatCannotBeReachedSaySoAndPointAtTheConnection() async throws {
        let stub = StubTransport()
        for _ in 0..<8 { await stub.enqueue(.failure(.unreachable("Could not connect to the server."))) }
        await #expect {
            try await fetcher(stub).fetch(links, what: "the picture of 2024-01-08")
        } throws: { error in
            guard let error = error as? SpaceError else { return false }
            return error.kind == .unavailable
                && error.message == "None of the 2 links of the picture of 2024-01-08 gave a picture (could not connect; could not connect)."
                && error.hint == "Check your internet connection, and try again."
        }
    }

    @Test func aTimeoutAndARefusalAreToldApartWithoutTheConnectionHint() async throws {
        let stub = StubTransport()
        await stub.enqueue(.failure(.timedOut), pathSuffix: "a.jpg")
        for _ in 0..<8 { await stub.enqueue(.failure(.unreachable("refused")), pathSuffix: "b.jpg") }
        await #expect {
            try await fetcher(stub).fetch(links, what: "the picture of 2024-01-08")
        } throws: { error in
            guard let error = error as? SpaceError else { return false }
            return error.kind == .unavailable
                && error.message == "None of the 2 links of the picture of 2024-01-08 gave a picture (no answer within 15 s; could not connect)."
                && error.hint == nil
        }
    }
}
