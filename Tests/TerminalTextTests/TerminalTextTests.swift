import Foundation
import Testing
@testable import TerminalText

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("宇宙", 4), ("🚀", 2), ("e\u{301}", 1), ("👩‍🚀", 2), ("❤️", 2), ("\u{200B}", 0), ("ｶﾀｶﾅ", 4),
    ])
    func columns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func truncationCountsColumnsNotCharacters() {
        #expect(DisplayWidth.truncate("宇宙飛行士の写真", to: 7) == "宇宙飛…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("宇宙飛行士の写真", to: 7)) <= 7)
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.pad("宇宙", to: 6) == "宇宙  ")
    }
}

@Suite struct WordWrapTests {
    @Test func wrapsAtWordBoundariesWithinTheWidth() {
        let lines = WordWrap.lines("The quick brown fox jumps over the lazy dog near the river bank", width: 20)
        #expect(lines == ["The quick brown fox", "jumps over the lazy", "dog near the river", "bank"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func wideCharactersCountTwice() {
        let lines = WordWrap.lines("宇宙 宇宙 宇宙 宇宙 宇宙", width: 10)
        #expect(lines == ["宇宙 宇宙", "宇宙 宇宙", "宇宙"])
    }

    @Test func longWordsAreBrokenAndParagraphsKept() {
        let lines = WordWrap.lines(
            "https://apod.nasa.gov/apod/image/2103/very_long_file_name.jpg\n\nNext paragraph.", width: 20)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
        #expect(
            lines.joined().replacingOccurrences(of: " ", with: "").hasPrefix(
                "https://apod.nasa.gov/apod/image/2103/very_long_file_name.jpg"))
        #expect(lines.contains(""))
        #expect(lines.last == "Next paragraph.")
    }

    @Test func indentCountsTowardTheWidth() {
        let lines = WordWrap.lines("one two three four five six", width: 14, indent: "    ")
        #expect(lines.allSatisfy { $0.hasPrefix("    ") && DisplayWidth.of($0) <= 14 })
    }
}

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
        ("clip \u{1B}]52;c;ZXZpbA==\u{07}board", "clip board"),
        ("link \u{1B}]8;;https://evil.test\u{1B}\\here\u{1B}]8;;\u{1B}\\", "link here"),
        ("bell\u{07} back\u{08}space nul\u{00}", "bell backspace nul"),
        ("bidi \u{202E}txet\u{202C} end", "bidi txet end"),
        ("c1 \u{9B}31mred", "c1 red"),
        ("crlf\r\nline", "crlf\nline"),
        ("cr\rover", "cr\nover"),
        ("tab\there", "tab here"),
        ("日本語 🚀 é", "日本語 🚀 é"),
        // Around the bytes the plain-text check lets through: DEL, C1 (C2 80–9F), bidi marks
        // (E2 80 8E/8F/AA–AE, E2 81 A6–A9, D8 9C) go; their neighbours stay.
        ("del\u{7F}x", "delx"), ("nel\u{85}x", "nelx"), ("lrm\u{200E}x", "lrmx"), ("alm\u{061C}x", "almx"),
        ("iso\u{2066}x\u{2069}", "isox"), ("em — ‘dash’ … •", "em — ‘dash’ … •"),
        ("nbsp\u{A0}ü ɐ ש ؠ ऄ", "nbsp\u{A0}ü ɐ ש ؠ ऄ"),
    ])
    func removesTerminalControl(input: String, expected: String) {
        #expect(Sanitizer.clean(input) == expected)
    }

    @Test func lineFoldsAllWhitespace() {
        #expect(Sanitizer.line("\nKent E. Biggs\n") == "Kent E. Biggs")
        #expect(Sanitizer.line("Misti\nMountain  Observatory") == "Misti Mountain Observatory")
        #expect(Sanitizer.line("Plain ASCII, one space") == "Plain ASCII, one space")
        #expect(Sanitizer.line("a\u{1B}[2Jb c") == "ab c")
        #expect(Sanitizer.line("a\u{A0}\u{A0}b") == "a b")
    }
}

@Suite struct TableRendererTests {
    let columns = [
        TableColumn(header: "ID", minWidth: 2, alignRight: true),
        TableColumn(header: "TITLE", minWidth: 8, flexible: true),
        TableColumn(header: "CENTER", minWidth: 6, dropPriority: 1),
    ]
    let rows = [["1", "A rather long title that needs cutting", "JPL"], ["22", "宇宙の写真", "GSFC"]]

