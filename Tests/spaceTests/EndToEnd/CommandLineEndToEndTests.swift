import Foundation
import Testing

/// The browser's `:` line on a terminal: `:apod 2021-12-06` shows that day, `:astronaut 5` the
/// astronaut in full, a mistyped command is one sentence, and ↑ brings back a command typed in an
/// earlier run.
@Suite struct CommandLineEndToEndTests {
    @Test func commandsRunAndAreKeptForTheNextRun() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        defer { withExtendedLifetime(server) {} }
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        let first = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys(":apod 2021-12-06\r"),
                .waitFor("Synthetic picture of 2021-12-06"), .keys(":serch comet\r"),
                .waitFor("did you mean :search?"), .keys(":astronaut 5\r"), .waitFor("Nationality"),
                .snapshot("astronaut"),
                .keys(":as\t"), .waitFor("astronaut  astronauts"), .keys("\u{1b}"), .keys("q"),
            ])
        #expect(first.status == 0 && first.timedOut.isEmpty, "\(first.status) \(first.timedOut)")
        let kept = try String(
            contentsOf: space.home.appendingPathComponent("data/space/browse-history"), encoding: .utf8)
        #expect(first.snapshots["astronaut"]?.contains("Emil Armstrong") == true)
        #expect(kept == "apod 2021-12-06\nserch comet\nastronaut 5\n")

        let again = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys(":"), .keys("\u{1b}[A"), .keys("\u{1b}[A"),
                .keys("\u{1b}[A"), .waitFor(":apod 2021-12-06"), .keys("\r"),
                .waitFor("Synthetic picture of 2021-12-06"), .keys("q"),
            ])
        #expect(again.status == 0 && again.timedOut.isEmpty, "\(again.status) \(again.timedOut)")
    }

    /// `:wallpaper` sets the day shown, as `space apod DATE --wallpaper` would (a stand-in for
    /// GNOME's gsettings records it), and the status line says so; the screen stays the browser's.
    @Test func wallpaperSetsTheDayShown() throws {
        let server = try FakeServer(
            config: ["apod_today": "2024-02-08", "local_pictures": true, "picture_size": [400, 250]])
        defer { withExtendedLifetime(server) {} }
        let fakes = try FakePrograms(["gsettings"], linking: ["python3"])
        let space = try SpaceRunner(
            server: server,
            extra: ["PATH": fakes.only, "XDG_CURRENT_DESKTOP": "GNOME", "SPACE_SCREEN_SIZE": "320x200"])
        let run = try BrowseHarness.run(
            space, arguments: ["browse", "--fresh"], columns: 100, rows: 30, env: ["SPACE_RENDERER": "blocks"],
            steps: [
                .waitFor("Synthetic picture of 2024-02-08"), .keys(":apod 2024-01-06\r"),
                .waitFor("Synthetic picture of 2024-01-06"), .keys(":wallpaper\r"),
                .waitFor("The wallpaper is set (GNOME)."), .snapshot("set"), .keys("q"),
            ])
        #expect(run.status == 0 && run.timedOut.isEmpty, "\(run.status) \(run.timedOut)")
        let composed = space.home.appendingPathComponent(
            "data/space/wallpapers/2024-01-06-synthetic-picture-of-2024-01-06-320x200.jpg")
        #expect(
            fakes.calls.first == "gsettings set org.gnome.desktop.background picture-uri \(composed.absoluteString)",
            "\(fakes.calls)")
        // Nothing the command would print (the file's path) reached the browser's screen.
        #expect(run.snapshots["set"]?.contains(composed.path) == false)
    }
}
