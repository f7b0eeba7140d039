import Foundation
import TerminalSession
import TerminalText
import Testing
@testable import space
import APODFeature
import ImageSearchFeature
import AstronautsFeature

/// Help at widths 40, 80 and 120, compared with files under `Fixtures/golden/` (the views' own
/// renderings are checked in `SpacePresentationTests`).
/// A changed rendering must be a deliberate, reviewed change: run the tests with
/// `SPACE_UPDATE_GOLDENS=1` to rewrite the files, then review the diff.
@Suite struct GoldenOutputTests {
    static let widths = [40, 80, 120]

    func console(width: Int) -> Console {
        Console(
            stdout: BufferOutput(), stderr: BufferOutput(),
            terminal: TerminalInfo(
                stdoutIsTTY: true, stderrIsTTY: false, width: width, color: false, stderrColor: false))
    }

    func input<T: Decodable>(_ key: String, as type: T.Type) throws -> T {
        let all = try JSONSerialization.jsonObject(with: try Fixtures.data("golden-inputs.json")) as! [String: Any]
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
        let expected = try String(
            contentsOf: Fixtures.directory.appendingPathComponent("golden/\(file)"), encoding: .utf8)
        #expect(
            text == expected, "\(file) changed; if on purpose, rerun with SPACE_UPDATE_GOLDENS=1 and review the diff")
        for line in lines {
            #expect(
                DisplayWidth.of(line) <= max(width, 100) || line.contains("https://"), "\(file): line too wide: \(line)"
            )
        }
    }

    @Test(arguments: widths) func apodHelp(width: Int) throws {
        let text = HelpRenderer(root: CommandTable.root, width: width, style: TextStyle(enabled: false))
            .help(for: APODCommand.spec, path: ["apod"])
        try check("help-apod", text.components(separatedBy: "\n"), width: width)
    }
}
