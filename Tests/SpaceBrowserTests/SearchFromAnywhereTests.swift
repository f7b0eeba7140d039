import Foundation
import TerminalSession
import Testing
import APODFeature

@testable import SpaceBrowser

/// `/` searches from every screen, as in less, vim, lazygit and yazi. On a screen without a list
/// of its own (the Day screen, where the browser opens; the album; favorites) it opens Search with
/// the query; what is typed after it is never taken for keys (typing "california nebula" on the Day
/// screen set the favorite, with its `f`).
@Suite struct SearchFromAnywhereTests {
    let size = BrowserStateTests.size

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: size) }
    }

    func type(_ state: inout BrowserState, _ text: String) -> [BrowserEffect] {
        text.flatMap { state.update(.key(.character($0)), size: size) }
    }

    @Test(arguments: [ScreenID.day, .album, .favorites])
    func slashOpensSearchWithTheWordsTyped(from screen: ScreenID) {
        var state = BrowserStateTests().started()
        if screen != .day { _ = press(&state, .character(Character("\(screen.rawValue)"))) }
        #expect(state.screen == screen)
        let favorites = state.favoriteDates
        _ = press(&state, .character("/"))
        #expect(state.screen == .search)
        let typed = type(&state, "california nebula")
        #expect(!typed.contains { if case .setFavorite = $0 { return true } else { return false } })
        #expect(state.favoriteDates == favorites)
        let searched = press(&state, .enter)
        #expect(searched.contains(.request(.archive(1, "california nebula", limit: BrowserState.archiveLimit))))
        #expect(state.search.query == "california nebula" && state.overlay == nil)
    }

    @Test func theAstronautsKeepTheirOwnFilter() {
        var state = BrowserStateTests().started()
        _ = press(&state, .character("5"), .character("/"))
        #expect(state.screen == .astronauts)
        #expect(KeyTable.action(for: .character("/"), on: .day) == .typeQuery)
    }
}
