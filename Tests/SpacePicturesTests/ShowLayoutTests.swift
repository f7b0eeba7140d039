import SpacePictures
import Testing

/// Where `--show` puts the picture and its text (one row is kept for the prompt).
@Suite struct ShowLayoutTests {
    @Test func bothTogetherWhenTheyFit() {
        // 40 rows: a 20-row picture and 15 rows of text fit in 39.
        #expect(
            ShowLayout.plan(screenRows: 40, textRows: 15, fullPictureRows: 20)
                == ShowLayout(order: .pictureFirst, pictureRows: 39))
        #expect(
            ShowLayout.plan(screenRows: 40, textRows: 19, fullPictureRows: 20)
                == ShowLayout(order: .pictureFirst, pictureRows: 39))
    }

    @Test func thePictureShrinksToTheRowsTheTextLeaves() {
        // 80×40: the picture would take 36 rows; 12 rows of text leave 27.
        #expect(
            ShowLayout.plan(screenRows: 40, textRows: 12, fullPictureRows: 36)
                == ShowLayout(order: .pictureFirst, pictureRows: 27))
        // Exactly half the screen is still drawn first.
        #expect(
            ShowLayout.plan(screenRows: 41, textRows: 20, fullPictureRows: 40)
                == ShowLayout(order: .pictureFirst, pictureRows: 20))
    }

    @Test func textFirstWhenThePictureWouldBeLessThanHalfTheScreen() {
        #expect(
            ShowLayout.plan(screenRows: 24, textRows: 14, fullPictureRows: 23)
                == ShowLayout(order: .textFirst, pictureRows: 23))
        #expect(
            ShowLayout.plan(screenRows: 30, textRows: 60, fullPictureRows: 29)
                == ShowLayout(order: .textFirst, pictureRows: 29))
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
