import Foundation
import TerminalSession
import Testing
import APODFeature

@testable import ImageSearchFeature
@testable import SpaceBrowser

/// Where the browser was left is what it reopens on: the screen, the day, the album's window and
/// selection, the search's words and place. A point that is damaged or of another version is not
/// read.
@Suite struct ResumePointTests {
    let size = BrowserStateTests.size

    func press(_ state: inout BrowserState, _ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { state.update(.key($0), size: size) }
    }

    @Test func theDayAndTheAlbumsWindowComeBack() throws {
        var state = BrowserStateTests().started()
        _ = press(&state, .character("g"))
        _ = "2023-12-25".flatMap { state.update(.key(.character($0)), size: size) }
        _ = press(&state, .enter)
        _ = state.update(
            .answered(.day(APODDate("2023-12-25")!), .success(.day(BrowserStateTests.picture("2023-12-25")))),
            size: size)
        _ = press(&state, .character("2"), .character("+"))
        let point = state.resumePoint
        #expect(point.screen == "album" && point.day == "2023-12-25" && point.albumLength == 60)

        let data = point.data
        guard case .point(let read) = ResumePoint.read(data) else {
            Issue.record("the point reads back")
            return
        }
        #expect(read == point)
        var reopened = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        let effects = reopened.start(resuming: read)
        #expect(reopened.screen == .album && reopened.album.length == 60)
        #expect(effects.contains(.request(.day(APODDate("2023-12-25")!))))
        #expect(effects.contains { if case .request(.range) = $0 { return true } else { return false } })
    }

    @Test func theSearchAndItsPlaceComeBack() {
        var point = ResumePoint(screen: "search")
        point.query = "nebula"
        point.searchSource = "library"
        point.searchSelected = 7
        var state = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        let effects = state.start(resuming: point)
        #expect(state.screen == .search && state.search.query == "nebula")
        #expect(effects.contains(.request(.search(1, "nebula", page: 1))))
        let page = SearchPage(items: (0..<25).map(BrowserListTests.item), totalHits: 60, hasNext: true)
        _ = state.update(.answered(.search(1, "nebula", page: 1), .success(.page(page))), size: size)
        #expect(state.search.list.selected == 7)
        #expect(state.resumePoint.searchSelected == 7 && state.resumePoint.query == "nebula")
    }

    @Test func aDamagedOrOtherPointIsNotRead() {
        #expect(ResumePoint.read(nil) == .none)
        #expect(ResumePoint.read(Data("{not json".utf8)) == .unreadable)
        #expect(ResumePoint.read(Data(#"{"version": 9, "screen": "day"}"#.utf8)) == .unreadable)
        #expect(ResumePoint.read(Data(#"{"version": 1, "screen": "nowhere"}"#.utf8)) == .unreadable)
        #expect(ResumePoint.read(Data(#"{"version": 1, "screen": "day", "day": "1900-99-99"}"#.utf8)) == .unreadable)
        #expect(ResumePoint.read(Data(#"{"version": 1, "screen": "album", "album_length": 5000}"#.utf8)) == .unreadable)
        #expect(ResumePoint.read(Data(#"{"version": 1, "screen": "day"}"#.utf8)) == .point(ResumePoint(screen: "day")))
    }

    @Test func gAndEnterOnNothingIsToday() {
        var state = BrowserStateTests().started()
        _ = press(&state, .left)
        #expect(press(&state, .character("g"), .enter) == [.request(.latest)])
        #expect(state.screen == .day)
    }
}
