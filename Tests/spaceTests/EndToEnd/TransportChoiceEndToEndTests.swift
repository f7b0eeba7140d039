import Foundation
import SpaceCommandLine
import Testing

/// Which transport carries the requests: libcurl by default on Linux, URLSession when asked
/// (`SPACE_TRANSPORT`) or when libcurl cannot be loaded, and `space status` says which.
@Suite struct TransportChoiceEndToEndTests {
    private func transport(_ space: SpaceRunner, env: [String: String] = [:]) throws -> (name: String?, stderr: String) {
        let result = try space.run(["status", "--json", "--verbose"], env: env)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (object?["transport"] as? String, result.stderr)
    }

    @Test func statusNamesTheTransportInUse() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #if os(Linux)
        #expect(try transport(space).name?.hasPrefix("libcurl/") == true)
        #endif
        #expect(try transport(space, env: ["SPACE_TRANSPORT": "urlsession"]).name == "URLSession (Foundation)")
        let human = try space.run(["status"], env: ["SPACE_TRANSPORT": "urlsession"])
        #expect(human.stdout.contains("Network\n  Transport:  URLSession (Foundation)\n"), "\(human.stdout)")
    }

    @Test func aLibcurlThatCannotBeLoadedFallsBackWithOneNotice() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let (name, stderr) = try transport(space, env: ["SPACE_CURL_LIBRARY": "libcurl-not-here.so.9"])
        #expect(name == "URLSession (Foundation)")
        #expect(stderr.components(separatedBy: "libcurl cannot be used (the library could not be loaded); requests go through URLSession.").count == 2, "\(stderr)")
        // Without --verbose, nothing is said, and the command works.
        let quiet = try space.run(["apod", "2024-01-05", "--json"], env: ["SPACE_CURL_LIBRARY": "libcurl-not-here.so.9"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func anUnknownTransportIsAUsageError() throws {
        let result = try SpaceRunner().run(["apod", "2024-01-05"], env: ["SPACE_TRANSPORT": "wget\u{1B}[2J"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: SPACE_TRANSPORT must be curl or urlsession; got 'wget'.\n"), "\(result.stderr)")
    }
}
