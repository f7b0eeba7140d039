import Foundation
import SpaceTestSupport
import Testing

/// A day whose picture is an animated GIF built to cost (a huge screen, many tiny frames restoring
/// what was under them, shown for no time): `--show` prints the day's text before the picture,
/// ends, and stays small; the browser keeps answering its keys after a resize while it is on screen.
/// Before, `--show` printed nothing for 150 s and a 10950×10950 screen took 955 MB; in the browser no
/// key worked for minutes.
@Suite struct HostileAnimationEndToEndTests {
    static let files: [(name: String, bytes: [UInt8])] = [
        ("tiny-frames", HostileGIF.make(width: 4000, height: 4000, frames: 2000)),
        ("huge-screen-tiny-frames", HostileGIF.make(width: 10950, height: 10950, frames: 400)),
        ("huge-screen-one-frame", HostileGIF.make(width: 11000, height: 9000, frames: 1)),
    ]

    func space(serving bytes: [UInt8]) throws -> (SpaceRunner, FakeServer) {
        let file = try TestDirectory.make().appendingPathComponent("hostile.gif")
        try Data(bytes).write(to: file)
        let server = try FakeServer(
            config: ["apod_today": "2024-02-08", "local_pictures": true, "picture_file": file.path])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        return (space, server)
    }

    @Test(arguments: files.map(\.name))
    func showPrintsTheTextFirstAndStaysSmall(_ name: String) throws {
        let bytes = try #require(Self.files.first { $0.name == name }?.bytes)
        let (space, server) = try space(serving: bytes)
        defer { withExtendedLifetime(server) {} }
        let (shown, peak) = try space.runInTerminalMeasured(
            ["apod", "2024-02-08", "--show", "--renderer", "blocks"],
            env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], pixels: (100, 30, 0, 0))
        #expect(shown.status == 0, "\(shown.stdout.suffix(300))")
        let title = try #require(shown.stdout.range(of: "Synthetic picture of 2024-02-08"))
        // Its cells: half blocks, or blank ones where the screen is transparent.
        let picture = try #require(
            shown.stdout.range(of: "▀") ?? shown.stdout.range(of: "\u{1B}[49m"), "a picture is drawn")
        #expect(title.lowerBound < picture.lowerBound, "the text comes before the picture")
        #expect(peak < 200 << 20, "\(name): \(peak >> 20) MB at most")
    }

    @Test func theBrowserQuitsAfterAResizeWhileSuchAPictureIsShown() throws {
        let (space, server) = try space(serving: Self.files[1].bytes)
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 300),
                .resize(columns: 120, rows: 40, settle: 100), .resize(columns: 90, rows: 28, settle: 100),
                .keys("l"), .keys("h"), .keys("q"), .exits(within: 3000),
            ])
        #expect(report.exitedInTime == [true], "q ended the browser at once")
        #expect(report.status == 0 && report.timedOut.isEmpty)
    }
}
