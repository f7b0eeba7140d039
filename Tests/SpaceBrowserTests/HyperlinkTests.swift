import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import TerminalGraphics
@testable import SpaceBrowser

/// Links broken across lines open their whole address.
@Suite struct HyperlinkTests {
    @Test func aBrokenLinkIsOneHyperlinkToTheWholeAddress() {
        let url = "https://apod.test/image/2401/a-very-long-name-that-will-not-fit-on-one-line.jpg"
        let lines = [
            "Image:     https://apod.test/image/2401/a-very-", "           long-name-that-will-not-fit-on-one-",
            "           line.jpg", "Plain words.",
        ]
        let runs = LinkCells.runs(in: lines, urls: LinkCells.addresses(in: ["Image: " + url, "Plain words."]))
        #expect(runs.map(\.line) == [0, 1, 2] && runs.allSatisfy { $0.url == url })
        #expect(runs.first?.column == 11 && runs.last?.count == 8)
        #expect(
            LinkCells.addresses(in: ["https://bad.test/\u{1B}]8;;\u{07}x"]).allSatisfy {
                $0.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
            },
            "nothing that could end the escape sequence")
        var buffer = CellBuffer(width: 50, height: 4)
        for (row, line) in lines.enumerated() { buffer.write(line, row: row, column: 0) }
        for run in runs { buffer.link(row: run.line, column: run.column, count: run.count, to: run.url) }
        let output = FrameWriter.update(from: nil, to: buffer)
        #expect(
            output.components(separatedBy: "\u{1B}]8;;" + url + "\u{1B}\\").count - 1 == 3,
            "each piece opens the whole address")
        #expect(output.components(separatedBy: "\u{1B}]8;;\u{1B}\\").count - 1 == 3, "each piece is closed")
        #expect(!FrameWriter.update(from: nil, to: buffer, hyperlinks: false).contains("\u{1B}]8"))
    }
}
