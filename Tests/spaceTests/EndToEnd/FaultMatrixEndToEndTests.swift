import Foundation
import Testing

/// Every command family against every fault the services have shown: the documented exit code,
/// one sentence (and at most a hint) on stderr, nothing on stdout, no crash or hang.
@Suite struct FaultMatrixEndToEndTests {
    struct Family: Sendable, CustomStringConvertible {
        var arguments: [String]
        var pathPrefix: String
        var keyHint: String?
        /// `SPACE_TRANSPORT`: the matrix runs on both.
        var transport = "curl"
        var description: String { arguments.joined(separator: " ") + " (\(transport))" }
    }

    struct Fault: Sendable, CustomStringConvertible {
        var name: String
        /// The scripted answers, as the fake server's JSON.
        var responses: String
        var exitCode: Int32
        var extraArguments: [String] = []
        var stopServer = false
        var description: String { name }
    }

    static let families = [
        Family(arguments: ["apod", "2024-01-05"], pathPrefix: "/apod", keyHint: nil),
        Family(arguments: ["search", "nebula"], pathPrefix: "/images/search", keyHint: nil),
        Family(arguments: ["asset", "SYN-nebula-00001"], pathPrefix: "/images/", keyHint: nil),
        Family(arguments: ["astronauts"], pathPrefix: "/astronauts/", keyHint: "SPACE_LL2_TOKEN"),
        Family(arguments: ["astronaut", "3"], pathPrefix: "/astronauts/", keyHint: "SPACE_LL2_TOKEN"),
    ].flatMap { family in
        ["curl", "urlsession"].map { transport in
            var family = family
            family.transport = transport
            return family
        }
    }

    static let throttled =
        #"{"detail": "Request was throttled. Expected available in 2870 seconds.", "error": {"code": "OVER_RATE_LIMIT", "message": "You have exceeded your rate limit."}}"#

    static let faults = [
        Fault(
            name: "500",
            responses: #"[{"status": 500, "body": "Internal Server Error", "content_type": "text/plain"}]"#,
            exitCode: 69),
        Fault(
            name: "502",
            responses:
                #"[{"status": 502, "body": "<html><title>502 Bad Gateway</title></html>", "content_type": "text/html"}]"#,
            exitCode: 69),
        Fault(
            name: "503 then 200",
            responses: #"[{"status": 503, "body": "busy", "content_type": "text/plain"}, {"generate": true}]"#,
            exitCode: 0),
        Fault(
            name: "429 wait 1 s",
            responses:
                #"[{"status": 429, "headers": {"Retry-After": "1"}, "json": \#(throttled)}, {"generate": true}]"#,
            exitCode: 0),
        Fault(
            name: "429 wait 2870 s",
            responses: #"[{"status": 429, "headers": {"Retry-After": "2870"}, "json": \#(throttled)}]"#, exitCode: 75),
        Fault(
            name: "403 API_KEY_INVALID",
            responses:
                #"[{"status": 403, "json": {"error": {"code": "API_KEY_INVALID", "message": "An invalid api_key was supplied. Get one at https://api.nasa.gov:443"}}}]"#,
            exitCode: 77),
        Fault(
            name: "403 API_KEY_MISSING",
            responses:
                #"[{"status": 403, "json": {"error": {"code": "API_KEY_MISSING", "message": "No api_key was supplied. Get one at https://api.nasa.gov:443"}}}]"#,
            exitCode: 77),
        Fault(
            name: "403 WordPress refusal",
            responses:
                #"[{"status": 403, "json": {"code": "rest_forbidden", "message": "Sorry, you are not allowed to do that.", "data": {"status": 403}}}]"#,
            exitCode: 77),
        Fault(
            name: "HTML error page",
            responses:
                #"[{"status": 200, "body": "<!DOCTYPE html><html><body><h1>Oops</h1></body></html>", "content_type": "text/html"}]"#,
            exitCode: 65),
        Fault(
            name: "truncated JSON",
            responses:
                #"[{"fault": "truncate", "json": {"collection": {"items": [], "metadata": {"total_hits": 0}}, "count": 0, "results": [], "date": "2024-01-05", "title": "\#(String(repeating: "t", count: 300))"}}]"#,
            exitCode: 65),
        Fault(name: "JSON of the wrong shape", responses: #"[{"json": {"unexpected": [1, 2, 3]}}]"#, exitCode: 65),
        Fault(name: "empty 200", responses: #"[{"body": ""}]"#, exitCode: 65),
        Fault(name: "invalid UTF-8", responses: #"[{"body_hex": "fffe7b22c328a0a1e2ffff22"}]"#, exitCode: 65),
        Fault(
            name: "slower than --timeout", responses: #"[{"delay_ms": 3000, "generate": true}]"#, exitCode: 69,
            extraArguments: ["--timeout", "0.5"]),
        Fault(name: "connection refused", responses: "[]", exitCode: 69, stopServer: true),
        Fault(
            name: "closed halfway",
            responses: #"[{"fault": "close_midbody", "json": {"padding": "\#(String(repeating: "p", count: 2000))"}}]"#,
            exitCode: 69),
        Fault(name: "10 MB answer", responses: #"[{"body_repeat": "x", "times": 10000000}]"#, exitCode: 65),
    ]

    @Test(arguments: families, faults)
    func theFamilySurvivesTheFault(family: Family, fault: Fault) throws {
        var config: [String: Any] = [:]
        let responses = try #require(
            try JSONSerialization.jsonObject(with: Data(fault.responses.utf8)) as? [[String: Any]])
        if !responses.isEmpty {
            config["routes"] = [["path_prefix": family.pathPrefix, "responses": responses]]
        }
        let server = try FakeServer(config: config)
        let space = try SpaceRunner(server: server, extra: ["SPACE_TRANSPORT": family.transport])
        if fault.stopServer { server.stop() }
        let result = try space.run(family.arguments + fault.extraArguments, timeout: 30)
        #expect(result.status == fault.exitCode, "\(result.stderr)")
        for crash in ["Fatal error", "Backtrace", "Stack dump", "Segmentation", "swift_"] {
            #expect(!result.stderr.contains(crash))
        }
        guard fault.exitCode != 0 else {
            #expect(!result.stdout.isEmpty)
            return
        }
        #expect(result.stdout.isEmpty, "nothing but results on stdout")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(result.stderr)")
        #expect((1...2).contains(lines.count), "one sentence and at most a hint: \(result.stderr)")
        if fault.name.hasPrefix("429 wait 2870") {
            #expect(result.stderr.contains("about 48 minutes"), "\(result.stderr)")
            if let keyHint = family.keyHint { #expect(result.stderr.contains(keyHint), "\(result.stderr)") }
        }
        if family.arguments[0] == "apod" {
            #expect(
                !result.stderr.contains("NASA_API_KEY") && !result.stderr.contains("DEMO_KEY"),
                "APOD needs no key: \(result.stderr)")
        }
        if fault.name == "403 WordPress refusal", family.arguments[0] == "apod" {
            #expect(
                result.stderr
                    == "Error: NASA APOD refused the request: Sorry, you are not allowed to do that.\nTry again later.\n"
            )
        }
        if fault.name == "slower than --timeout" {
            #expect(result.stderr.contains("did not answer within 0.5 seconds"), "\(result.stderr)")
        }
    }
}
