import Foundation
import Testing
import TerminalText
import APODFeature
import ImageSearchFeature
import AstronautsFeature
@testable import SpacePresentation

/// The views' documents laid out for a terminal at widths 40, 80 and 120, without any console,
/// compared with files under `Fixtures/golden/`. A changed rendering must be a deliberate,
/// reviewed change: run the tests with `SPACE_UPDATE_GOLDENS=1` to rewrite the files, then
/// review the diff.
@Suite struct ViewGoldenTests {
    static let widths = [40, 80, 120]

    func layout(width: Int) -> DocumentLayout {
        DocumentLayout(width: width, style: TextStyle(enabled: false), terminal: true)
    }

    static var fixtures: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }

    func input<T: Decodable>(_ key: String, as type: T.Type) throws -> T {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("golden-inputs.json"))
        let all = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        return try JSONDecoder().decode(T.self, from: try JSONSerialization.data(withJSONObject: all[key]!))
    }

    func check(_ name: String, _ lines: [String], width: Int) throws {
        let text = lines.joined(separator: "\n") + "\n"
        let file = "\(name)-\(width).txt"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/golden/\(file)")
        if ProcessInfo.processInfo.environment["SPACE_UPDATE_GOLDENS"] == "1" {
            try text.write(to: source, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Self.fixtures.appendingPathComponent("golden/\(file)"), encoding: .utf8)
        #expect(
            text == expected, "\(file) changed; if on purpose, rerun with SPACE_UPDATE_GOLDENS=1 and review the diff")
        for line in lines {
            #expect(
                DisplayWidth.of(line) <= max(width, 100) || line.contains("https://"), "\(file): line too wide: \(line)"
            )
        }
    }

    @Test(arguments: widths) func apodPictures(width: Int) throws {
        var lines: [String] = []
        for key in ["picture", "video", "other", "service-video"] {
            lines += layout(width: width).lines(APODView.document(try input(key, as: APODPicture.self))) + ["-----"]
        }
        try check("apod-picture", lines, width: width)
        for line in layout(width: width).lines(APODView.document(try input("picture", as: APODPicture.self)))
        where !line.contains("https://") {
            #expect(DisplayWidth.of(line) <= min(width, 100))
        }
    }

    @Test(arguments: widths) func apodTable(width: Int) throws {
        let pictures = try ["picture", "video", "other", "service-video"].map { try input($0, as: APODPicture.self) }
        let lines = layout(width: width).lines(APODView.list(pictures, filter: "all"))
        try check("apod-table", lines, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test(arguments: widths) func searchTable(width: Int) throws {
        let page = try input("search", as: SearchPage.self)
        let lines = layout(width: width).lines(
            Document([.table(SearchResultsView.table(page.items, firstPosition: 101))]))
        try check("search-table", lines, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test(arguments: widths) func astronautTableAndDetail(width: Int) throws {
        let astronaut = try input("astronaut", as: Astronaut.self)
        let now = ISO8601DateFormatter().date(from: "2024-02-08T15:00:00Z")!
        let lines =
            layout(width: width).lines(Document([.table(AstronautView.table([astronaut], wide: false))]))
            + ["-----"] + layout(width: width).lines(AstronautView.document(astronaut, now: now))
        try check("astronaut", lines, width: width)
    }
}
