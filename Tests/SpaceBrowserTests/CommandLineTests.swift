import Foundation
import TerminalSession
import Testing
import APODFeature
import AstronautsFeature

@testable import SpaceBrowser

/// `:` opens a command line in the words of the line commands: `:apod 2021-12-06` shows that day,
/// `:search`, `:astronauts`, `:astronaut 12`, `:favorites`, `:open`, `:help`, `:q`; Tab completes
/// names and dates' parts; ↑ and ↓ go through the commands typed before, kept across runs.
@Suite struct CommandLineTests {
    let size = BrowserStateTests.size

    func type(_ state: inout BrowserState, _ text: String) -> [BrowserEffect] {
        text.flatMap { state.update(.key(.character($0)), size: size) }
    }

    func command(_ state: inout BrowserState, _ text: String) -> [BrowserEffect] {
        type(&state, ":" + text) + state.update(.key(.enter), size: size)
    }

    @Test func apodShowsThatDayAndIsKept() {
        var state = BrowserStateTests().started()
        let effects = command(&state, "apod 2021-12-06")
        #expect(effects.contains(.request(.day(APODDate("2021-12-06")!))))
        #expect(effects.contains(.keepCommandHistory(["apod 2021-12-06"])))
        #expect(state.overlay == nil && state.screen == .day)
        // Typing the command never ran its letters as keys (o opens the picture, d downloads it).
        #expect(!effects.contains { if case .open = $0 { return true } else { return false } })
        #expect(command(&state, "apod").contains(.request(.latest)))
    }

