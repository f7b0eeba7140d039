import Testing

@testable import TerminalSession

/// Bytes from a terminal to keys.
@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test func charactersControlsAndEditingKeys() {
        #expect(keys("aé★") == [.character("a"), .character("é"), .character("★")])
        #expect(keys("\r\u{7F}\t\u{03}\u{1A}") == [.enter, .backspace, .tab, .control("c"), .control("z")])
    }

    @Test func sequencesInTheirCSIAndSS3Forms() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
        #expect(
            keys("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[Z") == [
                .pageUp, .pageDown, .home, .end, .delete, .backTab,
            ])
        #expect(keys("\u{1B}[1;5C") == [.right], "modifiers are read past")
    }

    @Test func sgrMouseReports() {
        #expect(keys("\u{1B}[<64;10;5M\u{1B}[<65;10;5M") == [.wheelUp, .wheelDown])
        #expect(
            keys("\u{1B}[<0;12;7M\u{1B}[<0;12;7m") == [.click(row: 7, column: 12)],
            "a press is a click; its release is nothing")
    }

    @Test func aLoneEscapeIsTheEscKeyOnlyOnceTimePasses() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.timeout() == [.escape])
        // Esc, then a digit typed as a second key after the pause: two keys.
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.timeout() == [.escape])
        #expect(decoder.feed(Array("2".utf8)) == [.character("2")])
        // A sequence split across two reads is still one key.
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "A")]) == [.up])
        // Esc then a letter in the same read (Alt-x): Esc and the letter.
        #expect(decoder.feed(Array("\u{1B}x".utf8)) == [.escape, .character("x")])
    }

    @Test func garbageNeverGrowsOrCrashes() {
        var decoder = KeyDecoder()
        _ = decoder.feed([0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 500))
        #expect(!decoder.hasPending || decoder.timeout().count < 600)
        _ = decoder.feed([0xFF, 0xC3])
        #expect(decoder.timeout().isEmpty, "an unfinished UTF-8 character is dropped")
        #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
    }
}

/// The start-up answers: synchronized output, read up to the DA1 answer.
@Suite struct TerminalRepliesTests {
    @Test func modeStatesAndTheEndOfTheAnswers() {
        #expect(
            TerminalReplies.parse(Array("\u{1B}[?2026;2$y\u{1B}[?62;4c".utf8))
                == TerminalReplies(synchronizedOutput: true, sixel: true, rest: []))
        #expect(
            TerminalReplies.parse(Array("\u{1B}[?4;2c".utf8))?.sixel == false,
            "the first number is the terminal's class, not an attribute")
        #expect(
            TerminalReplies.parse(Array("\u{1B}[?2026;0$y\u{1B}[?1;2c".utf8))?.synchronizedOutput == false,
            "0: not recognized")
        #expect(
            TerminalReplies.parse(Array("\u{1B}[?1;2c".utf8)) == TerminalReplies(synchronizedOutput: false, rest: []),
            "no answer to DECRQM")
        #expect(TerminalReplies.parse(Array("\u{1B}[?2026;1$y".utf8)) == nil, "still waiting for DA1")
        #expect(
            TerminalReplies.parse(Array("j\u{1B}[?2026;1$y\u{1B}[?62c2".utf8))
                == TerminalReplies(synchronizedOutput: true, rest: Array("j2".utf8)),
            "keys typed early are kept")
    }
}

/// A megabyte of input is never a megabyte of keys: an over-long control sequence is dropped to
/// its end, and its parameters are never read as keys.
@Suite struct RunawayInputTests {
    @Test func aMegabyteAnswerIsDroppedAndTheNextKeyIsRead() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        keys += decoder.feed(Array("\u{1B}[?1".utf8))
        let parameters = Array(String(repeating: ";1", count: 500_000).utf8)
        for start in stride(from: 0, to: parameters.count, by: 65_536) {
            keys += decoder.feed(Array(parameters[start..<min(parameters.count, start + 65_536)]))
        }
        keys += decoder.feed(Array("cq".utf8))
        #expect(keys == [.character("q")], "only the key typed after it: \(keys.prefix(5))")
    }
}
