import Foundation
import Testing

/// The browser on a light terminal, as Ghostty's own terminal core draws it with a white background
/// (which it tells the browser when asked, OSC 11): no cell's text is below 4.5:1 against its
/// background, on any screen (the cyan accent was 1.8:1 in xterm's palette, faint text 3.9:1). On a
/// dark one, as before; and the `theme` setting decides over what the terminal says.
@Suite struct LightTerminalEndToEndTests {
    static let steps: [(name: String, keys: String, wait: Double)] = [
        ("day", "", 0.5), ("help", "?", 0.8), ("album", "\u{1B}2", 2.5), ("favorites", "3", 1), ("search", "4", 1),
        ("astronauts", "5", 2),
    ]

    func space() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let noChafa = try FakePrograms([], linking: ["python3"])
        return (try SpaceRunner(server: server, extra: ["PATH": noChafa.only]), server)
    }

    /// White on black as `xterm -rv` draws it (faint text there is half of white, 5.3:1).
    @Test(arguments: [("white", [255, 255, 255], [0, 0, 0]), ("black", [0, 0, 0], [255, 255, 255])])
    func everyTextCellReadsOnTheTerminalsBackground(name: String, background: [Int], foreground: [Int]) throws {
        let python = try #require(PlaceholderHarness.python(), Comment(rawValue: PlaceholderHarness.missing))
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let measures = try ContrastHarness.run(
            space, python: python, background: background, foreground: foreground, steps: Self.steps)
        #expect(measures.count == Self.steps.count)
        for measure in measures {
            #expect(measure.text.contains("Day"), "\(name) \(measure.name): the browser is drawn")
            #expect(
                measure.lowest >= 4.5,
                "\(name) \(measure.name): lowest \(measure.lowest):1; \(measure.below.joined(separator: "; "))")
        }
    }

    @Test func theThemeSettingDecides() throws {
        let python = try #require(PlaceholderHarness.python(), Comment(rawValue: PlaceholderHarness.missing))
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        // A dark theme asked for on a white terminal: the cyan accent, as the person chose.
        let measures = try ContrastHarness.run(
            space, python: python, background: [255, 255, 255], foreground: [0, 0, 0], env: ["SPACE_THEME": "dark"],
            steps: [("day", "", 0.5)])
        #expect(measures.first.map { $0.lowest < 4.5 } == true, "the setting overrides what the terminal says")
    }
}
