import Foundation
import SpaceCommandLine
import Testing

/// Which transport carries the requests: libcurl by default on Linux and macOS, URLSession when
/// asked (`SPACE_TRANSPORT`) or when libcurl cannot be loaded, and `space status` says which. The
/// default is what these tests are about, so they clear `SPACE_TRANSPORT` (the suite may be run on
/// URLSession as a whole, `SPACE_TEST_TRANSPORT=urlsession`).
@Suite struct TransportChoiceEndToEndTests {
    private func transport(_ space: SpaceRunner, env: [String: String] = [:]) throws -> (name: String?, stderr: String)
    {
        let result = try space.run(["status", "--json", "--verbose"], env: env)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (object?["transport"] as? String, result.stderr)
    }

    @Test func statusNamesTheTransportInUse() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #if os(Linux) || os(macOS)
            #expect(try transport(space, env: ["SPACE_TRANSPORT": ""]).name?.hasPrefix("libcurl/") == true)
        #endif
        #expect(try transport(space, env: ["SPACE_TRANSPORT": "urlsession"]).name == "URLSession (Foundation)")
        let human = try space.run(["status"], env: ["SPACE_TRANSPORT": "urlsession"])
        #expect(human.stdout.contains("Network\n  Transport:  URLSession (Foundation)\n"), "\(human.stdout)")
    }

    /// A header block past 256 KB (thousands of lines) is refused by both transports, in the same
    /// words, instead of being read; a large ordinary one (30 KB) still passes.
    @Test func aHugeHeaderBlockIsRefusedByBothTransports() throws {
        // 7,500 lines (about 280 KB): past our cap, under the 300 KB of the libcurl inside Foundation;
        // 9,000 (about 330 KB) past both.
        var many: [String: String] = [:]
        for index in 0..<7500 { many["X-Padding-\(index)"] = String(repeating: "p", count: 20) }
        var more = many
        for index in 7500..<9000 { more["X-Padding-\(index)"] = String(repeating: "p", count: 20) }
        var large: [String: String] = [:]
        for index in 0..<600 { large["X-Large-\(index)"] = String(repeating: "l", count: 30) }
        let server = try FakeServer(config: [
            "routes": [
                ["path": "/apod/240105", "responses": [["headers": many, "json": FakeServer.apodPost("2024-01-05")]]],
                [
                    "path": "/apod/240106",
                    "responses": [["headers": large, "json": FakeServer.apodPost("2024-01-06")]],
                ],
                ["path": "/apod/240107", "responses": [["headers": more, "json": FakeServer.apodPost("2024-01-07")]]],
            ]
        ])
        let space = try SpaceRunner(server: server)
        for transport in ["curl", "urlsession"] {
            for day in ["2024-01-05", "2024-01-07"] {
                let refused = try space.run(["apod", day, "--json", "-v"], env: ["SPACE_TRANSPORT": transport])
                #expect(refused.status != 0, "\(transport)")
                #expect(
                    refused.stderr.contains("failed (the answer's headers passed 256 KB; reading stopped)"),
                    "\(transport) \(day): \(refused.stderr.suffix(600))")
            }
            let passed = try space.run(
                ["apod", "2024-01-06", "--json", "--refresh"], env: ["SPACE_TRANSPORT": transport])
            #expect(passed.status == 0, "\(transport): \(passed.stderr)")
        }
    }

    @Test func aLibcurlThatCannotBeLoadedFallsBackWithOneNotice() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let (name, stderr) = try transport(
            space, env: ["SPACE_CURL_LIBRARY": "libcurl-not-here.so.9", "SPACE_TRANSPORT": ""])
        #expect(
            name == "URLSession (Foundation) (libcurl cannot be used: the library could not be loaded)",
            "status says why")
        #expect(
            stderr.components(
                separatedBy: "libcurl cannot be used (the library could not be loaded); requests go through URLSession."
            ).count == 2, "\(stderr)")
        // Without --verbose, nothing is said, and the command works.
        let quiet = try space.run(
            ["apod", "2024-01-05", "--json"], env: ["SPACE_CURL_LIBRARY": "libcurl-not-here.so.9"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    /// Asked for by name, a libcurl that cannot be used is one sentence and exit 78, never a
    /// silent fallback; and nothing that is not a regular file is handed to the loader.
    @Test func anExplicitCurlThatCannotBeUsedIsAConfigurationError() throws {
        let folder = try TestDirectory.make()
        let fifo = folder.appendingPathComponent("libcurl-fifo.so")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let zlib =
            [
                "/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1",
                "/lib/aarch64-linux-gnu/libz.so.1",
            ]
            .first { FileManager.default.fileExists(atPath: $0) } ?? "libz.so.1"
        for (library, reason) in [
            ("libcurl-not-here.so.9", "the library could not be loaded"), (folder.path, "does not name a regular file"),
            (fifo.path, "does not name a regular file"),
            (folder.appendingPathComponent("missing.so").path, "does not exist"),
            (zlib, "the library has no curl_"),
        ] {
            let result = try SpaceRunner().run(
                ["apod", "2024-01-05"], env: ["SPACE_TRANSPORT": "curl", "SPACE_CURL_LIBRARY": library], timeout: 10)
            #expect(result.status == ExitCode.configuration, "\(library): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("Error: SPACE_TRANSPORT=curl was asked for, but libcurl cannot be used: "),
                "\(result.stderr)")
            #expect(result.stderr.contains(reason), "\(library): \(result.stderr)")
        }
    }

    @Test func anUnknownTransportIsAUsageError() throws {
        let result = try SpaceRunner().run(["apod", "2024-01-05"], env: ["SPACE_TRANSPORT": "wget\u{1B}[2J"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("Error: SPACE_TRANSPORT must be curl or urlsession; got 'wget'.\n"),
            "\(result.stderr)")
    }
}
