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

    /// The wait for a second answer after the first, run beside the command (its picture is drawn
    /// meanwhile, rather than 30 ms later); input stays out of echo and line mode until it ends.
    /// Signalled when it ended; another question and `finish()` wait for it first.
    private static let draining = Mutex<DispatchSemaphore?>(nil)

    private static func waitForDraining() {
        draining.withLock { value in
            defer { value = nil }; return value
        }?.wait()
    }

    private static func deviceAttributes(timeoutMilliseconds: Int32) -> String? {
        waitForDraining()
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
        let question = Array("\u{1B}[c".utf8)
        guard InputQueue.waiting(on: input) == 0,
            write(STDOUT_FILENO, question, question.count) == question.count
        else {
            TerminalModes.leaveRaw()
            return nil
        }
        let askedAt = DispatchTime.now().uptimeNanoseconds
        var reader = AnswerReader()
        readAnswer(into: &reader, until: askedAt + UInt64(timeoutMilliseconds) * 1_000_000)
        if reader.isDone {
            let done = DispatchSemaphore(value: 0)
            draining.withLock { $0 = done }
            let answered = reader
            Thread.detachNewThread {
                drainFurtherAnswers(after: answered)
                TerminalModes.leaveRaw()
                done.signal()
            }
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
        waitForDraining()
        guard
            var pending = outstanding.withLock({ value in
                defer { value = nil }; return value
            })
        else { return }
        readAnswer(into: &pending.reader, until: pending.askedAt + lateAnswerWindowMilliseconds * 1_000_000)
        if pending.reader.isDone { drainFurtherAnswers(after: pending.reader) }
        TerminalModes.leaveRaw()
    }

    /// How long after the last byte of an answer a further one (a terminal, or a multiplexer and
    /// the terminal behind it, that answers twice) is waited for.
    static let furtherAnswerMilliseconds: Int32 = 30
    /// The most bytes read as answers after the first: past it, the rest is left alone.
    static let furtherAnswerLimit = 4096

    /// After the answer: reads and drops what else is part of an answer (a second answer, the
    /// rest of one too long to keep, or one with no final byte, within a short wait and a length
    /// cap), so none of it reaches the shell. The first byte that cannot be part of one is a key
    /// the person typed: it and every byte after it are handed back to the input, in order.
    private static func drainFurtherAnswers(after reader: AnswerReader) {
        if let foreign = reader.foreign {
            giveBack([foreign])
            return
        }
        var partial = reader.unfinished
        var drained = 0
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while drained < furtherAnswerLimit, poll(&descriptor, 1, furtherAnswerMilliseconds) > 0 {
            guard let waiting = InputQueue.waiting(on: STDIN_FILENO) else { return }
            var buffer = [UInt8](repeating: 0, count: max(1, min(Int(waiting), furtherAnswerLimit - drained)))
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { return }
            for index in 0..<count {
                let byte = buffer[index]
                guard AnswerReader.fits(byte, at: partial.count) else {
                    giveBack(Array(buffer[index..<count]))
                    return
                }
                partial = byte == UInt8(ascii: "c") ? [] : partial + [byte]
            }
            drained += count
        }
    }

    /// Puts bytes read by mistake (keys, not an answer) back into the terminal's input, before
    /// anything still waiting there, so the shell reads them in the order they were typed. Best
    /// effort: where the system forbids it (TIOCSTI off, as on some kernels for other users'
    /// terminals), they are lost, as a key pressed in the moment of the answer always was.
    private static func giveBack(_ bytes: [UInt8]) {
        var rest: [UInt8] = []
        if let waiting = InputQueue.waiting(on: STDIN_FILENO), waiting > 0 {
            rest = [UInt8](repeating: 0, count: Int(min(waiting, 65_536)))
            let count = read(STDIN_FILENO, &rest, rest.count)
            rest = count > 0 ? Array(rest[..<count]) : []
        }
        for var byte in bytes + rest {
            guard ioctl(STDIN_FILENO, UInt(TIOCSTI), &byte) == 0 else { return }
        }
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
    /// The byte that ended the reading because it cannot be part of an answer (a key typed).
    private(set) var foreign: UInt8?
    /// The answer so far when it ended without its final byte (too long to keep).
    var unfinished: [UInt8] { answer.last == UInt8(ascii: "c") ? [] : answer }

    /// The longest answer kept; the rest of a longer one is read and dropped.
    static let keptLength = 128

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

    /// Takes the next byte of the answer.
    public mutating func take(_ byte: UInt8) {
        guard Self.fits(byte, at: answer.count) else {
            foreign = byte
            isDone = true
            return
        }
        answer.append(byte)
        if byte == UInt8(ascii: "c") || answer.count >= Self.keptLength { isDone = true }
    }

    /// Ends the reading (input closed).
    public mutating func stop() { isDone = true }
}
