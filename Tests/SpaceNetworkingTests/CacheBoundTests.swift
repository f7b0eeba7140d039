import Foundation
import Testing
@testable import SpaceNetworking

/// The end of a run keeps the cache under its bound through the size ledger.
@Suite struct CacheBoundTests {
    let fetched = Date(timeIntervalSince1970: 1_700_000_000)

    func entry(_ key: String, bytes: Int) -> CacheEntry {
        CacheEntry(
            key: key, status: 200, fetchedAt: fetched, expiresAt: nil, headers: [:],
            body: Data(repeating: 0x61, count: bytes))
    }

    func ledger(_ cache: ResponseCache) -> Int? {
        (try? Data(contentsOf: cache.root.appendingPathComponent(".size"))).flatMap {
            Int(String(decoding: $0, as: UTF8.self))
        }
    }

    @Test func aCacheOverItsBoundIsTrimmedAndTheLedgerHoldsWhatIsLeft() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = ResponseCache(root: root, maxBytes: 30_000)
        var written = 0
        for index in 0..<5 { written += try cache.store(entry("k\(index)", bytes: 10_000), namespace: "test") }
        cache.keepBounded(afterWriting: written)
        let left = try #require(ledger(cache))
        #expect(left <= 30_000, "trimmed under the bound: \(left)")
        #expect(left > 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".trimmed").path))
    }

    @Test func aRunThatStaysUnderTheBoundAddsToTheLedger() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = ResponseCache(root: root, maxBytes: 10_000_000)
        let first = try cache.store(entry("a", bytes: 1_000), namespace: "test")
        cache.keepBounded(afterWriting: first)
        let measured = try #require(ledger(cache))
        #expect(measured >= 1_000)
        // The trim just happened (its stamp is new): the next run adds its bytes without walking.
        cache.keepBounded(afterWriting: 500)
        #expect(ledger(cache) == measured + 500)
    }
}

/// Passwords in proxy variables are known secrets, with or without a scheme, encoded or not.
@Suite struct ProxyCredentialTests {
    @Test func userNamesAndPasswordsAreFoundAsWrittenAndDecoded() {
        let found = Redactor.proxyCredentials(in: [
            "https_proxy": "http://alice:s%40cret@proxy.test:3128",
            "HTTP_PROXY": "bob:hunter22@proxy.test:8080",
            "no_proxy": "localhost",
            "all_proxy": "http://proxy.test:99999",
        ])
        #expect(found.contains("alice") && found.contains("s%40cret") && found.contains("s@cret"))
        #expect(found.contains("bob") && found.contains("hunter22"))
        #expect(!found.contains("localhost"))
        #expect(Redactor.proxyCredentials(in: [:]).isEmpty)
    }
}
