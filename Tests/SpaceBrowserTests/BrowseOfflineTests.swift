import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import AstronautsFeature
import TerminalGraphics
@testable import SpaceBrowser

/// Offline: said once, as soon as a day loaded ahead finds the service silent, not when a move
/// fails; R on the roster answered from the cache says so.
@Suite struct OfflineNoticeTests {
    let size = BrowserStateTests.size

    @Test func aDayLoadedAheadFromAStandInIsSaidOnce() async {
        let (events, sink) = AsyncStream.makeStream(of: BrowserLoop.Event.self)
        let stage = PictureStage(
            drawing: .blocks(.trueColor),
            pictures: BrowserLoop.Pictures(edge: { _ in 1000 }, fetch: { _, _ in throw BrowserFailure("none") }),
            services: FakeServices(offline: true), failure: { BrowserFailure("\($0)") }, cellPixels: nil
        ) { sink.yield($0) }
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("h")), size: size)
        _ = state.update(
            .answered(.day(APODDate("2024-01-07")!), .success(.day(BrowserStateTests.picture("2024-01-07")))),
            size: size)
        #expect(state.daysToLoadAhead == [APODDate("2024-01-06")!, APODDate("2024-01-08")!])
        for date in state.daysToLoadAhead { stage.preload(date) }
        // Both neighbours load at once, in either order: each one's stand-in answer says the
        // service is silent (the state says it once, below), each before its own end.
        var offline = 0
        var ended: Set<APODDate> = []
        for await event in events {
            if case .browser(.offline) = event { offline += 1 }
            if case .browser(.dayAhead(let date, _)) = event {
                #expect(offline > ended.count, "said before \(date)'s load ahead ends")
                ended.insert(date)
                if ended.count == 2 { break }
            }
        }
        #expect(offline == 2, "each neighbour's stand-in answer says the service is silent")

        _ = state.update(.offline, size: size)
        #expect(state.notice == "The services do not answer: what was seen before is shown from the cache.")
        state.message = nil
        _ = state.update(.offline, size: size)
        #expect(state.notice == nil, "said once")
    }

    @Test func aDayShownFromTheCacheAlreadySaysItAndTheRosterSaysR() {
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("h")), size: size)
        _ = state.update(
            .answered(
                .day(APODDate("2024-01-07")!),
                .success(.day(BrowserStateTests.picture("2024-01-07"), source: "offline · cached 3 hours ago"))),
            size: size)
        _ = state.update(.offline, size: size)
        #expect(state.notice == nil, "the status line already says where the day came from")

        _ = state.update(.key(.character("5")), size: size)
        _ = state.update(.key(.character("R")), size: size)
        #expect(state.notice == "Asking Launch Library 2 again…")
        let page = try! JSONDecoder().decode(AstronautPage.self, from: Data(#"{"count": 0, "results": []}"#.utf8))
        _ = state.update(
            .answered(.roster(2, .asc, "", page: 1, refresh: true), .success(.roster(page, cachedAgo: "3 hours ago"))),
            size: size)
        #expect(state.notice == "Launch Library 2 did not answer; the roster shown was cached 3 hours ago.")
        #expect(StatusLine.place(state).hasSuffix(" · offline · cached 3 hours ago"))
    }
}

/// A day that fails inside the album's window is named, never left out silently.
@Suite struct AlbumUnloadedTests {
    @Test func theDaysThatFailedAreSaid() {
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("2")), size: BrowserStateTests.size)
        let days = (0..<29).map { BrowserStateTests.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
        _ = state.update(
            .answered(
                .range(APODDate("2023-12-10")!, APODDate("2024-01-08")!),
                .success(.pictures(days, unloaded: "Could not load 1 day: 2024-01-08."))), size: BrowserStateTests.size)
        #expect(state.notice == "Could not load 1 day: 2024-01-08.")
        #expect(state.album.grid.pictures.count == 29)
    }
}
