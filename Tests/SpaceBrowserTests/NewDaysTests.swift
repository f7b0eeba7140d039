import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import AstronautsFeature
import TerminalGraphics
@testable import SpaceBrowser

/// Since you last looked: the days published after the newest one seen, said once on start and
/// opened as an album with `u`.
@Suite struct UnseenTests {
    let size = BrowserStateTests.size

    @Test func theNewDaysAreSaidAndOpenAsAnAlbum() {
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        state.seenBefore = APODDate("2024-01-04")!
        _ = state.start()
        _ = state.update(
            .answered(.latest, .success(.day(BrowserStateTests.picture("2024-01-08")))), size: size)
        #expect(state.notice == "4 new days since Thursday; u shows them as an album.")
        #expect(state.unseen == APODDate("2024-01-05")!...APODDate("2024-01-08")!)
        #expect(
            state.update(.key(.character("u")), size: size) == [
                .request(.range(APODDate("2024-01-05")!, APODDate("2024-01-08")!))
            ])
        #expect(state.screen == .album && state.album.grid.selectOnLoad == .oldest)
        // Said once: the latest asked for again says nothing more.
        _ = state.update(.key(.character("1")), size: size)
        _ = state.update(.key(.character("t")), size: size)
        state.message = nil
        _ = state.update(
            .answered(.latest, .success(.day(BrowserStateTests.picture("2024-01-08")))), size: size)
        #expect(state.notice == nil)
    }

    @Test func nothingNewSaysSo() {
        var seenToday = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        seenToday.seenBefore = APODDate("2024-01-08")!
        _ = seenToday.start()
        _ = seenToday.update(
            .answered(.latest, .success(.day(BrowserStateTests.picture("2024-01-08")))), size: size)
        #expect(seenToday.notice == nil && seenToday.unseen == nil)
        #expect(seenToday.update(.key(.character("u")), size: size) == [])
        #expect(seenToday.notice == "Nothing new since you last looked.")
    }

    @Test func recentDaysByNameOlderByDate() {
        let today = APODDate("2024-02-08")!  // a Thursday
        #expect(BrowserState.dayWords(APODDate("2024-02-05")!, today: today) == "Monday")
        #expect(BrowserState.dayWords(APODDate("2024-02-07")!, today: today) == "Wednesday")
        #expect(BrowserState.dayWords(APODDate("2024-02-04")!, today: today) == "Sunday")
        #expect(BrowserState.dayWords(APODDate("2024-02-02")!, today: today) == "Friday")
        #expect(BrowserState.dayWords(APODDate("2024-02-01")!, today: today) == "2024-02-01")
        #expect(BrowserState.dayWords(APODDate("1995-06-16")!, today: APODDate("1995-06-17")!) == "Friday")
    }
}

/// `y` on the Day screen: the day shown, in every year of the archive, as an album.
@Suite struct SameDayAlbumTests {
    let size = BrowserStateTests.size

    @Test func thisDayOfEveryYearAndBackToTheWindow() {
        var state = BrowserStateTests().started()
        let monthDay = AlbumState.MonthDay(month: 1, day: 8)
        #expect(state.update(.key(.character("y")), size: size) == [.request(.sameDay(monthDay))])
        #expect(state.screen == .album && state.loading == 1)
        #expect(StatusLine.place(state) == "Album: 01-08 of every year")
        // A window's answer still on its way is not shown in its place.
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures([]))), size: size)
        let years = ["1996-01-08", "2010-01-08", "2024-01-08"].map { BrowserStateTests.picture($0) }
        _ = state.update(.answered(.sameDay(monthDay), .success(.pictures(years))), size: size)
        #expect(state.album.grid.pictures == years && state.album.grid.selected == 2 && state.loading == 0)
        #expect(state.update(.key(.enter), size: size) == [.shown(years[2])])
        _ = state.update(.key(.escape), size: size)
        #expect(state.screen == .album)
        #expect(
            state.update(.key(.character("[")), size: size) == [
                .request(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!))
            ], "[ goes back to the window of days")
        #expect(state.album.sameDay == nil)
    }
}
