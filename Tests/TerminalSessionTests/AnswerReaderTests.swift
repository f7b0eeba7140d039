import Testing
@testable import TerminalSession

/// The terminal's answer to `ESC [ c`, read byte by byte: what it says, where it ends, and a key
/// typed in the middle told apart from it.
@Suite struct AnswerReaderTests {
    func read(_ bytes: [UInt8]) -> AnswerReader {
        var reader = AnswerReader()
        for byte in bytes where !reader.isDone { reader.take(byte) }
        return reader
    }

    @Test func anAnswerEndsAtItsFinalByteAndSaysWhetherSixelIsDrawn() {
        let xterm = read(Array("\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8))
        #expect(xterm.isDone && xterm.foreign == nil && xterm.unfinished.isEmpty)
        let answer = String(decoding: xterm.answer, as: UTF8.self)
        #expect(TerminalQuery.supportsSixel(answer: answer))
        #expect(!TerminalQuery.supportsSixel(answer: "\u{1B}[?62;22c"))
        #expect(!TerminalQuery.supportsSixel(answer: "\u{1B}[?62;44c"), "44 is not 4")
        #expect(!TerminalQuery.supportsSixel(answer: "garbage"))
    }

    @Test func aKeyInsteadOfAnAnswerIsKeptApart() {
        let typed = read(Array("q".utf8))
        #expect(typed.isDone && typed.foreign == UInt8(ascii: "q") && typed.answer.isEmpty)
        let midway = read(Array("\u{1B}[?6x".utf8))
        #expect(midway.foreign == UInt8(ascii: "x") && midway.answer == Array("\u{1B}[?6".utf8))
    }

    @Test func anAnswerTooLongToKeepStopsAtTheLimitUnfinished() {
        let long = read(Array(("\u{1B}[?" + String(repeating: "1;", count: 200) + "c").utf8))
        #expect(long.isDone && long.answer.count == AnswerReader.keptLength)
        #expect(long.unfinished == long.answer, "the rest is drained, not taken for keys")
    }
}
