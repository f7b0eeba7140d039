import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import AstronautsFeature
import TerminalGraphics
@testable import SpaceBrowser

/// The lists, grids and prompts as values: what is in flight ends with its answer, the prompts, the
/// album's window and filter, the favorites, one meaning for each key on a screen.
@Suite struct ListsAndPromptsTests {
    let size = BrowserStateTests.size

    func started() -> BrowserState { BrowserStateTests().started() }

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: size) }
    }

    func type(_ state: inout BrowserState, _ text: String) -> [BrowserEffect] {
        text.flatMap { state.update(.key(.character($0)), size: size) }
    }

    static func page(_ count: Int, total: Int = 60) -> SearchPage {
        SearchPage(items: (0..<count).map(BrowserListTests.item), totalHits: total, hasNext: count < total)
    }

    /// `/nebula` Enter, `/comet` Enter before the first answer: each answer ends its own request,
    /// so the spinner stops once both are in, whichever comes first (it turned for the rest of the
    /// session when the superseded one came last).
    @Test func aSupersededAnswerStillEndsItsRequest() {
        for nebulaFirst in [true, false] {
            var state = started()
            #expect(state.loading == 0)
            _ = press(&state, .character("4"), .character("/"))
            #expect(
                type(&state, "nebula") + press(&state, .enter) == [
                    .request(.archive(1, "nebula", limit: BrowserState.archiveLimit)),
                    .request(.search(1, "nebula", page: 1)),
                ])
            _ = press(&state, .character("/"))
            #expect(
                type(&state, "comet") + press(&state, .enter) == [
                    .request(.archive(2, "comet", limit: BrowserState.archiveLimit)),
                    .request(.search(2, "comet", page: 1)),
                ])
            #expect(state.loading == 4)
            let answers: [BrowserEvent] = [
                .answered(.search(1, "nebula", page: 1), .success(.page(Self.page(25)))),
                .answered(.archive(1, "nebula", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))),
                .answered(.search(2, "comet", page: 1), .success(.page(Self.page(25)))),
                .answered(.archive(2, "comet", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))),
            ]
            for event in nebulaFirst ? answers : answers.reversed() { _ = state.update(event, size: size) }
            #expect(state.loading == 0, "no spinner once both answers are in (nebula first: \(nebulaFirst))")
            #expect(state.search.query == "comet" && state.search.list.items.count == 25)
        }
    }

    @Test func aSupersededRosterPageAndAFailureEndTheirRequests() {
        var state = started()
        #expect(press(&state, .character("5")) == [.request(.roster(1, .asc, "", page: 1, refresh: false))])
        #expect(press(&state, .character("s")) == [.request(.roster(2, .desc, "", page: 1, refresh: false))])
        _ = state.update(
            .answered(
                .roster(2, .desc, "", page: 1, refresh: false),
                .failure(BrowserFailure("Launch Library 2 did not answer."))), size: size)
        #expect(state.loading == 1)
        _ = state.update(
            .answered(
                .roster(1, .asc, "", page: 1, refresh: false),
                .failure(BrowserFailure("Launch Library 2 did not answer."))), size: size)
        #expect(state.loading == 0)
        #expect(state.roster.list.failure == "Launch Library 2 did not answer.")
    }

    @Test func heldArrowsCountEachDayAskedFor() {
        var state = started()
        _ = press(&state, .character("h"), .character("l"), .character("h"))
        #expect(state.loading == 3, "the 7th twice and the 8th once")
        let seventh = APODDate("2024-01-07")!
        let answer = BrowserEvent.answered(.day(seventh), .success(.day(BrowserStateTests.picture("2024-01-07"))))
        _ = state.update(answer, size: size)
        #expect(state.loading == 2)
        _ = state.update(
            .answered(.day(APODDate("2024-01-08")!), .failure(BrowserFailure("cancelled"))), size: size)
        _ = state.update(answer, size: size)
        #expect(state.loading == 0)
    }

    /// `/` opens empty, so the next search is what is typed (it was `nebulacomet`); Enter on
    /// nothing leaves the last search shown, with its words on the status line.
    @Test func theSearchPromptOpensEmptyAndNothingKeepsTheLastSearch() {
        var state = started()
        _ = press(&state, .character("4"), .character("/"))
        _ = type(&state, "nebula")
        _ = press(&state, .enter)
        _ = state.update(.answered(.search(1, "nebula", page: 1), .success(.page(Self.page(25)))), size: size)
        _ = press(&state, .character("/"))
        #expect(state.overlay == .query(""))
        #expect(
            type(&state, "comet") + press(&state, .enter) == [
                .request(.archive(2, "comet", limit: BrowserState.archiveLimit)),
                .request(.search(2, "comet", page: 1)),
            ])
        _ = state.update(.answered(.search(2, "comet", page: 1), .success(.page(Self.page(25)))), size: size)
        _ = press(&state, .character("/"))
        #expect(press(&state, .enter) == [], "no words: no search")
        #expect(state.search.query == "comet" && state.search.list.items.count == 25)
        #expect(StatusLine.place(state).hasPrefix("\"comet\""))
        _ = press(&state, .character("5"), .character("/"))
        #expect(state.overlay == .query(""), "the roster's filter prompt opens empty too")
    }

    @Test func aDayStarredIsTheOneSelectedInTheFavorites() {
        var state = started()
        let days = ["2023-12-01", "2023-12-20", "2024-01-05"].map { BrowserStateTests.picture($0) }
        _ = state.update(.answered(.favorites, .success(.pictures(days))), size: size)
        let starred = BrowserStateTests.picture("2023-12-25")
        _ = state.update(.favoriteSet(starred, .success(true)), size: size)
        #expect(
            state.favorites.pictures.map(\.date.description) == [
                "2023-12-01", "2023-12-20", "2023-12-25", "2024-01-05",
            ])
        #expect(state.favorites.selected == 2)
    }

    /// Days starred in another shell show on screen 3 (read again each time it is shown, and on
    /// Ctrl-L), the selection staying on its day; an answer read before a star of ours is read again.
    @Test func favoritesAreReadAgainAndNeverLoseAStar() {
        var state = started()
        let first = ["2023-12-01", "2024-01-05"].map { BrowserStateTests.picture($0) }
        _ = state.update(.answered(.favorites, .success(.pictures(first))), size: size)
        #expect(press(&state, .character("3")) == [.request(.favorites)])
        _ = state.update(.answered(.favorites, .success(.pictures(first))), size: size)
        _ = press(&state, .character("l"))
        #expect(state.favorites.selected == 1)
        let elsewhere = ["2023-11-11", "2023-12-01", "2024-01-05"].map { BrowserStateTests.picture($0) }
        #expect(press(&state, .control("l")) == [.redrawAll, .request(.favorites)])
        #expect(press(&state, .control("l")) == [.redrawAll], "one read at a time")
        _ = state.update(.answered(.favorites, .success(.pictures(elsewhere))), size: size)
        #expect(state.favorites.pictures.count == 3)
        #expect(state.favorites.pictures[state.favorites.selected].date.description == "2024-01-05")

        // A star while the file is being read: that answer may not have it, so it is read again.
        _ = press(&state, .control("l"))
        let starred = BrowserStateTests.picture("2023-12-25")
        _ = state.update(.favoriteSet(starred, .success(true)), size: size)
        #expect(
            state.update(.answered(.favorites, .success(.pictures(elsewhere))), size: size) == [.request(.favorites)])
        #expect(state.favorites.pictures.contains { $0.date == starred.date })
        _ = state.update(.answered(.favorites, .success(.pictures(elsewhere + [starred]))), size: size)
        #expect(state.loading == 0)
    }

    @Test func theAlbumSaysWhenItIsAtTheLatestAndKeepsTheWindowItShows() {
        var state = started()
        #expect(press(&state, .character("2")) == [.request(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!))])
        let days = (0..<30).map { BrowserStateTests.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))), size: size)
        #expect(press(&state, .character("]")) == [])
        #expect(state.notice == "The album already ends at the latest day.")
        #expect(press(&state, .character("[")) == [.request(.range(APODDate("2023-11-10")!, APODDate("2023-12-09")!))])
        _ = state.update(
            .answered(.range(APODDate("2023-11-10")!, APODDate("2023-12-09")!), .failure(BrowserFailure("Offline."))),
            size: size)
        #expect(StatusLine.place(state) == "Album 2023-12-10 to 2024-01-08", "the label names the days shown")
        #expect(state.album.grid.pictures.count == 30 && state.album.grid.failure == nil)
        #expect(state.loading == 0)
        #expect(press(&state, .character("[")) == [.request(.range(APODDate("2023-11-10")!, APODDate("2023-12-09")!))])
        _ = press(&state, .character("m"))
        state.message = nil
        #expect(StatusLine.place(state).hasSuffix(" · images"), "the filter is named after its notice fades")
    }

    @Test func gAndGGoToTheEndsOfListsAndGrids() {
        var state = started()
        _ = press(&state, .character("2"))
        let days = (0..<30).map { BrowserStateTests.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))), size: size)
        _ = press(&state, .character("g"))
        #expect(state.album.grid.selected == 0)
        _ = press(&state, .character("G"))
        #expect(state.album.grid.selected == 29)
        _ = press(&state, .character("4"), .character("/"))
        _ = type(&state, "moon")
        _ = press(&state, .enter)
        _ = state.update(.answered(.search(1, "moon", page: 1), .success(.page(Self.page(25)))), size: size)
        #expect(press(&state, .character("G")) == [.request(.search(1, "moon", page: 2))])
        #expect(state.search.list.selected == 24)
        _ = press(&state, .character("g"))
        #expect(state.search.list.selected == 0)
        _ = press(&state, .character("1"), .character("g"))
        #expect(state.overlay == .goTo(LineEditor(limit: 20)), "on the Day screen g is still go to a date")
    }

    /// No key is listed twice on a screen's help with two meanings (`←/h` was the day before and
    /// back to the list on the Day screen).
    @Test func noKeyMeansTwoThingsOnAScreen() {
        for screen in ScreenID.allCases {
            var seen: [Key: (String, KeyAction)] = [:]
            for binding in KeyTable.bindings(for: screen) {
                for (key, action) in binding.actions {
                    if let (keys, before) = seen[key] {
                        #expect(before == action, "\(screen): \(key) is '\(keys)' and '\(binding.keys)'")
                    } else {
                        seen[key] = (binding.keys, action)
                    }
                }
            }
        }
        #expect(KeyTable.action(for: .left, on: .search) == .back)
        #expect(KeyTable.action(for: .character("h"), on: .astronauts) == .back)
        #expect(KeyTable.action(for: .left, on: .day) == .previousDay)
    }

    static func hit(_ day: String, cached: Bool = true) -> ArchiveHit {
        ArchiveHit(
            date: APODDate(day)!, title: "Nebula of \(day)", mediaType: .image,
            snippet: [SnippetPiece("A "), SnippetPiece("nebula", marked: true), SnippetPiece(" in Orion.")],
            picture: cached ? BrowserStateTests.picture(day) : nil)
    }

    /// After `space apod sync`, a search shows the archive's days first; `s` switches to the
    /// library and back; Enter opens a day on the Day screen (the record from the cache, no
    /// request; a day not cached is asked for), `h` steps from it and Esc comes back to the rows.
    @Test func theArchiveIsSearchedFromTheBrowser() {
        var state = started()
        _ = press(&state, .character("4"), .character("/"))
        _ = type(&state, "nebula")
        _ = press(&state, .enter)
        let hits =
            ["2024-01-05", "2019-03-02", "2001-07-04"].map { Self.hit($0) } + [Self.hit("1999-01-01", cached: false)]
        _ = state.update(
            .answered(
                .archive(1, "nebula", limit: BrowserState.archiveLimit), .success(.archive(.hits(total: 4, hits)))),
            size: size)
        _ = state.update(.answered(.search(1, "nebula", page: 1), .success(.page(Self.page(25)))), size: size)
        #expect(state.search.source == .archive && state.loading == 0)
        #expect(StatusLine.place(state) == "\"nebula\" · APOD archive · 1 of 4")
        let frame = BrowserView.frame(state, width: 100, height: 30, ready: [:])
        let text = (0..<30).map { frame.buffer.line($0) }.joined(separator: "\n")
        #expect(text.contains("1. Nebula of 2024-01-05") && text.contains("2024-01-05 · APOD · image"))
        #expect(text.contains("A nebula in Orion."))
        let marked = (0..<30).flatMap { row in (0..<100).map { frame.buffer[row, $0] } }.filter {
            $0.style.contains(.bold) && "nebula".contains($0.text) && !$0.text.isEmpty
        }
        #expect(marked.count >= 6 * 4, "the word searched for is bold in every row's snippet")

        _ = press(&state, .down)
        #expect(press(&state, .enter) == [.shown(BrowserStateTests.picture("2019-03-02"))])
        #expect(state.screen == .day && state.day.picture?.date.description == "2019-03-02")
        #expect(press(&state, .character("h")) == [.request(.day(APODDate("2019-03-01")!))])
        _ = press(&state, .escape)
        #expect(state.screen == .search && state.search.archive.selected == 1)
        _ = press(&state, .character("G"))
        #expect(press(&state, .enter) == [.request(.day(APODDate("1999-01-01")!))], "a day not cached is asked for")
        _ = press(&state, .escape)

        _ = press(&state, .character("s"))
        #expect(state.search.source == .library)
        #expect(StatusLine.place(state).hasPrefix("\"nebula\" · image library · "))
        #expect(press(&state, .enter) == [.request(.asset("ID-0"))])
        _ = press(&state, .escape, .character("s"))
        #expect(state.search.source == .archive)
        _ = press(&state, .character("/"))
        _ = type(&state, "comet")
        _ = press(&state, .enter)
        _ = state.update(
            .answered(.archive(2, "comet", limit: BrowserState.archiveLimit), .success(.archive(.hits(total: 0, [])))),
            size: size)
        #expect(state.search.source == .archive, "the source chosen stays chosen")
        #expect(state.notice == "No day of the archive matches \"comet\".")
    }

    /// Not synced: the library's results are shown, and the archive's side says how to sync it.
    @Test func anArchiveNotSyncedSaysHow() {
        var state = started()
        _ = press(&state, .character("4"), .character("/"))
        _ = type(&state, "nebula")
        _ = press(&state, .enter)
        _ = state.update(
            .answered(.archive(1, "nebula", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))),
            size: size)
        _ = state.update(.answered(.search(1, "nebula", page: 1), .success(.page(Self.page(25)))), size: size)
        #expect(state.search.source == .library && state.search.list.items.count == 25)
        _ = press(&state, .character("s"))
        let frame = BrowserView.frame(state, width: 100, height: 30, ready: [:])
        #expect(frame.buffer.line(2).contains("The APOD archive is not synced here: S syncs it now"))
        // Whole at 80 columns: wrapped, never cut.
        let narrow = BrowserView.frame(state, width: 80, height: 24, ready: [:])
        let text = (2..<8).map { narrow.buffer.line($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("(about 460 requests the first time). s: the image library."), "\(text)")
        #expect(press(&state, .enter) == [])
    }
}
