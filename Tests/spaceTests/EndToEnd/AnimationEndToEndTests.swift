import Foundation
import Testing

/// An animated GIF (4 frames of 100 ms, for ever: `Fixtures/animated-64x32.gif`) as the day's
/// picture: kitty gets its frames once and plays them; blocks are drawn frame by frame in place,
/// in `--show` once through and in the browser until the picture leaves; `--no-animate` and the
/// `animate` setting draw the first frame alone.
@Suite struct AnimationEndToEndTests {
    func space(_ extra: [String: String] = [:]) throws -> (SpaceRunner, FakeServer) {
        let file = Fixtures.directory.appendingPathComponent("animated-64x32.gif").path
        let server = try FakeServer(
            config: ["apod_today": "2024-02-08", "local_pictures": true, "picture_file": file])
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(
            server: server,
            extra: ["PATH": noChafa.only, "COLUMNS": "40", "LINES": "14"].merging(extra) { _, new in new })
        return (space, server)
    }

    /// How many times the picture's top left is drawn (`ESC 7`, then the move to it, in the browser).
    func drawings(_ output: String) -> Int {
        guard let first = output.range(of: "\u{1B}7\u{1B}[") else { return 0 }
        let move = output[first.lowerBound...].prefix { $0 != "H" } + "H"
        return output.components(separatedBy: String(move)).count - 1
    }

