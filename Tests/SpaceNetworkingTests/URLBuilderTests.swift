import Foundation
import Testing
@testable import SpaceNetworking

@Suite struct URLBuilderTests {
    @Test func queryValuesAreStrictlyPercentEncoded() {
        // given a query with every troublesome character
        let endpoint = Endpoint<Echo>(
            baseURL: URL(string: "https://images-api.nasa.gov")!, pathSegments: ["search"],
            query: [URLQueryItem(name: "q", value: "a b&c+d#e/f?é🚀")])
        // when the URL is built
        let text = endpoint.url.absoluteString
        // then nothing of the value can be mistaken for syntax
        #expect(text == "https://images-api.nasa.gov/search?q=a%20b%26c%2Bd%23e%2Ff%3F%C3%A9%F0%9F%9A%80")
    }

    @Test func pathSegmentsAreEncodedOneByOne() {
        let endpoint = Endpoint<Echo>(
            baseURL: URL(string: "https://images-api.nasa.gov/")!, pathSegments: ["asset", "Apollo 11/launch #1"])
        #expect(endpoint.url.absoluteString == "https://images-api.nasa.gov/asset/Apollo%2011%2Flaunch%20%231")
    }

    @Test func trailingSlashIsKeptForDjangoServices() {
        let endpoint = Endpoint<Echo>(
            baseURL: URL(string: "https://ll.thespacedevs.com/2.3.0/astronauts/")!, pathSegments: ["12"],
            trailingSlash: true)
        #expect(endpoint.url.absoluteString == "https://ll.thespacedevs.com/2.3.0/astronauts/12/")
    }

    @Test func baseQueryIsReplacedNotDuplicated() {
        let endpoint = Endpoint<Echo>(
            baseURL: URL(string: "https://x.test/apod?stale=1")!,
            query: [URLQueryItem(name: "date", value: "2021-03-10")])
        #expect(endpoint.url.absoluteString == "https://x.test/apod?date=2021-03-10")
    }
}

@Suite struct LinkUpgradeTests {
    @Test(arguments: [
        ("http://images-assets.nasa.gov/image/a/a~orig.jpg", "https://images-assets.nasa.gov/image/a/a~orig.jpg"),
        ("http://127.0.0.1:8080/x", "http://127.0.0.1:8080/x"),
        ("http://localhost/x", "http://localhost/x"),
        ("http://[::1]:9/x", "http://[::1]:9/x"),
        ("https://apod.nasa.gov/a.jpg", "https://apod.nasa.gov/a.jpg"),
        ("HTTP://apod.nasa.gov/a.jpg", "https://apod.nasa.gov/a.jpg"),
    ])
    func upgradesExceptLoopback(input: String, expected: String) {
        #expect(LinkUpgrade.upgrade(input) == expected)
        #expect(LinkUpgrade.upgrade(URL(string: input)!).absoluteString.lowercased() == expected.lowercased())
    }
}

@Suite struct RedactorTests {
    @Test func apiKeyQueryValuesAreRedacted() {
        let redactor = Redactor(secrets: ["s3cr3tKEYvalue"])
        let url = URL(string: "https://api.nasa.gov/planetary/apod?api_key=s3cr3tKEYvalue&date=2021-03-10")!
        let text = redactor.redact(url: url)
        #expect(!text.contains("s3cr3tKEYvalue"))
        #expect(text.contains("api_key=REDACTED"))
        #expect(text.contains("date=2021-03-10"))
    }

