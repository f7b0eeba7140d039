import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal what it supports: its primary device attributes (DA1, `ESC [ c`), whose
/// answer lists 4 when it draws sixel. The terminal is put in raw mode for the question and
/// restored after; a terminal that does not answer within the timeout is taken as "no".
public enum TerminalQuery {
    /// Whether the terminal says it draws sixel, asked within `timeoutMilliseconds`.
    public static func drawsSixel(timeoutMilliseconds: Int32 = 150) -> Bool {
        guard let answer = deviceAttributes(timeoutMilliseconds: timeoutMilliseconds) else { return false }
        return supportsSixel(answer: answer)
    }

    /// Whether a DA1 answer (`ESC [ ? 62 ; 4 ; 22 c`) lists attribute 4.
    public static func supportsSixel(answer: String) -> Bool {
        guard let start = answer.range(of: "[?"), let end = answer.lastIndex(of: "c"), start.upperBound <= end else { return false }
        return answer[start.upperBound..<end].split(separator: ";").contains("4")
    }

    /// A question the terminal has not finished answering: the time it was asked and the bytes of
    /// the answer so far. Set when the wait ends early (a terminal over ssh can take longer than
    /// the wait); `finish()` reads the rest before the run gives the terminal back.
    private struct Outstanding: Sendable {
        var askedAt: UInt64
        var reader = AnswerReader()
    }
    private static let outstanding = Mutex<Outstanding?>(nil)

    /// How long after the question a late answer is waited for at the end of a run.
    public static let lateAnswerWindowMilliseconds: UInt64 = 1000

    private static func deviceAttributes(timeoutMilliseconds: Int32) -> String? {
        let input = STDIN_FILENO
        guard isatty(input) == 1, isatty(STDOUT_FILENO) == 1, outstanding.withLock({ $0 == nil }) else { return nil }

        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Held by TerminalModes, so Ctrl-C or Ctrl-Z inside the wait still gives the modes back.
        guard TerminalModes.enterRaw(saved: saved, mode: raw) else { return nil }
        // Keys typed ahead are the shell's: with any waiting (counted out of line mode, where a
        // half-typed line counts too), the terminal is not asked, since reading for its answer
        // would eat them.
        var waiting: Int32 = 0
        let question = Array("\u{1B}[c".utf8)
        guard ioctl(input, UInt(FIONREAD), &waiting) == 0, waiting == 0,
              write(STDOUT_FILENO, question, question.count) == question.count else {
            TerminalModes.leaveRaw()
            return nil
        }
        let askedAt = DispatchTime.now().uptimeNanoseconds
        var reader = AnswerReader()
        readAnswer(into: &reader, until: askedAt + UInt64(timeoutMilliseconds) * 1_000_000)
        if reader.isDone {
            TerminalModes.leaveRaw()
            return reader.answer.isEmpty ? nil : String(decoding: reader.answer, as: UTF8.self)
        }
        // No answer yet: input stays out of echo and line mode (so the answer, when it comes,
        // is neither shown nor handed to the shell) until `finish()` has read it.
        outstanding.withLock { $0 = Outstanding(askedAt: askedAt, reader: reader) }
        return nil
    }

    /// At the end of a run: reads a late answer to the question (waiting at most until a second
    /// after it was asked), then gives the input modes back. Only the answer's bytes are read; a
    /// byte that cannot be part of it ends the reading.
    public static func finish() {
        guard var pending = outstanding.withLock({ value in defer { value = nil }; return value }) else { return }
        readAnswer(into: &pending.reader, until: pending.askedAt + lateAnswerWindowMilliseconds * 1_000_000)
        TerminalModes.leaveRaw()
    }

    private static func readAnswer(into reader: inout AnswerReader, until deadline: UInt64) {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while !reader.isDone {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return }
            let left = Int32(min((deadline - now) / 1_000_000 + 1, 60_000))
            guard poll(&descriptor, 1, left) > 0 else { return }
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { reader.stop(); return }
            reader.take(byte)
        }
    }
}

/// Reads a DA1 answer byte by byte, `ESC [ ? <digits and ;> c`, and stops at its end or at the
/// first byte that cannot belong to it.
public struct AnswerReader: Sendable, Equatable {
    private(set) var answer: [UInt8] = []
    private(set) var isDone = false

    /// Takes the next byte of the answer.
    public mutating func take(_ byte: UInt8) {
        let fits: Bool
        switch answer.count {
        case 0: fits = byte == 0x1B
        case 1: fits = byte == UInt8(ascii: "[")
        case 2: fits = byte == UInt8(ascii: "?")
        default: fits = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "c")
        }
        guard fits, answer.count < 128 else { isDone = true; return }
        answer.append(byte)
        if byte == UInt8(ascii: "c") { isDone = true }
    }

    /// Ends the reading (input closed).
    public mutating func stop() { isDone = true }
}