    @Test func showPlaysBlocksOnceThroughInPlace() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let shown = try space.runInTerminal(["apod", "--show"], env: ["TERM": "xterm-256color"])
        #expect(shown.status == 0)
        // Room made and the top left saved, then the first frame; each later frame goes back to it.
        #expect(shown.stdout.contains("\u{1B}7"), "\(shown.stdout.prefix(200))")
        #expect(shown.stdout.components(separatedBy: "\u{1B}8").count - 1 == 3, "frames 2 to 4, once")
        let frames = shown.stdout.components(separatedBy: "\u{1B}8").dropFirst().map { $0.prefix(2000) }
        #expect(Set(frames).count == 3, "each frame is different")
        #expect(shown.stdout.contains("Synthetic picture of 2024-02-08"), "the text follows")
        let still = try space.runInTerminal(["apod", "--show", "--no-animate"], env: ["TERM": "xterm-256color"])
        #expect(still.status == 0 && !still.stdout.contains("\u{1B}8"))
        let setting = try space.runInTerminal(
            ["apod", "--show"], env: ["TERM": "xterm-256color", "SPACE_ANIMATE": "off"])
        #expect(setting.status == 0 && !setting.stdout.contains("\u{1B}8"))
    }

    @Test func showHandsKittyEveryFrameOnce() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let shown = try space.runInTerminal(["apod", "--show"], env: ["TERM": "xterm-kitty"])
        #expect(shown.status == 0)
        let id = try #require(
            shown.stdout.range(of: "\u{1B}_Ga=T,q=2,i=").map {
                Int(shown.stdout[$0.upperBound...].prefix { $0.isNumber }) ?? 0
            })
        #expect(shown.stdout.components(separatedBy: "\u{1B}_Ga=f,i=\(id),q=2,f=32,").count - 1 == 3)
        // Every frame the size of the first one's pixels (s=, v= of its a=T).
        let first = try #require(shown.stdout.range(of: "\u{1B}_Ga=T,q=2,i=\(id),f=32,"))
        let size =
            shown.stdout[first.upperBound...].prefix { $0 != "," } + ","
            + shown.stdout[first.upperBound...].split(separator: ",")[1]
        #expect(size.hasPrefix("s=") && size.contains(",v="), "\(size)")
        #expect(
            shown.stdout.components(separatedBy: "\u{1B}_Ga=f,i=\(id),q=2,f=32,\(size),z=100,").count - 1 == 3,
            "frames at the picture's size, \(size)")
        #expect(shown.stdout.contains("\u{1B}_Ga=a,i=\(id),r=1,z=100,q=2\u{1B}\\"))
        #expect(shown.stdout.contains("\u{1B}_Ga=a,i=\(id),s=3,v=1,q=2\u{1B}\\"), "played for ever, by the terminal")
        let still = try space.runInTerminal(["apod", "--show", "--no-animate"], env: ["TERM": "xterm-kitty"])
        #expect(still.status == 0 && !still.stdout.contains("a=f,") && !still.stdout.contains("a=a,"))
    }

    @Test func theBrowserPlaysBlocksUntilThePictureLeaves() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 1500), .snapshot("playing"),
                .keys("?"), .pause(milliseconds: 600), .snapshot("help"), .keys("q"), .keys("q"),
            ])
        #expect(report.status == 0 && report.timedOut.isEmpty)
        let playing = drawings(report.output)
        #expect(playing >= 6, "about one frame each 100 ms for 1.5 s: \(playing)")
        let still = try BrowseHarness.run(
            space, arguments: ["browse", "--no-animate"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [.waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 1500), .keys("q")])
        #expect(still.status == 0 && drawings(still.output) == 1)
    }

    @Test func theBrowserHandsKittyTheFramesWithThePicture() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, env: ["TERM": "xterm-kitty"],
            steps: [.waitFor("Synthetic picture of 2024-02-08"), .pause(milliseconds: 800), .keys("q")])
        #expect(report.status == 0)
        let id = try #require(
            report.output.range(of: "\u{1B}_Ga=T,q=2,C=1,i=").map {
                Int(report.output[$0.upperBound...].prefix { $0.isNumber }) ?? 0
            })
        #expect(report.output.components(separatedBy: "\u{1B}_Ga=f,i=\(id),").count - 1 == 3)
        #expect(report.output.contains("\u{1B}_Ga=a,i=\(id),s=3,v=1,q=2\u{1B}\\"))
    }

    /// Space stops the frames where they are and plays them on; the Day screen says it is animated;
    /// kitty is told to stop its own play and to play it again.
    @Test func spaceStopsAndPlaysTheAnimation() throws {
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("animated ▶"), .keys(" "), .waitFor("animated, stopped (Space)"), .pause(milliseconds: 200),
                .snapshot("stopped"), .pause(milliseconds: 1200), .snapshot("later"), .keys(" "),
                .waitFor("animated ▶"), .keys("v"), .pause(milliseconds: 600), .snapshot("alone"), .keys("x"),
                .waitFor("Synthetic picture of 2024-02-08"), .keys("q"),
            ])
        #expect(report.status == 0 && report.timedOut.isEmpty, "\(report.timedOut)")
        let stoppedAt = report.output.range(of: "animated, stopped (Space)")
        let playedAt = report.output.range(of: "animated ▶", options: .backwards)
        if let stoppedAt, let playedAt {
            let stopped = String(report.output[stoppedAt.upperBound..<playedAt.lowerBound])
            #expect(drawings(stopped) <= 1, "no frames written while stopped: \(drawings(stopped))")
        }
        let alone = report.snapshots["alone"] ?? ""
        #expect(!alone.contains("Synthetic picture of 2024-02-08") && !alone.contains("q quit"), "the picture alone")

        let kitty = try BrowseHarness.run(
            space, env: ["TERM": "xterm-kitty"],
            steps: [
                .waitFor("animated ▶"), .keys(" "), .pause(milliseconds: 400), .keys(" "), .pause(milliseconds: 400),
                .keys("q"),
            ])
        let id = try #require(
            kitty.output.range(of: "\u{1B}_Ga=T,q=2,C=1,i=").map {
                Int(kitty.output[$0.upperBound...].prefix { $0.isNumber }) ?? 0
            })
        #expect(kitty.output.contains("\u{1B}_Ga=a,i=\(id),s=1,q=2\u{1B}\\"), "kitty stops its own play")
        #expect(kitty.output.contains("\u{1B}_Ga=a,i=\(id),s=3,q=2\u{1B}\\"), "and plays it again")
    }
}
