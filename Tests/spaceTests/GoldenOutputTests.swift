import Foundation
import TerminalText
import Testing
@testable import space
import APODFeature
import ImageSearchFeature
import AstronautsFeature

/// Human renderings at widths 40, 80 and 120, compared with files under `Fixtures/golden/`.
/// A changed rendering must be a deliberate, reviewed change: run the tests with
/// `SPACE_UPDATE_GOLDENS=1` to rewrite the files, then review the diff.
@Suite struct GoldenOutputTests {
    static let widths = [40, 80, 120]

    func console(width: Int) -> Console {
        Console(stdout: BufferOutput(), stderr: BufferOutput(),
                terminal: TerminalInfo(stdoutIsTTY: true, stderrIsTTY: false, width: width, color: false, stderrColor: false))
    }

    func input<T: Decodable>(_ key: String, as type: T.Type) throws -> T {
        let all = try JSONSerialization.jsonObject(with: try Fixtures.data("golden-inputs.json")) as! [String: Any]
        return try JSONDecoder().decode(T.self, from: try JSONSerialization.data(withJSONObject: all[key]!))
    }

    func check(_ name: String, _ lines: [String], width: Int) throws {
        let text = lines.joined(separator: "\n") + "\n"
        let file = "\(name)-\(width).txt"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden/\(file)")
        if ProcessInfo.processInfo.environment["SPACE_UPDATE_GOLDENS"] == "1" {
            try text.write(to: source, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Fixtures.directory.appendingPathComponent("golden/\(file)"), encoding: .utf8)
        #expect(text == expected, "\(file) changed; if on purpose, rerun with SPACE_UPDATE_GOLDENS=1 and review the diff")
        for line in lines { #expect(DisplayWidth.of(line) <= max(width, 100) || line.contains("https://"), "\(file): line too wide: \(line)") }
    }

    @Test(arguments: widths) func apodPictures(width: Int) throws {
        let renderer = APODRenderer(console: console(width: width))
        var lines: [String] = []
        for key in ["picture", "video", "other", "service-video"] {
            lines += renderer.lines(for: try input(key, as: APODPicture.self)) + ["-----"]
        }
        try check("apod-picture", lines, width: width)
        for line in renderer.lines(for: try input("picture", as: APODPicture.self)) where !line.contains("https://") {
            #expect(DisplayWidth.of(line) <= min(width, 100))
        }
    }

    @Test(arguments: widths) func apodTable(width: Int) throws {
        let pictures = try ["picture", "video", "other", "service-video"].map { try input($0, as: APODPicture.self) }
        let lines = APODRenderer(console: console(width: width)).table(pictures, filter: "all")
        try check("apod-table", lines, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test(arguments: widths) func searchTable(width: Int) throws {
        let page = try input("search", as: SearchPage.self)
        let lines = SearchRenderer(console: console(width: width)).table(page.items, firstPosition: 101)
        try check("search-table", lines, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test(arguments: widths) func astronautTableAndDetail(width: Int) throws {
        let astronaut = try input("astronaut", as: Astronaut.self)
        let renderer = AstronautRenderer(console: console(width: width))
        let now = ISO8601DateFormatter().date(from: "2024-02-08T15:00:00Z")!
        let lines = renderer.table([astronaut], wide: false) + ["-----"] + renderer.detail(astronaut, now: now)
        try check("astronaut", lines, width: width)
    }

    @Test(arguments: widths) func apodHelp(width: Int) throws {
        let text = HelpRenderer(root: CommandTable.root, width: width, style: TextStyle(enabled: false))
            .help(for: APODCommand.spec, path: ["apod"])
        try check("help-apod", text.components(separatedBy: "\n"), width: width)
    }
}
