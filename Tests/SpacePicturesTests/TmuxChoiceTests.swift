import Foundation
import SpaceTestSupport
import SpacePictures
import Testing
import TerminalGraphics

/// Inside tmux: placeholders when tmux lets them through to a terminal that draws them, half
/// blocks otherwise, with the reason; the placeholder text itself.
@Suite struct TmuxChoiceTests {
    let tmux = ["PATH": "/nonexistent", "TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]

    @Test func placeholdersOnlyWhenTmuxSaysTheyGetThrough() {
        #expect(
            RendererChoice.resolve(
                .auto, environment: tmux, stdoutIsTTY: true, tmux: { .placeholders(outer: "Ghostty") })
                == .drawn(.kittyPlaceholders(tmux: true)))
        #expect(
            RendererChoice.resolve(.auto, environment: tmux, stdoutIsTTY: true, tmux: { .passthroughOff })
                == .drawn(.blocks(.palette256)))
        #expect(
            RendererChoice.resolve(.auto, environment: tmux, stdoutIsTTY: true, tmux: { .oldKitty("0.26.5") })
                == .drawn(.blocks(.palette256)))
        #expect(
            RendererChoice.resolve(.kitty, environment: tmux, stdoutIsTTY: true)
                == .drawn(.kittyPlaceholders(tmux: true)), "asked for by name")
        #expect(
            RendererChoice.resolve(.kitty, environment: ["TERM": "xterm-kitty"], stdoutIsTTY: true) == .drawn(.kitty),
            "outside tmux, as before")
    }

    @Test func theTerminalOutsideIsJudgedByWhatTmuxInherited() {
        #expect(
            TmuxProbe.judge(outside: ["TERM_PROGRAM": "ghostty"], clientTerm: "xterm-256color", kittyVersion: { nil })
                == .placeholders(outer: "Ghostty"))
        #expect(
            TmuxProbe.judge(outside: ["KITTY_WINDOW_ID": "3"], clientTerm: "xterm-kitty", kittyVersion: { "0.35.2" })
                == .placeholders(outer: "kitty 0.35.2"))
        #expect(
            TmuxProbe.judge(outside: ["KITTY_WINDOW_ID": "3"], clientTerm: "xterm-kitty", kittyVersion: { "0.26.5" })
                == .oldKitty("0.26.5"))
        #expect(
            TmuxProbe.judge(outside: ["KITTY_WINDOW_ID": "3"], clientTerm: "", kittyVersion: { nil })
                == .otherTerminal("kitty"), "unsure: blocks")
        #expect(
            TmuxProbe.judge(outside: [:], clientTerm: "xterm-256color", kittyVersion: { nil })
                == .otherTerminal("xterm-256color"))
        #expect(TmuxGraphics.passthroughOff.reason?.contains("tmux set -g allow-passthrough on") == true)
        #expect(TmuxGraphics.placeholders(outer: "Ghostty").reason == nil)
    }

    @Test func placeholderCellsNameTheImageByAColourIndexAndEveryCellItsPlace() {
        let rows = KittyPlaceholders.rows(columns: 3, rows: 2, id: 42)
        #expect(rows.count == 2)
        #expect(rows[0].hasPrefix("\u{1B}[38;5;42m") && rows[0].hasSuffix("\u{1B}[39m"))
        let scalars = Array(rows[1].unicodeScalars.filter { $0.value >= 0x300 })
        // Each cell: the placeholder, its row's mark (row 1), its column's mark (0, 1, 2).
        #expect(scalars.map(\.value) == [0x10EEEE, 0x030D, 0x0305, 0x10EEEE, 0x030D, 0x030D, 0x10EEEE, 0x030D, 0x030E])
        let high = KittyPlaceholders.rows(columns: 1, rows: 1, id: KittyPlaceholders.id(colour: 7, high: 2))[0]
        #expect(
            high.hasPrefix("\u{1B}[38;5;7m")
                && high.unicodeScalars.contains { $0.value == KittyPlaceholders.diacritics[2] })
        let wrapped = KittyPlaceholders.passthrough("\u{1B}_Gi=1\u{1B}\\")
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}_Gi=1\u{1B}\u{1B}\\\u{1B}\\")
    }
}

/// A tmux on PATH that misbehaves costs a bounded moment and a few KB, never gigabytes or seconds.
@Suite struct TmuxProbeBoundsTests {
    func tmux(_ body: String) throws -> (environment: [String: String], log: URL) {
        let folder = Scratch.root.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("calls")
        let script = "#!/bin/sh\necho \"$*\" >> '\(log.path)'\n\(body)\n"
        try StandInProgram.write(script, to: folder.appendingPathComponent("tmux"))
        return (["PATH": folder.path + ":/usr/bin:/bin", "TMUX": "/tmp/x,1,0"], log)
    }

    @Test func aTmuxThatPrintsWithoutEndIsReadNoFurther() throws {
        let (environment, _) = try tmux("yes on")
        #expect(TmuxProbe.graphics(environment: environment) == .passthroughOff)
    }

    @Test func aTmuxThatHangsIsAskedOnce() throws {
        let (environment, log) = try tmux("sleep 30")
        #expect(TmuxProbe.graphics(environment: environment) == .passthroughOff)
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(calls.count == 1, "after one question unanswered, no other: \(calls)")
    }
}
