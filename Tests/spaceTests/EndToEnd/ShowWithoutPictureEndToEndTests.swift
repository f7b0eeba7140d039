import Foundation
import Testing

/// `--show` whose picture cannot be had keeps the text: the day or the astronaut is printed, then
/// one line about the picture, and the exit code says the picture failed; "not available offline"
/// is said only for --offline.
@Suite struct ShowWithoutPictureEndToEndTests {
    func space() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(
            config: [
                "apod_today": "2024-02-08", "local_pictures": true,
                "routes": [["path_prefix": "/pictures/", "responses": [["status": 500]]]],
            ])
        return (try SpaceRunner(server: server, extra: ["TERM": "xterm-256color", "COLUMNS": "80"]), server)
    }

    @Test func theDaysTextIsShownWhenItsPictureFails() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let result = try space.runInTerminal(["apod", "2024-02-07", "--show"])
        #expect(result.status == 65, "\(result.stdout)")
        #expect(result.stdout.contains("2024-02-07"), "the text is there: \(result.stdout)")
        #expect(result.stdout.contains("gave a picture") || result.stdout.contains("did not give a picture"))
        let text = result.stdout.components(separatedBy: "Error:").first ?? ""
        #expect(text.contains("Synthetic"), "the day's title comes before the one line about the picture")
    }

    @Test func anAstronautsPortraitThatFailsIsNotCalledOffline() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let result = try space.runInTerminal(["astronaut", "5", "--show"])
        #expect(result.status != 0)
        #expect(!result.stdout.contains("offline"), "\(result.stdout)")
        #expect(result.stdout.lowercased().contains("portrait"), "one line about the portrait: \(result.stdout)")
        let offline = try space.run(["astronaut", "6", "--show", "--offline"])
        #expect(offline.status == 69)
    }
}
