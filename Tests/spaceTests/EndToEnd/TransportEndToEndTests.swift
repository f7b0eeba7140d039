import Foundation
import Testing

/// Hostile and broken servers against picture downloads and API calls: nothing hangs, nothing
/// grows without bound, nothing is followed to plain http, and no token goes to another host.
/// The runner's limits guard against hangs; no test asserts a time.
/// Every case runs on both transports (`SPACE_TRANSPORT`): libcurl, the default on Linux and macOS, and
/// URLSession.
@Suite struct TransportEndToEndTests {
    static let transports = ["curl", "urlsession"]

    func runner(_ server: FakeServer, _ transport: String, extra: [String: String] = [:]) throws -> SpaceRunner {
        try SpaceRunner(server: server, extra: extra.merging(["SPACE_TRANSPORT": transport]) { _, new in new })
    }

    func pictureServer(_ responses: [[String: Any]]) throws -> FakeServer {
        try FakeServer(config: [
            "local_pictures": true, "routes": [["path_prefix": "/pictures/", "responses": responses]],
        ])
    }

    @Test(arguments: transports) func aPictureServerThatNeverAnswersIsGivenUpAfterTheTimeout(_ transport: String) throws
    {
        let server = try pictureServer([["delay_ms": 120_000, "body": "never"]])
        let folder = try TestDirectory.make()
        let result = try runner(server, transport).run(
            ["apod", "2024-01-06", "--download=\(folder.path)", "--timeout", "1"], timeout: 30)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("no answer within 1 s"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: transports) func aPictureThatTricklesInIsGivenUpUnderTheSpeedFloor(_ transport: String) throws {
        let server = try pictureServer([
            ["fault": "drip", "drip_interval_ms": 500, "length": 100_000, "content_type": "image/jpeg"]
        ])
        let folder = try TestDirectory.make()
        let result = try runner(server, transport).run(
            ["apod", "2024-01-06", "--download=\(folder.path)", "--timeout", "2"], timeout: 30)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("slower than 1 KB/s for 2 s"), "\(result.stderr)")
    }

