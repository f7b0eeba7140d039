import Foundation
import Testing
import APODFeature
import SpaceLocalization
import TerminalSession
@testable import SpaceBrowser

/// The browser's screens under the pseudo-language: every word on screen of ours passes the
/// catalog (the pictures' own titles and texts are the service's).
@Suite struct BrowserLanguageTests {
    typealias Base = BrowserStateTests

    /// Runs of three plain English words on the screen.
    static func english(_ frame: Frame) -> [String] {
        var found: [String] = []
        for row in 0..<frame.buffer.height {
            let line = frame.buffer.line(row)
            var plain = ""
            var depth = 0
            for character in line {
                if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth = max(0, depth - 1)
                } else if depth == 0 {
                    plain.append(character)
                }
            }
            var run: [String] = []
            for token in plain.split(whereSeparator: \.isWhitespace) {
                let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:()'\"!?…"))
                if word.count >= 2, word.allSatisfy({ $0.isASCII && $0.isLowercase && $0.isLetter }) {
                    run.append(word)
                    if run.count >= 3 { found.append(run.joined(separator: " ")); break }
                } else {
                    run = []
                }
            }
        }
        return found
    }

    @Test func everyScreenSpeaksThePseudoLanguage() {
        Localization.speaking(.pseudo) {
            var state = BrowserState(today: Base.today, now: Base.now)
            _ = state.start()
            _ = state.update(.answered(.favorites, .success(.pictures([]))), size: Base.size)
            let loading = BrowserView.frame(state, width: 100, height: 40, ready: [:])
            #expect(Self.english(loading).isEmpty, "loading: \(Self.english(loading))")
            _ = state.update(.answered(.latest, .success(.day(Base.picture("2024-01-08")))), size: Base.size)
            _ = state.update(.key(.right), size: Base.size)  // a notice: the latest picture
            var frames = [("day", BrowserView.frame(state, width: 100, height: 40, ready: [:]))]
            _ = state.update(.key(.character("?")), size: Base.size)
            frames.append(("help", BrowserView.frame(state, width: 100, height: 40, ready: [:])))
            _ = state.update(.key(.escape), size: Base.size)
            _ = state.update(.key(.character("g")), size: Base.size)
            frames.append(("go to", BrowserView.frame(state, width: 100, height: 40, ready: [:])))
            _ = state.update(.key(.escape), size: Base.size)
            for key in ["2", "3", "4", "5"] {
                _ = state.update(.key(.character(Character(key))), size: Base.size)
                frames.append(("screen \(key)", BrowserView.frame(state, width: 100, height: 40, ready: [:])))
            }
            _ = state.update(.key(.character("/")), size: Base.size)
            frames.append(("filter", BrowserView.frame(state, width: 100, height: 40, ready: [:])))
            for (name, frame) in frames {
                #expect(Self.english(frame).isEmpty, "\(name): \(Self.english(frame))")
            }
            #expect(
                frames.contains { name, frame in
                    name == "help" && (0..<40).contains { frame.buffer.line($0).contains("ẋẋẋ") }
                },
                "the help overlay is in the pseudo-language")
        }
    }
}