    @Test func fitsTheWidthAndTruncatesFlexibleColumnFirst() {
        let lines = TableRenderer(columns: columns, rows: rows).render(width: 30)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(lines[0].hasPrefix("ID  TITLE"))
        #expect(lines[1].contains("…"))
        #expect(lines[1].hasSuffix("JPL"))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func dropsOptionalColumnsWhenNarrow() {
        let lines = TableRenderer(columns: columns, rows: rows).render(width: 14)
        #expect(!lines[0].contains("CENTER"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 14 })
    }
}

@Suite struct TerminalPolicyTests {
    @Test func colourOnlyOnATTYAndNeverWhenAskedNotTo() {
        let tty = TerminalInfo.make(
            environment: [:], noColorFlag: false, stdoutIsTTY: true, stderrIsTTY: true, ttyColumns: 100)
        #expect(tty.color && tty.width == 100)
        #expect(
            !TerminalInfo.make(
                environment: ["NO_COLOR": "1"], noColorFlag: false, stdoutIsTTY: true, stderrIsTTY: true,
                ttyColumns: nil
            ).color)
        #expect(
            TerminalInfo.make(
                environment: ["NO_COLOR": ""], noColorFlag: false, stdoutIsTTY: true, stderrIsTTY: true, ttyColumns: nil
            ).color)
        #expect(
            !TerminalInfo.make(
                environment: ["TERM": "dumb"], noColorFlag: false, stdoutIsTTY: true, stderrIsTTY: true, ttyColumns: nil
            ).color)
        #expect(
            !TerminalInfo.make(
                environment: [:], noColorFlag: true, stdoutIsTTY: true, stderrIsTTY: true, ttyColumns: nil
            ).color)
        #expect(
            !TerminalInfo.make(
                environment: [:], noColorFlag: false, stdoutIsTTY: false, stderrIsTTY: true, ttyColumns: nil
            ).color)
    }

    @Test func widthFromColumnsThenTTYThenEighty() {
        #expect(
            TerminalInfo.make(
                environment: ["COLUMNS": "120"], noColorFlag: false, stdoutIsTTY: true, stderrIsTTY: true,
                ttyColumns: 90
            ).width == 120)
        #expect(
            TerminalInfo.make(
                environment: ["COLUMNS": "junk"], noColorFlag: false, stdoutIsTTY: true, stderrIsTTY: true,
                ttyColumns: 90
            ).width == 90)
        #expect(
            TerminalInfo.make(
                environment: [:], noColorFlag: false, stdoutIsTTY: false, stderrIsTTY: false, ttyColumns: nil
            ).width == 80)
    }
}

/// The Unicode line and paragraph separators and the byte-order mark never reach a terminal as
/// they are: terminals draw them as a box, nothing or a line break, and the columns shift.
@Suite struct SeparatorSanitizerTests {
    @Test func separatorsAreLineBreaksAndTheByteOrderMarkIsDropped() {
        #expect(Sanitizer.clean("a\u{2028}b\u{2029}c\u{FEFF}d") == "a\nb\ncd")
        #expect(Sanitizer.line("a\u{2028}b \u{FEFF}c") == "a b c")
        #expect(Sanitizer.inline(" left\u{2028}right ") == " left right ", "a piece keeps its edges")
        #expect(Sanitizer.clean("plain ☄ text") == "plain ☄ text")
    }
}

/// A path longer than the line is broken after a `/`, so each part reads as folders (`space status`
/// cut `.config` as `.con` and `fig` at 60 columns); a word without one is cut where the line is full.
@Suite struct PathWrapTests {
    @Test func aLongPathBreaksAfterASlash() {
        let path = "/tmp/a-very-long-home-folder-name/with/several/levels/of/folders/inside/.config/space/config.json"
        let lines = WordWrap.lines(path + ", 0 settings", width: 46)
        #expect(
            lines == [
                "/tmp/a-very-long-home-folder-name/with/", "several/levels/of/folders/inside/.config/",
                "space/config.json, 0 settings",
            ])
        #expect(WordWrap.lines(String(repeating: "x", count: 25), width: 10) == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
    }
}