    @Test(arguments: transports) func aPictureIsRetriedAfterA502LikeAnAPICall(_ transport: String) throws {
        let server = try pictureServer([
            ["status": 502, "body": "<html>Bad Gateway</html>", "content_type": "text/html"], ["generate": true],
        ])
        let folder = try TestDirectory.make()
        let result = try runner(server, transport).run(["apod", "2024-01-06", "--download=\(folder.path)"])
        #expect(result.status == 0, "\(result.stderr)")
        let asked = try server.log().requests.filter { $0.path.hasPrefix("/pictures/") }
        #expect(
            asked.count == 2 && asked.allSatisfy { $0.query["w"] == "4000" }, "the same full-size link, asked again")
    }

    @Test(arguments: transports) func aPictureLargerThanTheCapStopsAsItArrives(_ transport: String) throws {
        let server = try pictureServer([["fault": "stream", "length": 300_000_000, "content_type": "image/jpeg"]])
        let folder = try TestDirectory.make()
        let result = try runner(server, transport).run(
            ["apod", "2024-01-06", "--download=\(folder.path)"], timeout: 60)
        #expect(result.status == 65, "\(result.stderr)")
        // Both links stream too much; the second may instead see its connection dropped under load.
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains("larger than 200 MB"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(arguments: transports) func aGzipBombIsCappedAndTheDeadlineHolds(_ transport: String) throws {
        let server = try FakeServer(config: [
            "routes": [["path": "/apod/240105", "responses": [["gzip_zeros": 150_000_000]]]]
        ])
        let result = try runner(server, transport).run(["apod", "2024-01-05", "--timeout", "20"], timeout: 60)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "Error: NASA APOD sent more than 64 MB, far more than any real answer; space stopped reading it.\n"),
            "\(result.stderr)")
    }

    @Test(arguments: transports) func aRedirectToPlainHTTPIsNotFollowed(_ transport: String) throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240105",
                    "responses": [
                        ["status": 302, "headers": ["Location": "http://apod.evil.example/apod/240105"], "body": ""]
                    ],
                ]
            ]
        ])
        let result = try runner(server, transport).run(["apod", "2024-01-05"])
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                "Error: NASA APOD answered with a redirect to plain http, which space does not follow.\n"),
            "\(result.stderr)")
    }

    @Test(arguments: transports) func aRedirectToAnotherSchemeIsRefusedBeforeAnythingIsAsked(_ transport: String) throws
    {
        for location in [
            "file:///etc/passwd", "data:text/plain,hello", "javascript:alert(1)", "FILE:/secret.txt",
            "ftp://127.0.0.1/x",
        ] {
            let server = try FakeServer(config: [
                "routes": [
                    [
                        "path": "/apod/240105",
                        "responses": [
                            ["status": 302, "headers": ["Location": location], "body": ""]
                        ],
                    ]
                ]
            ])
            let result = try runner(server, transport).run(["apod", "2024-01-05"])
            #expect(result.status == 65, "\(location) on \(transport): \(result.stderr)")
            #expect(result.stderr.contains("redirect to"), "\(location) on \(transport): \(result.stderr)")
            #expect(
                try server.log().requests.map(\.path) == ["/apod/240105"],
                "nothing else asked of the server after \(location)")
        }
    }

    @Test(arguments: transports) func aTokenIsNotSentToAnotherHostAndEveryHopIsShown(_ transport: String) throws {
        let server = try FakeServer()
        // The same server under another name: a different host as far as credentials go.
        let elsewhere = "http://localhost:\(server.port)/astronauts/3/"
        server.stop()
        let redirecting = try FakeServer(
            config: [
                "routes": [
                    [
                        "path": "/astronauts/3/",
                        "responses": [
                            ["status": 302, "headers": ["Location": elsewhere], "body": ""], ["generate": true],
                        ],
                    ]
                ]
            ], port: server.port)
        let space = try runner(redirecting, transport, extra: ["SPACE_LL2_TOKEN": "TOKEN_abcdef1234567890"])
        let result = try space.run(["astronaut", "3", "-v", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let requests = try redirecting.log().requests.filter { $0.path == "/astronauts/3/" }
        #expect(requests.count == 2)
        #expect(requests.first?.headers["authorization"] == "Token TOKEN_abcdef1234567890")
        #expect(requests.last?.headers["authorization"] == nil, "the token stays with its host")
        #expect(result.stderr.contains(" -> \(elsewhere) 200 "), "-v shows the hop: \(result.stderr)")
        #expect(!result.stderr.contains("TOKEN_abcdef1234567890"))
    }

    @Test(arguments: transports) func aHugeHeaderIsRefusedNotHeld(_ transport: String) throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240105",
                    "responses": [
                        ["headers": ["X-Padding": String(repeating: "a", count: 2_000_000)], "body": "{}"]
                    ],
                ]
            ]
        ])
        let result = try runner(server, transport).run(["apod", "2024-01-05", "--timeout", "10"], timeout: 60)
        #expect(result.status != 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("Error: ") && result.stderr.split(separator: "\n").count <= 3, "\(result.stderr)")
    }

    @Test(arguments: transports) func aConnectionCutMidAnswerIsRetriedThenExplained(_ transport: String) throws {
        let server = try FakeServer(config: [
            "routes": [
                [
                    "path": "/apod/240105",
                    "responses": [["fault": "close_midbody", "body": String(repeating: "x", count: 5000)]],
                ]
            ]
        ])
        let result = try runner(server, transport).run(["apod", "2024-01-05", "--timeout", "5"], timeout: 60)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(try server.log().requests.filter { $0.path == "/apod/240105" }.count > 1, "retried")
    }

    @Test(arguments: transports) func aProxyIsUsedForHTTPS(_ transport: String) throws {
        // The fake server as the https proxy: it records the tunnel asked for and refuses it.
        let proxy = try FakeServer()
        var space = try SpaceRunner(extra: ["SPACE_TRANSPORT": transport])
        space.environment["https_proxy"] = "http://user:s3cret@127.0.0.1:\(proxy.port)"
        space.environment["no_proxy"] = ""
        let result = try space.run(["search", "nebula", "--timeout", "5"])
        #expect(result.status != 0)
        #expect(try proxy.log().requests.map(\.path).contains("images-api.nasa.gov:443"))
        #expect(!result.stderr.contains("s3cret"), "\(result.stderr)")
    }

    @Test(arguments: transports) func connectionsAreKeptAliveBetweenRequests(_ transport: String) throws {
        // 8 windows of 25 days, 4 in flight: on kept-alive connections, fewer connections than requests.
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let result = try runner(server, transport).run([
            "apod", "--start", "2023-07-01", "--end", "2024-01-15", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let requests = try server.log().requests.filter { $0.path == "/apod" }
        let connections = Set(requests.compactMap(\.peer))
        #expect(requests.count >= 8)
        #expect(connections.count < requests.count, "\(connections.count) connections for \(requests.count) requests")
    }
}
