import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `space` knows about where it is writing: which streams are terminals, how wide the
/// terminal is, and whether colour is allowed.
struct TerminalInfo: Sendable, Equatable {
    /// Whether standard output is a terminal.
    var stdoutIsTTY: Bool
    /// Whether standard error is a terminal.
    var stderrIsTTY: Bool
    /// Columns available for text.
    var width: Int
    /// Whether escape sequences for colour and bold may be written to standard output.
    var color: Bool
    /// Whether they may be written to standard error.
    var stderrColor: Bool
    /// Rows: `LINES`, else the terminal's, else 24 (for fitting pictures).
    var height: Int = 24

    /// Reads the real streams and the environment; `noColorFlag` is `--no-color`.
    static func detect(environment: [String: String], noColorFlag: Bool) -> TerminalInfo {
        let stdoutTTY = isatty(STDOUT_FILENO) == 1
        let stderrTTY = isatty(STDERR_FILENO) == 1
        return make(environment: environment, noColorFlag: noColorFlag, stdoutIsTTY: stdoutTTY, stderrIsTTY: stderrTTY,
                    ttyColumns: stdoutTTY ? columns(of: STDOUT_FILENO) : (stderrTTY ? columns(of: STDERR_FILENO) : nil),
                    ttyRows: stdoutTTY ? rows(of: STDOUT_FILENO) : nil)
    }

    /// The policy, apart from the real streams: `COLUMNS` wins over the TTY size, 80 otherwise;
    /// colour only on a TTY and never with `NO_COLOR`, `TERM=dumb` or `--no-color`.
    static func make(environment: [String: String], noColorFlag: Bool, stdoutIsTTY: Bool, stderrIsTTY: Bool, ttyColumns: Int?, ttyRows: Int? = nil) -> TerminalInfo {
        let fromEnvironment = environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil }
        let width = min(1000, max(20, fromEnvironment ?? ttyColumns ?? 80))
        let setting = environment["SPACE_COLOR"] ?? "auto"
        let colorAllowed = !noColorFlag && (environment["NO_COLOR"] ?? "").isEmpty && setting != "never"
        let always = setting == "always"
        let dumb = environment["TERM"] == "dumb"
        return TerminalInfo(stdoutIsTTY: stdoutIsTTY, stderrIsTTY: stderrIsTTY, width: width,
                            color: colorAllowed && (always || (stdoutIsTTY && !dumb)),
                            stderrColor: colorAllowed && (always || (stderrIsTTY && !dumb)),
                            height: min(1000, max(5, environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? ttyRows ?? 24)))
    }

    private static func rows(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    private static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
