import SpacePictures
import Testing

/// Where `--show` puts the picture: below its text, in the rows the text leaves (one row is kept
/// for the prompt), or the whole screen when those are fewer than half of it.
@Suite struct ShowLayoutTests {
    @Test func thePictureTakesTheRowsTheTextLeaves() {
        // 40 rows: 15 rows of text leave 24 of the 39.
        #expect(ShowLayout.pictureRows(screenRows: 40, textRows: 15) == 24)
        // 80×40: 12 rows of text leave 27.
        #expect(ShowLayout.pictureRows(screenRows: 40, textRows: 12) == 27)
        // Exactly half the screen is still below the text.
        #expect(ShowLayout.pictureRows(screenRows: 41, textRows: 20) == 20)
        // No text: the whole screen but the prompt's row.
        #expect(ShowLayout.pictureRows(screenRows: 24, textRows: 0) == 23)
    }

    @Test func theWholeScreenWhenThePictureWouldBeLessThanHalfOfIt() {
        #expect(ShowLayout.pictureRows(screenRows: 24, textRows: 14) == 23)
        #expect(ShowLayout.pictureRows(screenRows: 30, textRows: 60) == 29)
        #expect(ShowLayout.pictureRows(screenRows: 1, textRows: 3) == 1)
    }

    @Test func rowsCountWrappedLinesAndIgnoreStyles() {
        #expect(
            ShowLayout.rows(
                of: ["short", "", "\u{1B}[1m" + String(repeating: "x", count: 80) + "\u{1B}[0m"], width: 80) == 3)
        #expect(
            ShowLayout.rows(of: [String(repeating: "x", count: 81)], width: 80) == 2,
            "a link longer than the width takes two rows")
        #expect(
            ShowLayout.rows(of: ["宇宙" + String(repeating: "x", count: 77)], width: 80) == 2,
            "wide characters count twice")
    }
}
