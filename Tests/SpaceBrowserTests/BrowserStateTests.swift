import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import TerminalGraphics
@testable import SpaceBrowser

/// The browser as a value: keys and answers in, effects and frames out, no terminal.
@Suite struct BrowserStateTests {
    static let size = (width: 100, height: 40)
    static let today = APODDate("2024-01-08")!
    static let now = Date(timeIntervalSince1970: 1_704_726_000)

    static func picture(_ day: String, _ kind: APODPicture.MediaType = .image) -> APODPicture {
        APODPicture(
            date: APODDate(day)!, title: "Picture of \(day)", explanation: "What \(day) shows.", mediaType: kind,
            url: "https://apod.test/\(day).jpg", hdurl: "https://apod.test/\(day)-hd.jpg", thumbnailURL: nil,
            copyright: "Someone")
    }

    func started() -> BrowserState {
        var state = BrowserState(today: Self.today, now: Self.now)
        #expect(state.start() == [.request(.latest), .request(.favorites)])
        _ = state.update(.answered(.favorites, .success(.pictures([]))), size: Self.size)
        #expect(
            state.update(.answered(.latest, .success(.day(Self.picture("2024-01-08")))), size: Self.size) == [
                .shown(Self.picture("2024-01-08"))
            ])
        return state
    }

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: Self.size) }
    }

    @Test func dayByDayNeverPastTheLatestAndLateAnswersAreDropped() {
        var state = started()
        #expect(press(&state, .right) == [])
        #expect(state.notice == "This is the latest picture.")
        #expect(press(&state, .character("h")) == [.request(.day(APODDate("2024-01-07")!))])
        // Before that answer comes, the person moves on: the 7th's answer is not shown.
        _ = press(&state, .character("t"))
        #expect(
            state.update(
                .answered(.day(APODDate("2024-01-07")!), .success(.day(Self.picture("2024-01-07")))),
                size: Self.size) == [])
        #expect(state.day.picture?.date.description == "2024-01-08")
        #expect(press(&state, .character("r")) == [.request(.random)])
    }

    @Test func goToADateChecksItAgainstTheArchive() {
        var state = started()
        _ = press(
            &state, .character("g"), .character("2"), .character("0"), .character("3"), .character("0"),
            .character("-"),
            .character("0"), .character("1"), .character("-"), .character("0"), .character("1"))
        #expect(state.overlay == .goTo("2030-01-01"))
        #expect(press(&state, .enter) == [])
        #expect(state.notice == "2030-01-01 is not in the archive; choose a day from 1995-06-16 to 2024-01-08.")
        _ = press(&state, .character("g"), .character("x"), .enter)
        #expect(state.notice == "'x' is not a date; type YYYY-MM-DD, today or yesterday.")
        _ = press(&state, .character("g"), .character("y"), .character("e"), .backspace, .escape)
        #expect(state.overlay == nil, "Esc cancels")
        #expect(
            press(&state, .character("g")) == []
                && press(
                    &state, .character("y"), .character("e"), .character("s"), .character("t"),
                    .character("e"), .character("r"), .character("d"), .character("a"), .character("y"), .enter)
                    == [.request(.day(APODDate("2024-01-07")!))]
        )
    }

    @Test func theStarFollowsTheFavorites() {
        var state = started()
        let shown = Self.picture("2024-01-08")
        #expect(press(&state, .character("f")) == [.setFavorite(shown, true)])
        #expect(
            state.update(.favoriteSet(shown, .success(true)), size: Self.size) == [],
            "the list follows without reading the file again")
        #expect(state.day.isFavorite)
        #expect(state.favorites.pictures == [shown])
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        #expect((0..<40).contains { frame.buffer.line($0).contains("★ Picture of 2024-01-08") })
        #expect(press(&state, .character("f")) == [.setFavorite(shown, false)])
    }

    @Test func theAlbumIsAWindowOfDaysOldestFirstWithTheNewestSelectedFilteredByKind() {
        var state = started()
        #expect(press(&state, .character("2")) == [.request(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!))])
        let days = (0..<30).map {
            Self.picture(APODDate("2023-12-10")!.adding(days: $0).description, $0 % 7 == 3 ? .video : .image)
        }
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))),
            size: Self.size)
        #expect(
            state.album.grid.pictures.first?.date.description == "2023-12-10", "oldest first, as every list of days")
        #expect(
            state.album.grid.pictures[state.album.grid.selected].date.description == "2024-01-08", "the newest selected"
        )
        // At 100×40, at least two rows of five tiles with their dates.
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        let dated = (1..<39).map { frame.buffer.line($0) }.filter {
            $0.contains("2024-01-0") || $0.contains("2023-12-")
        }
        let datesPerLine = dated.map { $0.matches(of: /20\d\d-\d\d-\d\d/).count }
        #expect(dated.count >= 2 && datesPerLine.allSatisfy { $0 == 5 }, "\(dated)")
        _ = press(&state, .character("m"))
        #expect(state.album.grid.pictures.allSatisfy { $0.mediaType == .image })
        _ = press(&state, .character("m"))
        #expect(state.album.grid.pictures.allSatisfy { $0.mediaType == .video } && !state.album.grid.pictures.isEmpty)
        #expect(press(&state, .character("[")) == [.request(.range(APODDate("2023-11-10")!, APODDate("2023-12-09")!))])
        #expect(press(&state, .character("+")) == [.request(.range(APODDate("2023-10-11")!, APODDate("2023-12-09")!))])
        #expect(press(&state, .character("]")) == [.request(.range(APODDate("2023-11-10")!, APODDate("2024-01-08")!))])
        _ = press(&state, .character("m"))
        _ = state.update(
            .answered(.range(APODDate("2023-11-10")!, APODDate("2024-01-08")!), .success(.pictures(days))),
            size: Self.size)
        #expect(state.album.grid.selected == 0, "forward: the oldest of the later window, next to the day left")
        #expect(press(&state, .character("[")) == [.request(.range(APODDate("2023-09-11")!, APODDate("2023-11-09")!))])
        let earlier = (0..<3).map { Self.picture(APODDate("2023-11-07")!.adding(days: $0).description) }
        _ = state.update(
            .answered(.range(APODDate("2023-09-11")!, APODDate("2023-11-09")!), .success(.pictures(earlier))),
            size: Self.size)
        #expect(state.album.grid.selected == 2, "back: the newest of the earlier window")
    }

    @Test func favoritesOpenAndAreRemovedAfterAYes() {
        var state = started()
        let kept = [Self.picture("2023-05-01"), Self.picture("2024-01-05")]
        _ = press(&state, .character("3"))
        _ = state.update(.answered(.favorites, .success(.pictures(kept))), size: Self.size)
        #expect(state.favorites.selected == 1, "oldest first, the newest selected")
        _ = press(&state, .left)
        #expect(state.favorites.selected == 0)
        _ = press(&state, .character("x"))
        #expect(state.overlay == .confirmRemove(APODDate("2023-05-01")!))
        #expect(press(&state, .character("n")) == [] && state.notice == "Kept 2023-05-01.")
        _ = press(&state, .character("x"))
        #expect(press(&state, .character("y")) == [.setFavorite(kept[0], false)])
        _ = state.update(.favoriteSet(kept[0], .success(false)), size: Self.size)
        #expect(state.favorites.pictures == [kept[1]])
        _ = state.update(.favoriteSet(kept[0], .success(true)), size: Self.size)
        #expect(state.favorites.pictures == kept, "a favorite added back goes in date order")
        #expect(press(&state, .right, .enter) == [.shown(kept[1])])
        #expect(state.screen == .day && state.day.picture == kept[1])
        // Esc goes back to the grid the day was opened from; on a day reached otherwise it does nothing.
        _ = press(&state, .escape)
        #expect(state.screen == .favorites && state.favorites.selected == 1)
        _ = press(&state, .character("1"), .escape)
        #expect(state.screen == .day)
    }

    @Test func picturesAreSlotsUntilTheyAreReadyThenTheirCellsArePictures() {
        let state = started()
        let waiting = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        guard let slot = waiting.pictures.first else { Issue.record("the day's picture has no slot"); return }
        #expect(slot.rect == CellRect(row: 2, column: 1, columns: 55, rows: 38))
        #expect((0..<40).contains { waiting.buffer.line($0).contains("Loading the picture") })
        let ready = BrowserView.frame(state, width: 100, height: 40, ready: [slot.key: CellFit(columns: 55, rows: 20)])
        #expect(ready.buffer[1, 0].picture && ready.buffer[20, 54].picture && !ready.buffer[21, 0].picture)
        // Help over the picture covers it: the slot stays, marked with the box, whose cells are text.
        var helped = state
        helped.overlay = .help
        let overlaid = BrowserView.frame(
            helped, width: 100, height: 40, ready: [slot.key: CellFit(columns: 55, rows: 20)])
        let cover = try! #require(overlaid.pictures.first?.covered)
        #expect(overlaid.pictures.count == 1 && !overlaid.buffer[cover.row - 1, cover.column - 1].picture)
        #expect((0..<40).contains { overlaid.buffer.line($0).contains("Keys of the Day screen") })
    }

    @Test func aPictureThatCannotLoadSaysWhyInItsPlace() {
        let state = started()
        guard let slot = BrowserView.frame(state, width: 100, height: 40, ready: [:]).pictures.first else {
            Issue.record("no slot"); return
        }
        let frame = BrowserView.frame(
            state, width: 100, height: 40, ready: [:], failed: [slot.key: "None of the 2 links gave a picture."])
        #expect(frame.pictures.isEmpty)
        #expect((0..<40).contains { frame.buffer.line($0).contains("None of the 2 links gave a picture.") })
        #expect(!(0..<40).contains { frame.buffer.line($0).contains("Loading the picture") })
    }

    @Test func quitWithQOrCtrlC() {
        var state = started()
        _ = press(&state, .control("c"))
        #expect(state.quitting)
        var other = started()
        _ = press(&other, .character("q"))
        #expect(other.quitting)
    }
}

