import Foundation
import Synchronization
import SpaceSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal what it supports: its primary device attributes (DA1, `ESC [ c`), whose
/// answer lists 4 when it draws sixel. The terminal is put in raw mode for the question and
/// restored after; a terminal that does not answer within the timeout is taken as "no".
///
/// Input is read one byte at a time and never past the end of the answer: whatever the person
/// types or pastes after it stays in the kernel's queue, untouched, for the shell. Nothing is ever
/// handed back (TIOCSTI reorders a paste, loses bytes where the kernel forbids it, and splits
/// escape sequences). Only the bytes that arrive between the question and its answer, a moment
/// under a millisecond on a local terminal, are read with it and dropped. The question is asked
/// only when the input is empty and this process is the terminal's foreground job: a job in the
/// background (`space apod --show &`) would have its answer typed into the shell's next line.
public enum TerminalQuery {
    /// Whether the terminal says it draws sixel, asked within `timeoutMilliseconds`.
    public static func drawsSixel(timeoutMilliseconds: Int32 = 150) -> Bool {
        guard let answer = deviceAttributes(timeoutMilliseconds: timeoutMilliseconds) else { return false }
        return supportsSixel(answer: answer)
    }

    /// Whether a DA1 answer (`ESC [ ? 62 ; 4 ; 22 c`) lists attribute 4.
    public static func supportsSixel(answer: String) -> Bool {
        guard let start = answer.range(of: "[?"), let end = answer.lastIndex(of: "c"), start.upperBound <= end else {
            return false
        }
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
        guard isatty(input) == 1, isatty(STDOUT_FILENO) == 1, ownsTheTerminal(input),
            outstanding.withLock({ $0 == nil })
        else { return nil }

        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Held by TerminalModes, so Ctrl-C or Ctrl-Z inside the wait still gives the modes back.
        guard TerminalModes.enterRaw(saved: saved, mode: raw) else { return nil }
        // Keys typed ahead are the shell's: with any waiting (counted out of line mode, where a
        // half-typed line counts too), the terminal is not asked, since reading for its answer
        // would eat them.
        let question = Array("\u{1B}[c".utf8)
        guard bytesWaiting(on: input) == 0,
            write(STDOUT_FILENO, question, question.count) == question.count
        else {
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

    /// How many bytes the terminal has received that nobody has read yet; nil when it cannot say.
    private static func bytesWaiting(on descriptor: Int32) -> Int? {
        var count: Int32 = 0
        guard ioctl(descriptor, LibC.bytesWaitingRequest, &count) == 0 else { return nil }
        return Int(count)
    }

    /// Whether this process is the terminal's foreground job: a background job's question would be
    /// answered into whatever the shell runs next.
    static func ownsTheTerminal(_ descriptor: Int32) -> Bool {
        let foreground = tcgetpgrp(descriptor)
        return foreground > 0 && foreground == getpgrp()
    }

    /// At the end of a run: reads a late answer to the question (waiting at most until a second
    /// after it was asked), then gives the input modes back. Reading ends with the answer.
    public static func finish() {
        if readLateAnswer() { TerminalModes.leaveRaw() }
    }

    /// A question asked elsewhere (the browser's, at `askedAt`) whose DA1 answer has not come yet:
    /// `readLateAnswer()` waits for it before the terminal is given back.
    public static func expectAnswer(askedAt: UInt64) {
        outstanding.withLock { $0 = Outstanding(askedAt: askedAt) }
    }

    /// The answer came after all (the browser's key reader saw it): nothing to wait for.
    public static func answerArrived() {
        outstanding.withLock { $0 = nil }
    }

    /// Reads a late answer, if one is due, while input is still out of echo and line mode: at most
    /// until a second after the question, and nothing after the answer's last byte. Whether one was due.
    @discardableResult
    public static func readLateAnswer() -> Bool {
        guard
            var pending = outstanding.withLock({ value in
                defer { value = nil }; return value
            })
        else { return false }
        readAnswer(into: &pending.reader, until: pending.askedAt + lateAnswerWindowMilliseconds * 1_000_000)
        return true
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

/// Reads a DA1 answer byte by byte, `ESC [ ? <digits and ;> c`, and ends with its final byte, so
/// nothing after it is read. Bytes before the answer (keys typed while it was on its way, an
/// `ESC [` that turned out to be an arrow key, another reply such as DECRQM's `ESC [ ? 2026 ; 2 $ y`)
/// are dropped; a byte that cannot continue a reply once `ESC [ ?` has come ends the reading, as
/// does a long run of bytes that are no answer.
public struct AnswerReader: Sendable, Equatable {
    private(set) var answer: [UInt8] = []
    private(set) var isDone = false
    /// How many bytes were read that were not the answer.
    private(set) var dropped = 0

    /// The longest answer kept; the rest of a longer one is read (to its end) and dropped.
    static let keptLength = 128
    /// The most bytes read in all: past it, the rest stays in the queue.
    static let readLimit = 4096
    private var length = 0
    /// Whether the reply being read has bytes a DA1 answer has not (it is another reply).
    private var other = false

    public init() {}

    /// Whether `byte` can be the answer's byte at `position` (`ESC [ ? <digits and ;> c`).
    static func fits(_ byte: UInt8, at position: Int) -> Bool {
        switch position {
        case 0: return byte == 0x1B
        case 1: return byte == UInt8(ascii: "[")
        case 2: return byte == UInt8(ascii: "?")
        default:
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";")
                || byte == UInt8(ascii: "c")
        }
    }

    /// Takes the next byte.
    public mutating func take(_ byte: UInt8) {
        guard !isDone else { return }
        if length + dropped >= Self.readLimit {
            isDone = true
            answer = []
            return
        }
        if length >= 3 {
            continueReply(byte)
            return
        }
        if Self.fits(byte, at: length) {
            answer.append(byte)
            length += 1
            return
        }
        // Not a reply after all (an arrow key's ESC [): dropped, and this byte may begin one.
        dropped += length
        answer = []
        length = 0
        if Self.fits(byte, at: 0) {
            answer = [byte]
            length = 1
        } else {
            dropped += 1
        }
    }

    /// A byte after `ESC [ ?`: the DA1 answer's, another reply's, or one that breaks it off.
    private mutating func continueReply(_ byte: UInt8) {
        length += 1
        if !other, Self.fits(byte, at: 3) {
            if answer.count < Self.keptLength { answer.append(byte) }
            if byte == UInt8(ascii: "c") { isDone = true }
        } else if (0x20...0x3F).contains(byte) {
            other = true  // parameter or intermediate bytes of another reply
        } else if (0x40...0x7E).contains(byte) {
            dropped += length  // another reply, whole: dropped, and the answer still awaited
            reset()
        } else {
            dropped += length  // broken off: the reading ends, and the rest stays unread
            reset()
            isDone = true
        }
    }

    private mutating func reset() {
        answer = []
        length = 0
        other = false
    }

    /// Ends the reading (input closed).
    public mutating func stop() { isDone = true }
}
