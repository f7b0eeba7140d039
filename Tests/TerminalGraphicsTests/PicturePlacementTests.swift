import Foundation
import Testing
import SpaceImaging
@testable import TerminalGraphics

/// Pictures placed at a cell under an id, replaced and deleted by it, for each way of drawing.
@Suite struct PicturePlacementTests {
    /// A 40×20 picture: twice as wide as tall.
    static let image = PixelImage(
        width: 40, height: 20, channels: 3, pixels: [UInt8](repeating: 200, count: 40 * 20 * 3))

    func decoded(_ drawing: DrawingProtocol) -> PicturePreview.Decoded {
        PicturePreview.Decoded(image: Self.image, file: [0x89, 0x50, 0x4E, 0x47], drawing: drawing)
    }

    @Test func kittyPlacesByIdAtTheCellAndLeavesTheCursorWhereItWas() throws {
        let placement = PicturePlacement(drawing: .kitty, screenRows: 24, cell: (10, 20))
        let placed = try #require(
            placement.place(decoded(.kitty), id: 7, in: CellRect(row: 3, column: 5, columns: 20, rows: 10)))
        #expect(placed.text.hasPrefix("\u{1B}7\u{1B}[3;5H\u{1B}_Ga=T,q=2,C=1,i=7,p=1,"))
        #expect(placed.text.hasSuffix("\u{1B}8"))
        // 40×20 pixels in 10×20-pixel cells: twice as wide as tall in pixels means 4 cells across per row.
        #expect(placed.cells == CellRect(row: 3, column: 5, columns: 20, rows: 5))
        // The same id again replaces it in place, with no erasing; deleting frees it by id.
        let again = try #require(
            placement.replace(
                id: 7, old: placed.cells, with: decoded(.kitty), in: CellRect(row: 3, column: 5, columns: 10, rows: 10))
        )
        #expect(
            again.text.hasPrefix("\u{1B}7\u{1B}[3;5H\u{1B}_Ga=T,q=2,C=1,i=7,p=1,"),
            "kitty swaps it in place: nothing erased first")
        #expect(placement.delete(id: 7, covering: placed.cells) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    /// Under a box, kitty's own placements go around it: the pixels sent once (`a=t`), then the
    /// parts above, below, left and right of the box placed from their own pixels.
    @Test func kittyPlacesAroundWhatCoversIt() throws {
        let placement = PicturePlacement(drawing: .kitty, screenRows: 24, cell: (10, 20))
        // 20×5 cells at row 3, column 5; a box over rows 4–5, columns 9–13.
        let cover = CellRect(row: 4, column: 9, columns: 5, rows: 2)
        let placed = try #require(
            placement.place(
                decoded(.kitty), id: 7, in: CellRect(row: 3, column: 5, columns: 20, rows: 10), around: cover))
        #expect(placed.cells == CellRect(row: 3, column: 5, columns: 20, rows: 5))
        // The 40×20 file is sent as it is (the terminal enlarges it to 200×100): 2 pixels a
        // column, 4 a row.
        #expect(placed.text.contains("\u{1B}_Ga=t,q=2,i=7,f=24,s=40,v=20,"), "sent once, not shown")
        #expect(!placed.text.contains("a=T"))
        let parts = [
            "\u{1B}[3;5H\u{1B}_Ga=p,q=2,C=1,i=7,p=1,x=0,y=0,w=40,h=4,c=20,r=1\u{1B}\\",
            "\u{1B}[6;5H\u{1B}_Ga=p,q=2,C=1,i=7,p=2,x=0,y=12,w=40,h=8,c=20,r=2\u{1B}\\",
            "\u{1B}[4;5H\u{1B}_Ga=p,q=2,C=1,i=7,p=3,x=0,y=4,w=8,h=8,c=4,r=2\u{1B}\\",
            "\u{1B}[4;14H\u{1B}_Ga=p,q=2,C=1,i=7,p=4,x=18,y=4,w=22,h=8,c=11,r=2\u{1B}\\",
        ]
        for part in parts { #expect(placed.text.contains(part), "\(part.debugDescription)") }
        // A box that misses it leaves it whole; one that hides it all leaves nothing placed.
        let whole = try #require(
            placement.place(
                decoded(.kitty), id: 7, in: CellRect(row: 3, column: 5, columns: 20, rows: 10),
                around: CellRect(row: 12, column: 1, columns: 80, rows: 4)))
        #expect(whole.text.contains("a=T,q=2,C=1,i=7,p=1,"))
        let hidden = try #require(
            placement.place(
                decoded(.kitty), id: 7, in: CellRect(row: 3, column: 5, columns: 20, rows: 10),
                around: CellRect(row: 1, column: 1, columns: 80, rows: 20)))
        #expect(!hidden.text.contains("a=p") && !hidden.text.contains("a=T"))
    }

    @Test func sixelFillsItsRoomEvenFromASmallFile() throws {
        // A 40×20 picture in a room of 20×10 cells of 10×20 pixels: drawn 200×100 pixels (20 × 5
        // cells), not at its own 40×20.
        let placement = PicturePlacement(drawing: .sixel, screenRows: 24, cell: (10, 20))
        let placed = try #require(
            placement.place(decoded(.sixel), id: 1, in: CellRect(row: 2, column: 1, columns: 20, rows: 10)))
        #expect(placed.text.contains("\"1;1;200;100"), "the raster is the room's: \(placed.text.prefix(40))")
        let enlarged = Enlarger.enlarge(Self.image, width: 80, height: 40)
        #expect(
            enlarged.width == 80 && enlarged.height == 40 && enlarged.pixels.allSatisfy { $0 == 200 },
            "a flat picture stays flat")
        #expect(Enlarger.fitted(Self.image, width: 20, height: 10).width == 20, "shrinking is area averaging")
    }

    /// Half blocks fill the cells they report too: a 40×20 picture in 60×30 cells is drawn 60
    /// columns by 15 rows (its own size, 40 × 10, left the rest of the rows the layout gave it blank).
    @Test func blocksFillTheCellsTheyReportEvenFromASmallFile() throws {
        let placement = PicturePlacement(drawing: .blocks(.trueColor), screenRows: 40)
        let placed = try #require(
            placement.place(
                decoded(.blocks(.trueColor)), id: 1, in: CellRect(row: 2, column: 1, columns: 60, rows: 30)))
        #expect(placed.cells == CellRect(row: 2, column: 1, columns: 60, rows: 15))
        #expect(placed.text.components(separatedBy: "▀").count - 1 == 60 * 15, "every cell of the fit drawn")
    }

    @Test func sixelIsPositionedAndNeverReachesTheLastRow() throws {
        let placement = PicturePlacement(drawing: .sixel, screenRows: 10, cell: (10, 20))
        let placed = try #require(
            placement.place(decoded(.sixel), id: 1, in: CellRect(row: 6, column: 1, columns: 80, rows: 10)))
        #expect(placed.text.hasPrefix("\u{1B}7\u{1B}[6;1H\u{1B}P"))
        #expect(placed.cells.row + placed.cells.rows - 1 <= 9, "row 10 is the last")
        #expect(!placed.text.hasSuffix("\n\u{1B}8"))
        #expect(placement.place(decoded(.sixel), id: 1, in: CellRect(row: 10, column: 1, columns: 10, rows: 3)) == nil)
    }

    @Test func textPicturesAreErasedCellByCellWhenDeletedOrReplaced() throws {
        let placement = PicturePlacement(drawing: .blocks(.trueColor), screenRows: 24)
        let placed = try #require(
            placement.place(decoded(.blocks(.trueColor)), id: 2, in: CellRect(row: 2, column: 4, columns: 8, rows: 8)))
        // Blocks: 8 columns of 1×2 pixels; a 2:1 picture takes 8×2 cells, each row moved to.
        #expect(placed.cells == CellRect(row: 2, column: 4, columns: 8, rows: 2))
        #expect(placed.text.contains("\u{1B}[2;4H") && placed.text.contains("\u{1B}[3;4H"))
        #expect(!placed.text.contains("\n"))
        let deleted = placement.delete(id: 2, covering: placed.cells)
        #expect(deleted == "\u{1B}7\u{1B}[2;4H\u{1B}[0m\u{1B}[8X\u{1B}[3;4H\u{1B}[0m\u{1B}[8X\u{1B}8")
        let replaced = try #require(
            placement.replace(
                id: 2, old: placed.cells, with: decoded(.blocks(.trueColor)),
                in: CellRect(row: 2, column: 4, columns: 4, rows: 8)))
        #expect(replaced.text.hasPrefix(deleted))
        #expect(replaced.cells.columns == 4)
    }

    @Test func iTermGetsTheFileAtTheCell() throws {
        let placement = PicturePlacement(drawing: .iTerm, screenRows: 24)
        let placed = try #require(
            placement.place(decoded(.iTerm), id: 3, in: CellRect(row: 1, column: 1, columns: 10, rows: 5)))
        #expect(placed.text.hasPrefix("\u{1B}7\u{1B}[1;1H\u{1B}]1337;File=inline=1;size=4;"))
        #expect(placed.text.hasSuffix("\u{07}\u{1B}8"))
    }
}
