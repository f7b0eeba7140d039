import Foundation
import TerminalSession
import Testing
import APODFeature

@testable import SpaceBrowser

/// The keys file: `ACTION = KEY, KEY` a line gives an action exactly those keys, wherever it works;
/// a line that cannot be used is one sentence naming it, and the defaults hold for it.
@Suite struct KeyFileTests {
    let size = BrowserStateTests.size

    func started(_ file: String) -> BrowserState {
        var state = BrowserStateTests().started()
        let reading = KeyFile.read(file)
        #expect(reading.problems.isEmpty)
        state.keys = reading.keys
        return state
    }

    @Test func aKeyOfTheFileMovesTheDay() {
        var state = started("previous-day = j, Left\n")
        #expect(state.update(.key(.character("j")), size: size).contains(.request(.day(APODDate("2024-01-07")!))))
        #expect(state.keys.action(for: .character("h"), on: .day) == nil)
        #expect(state.keys.action(for: .left, on: .day) == .previousDay)
        // j is taken from scrolling the Day screen's text, and stays `down` on the screens of lists.
        #expect(state.keys.action(for: .character("j"), on: .album) == .down)
        #expect(state.keys.action(for: .down, on: .day) == .down)
    }

    @Test func nextDayBoundToJMovesForward() {
        var state = BrowserStateTests().started()
        _ = state.update(.key(.character("h")), size: size)
        _ = state.update(
            .answered(.day(APODDate("2024-01-07")!), .success(.day(BrowserStateTests.picture("2024-01-07")))),
            size: size)
        state.keys = KeyFile.read("next-day = j, Right").keys
        #expect(state.update(.key(.character("j")), size: size).contains(.request(.day(APODDate("2024-01-08")!))))
    }

    @Test func theHelpShowsTheKeysInForce() {
        let keys = KeyFile.read("next-day = j\nquit = x\n").keys
        let day = keys.bindings(for: .day).map(\.keys)
        #expect(day.contains("←/h  j"))
        #expect(!day.contains { $0.contains("→/l") })
        // Ctrl-C quits whatever the file says; q does not any more.
        #expect(keys.action(for: .control("c"), on: .search) == .quit)
        #expect(keys.action(for: .character("q"), on: .search) == nil)
        #expect(keys.action(for: .character("x"), on: .day) == .quit)
        // An action of every screen takes its key on every screen: x no longer removes a favorite.
        #expect(keys.action(for: .character("x"), on: .favorites) == .quit)
        #expect(keys.keys(of: .quit) == [.character("x"), .control("c")])
        #expect(keys.text().contains { $0.contains("x/Ctrl-C") })
    }

    @Test func aGlobalActionTakesItsKeyFromEveryScreen() {
        let keys = KeyFile.read("redraw = r").keys
        for screen in ScreenID.allCases { #expect(keys.action(for: .character("r"), on: screen) == .redraw) }
        #expect(keys.action(for: .control("l"), on: .day) == nil)
    }

    @Test func namesOfKeys() {
        #expect(Key(name: "Right") == .right && Key(name: "right") == .right && Key(name: "→") == .right)
        #expect(Key(name: "Ctrl-F") == .control("f") && Key(name: "c-f") == .control("f"))
        #expect(Key(name: "Space") == .character(" ") && Key(name: "Comma") == .character(","))
        #expect(Key(name: "J") == .character("J") && Key(name: "PageDown") == .pageDown)
        #expect(Key(name: "F13") == nil && Key(name: "Ctrl-1") == nil && Key(name: "") == nil)
        for (name, _, key) in Key.names { #expect(Key(name: name) == key && key.name == name) }
        for (name, action) in KeyAction.named {
            #expect(KeyAction(name: name) == action && action.name == name)
            #expect(!action.help.isEmpty)
        }
        #expect(Set(KeyAction.named.map(\.name)).count == KeyAction.named.count)
    }

    @Test func everyActionOfTheTableHasAName() {
        for binding in KeyTable.bindings {
            for (key, action) in binding.actions where key.name != nil {
                #expect(action.name != nil, "\(action) has no name for the keys file")
            }
        }
    }

    @Test func commentsBlankLinesAndSpacesAreFine() {
        let reading = KeyFile.read("# my keys\n\n   next-day   =   j ,Right  \n\t# more\n")
        #expect(reading.problems.isEmpty)
        #expect(reading.keys.action(for: .character("j"), on: .day) == .nextDay)
    }

    @Test(arguments: [
        ("next-dya = j", "line 1: there is no action 'next-dya' (did you mean 'next-day'?); the line is left out."),
        ("teleport = j", "line 1: there is no action 'teleport'; space help keys lists them; the line is left out."),
        ("next-day j", "line 1: write ACTION = KEY, KEY, as in next-day = j, Right; the line is left out."),
        ("next-day =", "line 1: next-day has no keys after =; the line is left out."),
        ("next-day = F13", "line 1: 'F13' is not a key space knows"),
        ("help = Ctrl-C", "line 1: Ctrl-C always quits; the line is left out."),
        ("next-day = j\nnext-day = k", "line 2: next-day was given its keys on line 1; the line is left out."),
        ("next-day = j\nfavorite = J, j", "line 2: j is next-day's already (line 1); the line is left out."),
    ])
    func aLineThatCannotBeUsedIsOneSentenceAndTheDefaultsHold(file: String, sentence: String) {
        let reading = KeyFile.read(file, file: "/home/me/.config/space/keys")
        #expect(reading.problems.count == 1)
        #expect(reading.problems.first?.hasPrefix("/home/me/.config/space/keys, ") == true)
        #expect(reading.problems.first?.contains(sentence) == true, "\(reading.problems)")
        // What the line would have changed did not change.
        let last = file.split(separator: "\n").last.map(String.init) ?? ""
        if last.hasPrefix("favorite") {
            #expect(reading.keys.action(for: .character("f"), on: .day) == .favorite)
            #expect(reading.keys.action(for: .character("J"), on: .day) == nil)
        }
        #expect(reading.keys.action(for: .control("c"), on: .day) == .quit)
    }

    @Test func keysOnScreensThatNeverMeetDoNotConflict() {
        // s flips the roster's sort and switches the search's source: two screens, no clash.
        let reading = KeyFile.read("flip-sort = o\nswitch-source = o\n")
        #expect(reading.problems.isEmpty)
        #expect(reading.keys.action(for: .character("o"), on: .astronauts) == .flipSort)
        #expect(reading.keys.action(for: .character("o"), on: .search) == .switchSource)
        #expect(reading.keys.action(for: .character("o"), on: .day) == .openPicture)
    }

    @Test func aHugeFileIsReadOnlyToItsLimit() {
        let text = String(repeating: "# a comment\n", count: 50_000) + "next-day = j\n"
        let reading = KeyFile.read(text)
        #expect(reading.keys.action(for: .character("j"), on: .day) == .down)
    }
}
