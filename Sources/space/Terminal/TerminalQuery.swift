import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal what it supports: its primary device attributes (DA1, `ESC [ c`), whose
/// answer lists 4 when it draws sixel. The terminal is put in raw mode for the question and
/// restored after; a terminal that does not answer within the timeout is taken as "no".
enum TerminalQuery {
    static func drawsSixel(timeoutMilliseconds: Int32 = 150) -> Bool {
        guard let answer = deviceAttributes(timeoutMilliseconds: timeoutMilliseconds) else { return false }
        return supportsSixel(answer: answer)
    }

    /// Whether a DA1 answer (`ESC [ ? 62 ; 4 ; 22 c`) lists attribute 4.
    static func supportsSixel(answer: String) -> Bool {
        guard let start = answer.range(of: "[?"), let end = answer.lastIndex(of: "c"), start.upperBound <= end else { return false }
        return answer[start.upperBound..<end].split(separator: ";").contains("4")
    }

    private static func deviceAttributes(timeoutMilliseconds: Int32) -> String? {
        let input = STDIN_FILENO
        guard isatty(input) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }

        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Held by TerminalModes, so Ctrl-C or Ctrl-Z inside the wait still gives the modes back.
        guard TerminalModes.enterRaw(saved: saved, mode: raw) else { return nil }
        defer { TerminalModes.leaveRaw() }
        // Keys typed ahead are the shell's: with any waiting (counted out of line mode, where a
        // half-typed line counts too), the terminal is not asked, since reading for its answer
        // would eat them.
        var waiting: Int32 = 0
        guard ioctl(input, UInt(FIONREAD), &waiting) == 0, waiting == 0 else { return nil }
        let question = Array("\u{1B}[c".utf8)
        guard write(STDOUT_FILENO, question, question.count) == question.count else { return nil }
        var answer: [UInt8] = []
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeoutMilliseconds) * 1_000_000
        while answer.count < 128 {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            let left = Int32((deadline - now) / 1_000_000) + 1
            guard poll(&descriptor, 1, left) > 0 else { break }
            var byte: UInt8 = 0
            guard read(input, &byte, 1) == 1 else { break }
            answer.append(byte)
            if byte == UInt8(ascii: "c") { break }
        }
        return answer.isEmpty ? nil : String(decoding: answer, as: UTF8.self)
    }
}
