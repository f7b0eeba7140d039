import Foundation
import TerminalSession
import Testing
import APODFeature

@testable import SpaceBrowser

/// The archive's side of Search counts every day that matched, as `space apod search` does, and
/// loads past the first 500 as the library's side loads pages; a day opened from it says where it
/// is among them; the status line names the archive before any search once it is synced, and a
/// query with quotes of its own is not quoted again.
@Suite struct ArchiveTotalsTests {
    let size = BrowserStateTests.size
    let third = ListsAndPromptsTests()

    static func hits(_ count: Int) -> [ArchiveHit] {
        (0..<count).map { index in
            ListsAndPromptsTests.hit(APODDate("2000-01-01")!.adding(days: index).description)
        }
    }

    func searched(total: Int, listed: Int) -> BrowserState {
        var state = third.started()
        _ = third.press(&state, .character("4"), .character("/"))
        _ = third.type(&state, "nebula")
        _ = third.press(&state, .enter)
        _ = state.update(
            .answered(
                .archive(1, "nebula", limit: BrowserState.archiveLimit),
                .success(.archive(.hits(total: total, Self.hits(listed))))), size: size)
        return state
    }

    @Test func theTotalIsEveryDayThatMatched() {
        let state = searched(total: 10_339, listed: BrowserState.archiveLimit)
        #expect(state.search.archive.total == 10_339)
        #expect(StatusLine.place(state) == "\"nebula\" · APOD archive · 1 of 10,339")
    }

    @Test func nearTheEndOfThoseListedMoreAreAsked() {
        var state = searched(total: 10_339, listed: BrowserState.archiveLimit)
        var asked: [BrowserEffect] = []
        for _ in 0..<BrowserState.archiveLimit { asked += third.press(&state, .character("j")) }
        #expect(asked == [.request(.archive(1, "nebula", limit: 2 * BrowserState.archiveLimit))], "asked once")
        let more = BrowserRequest.archive(1, "nebula", limit: 2 * BrowserState.archiveLimit)
        #expect(state.loadingPage(.archive) && state.inFlight.contains(more))
        let selected = state.search.archive.selected
        _ = state.update(
            .answered(more, .success(.archive(.hits(total: 10_339, Self.hits(2 * BrowserState.archiveLimit))))),
            size: size)
        #expect(state.search.archive.items.count == 2 * BrowserState.archiveLimit)
        #expect(state.search.archive.selected == selected && !state.loadingPage(.archive))
        #expect(!state.inFlight.contains(more))
        // A newer search's answer never lands on it.
        _ = third.press(&state, .character("/"))
        _ = third.type(&state, "comet")
        _ = third.press(&state, .enter)
        _ = state.update(
            .answered(
                .archive(1, "comet", limit: BrowserState.archiveLimit),
                .success(.archive(.hits(total: 10_339, Self.hits(1_500))))), size: size)
        #expect(state.search.archive.items.isEmpty)
    }

    @Test func allListedAsksNoMore() {
        var state = searched(total: 30, listed: 30)
        var asked: [BrowserEffect] = []
        for _ in 0..<40 { asked += third.press(&state, .character("j")) }
        #expect(!asked.contains { if case .request(.archive) = $0 { return true } else { return false } })
        #expect(StatusLine.place(state) == "\"nebula\" · APOD archive · 30 of 30")
    }

    @Test func aDayOpenedFromTheResultsSaysWhereItIs() {
        var state = searched(total: 10_339, listed: 3)
        _ = third.press(&state, .character("j"), .character("j"), .enter)
        #expect(state.screen == .day)
        #expect(StatusLine.place(state) == "2000-01-03 · image · result 3 of 10,339 · n/N")
        _ = third.press(&state, .character("h"))
        _ = state.update(
            .answered(.day(APODDate("2000-01-02")!), .success(.day(BrowserStateTests.picture("2000-01-02")))),
            size: size)
        #expect(!StatusLine.place(state).contains("result"), "a day stepped to is not one of the results")
    }

    @Test func aQueryWithItsOwnQuotesIsShownOnce() {
        var state = third.started()
        _ = third.press(&state, .character("4"), .character("/"))
        _ = third.type(&state, "title:\"comet tail\"")
        _ = third.press(&state, .enter)
        _ = state.update(
            .answered(
                .archive(1, "title:\"comet tail\"", limit: BrowserState.archiveLimit),
                .success(.archive(.hits(total: 2, Self.hits(2))))), size: size)
        #expect(StatusLine.place(state) == "title:\"comet tail\" · APOD archive · 1 of 2")
    }
}
