import Foundation
import Testing
import TerminalSession
import APODFeature
import SpaceImaging
@testable import TerminalGraphics
@testable import SpaceBrowser

/// `v` shows the day's picture alone on the whole terminal, any key back; Space stops animated
/// pictures where they are and plays them on (the terminal that plays its own is told); an
/// animated picture says so on the Day screen and in the album.
@Suite struct PictureAloneTests {
    let size = BrowserStateTests.size

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: size) }
    }

    @Test func vShowsThePictureAloneAndAnyKeyComesBack() {
        var state = BrowserStateTests().started()
        _ = press(&state, .character("v"))
        #expect(state.overlay == .picture)
        let loading = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        #expect(loading.pictures.count == 1)
        #expect(loading.pictures[0].rect == CellRect(row: 1, column: 1, columns: 100, rows: 40))
        #expect(loading.pictures[0].key == PictureKey(.day(APODDate("2024-01-08")!), columns: 100, rows: 40))
        #expect(loading.buffer.line(0).trimmingCharacters(in: .whitespaces).isEmpty, "no tab bar")
        #expect(loading.buffer.line(20).contains("Loading the picture…"))
        // Ready: drawn centred at its own size, nothing else on the screen.
        let key = loading.pictures[0].key
        _ = state.update(
            .pictureArrived(
                key, .success(PictureLoads.Ready(fit: CellFit(columns: 60, rows: 40), width: 1200, height: 1600))),
            size: size)
        let ready = BrowserView.frame(state, width: 100, height: 40, ready: [key: CellFit(columns: 60, rows: 40)])
        #expect(ready.pictures.map(\.rect) == [CellRect(row: 1, column: 21, columns: 60, rows: 40)])
        #expect(!ready.buffer.line(39).contains("q quit") && !ready.buffer.line(39).contains("2024-01-08"))
        // Space stops it there; any other key goes back, and does nothing else.
        _ = press(&state, .character(" "))
        #expect(state.overlay == .picture && state.animationsPaused)
        #expect(press(&state, .character("h")).isEmpty)
        #expect(state.overlay == nil && state.day.picture?.date == APODDate("2024-01-08"))
    }

    @Test func aVideoDayHasNoPictureToShowAlone() {
        var state = BrowserStateTests().started()
        _ = state.update(
            .answered(.day(APODDate("2024-01-07")!), .success(.day(BrowserStateTests.picture("2024-01-07", .video)))),
            size: size)
        var video = state.day.picture!
        video.url = nil
        video.hdurl = nil
        state.day.picture = video
        _ = press(&state, .character("v"))
        #expect(state.overlay == nil && state.notice == "This day has no picture to show alone.")
    }

    @Test func spaceStopsAndPlaysAndTheDaySaysItIsAnimated() {
        var state = BrowserStateTests().started()
        let key = PictureKey(.day(APODDate("2024-01-08")!), columns: 50, rows: 20)
        _ = state.update(
            .pictureArrived(
                key,
                .success(
                    PictureLoads.Ready(fit: CellFit(columns: 50, rows: 20), width: 400, height: 300, animated: true))),
            size: size)
        #expect(StatusLine.place(state) == "2024-01-08 · image · animated ▶")
        _ = press(&state, .character(" "))
        #expect(state.animationsPaused && state.notice == "Animated pictures stopped where they are; Space plays them.")
        #expect(StatusLine.place(state) == "2024-01-08 · image · animated, stopped (Space)")
        _ = press(&state, .character(" "))
        #expect(!state.animationsPaused && state.notice == "Animated pictures play.")
    }

    @Test func theAlbumBadgesAnAnimatedTile() {
        var state = BrowserStateTests().started()
        _ = press(&state, .character("2"))
        let pictures = ["2024-01-07", "2024-01-08"].map { BrowserStateTests.picture($0) }
        let (start, end) = AlbumLayout.window(state.album, today: state.latestDay)
        _ = state.update(.answered(.range(start, end), .success(.pictures(pictures))), size: size)
        state.animated.insert(.tile(APODDate("2024-01-07")!))
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        let text = (0..<40).map { frame.buffer.line($0) }.joined(separator: "\n")
        #expect(text.contains("2024-01-07 ▶") && !text.contains("2024-01-08 ▶"), "\(text)")
    }

    @Test func kittyIsToldToStopAndPlayItsOwnAnimation() {
        let (events, sink) = AsyncStream.makeStream(of: BrowserLoop.Event.self)
        _ = events
        let pictures = BrowserLoop.Pictures(edge: { _ in 1000 }, fetch: { _, _ in Data() })
        let stage = PictureStage(
            drawing: .kitty, pictures: pictures, services: FakeServices(), failure: { BrowserFailure("\($0)") },
            cellPixels: (10, 20)
        ) { sink.yield($0) }
        let image = PixelImage(width: 4, height: 4, channels: 3, pixels: [UInt8](repeating: 200, count: 48))
        let frames = [
            GIFAnimation.Frame(image: image, centiseconds: 10), GIFAnimation.Frame(image: image, centiseconds: 10),
        ]
        let decoded = PicturePreview.Decoded(
            image: image, file: [], drawing: .kitty, animation: GIFAnimation(frames: frames, loopCount: 0))
        let key = PictureKey(.day(APODDate("2024-01-05")!), columns: 20, rows: 8)
        _ = stage.arrived(key, decoded, CellFit(columns: 4, rows: 2))
        let slot = PictureSlot(
            key: key, subject: .apod(BrowserStateTests.picture("2024-01-05")),
            rect: CellRect(row: 3, column: 2, columns: 20, rows: 8))
        let placed = stage.place([slot], with: PicturePlacement(drawing: .kitty, screenRows: 40))
        #expect(placed.contains("s=3"), "kitty plays it itself")
        let id = stage.placed[key]!.id
        #expect(stage.pause(true) == "\u{1B}_Ga=a,i=\(id),s=1,q=2\u{1B}\\")
        #expect(stage.pause(true).isEmpty, "said once")
        #expect(stage.pause(false) == "\u{1B}_Ga=a,i=\(id),s=3,q=2\u{1B}\\")
    }
}
