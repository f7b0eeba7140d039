import Testing
@testable import SpaceBrowser

/// Cells in, the fewest bytes out.
@Suite struct FrameWriterTests {
    @Test func writesStylesFromTextAndCutsAtTheLimit() {
        var buffer = CellBuffer(width: 10, height: 2)
        let used = buffer.write("\u{1B}[1mBold\u{1B}[0m and more", row: 0, column: 0, limit: 8)
        #expect(used == 8)
        #expect(buffer.line(0) == "Bold and  ")
        #expect(buffer[0, 0].style == .bold && buffer[0, 5].style == [])
        buffer.write("日本", row: 1, column: 0)
        #expect(buffer[1, 0].text == "日" && buffer[1, 1].text == "" && buffer[1, 2].text == "本")
    }

    @Test func onlyWhatChangedIsWrittenAndPicturesAreLeftAlone() {
        var old = CellBuffer(width: 10, height: 3)
        old.write("hello", row: 0, column: 0)
        old.fill(row: 1, column: 0, columns: 4, rows: 2, picture: true)
        var new = old
        new.write("J", row: 0, column: 0)
        let update = FrameWriter.update(from: old, to: new)
        #expect(update == "\u{1B}[1;1H\u{1B}[0mJ", "one cell moved to and written")
        #expect(FrameWriter.update(from: new, to: new).isEmpty)
        // The picture goes: its cells are text again and are written, blanks included.
        var gone = new
        gone.fill(row: 1, column: 0, columns: 4, rows: 2)
        let erased = FrameWriter.update(from: new, to: gone)
        #expect(erased == "\u{1B}[2;1H\u{1B}[0m    \u{1B}[3;1H    ")
        // A full redraw never clears the screen; it blanks a picture's cells once, for the picture
        // to be drawn over them.
        let full = FrameWriter.update(from: nil, to: new)
        #expect(!full.contains("\u{1B}[2J"))
        #expect(full.contains("\u{1B}[2;1H    "))
        // Text that becomes a picture's cells is blanked (a smaller picture leaves no text beside it).
        var texted = old
        texted.write("…", row: 1, column: 1)
        texted.fill(row: 1, column: 0, columns: 1, rows: 1)
        let covered = FrameWriter.update(from: texted, to: old)
        #expect(
            covered == "\u{1B}[2;1H\u{1B}[0m  ",
            "the two cells that were text are blanked; the others were the picture's already")
    }
}
