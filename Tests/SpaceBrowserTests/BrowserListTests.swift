import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import TerminalGraphics
@testable import SpaceBrowser

/// The image library's results and the roster: pages loaded as the selection nears the end.
@Suite struct BrowserListTests {
    static let size = (width: 100, height: 40)

    static func item(_ index: Int) -> SearchItem {
        SearchItem(
            nasaID: "ID-\(index)", title: "Result \(index)", description: nil, dateCreated: "2000-01-01T00:00:00Z",
            mediaType: "image",
            center: "JPL", photographer: nil, keywords: [], thumbnailURL: "https://images.test/\(index)~thumb.jpg",
            assetURL: nil)
    }

    @Test func searchRunsLoadsTheNextPageNearTheEndAndDropsOldAnswers() {
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        _ = state.start()
        _ = state.update(.key(.character("4")), size: Self.size)
        #expect(state.overlay == nil, "an empty search says to press /, and keys keep their meaning")
        #expect(
            state.update(.key(.character("1")), size: Self.size) == [] && state.screen == .day,
            "1 still goes to the Day screen")
        _ = state.update(.key(.character("4")), size: Self.size)
        _ = state.update(.key(.character("/")), size: Self.size)
        #expect(state.overlay == .query(""), "/ opens the prompt, empty")
        var effects: [BrowserEffect] = []
        for character in "nebula" { effects += state.update(.key(.character(character)), size: Self.size) }
        effects += state.update(.key(.enter), size: Self.size)
        #expect(
            effects == [
                .request(.archive(1, "nebula", limit: BrowserState.archiveLimit)),
                .request(.search(1, "nebula", page: 1)),
            ])
        let first = SearchPage(items: (0..<25).map(Self.item), totalHits: 60, hasNext: true)
        _ = state.update(.answered(.search(0, "nebula", page: 1), .success(.page(first))), size: Self.size)
        #expect(state.search.list.items.isEmpty, "an answer for an older search is not shown")
        _ = state.update(.answered(.search(1, "nebula", page: 1), .success(.page(first))), size: Self.size)
        #expect(state.search.list.items.count == 25 && state.search.list.total == 60)
        #expect(state.update(.key(.end), size: Self.size) == [.request(.search(1, "nebula", page: 2))])
        #expect(state.update(.key(.down), size: Self.size) == [], "one page at a time")
        #expect(state.update(.key(.enter), size: Self.size) == [.request(.asset("ID-24"))])
        #expect(state.search.list.open?.nasaID == "ID-24")
        _ = state.update(.key(.escape), size: Self.size)
        #expect(state.search.list.open == nil)
    }

    @Test func theRosterSortsAndFiltersFromItsFirstPage() {
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        _ = state.start()
        #expect(
            state.update(.key(.character("5")), size: Self.size) == [
                .request(.roster(1, .asc, "", page: 1, refresh: false))
            ])
        #expect(
            state.update(.key(.character("s")), size: Self.size) == [
                .request(.roster(2, .desc, "", page: 1, refresh: false))
            ])
        _ = state.update(.key(.character("/")), size: Self.size)
        var effects: [BrowserEffect] = []
        for character in "hadfield" { effects += state.update(.key(.character(character)), size: Self.size) }
        effects += state.update(.key(.enter), size: Self.size)
        #expect(effects == [.request(.roster(3, .desc, "hadfield", page: 1, refresh: false))])
        #expect(
            state.update(.key(.character("R")), size: Self.size) == [
                .request(.roster(4, .desc, "hadfield", page: 1, refresh: true))
            ])
    }

    /// What the rows say about pages on their way follows from the requests in flight for the
    /// list shown: "Loading…" before the first, "Loading more…" while the next is asked, "↓ more"
    /// once it is in; an answer for an older list changes none of it.
    @Test func theRowsSayWhatIsOnItsWayFromTheRequestsInFlight() {
        func text(_ state: BrowserState) -> String {
            let frame = BrowserView.frame(state, width: Self.size.width, height: Self.size.height, ready: [:])
            return (0..<Self.size.height).map { frame.buffer.line($0) }.joined(separator: "\n")
        }
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        _ = state.start()
        _ = state.update(.key(.character("4")), size: Self.size)
        _ = state.update(.key(.character("/")), size: Self.size)
        for character in "moon" { _ = state.update(.key(.character(character)), size: Self.size) }
        _ = state.update(.key(.enter), size: Self.size)
        _ = state.update(
            .answered(.archive(1, "moon", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))),
            size: Self.size)
        #expect(state.loadingPage(.search) && text(state).contains("Loading…"))
        let first = SearchPage(items: (0..<25).map(Self.item), totalHits: 60, hasNext: true)
        _ = state.update(.answered(.search(1, "moon", page: 1), .success(.page(first))), size: Self.size)
        #expect(!state.loadingPage(.search) && !text(state).contains("Loading"))
        #expect(state.update(.key(.end), size: Self.size) == [.request(.search(1, "moon", page: 2))])
        #expect(state.loadingPage(.search) && text(state).contains("Loading more…"))
        _ = state.update(.answered(.search(0, "moon", page: 2), .success(.page(first))), size: Self.size)
        #expect(state.loadingPage(.search), "an older list's answer is not this list's page")
        _ = state.update(
            .answered(.search(1, "moon", page: 2), .failure(BrowserFailure("No answer."))), size: Self.size)
        #expect(!state.loadingPage(.search) && text(state).contains("↓ more"), "a failure ends it too")
        #expect(state.update(.key(.end), size: Self.size) == [.request(.search(1, "moon", page: 2))], "asked again")
    }
}
