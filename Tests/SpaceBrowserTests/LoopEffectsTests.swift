import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import ImageSearchFeature
import AstronautsFeature
import TerminalGraphics
@testable import SpaceBrowser

/// The reducer decides a stop and a redraw too (the loop only carries them out), over an
/// overlay as well: a prompt half typed stays.
@Suite struct LoopEffectsTests {
    @Test func leavingClearsTheAlternateScreenFirst() {
        for mouse in [true, false] {
            let leave = FullScreenTerminal(mouse: mouse).leaveSequence
            let clear = leave.range(of: "\u{1B}[2J")
            let back = leave.range(of: "\u{1B}[?1049l")
            #expect(clear != nil && back != nil && clear!.lowerBound < back!.lowerBound)
            #expect(leave.hasSuffix("\u{1B}[?1049l"))
        }
    }

    @Test func ctrlZAndCtrlLAreEffectsEvenOverAPrompt() {
        var state = BrowserStateTests().started()
        let size = BrowserStateTests.size
        _ = state.update(.key(.character("g")), size: size)
        _ = state.update(.key(.character("2")), size: size)
        #expect(state.update(.key(.control("z")), size: size) == [.suspend])
        #expect(state.update(.key(.control("l")), size: size).first == .redrawAll)
        #expect(state.overlay == .goTo("2"), "the prompt kept what was typed")
        #expect(state.update(.key(.character("q")), size: size) == [] && !state.quitting, "q is typed in a prompt")
        _ = state.update(.key(.escape), size: size)
        _ = state.update(.key(.character("q")), size: size)
        #expect(state.quitting)
    }

    /// Scroll limits come in as an event after each frame (the reducer never asks the views).
    @Test func scrollLimitsAreReportedNotAsked() {
        var state = BrowserStateTests().started()
        let size = BrowserStateTests.size
        _ = state.update(.laidOut(LayoutLimits(dayScroll: 5, helpScroll: 3)), size: size)
        for _ in 0..<10 { _ = state.update(.key(.character("j")), size: size) }
        #expect(state.day.scroll == 5)
        _ = state.update(.laidOut(LayoutLimits(dayScroll: 2, helpScroll: 3)), size: size)
        #expect(state.day.scroll == 2, "a smaller window: clamped at once")
        _ = state.update(.key(.character("?")), size: size)
        for _ in 0..<10 { _ = state.update(.key(.character("j")), size: size) }
        #expect(state.overlay == .help(scroll: 3))
    }

    /// Which days are loaded ahead is the state's decision; the picture stage only carries it out.
    @Test func theDaysToLoadAheadAreDecidedByTheState() {
        var state = BrowserStateTests().started()
        let size = BrowserStateTests.size
        #expect(state.daysToLoadAhead == [APODDate("2024-01-07")!], "the latest: only the day before")
        _ = state.update(.key(.character("h")), size: size)
        #expect(state.daysToLoadAhead == [], "nothing while a day is on its way")
        _ = state.update(
            .answered(.day(APODDate("2024-01-07")!), .success(.day(BrowserStateTests.picture("2024-01-07")))),
            size: size)
        #expect(state.daysToLoadAhead == [APODDate("2024-01-06")!, APODDate("2024-01-08")!])
        _ = state.update(.key(.character("2")), size: size)
        #expect(state.daysToLoadAhead == [], "nothing off the Day screen")
    }
}

/// A second click on what is selected opens it, as in a file manager (lazygit, yazi).
@Suite struct SecondClickTests {
    let size = BrowserStateTests.size

    @Test func aSecondClickOnATileOrARowOpensIt() {
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("2")), size: size)
        let days = (0..<30).map { BrowserStateTests.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
        _ = state.update(
            .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))), size: size)
        _ = state.update(.key(.home), size: size)
        #expect(state.update(.key(.click(row: 12, column: 45)), size: size) == [])
        #expect(state.album.grid.selected == 7 && state.screen == .album)
        // Between tiles is no second click.
        #expect(state.update(.key(.click(row: 12, column: 21)), size: size) == [])
        #expect(state.update(.key(.click(row: 12, column: 45)), size: size) == [.shown(days[7])])
        #expect(state.screen == .day && state.day.openedFrom == .album)

        _ = state.update(.key(.character("4")), size: size)
        _ = state.update(.key(.character("/")), size: size)
        for character in "moon" { _ = state.update(.key(.character(character)), size: size) }
        _ = state.update(.key(.enter), size: size)
        _ = state.update(
            .answered(.archive(1, "moon", limit: BrowserState.archiveLimit), .success(.archive(.notSynced))), size: size
        )
        _ = state.update(
            .answered(.search(1, "moon", page: 1), .success(.page(ListsAndPromptsTests.page(25)))), size: size)
        // Rows are four lines from row 2 (1-based): row 7 is the second result.
        #expect(state.update(.key(.click(row: 7, column: 20)), size: size) == [])
        #expect(state.search.list.selected == 1 && state.search.list.open == nil)
        #expect(state.update(.key(.click(row: 7, column: 20)), size: size) == [.request(.asset("ID-1"))])
        #expect(state.search.list.open?.nasaID == "ID-1")
    }
}

/// `c` copies the link `o` opens, by OSC 52, where no opener can reach the person (ssh).
@Suite struct CopyLinkTests {
    @Test func cCopiesTheLinkTheTerminalPutsOnItsClipboard() {
        var state = BrowserStateTests().started()
        let effects = state.update(.key(.character("c")), size: BrowserStateTests.size)
        #expect(effects == [.copy("https://apod.test/2024-01-08-hd.jpg")])
        #expect(state.notice?.hasPrefix("Copied https://apod.test/2024-01-08-hd.jpg") == true)
        #expect(
            BrowserLoop.clipboard("https://apod.test/a b") == "\u{1B}]52;c;aHR0cHM6Ly9hcG9kLnRlc3QvYSBi\u{1B}\\",
            "base64: nothing of the link reaches the terminal as text")
    }
}
