import Foundation
import Testing
import APODFeature
import TerminalGraphics
@testable import SpaceBrowser

/// A day loaded ahead, decided by the reducer step by step: its text, then its picture for the
/// very slot the Day screen will give it at this size, once more if its measured shape gives it
/// another; the stage lays nothing out.
@Suite struct LoadAheadTests {
    let size = BrowserStateTests.size
    let day = APODDate("2024-01-07")!
    let picture = BrowserStateTests.picture("2024-01-07")

    /// The slot the Day screen draws the day's picture in at this size, for a shape.
    func slot(aspect: Double?) -> PictureSlot {
        DetailView.slot(
            name: .day(day), subject: .apod(picture), width: size.width, height: size.height, aspect: aspect)!
    }

    /// The latest day shown; the day before's text loaded ahead.
    func textAhead() -> (BrowserState, [BrowserEffect]) {
        var state = BrowserStateTests().started()
        #expect(state.update(.framed([]), size: size) == [.preload(day)])
        let effects = state.update(.dayAhead(day, picture), size: size)
        return (state, effects)
    }

    @Test func itsPictureIsFetchedForTheSlotItWillFillThenForItsOwnShape() {
        var (state, effects) = textAhead()
        let first = slot(aspect: nil)
        #expect(effects == [.fetchPicture(first)], "the shape unknown: the slot a picture of unknown shape gets")
        #expect(state.pictures.fetching.isEmpty, "not a slot of the frame: the next frame does not cancel it")
        #expect(state.update(.framed([]), size: size).isEmpty)
        // Too few pixels to stand in for another size: fetched again for the slot its shape gives.
        let wide = PictureLoads.Ready(fit: CellFit(columns: 8, rows: 1), width: 16, height: 2)
        let second = slot(aspect: 8)
        #expect(second.key != first.key, "a wide picture goes above its text")
        #expect(state.update(.pictureArrived(first.key, .success(wide)), size: size) == [.fetchPicture(second)])
        #expect(state.aspects[.day(day)] == 8)
        let ready = PictureLoads.Ready(fit: CellFit(columns: 100, rows: 7), width: 1600, height: 200)
        #expect(state.update(.pictureArrived(second.key, .success(ready)), size: size).isEmpty)
        #expect(state.pictures.preloading.isEmpty && state.pictures.fetchingAhead.isEmpty, "ended")
        // Shown, the day's slot is the one fetched: drawn at once, nothing asked.
        _ = state.update(.key(.character("h")), size: size)
        _ = state.update(.answered(.day(day), .success(.day(picture))), size: size)
        let frame = BrowserView.frame(state, width: size.width, height: size.height, ready: [:])
        #expect(frame.pictures.map(\.key) == [second.key])
        #expect(!state.update(.framed(frame.pictures), size: size).contains(.fetchPicture(frame.pictures[0])))
    }

    @Test func aPictureThatCanStandInForItsShapeIsNotFetchedTwice() {
        var (state, _) = textAhead()
        let first = slot(aspect: nil)
        let large = PictureLoads.Ready(fit: CellFit(columns: 50, rows: 6), width: 3200, height: 400)
        let effects = state.update(.pictureArrived(first.key, .success(large)), size: size)
        #expect(effects == [.reusePicture(first.key, for: slot(aspect: 8))])
        #expect(state.pictures.preloading.isEmpty)
    }

    @Test func aFailedPictureAheadIsNotKeptAsFailedAndLeavingCancelsIt() {
        var (state, _) = textAhead()
        let first = slot(aspect: nil)
        _ = state.update(.pictureArrived(first.key, .failure(BrowserFailure("No answer."))), size: size)
        #expect(state.pictures.failed.isEmpty && state.pictures.preloading.isEmpty, "shown, the day asks again")

        var (left, _) = textAhead()
        _ = left.update(.key(.character("2")), size: size)
        let effects = left.update(.framed([]), size: size)
        #expect(effects.contains(.cancelPicture(first.key)) && effects.contains(.cancelPreload(day)))
        #expect(left.pictures.fetchingAhead.isEmpty)
        #expect(left.update(.pictureArrived(first.key, .failure(BrowserFailure("cancelled"))), size: size).isEmpty)
    }

    @Test func aDayThatDidNotComeOrCameAsAnotherEndsItsLoadAhead() {
        var state = BrowserStateTests().started()
        _ = state.update(.framed([]), size: size)
        #expect(state.update(.dayAhead(day, BrowserStateTests.picture("2024-01-08")), size: size).isEmpty)
        #expect(state.pictures.preloading.isEmpty, "a stand-in for another day is not this day's")
    }
}
