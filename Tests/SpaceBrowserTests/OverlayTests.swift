import Testing
import TerminalSession
@testable import SpaceBrowser

/// What opens over a screen at 80×24: the go-to prompt whole, the key help's box edge to edge,
/// and the pictures it covers kept (shown around it).
@Suite struct OverlayTests {
    func started() -> BrowserState { BrowserStateTests().started() }

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: BrowserStateTests.size) }
    }

    @Test func theGoToPromptIsWholeAt80Columns() {
        var state = started()
        _ = press(&state, .character("g"))
        let frame = BrowserView.frame(state, width: 80, height: 24, ready: [:])
        #expect(
            frame.buffer.line(22).hasPrefix("Go to date (YYYY-MM-DD, today, yesterday):"), "\(frame.buffer.line(22))")
    }

    /// At 80 columns the help's box takes every column of its rows: none of the screen behind
    /// shows at its edge.
    @Test func theHelpBoxLeavesNoSliverOfTheScreenBehind() {
        var state = started()
        _ = press(&state, .character("?"))
        let frame = BrowserView.frame(state, width: 80, height: 24, ready: [:])
        let rows = (1..<23).filter { frame.buffer.line($0).contains("│") }
        #expect(rows.count > 10)
        for row in rows {
            let line = frame.buffer.line(row)
            #expect(line.hasPrefix("│") && line.hasSuffix("│"), "row \(row): \(line)")
        }
    }

    /// The key help's box keeps the pictures it covers, marked with the box's cells (they show
    /// around it); the cells of the box are its own.
    @Test func theHelpBoxCoversPicturesInsteadOfRemovingThem() {
        var state = started()
        let shown = BrowserView.frame(state, width: 80, height: 24, ready: [:])
        #expect(shown.pictures.count == 1 && shown.pictures[0].covered == nil)
        _ = press(&state, .character("?"))
        let frame = BrowserView.frame(state, width: 80, height: 24, ready: [:])
        #expect(frame.pictures.map(\.key) == shown.pictures.map(\.key), "the picture stays")
        let cover = try! #require(frame.pictures[0].covered)
        #expect(frame.buffer.line(cover.row - 1).hasPrefix("┌") || frame.buffer.line(cover.row - 1).contains("┌"))
        for row in (cover.row - 1)..<(cover.row - 1 + cover.rows) {
            for column in (cover.column - 1)..<(cover.column - 1 + cover.columns) {
                #expect(!frame.buffer[row, column].picture, "row \(row), column \(column) is the box's")
            }
        }
        _ = press(&state, .escape)
        #expect(BrowserView.frame(state, width: 80, height: 24, ready: [:]).pictures == shown.pictures)
    }
}
