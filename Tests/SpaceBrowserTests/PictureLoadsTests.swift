import Foundation
import Testing
import APODFeature
import TerminalGraphics
@testable import SpaceBrowser

/// The pictures decided by the reducer alone: a frame's slots in, fetches, reuses, cancels and
/// loads ahead out; answers change what is kept, and nothing is asked for twice.
@Suite struct PictureLoadsTests {
    let size = BrowserStateTests.size

    func slot(_ name: PictureName, columns: Int = 20, rows: Int = 8) -> PictureSlot {
        PictureSlot(
            key: PictureKey(name, columns: columns, rows: rows),
            subject: .apod(BrowserStateTests.picture("2024-01-05")),
            rect: CellRect(row: 3, column: 2, columns: columns, rows: rows))
    }

    /// Off the Day screen, so that no day is loaded ahead.
    func onTheAlbum() -> BrowserState {
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("2")), size: size)
        return state
    }

    @Test func aSlotIsFetchedOnceAndAFailureIsKeptNotAskedAgain() {
        var state = onTheAlbum()
        let tile = slot(.tile(APODDate("2024-01-05")!))
        #expect(state.update(.framed([tile]), size: size) == [.fetchPicture(tile)])
        #expect(state.update(.framed([tile]), size: size) == [], "on its way: not asked again")
        _ = state.update(
            .pictureArrived(tile.key, .failure(BrowserFailure("The picture could not be fetched."))), size: size)
        #expect(state.pictures.failed[tile.key] == "The picture could not be fetched.")
        #expect(state.pictures.fetching.isEmpty)
        #expect(state.update(.framed([tile]), size: size) == [], "failed: said in its slot, not asked again")
    }

    @Test func aPictureThatLeftTheFrameIsCancelledAndAskedAgainWhenItComesBack() {
        var state = onTheAlbum()
        let (first, second) = (slot(.tile(APODDate("2024-01-05")!)), slot(.tile(APODDate("2024-01-06")!)))
        _ = state.update(.framed([first, second]), size: size)
        #expect(state.update(.framed([second]), size: size) == [.cancelPicture(first.key)])
        #expect(state.update(.framed([first, second]), size: size) == [.fetchPicture(first)])
    }

    @Test func anArrivalIsKeptWithItsShapeAndAskedAgainOnceTheStageForgetsIt() {
        var state = onTheAlbum()
        let tile = slot(.tile(APODDate("2024-01-05")!))
        _ = state.update(.framed([tile]), size: size)
        let ready = PictureLoads.Ready(fit: CellFit(columns: 20, rows: 5), width: 400, height: 200)
        _ = state.update(.pictureArrived(tile.key, .success(ready)), size: size)
        #expect(state.pictures.ready[tile.key] == ready && state.aspects[tile.name] == 2)
        #expect(state.update(.framed([tile]), size: size) == [])
        _ = state.update(.picturesForgotten([tile.key]), size: size)
        #expect(state.update(.framed([tile]), size: size) == [.fetchPicture(tile)])
    }

    /// Another size of the same picture stands in when it has the pixels the slot needs (within
    /// a tenth), the largest of them; one too small is fetched at the new size.
    @Test func anotherSizeOfTheSamePictureStandsInWhenItIsSharpEnough() {
        var state = onTheAlbum()
        let name = PictureName.tile(APODDate("2024-01-05")!)
        let (wide, small) = (slot(name, columns: 40, rows: 10), slot(name, columns: 10, rows: 10))
        _ = state.update(
            .pictureArrived(
                small.key, .success(PictureLoads.Ready(fit: CellFit(columns: 10, rows: 5), width: 10, height: 10))),
            size: size)
        #expect(state.update(.framed([wide]), size: size) == [.fetchPicture(wide)], "10 pixels for 40 columns: too few")
        let sharp = PictureLoads.Ready(fit: CellFit(columns: 10, rows: 5), width: 400, height: 400)
        _ = state.update(.pictureArrived(small.key, .success(sharp)), size: size)
        let taller = slot(name, columns: 20, rows: 10)
        #expect(
            state.update(.framed([taller]), size: size) == [
                .cancelPicture(wide.key), .reusePicture(small.key, for: taller),
            ])
        let fit = PicturePreview.fit(
            width: 400, height: 400, as: .blocks(.trueColor), in: state.pictures.box(taller.rect))
        #expect(state.pictures.ready[taller.key] == PictureLoads.Ready(fit: fit, width: 400, height: 400))
        #expect(state.pictures.fetching.isEmpty && state.update(.framed([taller]), size: size) == [])
    }

    /// The days next to the one shown are loaded ahead, once; their pictures are not fetched
    /// while they come with it; a day no longer next to the one shown is cancelled.
    @Test func theDaysNextToTheOneShownAreLoadedAheadOnce() {
        var state = BrowserStateTests().started()
        #expect(
            state.update(.framed([]), size: size) == [.preload(APODDate("2024-01-07")!)], "the latest: the day before")
        #expect(state.update(.framed([]), size: size) == [], "once")
        _ = state.update(.key(.character("h")), size: size)
        #expect(state.update(.framed([]), size: size) == [.cancelPreload(APODDate("2024-01-07")!)], "a day on its way")
        _ = state.update(
            .answered(.day(APODDate("2024-01-07")!), .success(.day(BrowserStateTests.picture("2024-01-07")))),
            size: size)
        let effects = state.update(.framed([]), size: size)
        #expect(effects == [.preload(APODDate("2024-01-06")!), .preload(APODDate("2024-01-08")!)])
        let coming = slot(.day(APODDate("2024-01-06")!))
        #expect(!state.update(.framed([coming]), size: size).contains(.fetchPicture(coming)), "it comes with its day")
        _ = state.update(.dayAhead(APODDate("2024-01-06")!, nil), size: size)
        #expect(state.pictures.preloading == [APODDate("2024-01-08")!], "its text did not come: ended")
        #expect(state.update(.framed([coming]), size: size) == [.fetchPicture(coming)], "ended without it: fetched")
        #expect(state.update(.framed([]), size: size) == [.cancelPicture(coming.key)])
    }

    @Test func aLostScreenIsDrawnWhole() {
        var state = onTheAlbum()
        #expect(state.update(.screenLost, size: size) == [.redrawAll])
    }
}
