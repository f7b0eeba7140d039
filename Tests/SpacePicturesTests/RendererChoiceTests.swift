import Foundation
import SpaceTestSupport
import SpacePictures
import TerminalSession
import TerminalText
import Testing
import TerminalGraphics

/// Which renderer `auto` picks, terminal by terminal, and what the settings force.
@Suite struct RendererChoiceTests {
    func pick(
        _ environment: [String: String], _ setting: RendererSetting = .auto, tty: Bool = true, answers: Bool = false
    ) -> PictureRenderer? {
        RendererChoice.resolve(
            setting, environment: ["PATH": "/nonexistent"].merging(environment) { _, new in new },
            stdoutIsTTY: tty, askTerminal: { answers })
    }

    @Test func autoPicksTheBestTheTerminalSupports() {
        #expect(pick(["TERM": "xterm-kitty"]) == .drawn(.kitty))
        #expect(pick(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .drawn(.kitty))
        #expect(pick(["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"]) == .drawn(.kitty))
        #expect(pick(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .drawn(.iTerm))
        #expect(pick(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .drawn(.iTerm))
        #expect(pick(["TERM": "foot"]) == .drawn(.sixel))
        #expect(pick(["TERM": "xterm-256color", "KONSOLE_VERSION": "230804"]) == .drawn(.sixel))
        #expect(pick(["TERM": "xterm-256color", "WT_SESSION": "x"]) == .drawn(.sixel))
        #expect(pick(["TERM": "xterm-256color"], answers: true) == .drawn(.sixel), "a terminal that answers DA1 with 4")
        #expect(pick(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .drawn(.blocks(.trueColor)))
        #expect(pick(["TERM": "xterm-256color"]) == .drawn(.blocks(.palette256)))
        #expect(pick(["TERM": "xterm"]) == .drawn(.blocks(.ansi16)))
        #expect(pick(["TERM": "linux", "COLORTERM": "24bit"]) == .drawn(.blocks(.trueColor)))
    }

    @Test func insideTmuxBlocksUnlessChosenAndNothingWithoutATerminal() {
        #expect(
            pick(["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"])
                == .drawn(.blocks(.palette256)))
        #expect(pick(["TERM": "screen-256color"]) == .drawn(.blocks(.palette256)))
        #expect(
            pick(["TERM": "tmux-256color", "TMUX": "x"], .kitty) == .drawn(.kittyPlaceholders(tmux: true)),
            "a choice is a choice: kitty inside tmux is its placeholders, through passthrough")
        #expect(pick(["TERM": "xterm-kitty"], tty: false) == nil)
        #expect(pick(["TERM": "dumb"]) == nil)
        #expect(pick(["TERM": "dumb"], .sixel) == nil, "TERM=dumb draws nothing, whatever is chosen")
    }

    @Test func chafaWhenInstalledAndChosen() throws {
        let folder = Scratch.root.appendingPathComponent(
            "space-chafa-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chafa = folder.appendingPathComponent("chafa", isDirectory: false)
        try StandInProgram.write("#!/bin/sh\n", to: chafa)
        #expect(
            pick(["TERM": "xterm-256color", "PATH": folder.path]) == .chafa(path: chafa.path), "chafa before blocks")
        #expect(
            pick(["TERM": "xterm-kitty", "PATH": folder.path]) == .drawn(.kitty), "kitty's own protocol before chafa")
        #expect(pick(["TERM": "xterm-256color", "PATH": folder.path], .blocks) == .drawn(.blocks(.palette256)))
        #expect(pick(["TERM": "xterm-256color"], .chafa) == nil, "chosen but not installed")
    }

    @Test func deviceAttributesAnswers() {
        #expect(TerminalQuery.supportsSixel(answer: "\u{1B}[?62;4;22c"))
        #expect(TerminalQuery.supportsSixel(answer: "\u{1B}[?63;1;2;4;6;9;15;22c"))
        #expect(!TerminalQuery.supportsSixel(answer: "\u{1B}[?62;22c"))
        #expect(!TerminalQuery.supportsSixel(answer: "\u{1B}[?1;2c"))
        #expect(!TerminalQuery.supportsSixel(answer: "garbage 4"))
    }

    @Test func cellPixelsFromTheWindowSize() {
        #expect(
            TerminalInfo.cellPixels(columns: 80, rows: 24, width: 800, height: 480)
                == TerminalInfo.CellPixels(width: 10, height: 20))
        #expect(
            TerminalInfo.cellPixels(columns: 80, rows: 24, width: 0, height: 0) == nil, "a terminal that does not say")
        #expect(
            TerminalInfo.cellPixels(columns: 80, rows: 24, width: 80, height: 24) == nil,
            "one pixel a cell is not believable")
    }

    @Test func theEdgeAskedOfTheResizerFollowsTheTerminal() {
        let box = TerminalGraphics.PicturePreview.Box(columns: 160, rows: 45)
        #expect(
            TerminalPicture.edge(of: box, renderer: .drawn(.blocks(.trueColor))) == 256,
            "160 columns of blocks: 160 px, asked as 256")
        #expect(TerminalPicture.edge(of: box, renderer: .drawn(.kitty)) == 1664, "1600 px at 10 px a cell")
        let retina = TerminalGraphics.PicturePreview.Box(columns: 300, rows: 80, cellWidth: 20, cellHeight: 40)
        #expect(TerminalPicture.edge(of: retina, renderer: .drawn(.sixel)) == 4096, "never more than 4096")
    }
}
