import Foundation
import TerminalSession
import Testing
import APODFeature
@testable import SpaceBrowser

/// The key table is the one place keys mean something: every screen's keys are looked up in it,
/// keys with one action do one thing, and a key it does not list does nothing.
@Suite struct KeyTableTests {
    typealias Fixture = BrowserStateTests

    /// What a key press shows and asks for.
    struct Outcome: Equatable {
        var lines: [String]
        var effects: [BrowserEffect]
        var quitting: Bool
    }

    func outcome(_ state: BrowserState, pressing key: Key?) -> Outcome {
        var state = state
        let effects = key.map { state.update(.key($0), size: Fixture.size) } ?? []
        let frame = BrowserView.frame(state, width: Fixture.size.width, height: Fixture.size.height, ready: [:])
        return Outcome(
            lines: (0..<Fixture.size.height).map { frame.buffer.line($0) }, effects: effects, quitting: state.quitting)
    }

    /// A browser on `screen` with something to act on: a day, an album of days, two favorites.
    func prepared(_ screen: ScreenID) -> BrowserState {
        var state = BrowserStateTests().started()
        switch screen {
        case .day: break
        case .album:
            _ = state.update(.key(.character("2")), size: Fixture.size)
            let days = (0..<30).map { Fixture.picture(APODDate("2023-12-10")!.adding(days: $0).description) }
            _ = state.update(
                .answered(.range(APODDate("2023-12-10")!, APODDate("2024-01-08")!), .success(.pictures(days))),
                size: Fixture.size)
        case .favorites:
            _ = state.update(.key(.character("3")), size: Fixture.size)
            _ = state.update(
                .answered(
                    .favorites, .success(.pictures([Fixture.picture("2023-05-01"), Fixture.picture("2024-01-05")]))),
                size: Fixture.size)
        case .search, .astronauts:
            _ = state.update(.key(.character(Character("\(screen.rawValue)"))), size: Fixture.size)
        }
        #expect(state.screen == screen)
        return state
    }

    /// Every key a terminal can send, as the decoder gives them.
    static let everyKey: [Key] =
        (0x20...0x7E).map { Key.character(Character(UnicodeScalar(UInt8($0)))) }
        + [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .backspace, .tab, .backTab,
            .delete, .wheelUp, .wheelDown, .click(row: 1, column: 3), .click(row: 12, column: 21), .paste("x"),
        ] + "abdefghijklmnopqrstuvwxyz".map { Key.control($0) }

    @Test func eachKeyMeansOneThingOnEachScreenAndItsOwnBindingsComeFirst() {
        let table = KeyTable.bindings
        for screen in ScreenID.allCases {
            for scope in [screen, nil] as [ScreenID?] {
                var seen: [Key: KeyAction] = [:]
                for binding in table where binding.screen == scope {
                    for (key, action) in binding.actions {
                        #expect(seen[key] == nil || seen[key] == action, "\(key) twice on \(String(describing: scope))")
                        seen[key] = action
                    }
                }
            }
            for key in Self.everyKey {
                let own = table.filter { $0.screen == screen }.compactMap { $0.actions[KeyTable.pattern(key)] }.first
                let global = table.filter { $0.screen == nil }.compactMap { $0.actions[KeyTable.pattern(key)] }.first
                #expect(KeyTable.action(for: key, on: screen) == (own ?? global))
            }
        }
    }

    @Test func keysWithOneActionDoTheSameThing() {
        for screen in ScreenID.allCases {
            let state = prepared(screen)
            let byAction = Dictionary(grouping: Self.everyKey.filter { KeyTable.action(for: $0, on: screen) != nil }) {
                KeyTable.action(for: $0, on: screen)!
            }
            for (action, keys) in byAction where keys.count > 1 && action != .pick && action != .pickTab {
                let first = outcome(state, pressing: keys[0])
                for key in keys.dropFirst() {
                    #expect(outcome(state, pressing: key) == first, "\(key) and \(keys[0]) on \(screen)")
                }
            }
        }
    }

    @Test func aKeyTheTableDoesNotListDoesNothing() {
        for screen in ScreenID.allCases {
            let state = prepared(screen)
            let still = outcome(state, pressing: nil)
            for key in Self.everyKey where KeyTable.action(for: key, on: screen) == nil {
                #expect(outcome(state, pressing: key) == still, "\(key) acted on \(screen)")
            }
        }
    }

    @Test func theKeysHelpListsAreTheKeysThatAct() {
        // Delete removes a favorite, and says so.
        let favorites = KeyTable.bindings(for: .favorites).filter { $0.actions.values.contains(.removeFavorite) }
        #expect(favorites.map(\.keys) == ["x  Delete"])
        var state = prepared(.favorites)
        _ = state.update(.key(.delete), size: Fixture.size)
        #expect(state.overlay == .confirmRemove(APODDate("2024-01-05")!))
        // Keys the loop answers itself are in the table too.
        #expect(KeyTable.action(for: .control("z"), on: .album) == .suspend)
        #expect(KeyTable.action(for: .control("l"), on: .search) == .redraw)
        // Every binding that acts says what it does, and every screen's help shows its own keys.
        for binding in KeyTable.bindings { #expect(!binding.help.isEmpty) }
        for screen in ScreenID.allCases { #expect(KeyTable.bindings(for: screen).contains { $0.screen == screen }) }
    }

    @Test func theHelpScrollsAndClosesWithTheTablesKeysOnly() {
        var state = prepared(.album)
        let small = (width: 60, height: 12)
        _ = state.update(.key(.character("?")), size: small)
        #expect(state.overlay == .help(scroll: 0))
        _ = state.update(.key(.character("j")), size: small)
        #expect(state.overlay == .help(scroll: 1))
        _ = state.update(.key(.character(" ")), size: small)
        #expect(state.overlay == .help(scroll: 1), "a key the table does not list does nothing here either")
        _ = state.update(.key(.wheelUp), size: small)
        #expect(state.overlay == .help(scroll: 0))
        _ = state.update(.key(.end), size: small)
        #expect(state.overlay != .help(scroll: 0))
        _ = state.update(.key(.character("q")), size: small)
        #expect(state.overlay == nil && !state.quitting, "q closes the help first")
    }
}
