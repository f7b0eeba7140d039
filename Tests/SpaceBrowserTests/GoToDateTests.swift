import Foundation
import TerminalSession
import Testing
import APODFeature

@testable import SpaceBrowser

/// `g DATE`: while the day asked for is on its way, the picture of the day shown is not drawn again
/// when the prompt closes (kitty was sent it whole again, only for it to be replaced a moment later).
@Suite struct GoToDateTests {
    let size = BrowserStateTests.size

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: size) }
    }

    func slots(_ state: BrowserState) -> [PictureSlot] {
        BrowserView.frame(state, width: size.width, height: size.height, ready: [:]).pictures
    }

    @Test func thePictureShownWaitsForTheDayAskedFor() {
        var state = BrowserStateTests().started()
        #expect(slots(state).count == 1, "the day's picture has its slot")
        _ = press(&state, .character("g"))
        #expect(slots(state).isEmpty, "the prompt takes the rows the picture reached")
        _ = "2023-12-25".flatMap { state.update(.key(.character($0)), size: size) }
        #expect(press(&state, .enter) == [.request(.day(APODDate("2023-12-25")!))])
        #expect(state.overlay == nil && state.day.pictureWithheld)
        #expect(slots(state).isEmpty, "not drawn again while 2023-12-25 is on its way")
        _ = state.update(
            .answered(.day(APODDate("2023-12-25")!), .success(.day(BrowserStateTests.picture("2023-12-25")))),
            size: size)
        #expect(!state.day.pictureWithheld)
        #expect(slots(state).map(\.name) == [.day(APODDate("2023-12-25")!)])
    }

    @Test func theSameDayAgainKeepsItsPicture() {
        var state = BrowserStateTests().started()
        _ = press(&state, .character("g"))
        _ = "2024-01-08".flatMap { state.update(.key(.character($0)), size: size) }
        _ = press(&state, .enter)
        #expect(!state.day.pictureWithheld)
        #expect(slots(state).count == 1)
    }
}

/// The key help's box covers the pictures it touches with a blank cell around it, so a picture
/// cut around it never leaves slivers against its border (kitty).
@Suite struct HelpBoxMarginTests {
    @Test func theCoverIsTheBoxAndABlankCellAround() throws {
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("?")), size: BrowserStateTests.size)
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        let slot = try #require(frame.pictures.first)
        let cover = try #require(slot.covered)
        // The box's corner (0-based) in the buffer.
        var corner: (row: Int, column: Int)?
        for row in 0..<40 {
            for column in 0..<100 where frame.buffer[row, column].text == "┌" { corner = (row, column) }
        }
        let (top, left) = try #require(corner)
        #expect(cover.row == top, "one row above the box (1-based: \(top + 1) is the box's)")
        #expect(cover.column == left, "one column left of it")
        #expect(frame.buffer[top - 1, left].text == " " && frame.buffer[top, left - 1].text == " ")
        #expect(!frame.buffer[top - 1, left].picture, "the margin is blank, not picture")
    }
}
