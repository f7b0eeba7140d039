import Testing

@testable import TerminalSession

/// The terminal's answer to `ESC [ c`, read byte by byte: what it says, where it ends (never a byte
/// later), and keys typed before it told apart from it.
@Suite struct AnswerReaderTests {
    /// The reader after `bytes`, and how many of them it took (the rest stay unread).
    func read(_ bytes: [UInt8]) -> (reader: AnswerReader, taken: Int) {
        var reader = AnswerReader()
        var taken = 0
        for byte in bytes where !reader.isDone {
            reader.take(byte)
            taken += 1
        }
        return (reader, taken)
    }

    @Test func anAnswerEndsAtItsFinalByteAndSaysWhetherSixelIsDrawn() {
        let (xterm, taken) = read(Array("\u{1B}[?63;1;2;4;6;9;15;16;22;28c\u{1B}[Als\n".utf8))
        #expect(
            xterm.isDone && taken == "\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8.count,
            "nothing after the final byte is read: an arrow key stays whole")
        let answer = String(decoding: xterm.answer, as: UTF8.self)
        #expect(TerminalQuery.supportsSixel(answer: answer))
        #expect(!TerminalQuery.supportsSixel(answer: "\u{1B}[?62;22c"))
        #expect(!TerminalQuery.supportsSixel(answer: "\u{1B}[?62;44c"), "44 is not 4")
        #expect(!TerminalQuery.supportsSixel(answer: "garbage"))
    }

    @Test func keysTypedBeforeTheAnswerAreDroppedAndTheAnswerStillFound() {
        let (typed, taken) = read(Array("q\u{1B}[A\u{1B}[?62;4cls".utf8))
        #expect(typed.isDone && typed.answer == Array("\u{1B}[?62;4c".utf8) && typed.dropped == 4)
        #expect(taken == 12, "read up to the answer's end, not the ls after it")
        let onlyKeys = read(Array("qwerty".utf8)).reader
        #expect(!onlyKeys.isDone && onlyKeys.answer.isEmpty && onlyKeys.dropped == 6)
    }

    @Test func anAnswerBrokenOffEndsTheReading() {
        let (midway, taken) = read(Array("\u{1B}[?6\rls".utf8))
        #expect(midway.isDone && midway.answer.isEmpty && taken == 5, "ls stays for the shell")
    }

    @Test func anotherReplyBeforeTheAnswerIsReadOverNotTakenForIt() {
        // The browser asks DECRQM 2026 and DA1 in one write: two replies, the second ends the reading.
        let replies = "\u{1B}[?2026;2$y\u{1B}[?62;4c"
        let (reader, taken) = read(Array((replies + "\u{1B}[A").utf8))
        #expect(reader.isDone && reader.answer == Array("\u{1B}[?62;4c".utf8) && taken == replies.utf8.count)
    }

    @Test func anAnswerTooLongToKeepIsReadToItsEnd() {
        let long = "\u{1B}[?" + String(repeating: "1;", count: 200) + "c"
        let (reader, taken) = read(Array((long + "x").utf8))
        #expect(reader.isDone && reader.answer.count == AnswerReader.keptLength && taken == long.utf8.count)
    }

    @Test func aFloodOfBytesIsReadNoFurtherThanTheLimit() {
        let (reader, taken) = read([UInt8](repeating: UInt8(ascii: "x"), count: 10_000))
        #expect(reader.isDone && taken == AnswerReader.readLimit + 1)
    }
}