    @Test func secretsInFreeTextAreRedactedEvenPercentEncoded() {
        let redactor = Redactor(secrets: ["tok en/1"])
        #expect(
            redactor.redact("Authorization: Token tok en/1 and tok%20en%2F1")
                == "Authorization: Token REDACTED and REDACTED")
    }

    @Test func masksLookLikeStatusOutput() {
        #expect(Redactor.mask("DEMO_KEY") == "DEMO_KEY")
        #expect(Redactor.mask("abcd1234efgh5678wxyz") == "abcd…wxyz")
        #expect(Redactor.mask("short") == "••••")
    }
}

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct TransportErrorMappingTests {
    @Test func curlTransferErrorsAreConnectionLosses() {
        #expect(
            URLSessionTransport.map(code: .unknown, description: "transfer closed with 74 bytes remaining to read")
                == .connectionLost)
        #expect(
            URLSessionTransport.map(code: .unknown, description: "Recv failure: Connection reset by peer")
                == .connectionLost)
        #expect(URLSessionTransport.map(code: .timedOut, description: "The request timed out.") == .timedOut)
        #expect(URLSessionTransport.map(code: .cannotConnectToHost, description: "Could not connect").isUnreachable)
        #expect(URLSessionTransport.map(code: .unknown, description: "odd") == .failed("odd (URLError -1)"))
        guard
            case .failed(let words) = URLSessionTransport.map(
                code: .badURL, description: "The operation could not be completed. (NSURLErrorDomain error -1000.)")
        else {
            Issue.record("a bad address is a failure in words")
            return
        }
        #expect(words.hasPrefix("URLSession cannot use the address") && !words.contains("NSURLErrorDomain"))
        #expect(!TransportError.connectionLost.isUnreachable)
    }
}

/// Credentials written into links are never shown, wherever a message quotes them.
@Suite struct RedactorUserInfoTests {
    @Test(arguments: [
        (
            "Unsupported proxy syntax in 'http://user:s3cret@host:99999' (URLError -1)",
            "Unsupported proxy syntax in 'http://REDACTED@host:99999' (URLError -1)"
        ),
        ("proxy user:s3cret@host:3128 refused", "proxy REDACTED@host:3128 refused"),
        ("https://TOKEN@example.test/x", "https://REDACTED@example.test/x"),
        ("write to someone@example.test", "write to someone@example.test"),
        ("no credentials at all", "no credentials at all"),
    ])
    func userInfoIsRedacted(text: String, expected: String) {
        #expect(Redactor().redact(text) == expected)
    }
}

/// A password with an unencoded `@` is redacted whole: the user information runs to the last `@`
/// before the authority ends.
@Suite struct RedactorAtSignTests {
    @Test(arguments: [
        ("http://usr:S3CR@ETpw@127.0.0.1:1", "http://REDACTED@127.0.0.1:1"),
        ("'http://usr:S3CR@ETpw@127.0.0.1:1/path?q=a@b'", "'http://REDACTED@127.0.0.1:1/path?q=a@b'"),
        ("usr:p@ss@w0rd@proxy.example:3128", "REDACTED@proxy.example:3128"),
        ("see https://a@b@c@host/x and http://plain.host/y@z", "see https://REDACTED@host/x and http://plain.host/y@z"),
    ])
    func everythingBeforeTheLastAtIsRedacted(text: String, expected: String) {
        #expect(Redactor().redact(text) == expected)
        #expect(!Redactor().redact(text).contains("ETpw") && !Redactor().redact(text).contains("w0rd"))
    }

    @Test func aURLWithAnAtInItsPasswordIsRedactedWhole() throws {
        let url = try #require(URL(string: "http://usr:S3CR%40ETpw@127.0.0.1:1/"))
        #expect(!Redactor().redact(url: url).contains("ETpw"))
        let secrets = Redactor.proxyCredentials(in: ["http_proxy": "http://usr:S3CR@ETpw@127.0.0.1:1"])
        #expect(secrets.contains("S3CR@ETpw"))
    }
}

/// A --verbose line says a failure in words.
@Suite struct RequestRecordWordsTests {
    @Test func aFailureIsWordsNotAnEnum() {
        let record = RequestRecord(
            method: "GET", redactedURL: "http://127.0.0.1:9/apod", status: nil, milliseconds: 0, bytes: 0,
            failure: TransportError.unreachable("Failed to connect to 127.0.0.1 port 9: Couldn't connect to server")
                .words,
            rateLimit: nil, service: "NASA APOD")
        #expect(
            record.line
                == "GET http://127.0.0.1:9/apod failed (could not connect: Failed to connect to 127.0.0.1 port 9: Couldn't connect to server) 0 ms 0 bytes"
        )
        #expect(!record.line.contains("unreachable(") && !record.line.contains("\\'"))
    }
}
