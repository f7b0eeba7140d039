import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import AstronautsFeature
@testable import SpaceBrowser

/// `n` and `N`, as in less, vim, lazygit and yazi: the next and previous match. In a list they
/// move the selection; with a result open (a day from the archive's results, a library result,
/// an astronaut) they open the next one; at either end they say so.
@Suite struct NextMatchTests {
    let size = BrowserStateTests.size
    let third = ListsAndPromptsTests()

    func searched() -> BrowserState {
        var state = third.started()
        _ = third.press(&state, .character("4"), .character("/"))
        _ = third.type(&state, "nebula")
        _ = third.press(&state, .enter)
        let hits =
            ["2024-01-05", "2019-03-02"].map { ListsAndPromptsTests.hit($0) } + [
                ListsAndPromptsTests.hit("1999-01-01", cached: false)
            ]
        _ = state.update(
            .answered(
                .archive(1, "nebula", limit: BrowserState.archiveLimit), .success(.archive(.hits(total: 3, hits)))),
            size: size)
        _ = state.update(
            .answered(.search(1, "nebula", page: 1), .success(.page(ListsAndPromptsTests.page(3, total: 3)))),
            size: size)
        return state
    }

    @Test func throughTheArchivesDaysFromTheDayScreen() {
        var state = searched()
        #expect(third.press(&state, .enter) == [.shown(BrowserStateTests.picture("2024-01-05"))])
        #expect(third.press(&state, .character("n")) == [.shown(BrowserStateTests.picture("2019-03-02"))])
        #expect(state.screen == .day && state.search.archive.selected == 1)
        #expect(
            third.press(&state, .character("n")) == [.request(.day(APODDate("1999-01-01")!))], "not cached: asked for")
        #expect(third.press(&state, .character("n")).isEmpty && state.notice == "This is the last result.")
        _ = state.update(
            .answered(.day(APODDate("1999-01-01")!), .success(.day(BrowserStateTests.picture("1999-01-01")))),
            size: size)
        #expect(third.press(&state, .character("N")) == [.shown(BrowserStateTests.picture("2019-03-02"))])
        _ = third.press(&state, .escape)
        #expect(state.screen == .search && state.search.archive.selected == 1, "Esc comes back to the rows, there")
        // A day not opened from a search: n says how it works.
        _ = third.press(&state, .character("1"), .character("t"))
        _ = third.press(&state, .character("h"))
        #expect(third.press(&state, .character("n")).isEmpty)
        #expect(state.notice == "n and N go through search results: open a day from the Search screen (4) first.")
    }

    @Test func throughTheLibrarysResultsOpenOrNot() {
        var state = searched()
        _ = third.press(&state, .character("s"))
        _ = third.press(&state, .character("n"))
        #expect(state.search.list.selected == 1 && state.search.list.open == nil, "in the list: the selection moves")
        #expect(third.press(&state, .enter) == [.request(.asset("ID-1"))])
        #expect(third.press(&state, .character("n")) == [.request(.asset("ID-2"))])
        #expect(state.search.list.open?.nasaID == "ID-2" && state.search.list.selected == 2)
        #expect(third.press(&state, .character("n")).isEmpty && state.notice == "This is the last result.")
        #expect(third.press(&state, .character("N")) == [.request(.asset("ID-1"))])
        _ = third.press(&state, .character("N"), .character("N"))
        #expect(state.search.list.selected == 0 && state.notice == "This is the first result.")
    }

    @Test func theKeysAreInTheHelpOfTheirScreens() {
        for screen in [ScreenID.day, .search, .astronauts] {
            #expect(KeyTable.action(for: .character("n"), on: screen) == .nextMatch)
            #expect(KeyTable.action(for: .character("N"), on: screen) == .previousMatch)
            #expect(KeyTable.bindings(for: screen).contains { $0.keys == "n  N" })
        }
        #expect(KeyTable.action(for: .character("n"), on: .album) == nil)
    }
}

extension NextMatchTests {
    @Test func throughTheRosterOpenOrNot() throws {
        var state = third.started()
        _ = third.press(&state, .character("5"))
        let json =
            #"{"count": 3, "results": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bo"}, {"id": 3, "name": "Cy"}]}"#
        let page = try JSONDecoder().decode(AstronautPage.self, from: Data(json.utf8))
        _ = state.update(
            .answered(
                .roster(state.roster.list.generation, .asc, "", page: 1, refresh: false), .success(.roster(page))),
            size: size)
        _ = third.press(&state, .character("n"))
        #expect(state.roster.list.selected == 1 && state.roster.list.open == nil)
        _ = third.press(&state, .enter, .character("n"))
        #expect(state.roster.list.open?.name == "Cy" && state.roster.list.selected == 2)
        _ = third.press(&state, .character("n"))
        #expect(state.notice == "This is the last result." && state.roster.list.open?.name == "Cy")
        _ = third.press(&state, .character("N"), .character("N"))
        #expect(state.roster.list.open?.name == "Ann")
    }
}