/// The mouse: a click on a tab switches screens; a click on a tile selects it.
@Suite struct BrowserMouseTests {
    @Test func clicksOnTabsAndTiles() {
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        _ = state.start()
        let album = TabBar.labels().first { $0.screen == .album }!
        #expect(
            state.update(.key(.click(row: 1, column: album.columns.lowerBound + 2)), size: BrowserStateTests.size).first
                == .request(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!)))
        #expect(state.screen == .album)
        let days = (0..<30).map { BrowserStateTests.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))),
            size: BrowserStateTests.size
        )
        _ = state.update(.key(.home), size: BrowserStateTests.size)
        // The second row's third tile: rows 3–10 are the first row of tiles (1-based), 12–19 the
        // second; tiles start at columns 2, 22, 42 (a column and a row for the frame).
        _ = state.update(.key(.click(row: 12, column: 45)), size: BrowserStateTests.size)
        #expect(state.album.grid.selected == 7)
        // Between tiles: nothing changes.
        _ = state.update(.key(.click(row: 12, column: 21)), size: BrowserStateTests.size)
        #expect(state.album.grid.selected == 7)
    }
}

/// A day that failed: its reason whole, wrapped to the text's column.
@Suite struct DayFailureTests {
    @Test func theReasonIsWrappedNotCut() {
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        _ = state.start()
        let reason = "NASA APOD is unavailable right now (HTTP 500); try again in a few minutes."
        _ = state.update(.answered(.latest, .failure(BrowserFailure(reason))), size: BrowserStateTests.size)
        let frame = BrowserView.frame(state, width: 100, height: 40, ready: [:])
        let text = (1..<39).map { frame.buffer.line($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(text.first == "The latest picture", "the failed request names what was asked: \(text)")
        #expect(text.dropFirst().first == reason, "\(text)")
        let narrow = BrowserView.frame(state, width: 40, height: 20, ready: [:])
        let lines = (1..<19).map { narrow.buffer.line($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(
            lines.dropFirst().prefix(3).joined(separator: " ") == reason, "wrapped at 40 columns, not cut: \(lines)")
        #expect(text.contains { $0.hasPrefix("← or h: the day before") })
    }
}
