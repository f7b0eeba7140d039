import Foundation
import Testing
import TerminalSession

@testable import SpaceBrowser

/// The one accent colour: cyan on a dark background, blue on a light one (xterm's cyan is 1.8:1
/// against white, its blue 10:1), none under NO_COLOR; faint text only on a dark background. The
/// background is what the terminal says (OSC 11), else `COLORFGBG`, unless the `theme` setting says.
@Suite struct PaletteTests {
    func frame() -> CellBuffer {
        BrowserView.frame(BrowserStateTests().started(), width: 100, height: 40, ready: [:]).buffer
    }

    @Test func theSelectedTabIsInTheAccentColourOnlyWhereColoursAreOn() {
        #expect(FrameWriter.update(from: nil, to: frame(), palette: .dark).contains("\u{1B}[0;1;7;36m 1 Day "))
        let plain = FrameWriter.update(
            from: nil, to: frame(), palette: BrowserPalette(accent: .none, faint: true))
        #expect(plain.contains("\u{1B}[0;1;7m 1 Day ") && !plain.contains(";36m"))
    }

    @Test func onALightBackgroundTheAccentIsBlueAndNothingIsFaint() {
        let light = FrameWriter.update(from: nil, to: frame(), palette: .light)
        #expect(light.contains("\u{1B}[0;1;7;34m 1 Day "))
        #expect(!light.contains(";36m") && !light.contains("\u{1B}[0;2"), "no cyan, nothing faint")
        #expect(
            FrameWriter.update(from: nil, to: frame(), palette: .dark).contains("\u{1B}[0;2"), "dim is faint on dark")
    }

    @Test func theBackgroundIsWhatTheTerminalSaysOrTheSetting() throws {
        let white = try #require(TerminalBackground(osc11: "rgb:ffff/ffff/ffff"))
        let black = try #require(TerminalBackground(osc11: "rgb:0000/0000/0000"))
        let solarizedLight = try #require(TerminalBackground(osc11: "rgb:fd/f6/e3"))
        #expect(white.isLight && !black.isLight && solarizedLight.isLight)
        #expect(TerminalBackground(osc11: "rgb:1e1e/1e1e/2e2e")?.isLight == false)
        #expect(TerminalBackground(osc11: "#ffffff") == nil && TerminalBackground(osc11: "rgb:ff/ff") == nil)
        func choose(
            _ theme: String?, _ background: TerminalBackground?, _ fgbg: String? = nil, color: Bool = true
        )
            -> BrowserPalette
        {
            BrowserPalette.choose(color: color, theme: theme, background: background, colorFGBG: fgbg)
        }
        #expect(choose("auto", white) == .light && choose(nil, black) == .dark)
        #expect(choose("dark", white) == .dark && choose("light", black) == .light, "the setting decides")
        #expect(choose(nil, nil, "0;15") == .light && choose(nil, nil, "15;default;0") == .dark)
        #expect(choose(nil, nil) == .dark, "nothing said: dark")
        #expect(choose(nil, white, color: false) == BrowserPalette(accent: .none, faint: false))
    }

    @Test func theStartUpQuestionsAskTheBackgroundAndReadItsAnswer() throws {
        #expect(TerminalReplies.questions.contains("\u{1B}]11;?\u{1B}\\"))
        let answer = Array("\u{1B}[?2026;2$y\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;4c".utf8)
        let replies = try #require(TerminalReplies.parse(answer))
        #expect(replies.background?.isLight == true && replies.sixel && replies.synchronizedOutput)
        // BEL-terminated, and a terminal that does not answer it.
        let bell = Array("\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?1;2c".utf8)
        #expect(try #require(TerminalReplies.parse(bell)).background?.isLight == false)
        #expect(try #require(TerminalReplies.parse(Array("\u{1B}[?1;2c".utf8))).background == nil)
        #expect(TerminalReplies.parse(Array("\u{1B}]11;rgb:ff".utf8)) == nil, "half an answer: wait")
    }
}