    @Test func everyCommandDoesWhatItsKeysDo() {
        var state = BrowserStateTests().started()
        let searched = command(&state, "search crab nebula")
        #expect(state.screen == .search && state.search.query == "crab nebula")
        #expect(
            searched.contains(
                .request(.archive(state.search.archive.generation, "crab nebula", limit: BrowserState.archiveLimit))))
        let roster = command(&state, "astronauts armstrong")
        #expect(state.screen == .astronauts && state.roster.filter == "armstrong")
        #expect(
            roster.contains {
                if case .request(.roster(_, _, "armstrong", 1, _)) = $0 { return true } else { return false }
            })
        _ = command(&state, "favorites")
        #expect(state.screen == .favorites)
        _ = command(&state, "help")
        #expect(state.overlay == .help)
        _ = state.update(.key(.escape), size: size)
        #expect(command(&state, "open").contains(.open(BrowserStateTests.picture("2024-01-08"))))
        _ = command(&state, "q")
        #expect(state.quitting)
    }

    @Test func wallpaperSetsTheDayShownAndSaysWhatCameOfIt() {
        var state = BrowserStateTests().started()
        let effects = command(&state, "wallpaper")
        #expect(effects.contains(.setWallpaper(BrowserStateTests.picture("2024-01-08"))))
        #expect(state.notice?.contains("2024-01-08") == true)
        _ = state.update(.done(.success("The wallpaper is set (GNOME).")), size: size)
        #expect(state.notice == "The wallpaper is set (GNOME).")
        #expect(BrowserCommand.complete("wall").text == "wallpaper ")

        var empty = BrowserState(today: BrowserStateTests.today, now: BrowserStateTests.now)
        let nothing = command(&empty, "wallpaper")
        #expect(!nothing.contains { if case .setWallpaper = $0 { return true } else { return false } })
        #expect(empty.notice?.contains("wallpaper") == true)
    }

    @Test func anAstronautByNumberOpensInFull() throws {
        var state = BrowserStateTests().started()
        let effects = command(&state, "astronaut 12")
        #expect(effects.contains(.request(.astronaut(12))) && state.screen == .astronauts)
        #expect(state.inFlight.contains(.astronaut(12)))
        let astronaut = try JSONDecoder().decode(
            Astronaut.self, from: Data(#"{"id": 12, "name": "Someone Twelve"}"#.utf8))
        _ = state.update(.answered(.astronaut(12), .success(.astronaut(astronaut))), size: size)
        #expect(state.roster.list.open?.id == 12 && !state.inFlight.contains(.astronaut(12)))
        _ = command(&state, "astronaut 99")
        _ = state.update(.answered(.astronaut(99), .failure(BrowserFailure("Astronaut 99 was not found."))), size: size)
        #expect(state.notice == "Astronaut 99 was not found.")
    }

    @Test(arguments: [
        ("serch crab", "There is no command 'serch'; did you mean :search?"),
        ("launch", "There is no command 'launch'; the commands are"),
        ("astronaut twelve", ":astronaut needs an astronaut's number"),
        ("search", ":search needs words to search for"),
        ("apod 2021-13-45", "2021-13-45"),
    ])
    func aCommandThatCannotRunIsOneSentence(line: String, sentence: String) {
        var state = BrowserStateTests().started()
        let effects = command(&state, line)
        #expect(state.notice?.contains(sentence) == true, "\(state.notice ?? "nothing")")
        #expect(effects.allSatisfy { if case .keepCommandHistory = $0 { return true } else { return false } })
        #expect(state.overlay == nil && state.screen == .day)
    }

    @Test(arguments: [
        ("fav", "favorites ", [String]()), ("as", "astronaut", ["astronaut", "astronauts"]),
        ("a", "a", ["apod", "astronaut", "astronauts"]), ("apod 2021", "apod 2021-", []),
        ("apod 2021-12", "apod 2021-12-", []), ("apod 2021-3", "apod 2021-03-", []), ("apod 2021-1", "apod 2021-1", []),
        ("apod t", "apod today", []), ("apod ye", "apod yesterday", []), ("search neb", "search neb", []),
        ("zz", "zz", []),
    ])
    func tabCompletes(typed: String, completed: String, choices: [String]) {
        #expect(BrowserCommand.complete(typed).text == completed)
        #expect(BrowserCommand.complete(typed).choices == choices)
    }

    @Test func tabInTheLineShowsTheChoices() {
        var state = BrowserStateTests().started()
        _ = type(&state, ":as")
        _ = state.update(.key(.tab), size: size)
        guard case .command(let prompt)? = state.overlay else { Issue.record("the line closed"); return }
        #expect(prompt.line.text == "astronaut" && prompt.choices == ["astronaut", "astronauts"])
    }

    @Test func upAndDownGoThroughTheHistory() {
        var state = BrowserStateTests().started()
        state.commandHistory = ["apod 2020-01-01", "search comet"]
        _ = type(&state, ":sea")
        func line() -> String? {
            if case .command(let prompt)? = state.overlay { return prompt.line.text }
            return nil
        }
        _ = state.update(.key(.up), size: size)
        #expect(line() == "search comet")
        _ = state.update(.key(.up), size: size)
        #expect(line() == "apod 2020-01-01")
        _ = state.update(.key(.up), size: size)
        #expect(line() == "apod 2020-01-01")
        _ = state.update(.key(.down), size: size)
        #expect(line() == "search comet")
        _ = state.update(.key(.down), size: size)
        #expect(line() == "sea", "past the newest, the line being typed comes back")
        _ = state.update(.key(.escape), size: size)
        #expect(state.overlay == nil)
    }

    @Test func theHistoryIsBoundedAndNeverRepeatsTheLastLine() {
        var state = BrowserStateTests().started()
        for index in 0..<(BrowserState.historyLimit + 20) { _ = command(&state, "apod 2020-01-\(index % 28 + 1)") }
        #expect(state.commandHistory.count == BrowserState.historyLimit)
        let before = state.commandHistory
        let again = command(&state, "apod 2020-01-\((BrowserState.historyLimit + 19) % 28 + 1)")
        #expect(state.commandHistory == before)
        #expect(!again.contains { if case .keepCommandHistory = $0 { return true } else { return false } })
    }
}
