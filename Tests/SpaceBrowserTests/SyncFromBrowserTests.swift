import Foundation
import TerminalSession
import Testing
import APODFeature

@testable import SpaceBrowser

/// `S` on Search (and `:sync`) syncs the archive from the browser: the progress on the status
/// line, Esc stops it and keeps what came, the end says what it did and shows the words searched
/// in the whole archive.
@Suite struct SyncFromBrowserTests {
    let size = BrowserStateTests.size
    let third = ListsAndPromptsTests()

    func searchedNotSynced() -> BrowserState {
        var state = third.started()
        _ = third.press(&state, .character("4"), .character("/"))
        _ = third.type(&state, "nebula")
        _ = third.press(&state, .enter)
        _ = state.update(
            .answered(.archive(1, "nebula", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))),
            size: size)
        return state
    }

    @Test func sSyncsSaysHowFarAndShowsTheArchiveAtTheEnd() {
        var state = searchedNotSynced()
        #expect(third.press(&state, .character("S")) == [.syncArchive])
        let total = APODDate.first.days(to: BrowserStateTests.today) + 1
        #expect(state.search.sync == SyncProgress(done: 0, total: total))
        #expect(state.notice?.hasPrefix("Syncing the APOD archive: 0 of 10,434 days…") == true, "\(state.notice ?? "")")
        // A second S says it is under way; keys go on working meanwhile.
        #expect(third.press(&state, .character("S")).isEmpty)
        _ = state.update(.syncProgress(2_500), size: size)
        #expect(state.notice?.contains("2,500 of 10,434 days") == true)
        let effects = state.update(
            .synced(.success(SyncReport(days: 10_434, added: 10_434, whole: true, stopped: false))), size: size)
        #expect(state.search.sync == nil && state.search.archiveSynced == true && state.search.source == .archive)
        #expect(
            effects == [.request(.archive(state.search.archive.generation, "nebula", limit: BrowserState.archiveLimit))]
        )
        #expect(state.notice == "The APOD archive is synced here: 10,434 days, 10,434 new; Search finds them offline.")
    }

    @Test func escStopsItAndWhatCameIsKept() {
        var state = searchedNotSynced()
        _ = third.press(&state, .character("S"))
        #expect(third.press(&state, .escape) == [.cancelSync])
        #expect(state.notice == "Stopping the sync…")
        let effects = state.update(
            .synced(.success(SyncReport(days: 3_000, added: 3_000, whole: false, stopped: true))), size: size)
        #expect(effects.isEmpty && state.search.archiveSynced == false)
        #expect(state.notice == "The sync stopped; the days that came are kept, and S goes on from there.")
        // Esc with no sync does what it always did.
        #expect(third.press(&state, .escape).isEmpty)
    }

    @Test func aFailureIsOneSentence() {
        var state = searchedNotSynced()
        _ = third.press(&state, .character("S"))
        _ = state.update(.synced(.failure(BrowserFailure("The APOD service did not answer."))), size: size)
        #expect(state.search.sync == nil && state.notice == "The APOD service did not answer.")
    }

    @Test func theCommandLineSyncsFromAnyScreen() {
        var state = third.started()
        let effects = third.type(&state, ":sync") + third.press(&state, .enter)
        #expect(effects.contains(.syncArchive) && state.screen == .search)
    }
}
