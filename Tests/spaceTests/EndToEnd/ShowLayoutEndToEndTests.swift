import Foundation
import SpacePictures
import Testing

/// `--show` leaves the whole picture on screen when the command ends, whatever the terminal's size
/// and the text's length: checked by replaying what the terminal showed into rows.
@Suite struct ShowLayoutEndToEndTests {
    /// The rows the terminal's output fills, in order, each marked as picture or not.
    static func screenRows(_ output: String, columns: Int) -> [Bool] {
        let lines = output.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        var rows: [Bool] = []
        for line in lines.dropLast() {  // the last is the prompt's row
            let text = stripEscapes(String(line)).replacingOccurrences(of: "\r", with: "")
            let width = text.count
            let picture = line.contains("▀")
            rows += Array(repeating: picture, count: max(1, (width + columns - 1) / columns))
        }
        return rows
    }

    static func stripEscapes(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }

    @Test(arguments: [(80, 24), (80, 40), (100, 30), (160, 50)], [0, 2500])
    func theWholePictureStaysOnScreen(size: (columns: Int, rows: Int), explanationBytes: Int) throws {
        // A square picture: fitted to the whole screen it is taller than the screen minus any text.
        let server = try FakeServer(config: [
            "local_pictures": true, "picture_size": [800, 800], "apod_explanation_bytes": explanationBytes,
        ])
        defer { withExtendedLifetime(server) {} }
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        let shown = try space.runInTerminal(
            ["apod", "2024-01-06", "--show", "--renderer", "blocks"],
            env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
            pixels: (size.columns, size.rows, 0, 0))
        #expect(shown.status == 0)
        let rows = Self.screenRows(shown.stdout, columns: size.columns)
        let pictureRows = rows.filter { $0 }.count
        #expect(pictureRows > 0)
        let visible = rows.suffix(size.rows - 1)
        #expect(
            visible.filter { $0 }.count == pictureRows,
            "every picture row is on the last screen: \(pictureRows) picture rows, \(rows.count) rows in all")
        #expect(pictureRows * 2 >= size.rows - 1, "and it is not squeezed below half the screen: \(pictureRows) rows")
        if rows.count <= size.rows - 1 {
            #expect(shown.stdout.contains("Synthetic picture of 2024-01-06"), "the text is on screen too")
        }
        if explanationBytes == 0 && size.rows >= 30 {
            // At 24 rows even a short text (with its links) would leave the picture less than half.
            #expect(rows.count <= size.rows - 1, "a short text and the picture fit together: \(rows.count) rows")
        }
    }

    @Test func aLongTextComesFirstAndThePictureLast() throws {
        let server = try FakeServer(config: [
            "local_pictures": true, "picture_size": [800, 800], "apod_explanation_bytes": 2500,
        ])
        defer { withExtendedLifetime(server) {} }
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        let shown = try space.runInTerminal(
            ["apod", "2024-01-06", "--show", "--renderer", "blocks"],
            env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], pixels: (80, 24, 0, 0))
        let rows = Self.screenRows(shown.stdout, columns: 80)
        #expect(rows.last == true, "the picture is the last thing printed")
        #expect(rows.filter { $0 }.count == 23, "fitted to the whole screen but the prompt's row")
    }

    @Test func aTerminalResizedWhileThePictureLoadsGetsItAtItsNewSize() throws {
        // Every answer takes 1.5 s; the window goes from 80×24 to 60×40 meanwhile.
        let server = try FakeServer(config: ["local_pictures": true, "picture_size": [640, 320], "latency_ms": 1500])
        defer { withExtendedLifetime(server) {} }
        let noChafa = try FakePrograms([], linking: ["python3"])
        let space = try SpaceRunner(server: server, extra: ["PATH": noChafa.only])
        let outcome = try SignalHarness.run(
            try ReleaseBinary.url(), ["apod", "2024-01-06", "--show", "--renderer", "blocks"], runner: space,
            env: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
            plan: .init(signal: "WINCH", resize: (60, 40), after: 0.8))
        #expect(outcome.ended == "exit 0")
        let pictureLines = outcome.screen.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").filter {
            $0.contains("▀")
        }
        #expect(!pictureLines.isEmpty)
        #expect(
            pictureLines.allSatisfy { $0.filter { $0 == "▀" }.count == 60 }, "every row 60 cells wide, the new width")
    }
}
