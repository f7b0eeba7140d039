import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `space` knows about where it is writing: which streams are terminals, how wide the
/// terminal is, and whether colour is allowed.
public struct TerminalInfo: Sendable, Equatable {
    /// Whether standard output is a terminal.
    public var stdoutIsTTY: Bool
    /// Whether standard error is a terminal.
    public var stderrIsTTY: Bool
    /// Columns available for text.
    public var width: Int
    /// Whether escape sequences for colour and bold may be written to standard output.
    public var color: Bool
    /// Whether they may be written to standard error.
    public var stderrColor: Bool
    /// Rows: `LINES`, else the terminal's, else 24 (for fitting pictures).
    public var height: Int = 24
    /// Whether standard error may be redrawn in place (a spinner, a counter): a terminal that is not `TERM=dumb`.
    public var stderrAnimates: Bool = false
    /// Whether standard input is a terminal (a terminal can then be asked what it supports).
    public var stdinIsTTY: Bool = false
    /// One cell's size in pixels, when the terminal reports its pixel size (TIOCGWINSZ).
    public var cellPixels: CellPixels?
    /// The window the terminal reports (TIOCGWINSZ), whatever `COLUMNS` and `LINES` say: pictures
    /// are never fitted to more than it shows.
    public var window: Window?

    public struct Window: Sendable, Equatable {
        public var columns: Int
        public var rows: Int

        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    public struct CellPixels: Sendable, Equatable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// What is known; see the properties for each value.
    public init(
        stdoutIsTTY: Bool, stderrIsTTY: Bool, width: Int, color: Bool, stderrColor: Bool, height: Int = 24,
        stderrAnimates: Bool = false, stdinIsTTY: Bool = false, cellPixels: CellPixels? = nil, window: Window? = nil
    ) {
        self.stdoutIsTTY = stdoutIsTTY
        self.stderrIsTTY = stderrIsTTY
        self.width = width
        self.color = color
        self.stderrColor = stderrColor
        self.height = height
        self.stderrAnimates = stderrAnimates
        self.stdinIsTTY = stdinIsTTY
        self.cellPixels = cellPixels
        self.window = window
    }

    /// Reads the real streams and the environment; `noColorFlag` is `--no-color`.
    public static func detect(environment: [String: String], noColorFlag: Bool, color: String = "auto") -> TerminalInfo
    {
        let stdoutTTY = isatty(STDOUT_FILENO) == 1
        let stderrTTY = isatty(STDERR_FILENO) == 1
        let stdoutSize = stdoutTTY ? size(of: STDOUT_FILENO) : nil
        var info = make(
            environment: environment, noColorFlag: noColorFlag, color: color, stdoutIsTTY: stdoutTTY,
            stderrIsTTY: stderrTTY,
            ttyColumns: stdoutSize?.columns ?? (stderrTTY ? size(of: STDERR_FILENO)?.columns : nil),
            ttyRows: stdoutSize?.rows)
        info.stdinIsTTY = isatty(STDIN_FILENO) == 1
        info.cellPixels = stdoutSize?.cell
        if let columns = stdoutSize?.columns, let rows = stdoutSize?.rows {
            info.window = Window(columns: columns, rows: rows)
        }
        return info
    }

    /// The same facts with the terminal's size read again (it may have been resized since the
    /// start); `COLUMNS` and `LINES` still win, as at the start.
    public func remeasured(environment: [String: String]) -> TerminalInfo {
        guard stdoutIsTTY, let size = Self.size(of: STDOUT_FILENO) else { return self }
        var info = self
        let fixedWidth =
            environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { $0 > 0 } ?? false
        let fixedHeight = environment["LINES"].flatMap { Int($0) }.map { $0 > 0 } ?? false
        if !fixedWidth, let columns = size.columns { info.width = min(1000, max(20, columns)) }
        if !fixedHeight, let rows = size.rows { info.height = min(1000, max(5, rows)) }
        info.cellPixels = size.cell ?? info.cellPixels
        if let columns = size.columns, let rows = size.rows { info.window = Window(columns: columns, rows: rows) }
        return info
    }

    /// The policy, apart from the real streams: `COLUMNS` wins over the TTY size, 80 otherwise;
    /// colour on a TTY unless `TERM=dumb`, everywhere with the `color` setting `always`, and never
    /// with `NO_COLOR`, `color` `never` or `--no-color`.
    public static func make(
        environment: [String: String], noColorFlag: Bool, color setting: String = "auto", stdoutIsTTY: Bool,
        stderrIsTTY: Bool, ttyColumns: Int?, ttyRows: Int? = nil
    ) -> TerminalInfo {
        let fromEnvironment = environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            $0 > 0 ? $0 : nil
        }
        let width = min(1000, max(20, fromEnvironment ?? ttyColumns ?? 80))
        let colorAllowed = !noColorFlag && (environment["NO_COLOR"] ?? "").isEmpty && setting != "never"
        let always = setting == "always"
        let dumb = environment["TERM"] == "dumb"
        return TerminalInfo(
            stdoutIsTTY: stdoutIsTTY, stderrIsTTY: stderrIsTTY, width: width,
            color: colorAllowed && (always || (stdoutIsTTY && !dumb)),
            stderrColor: colorAllowed && (always || (stderrIsTTY && !dumb)),
            height: min(
                1000, max(5, environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? ttyRows ?? 24)),
            stderrAnimates: stderrIsTTY && !dumb)
    }

    /// The terminal's columns and rows (each nil when the terminal does not say), and a cell's
    /// pixels when it reports its size in pixels too.
    private static func size(of descriptor: Int32) -> (columns: Int?, rows: Int?, cell: CellPixels?)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (
            size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil,
            cellPixels(
                columns: Int(size.ws_col), rows: Int(size.ws_row), width: Int(size.ws_xpixel),
                height: Int(size.ws_ypixel))
        )
    }

    /// A cell's pixels from the window's, when both are reported and plausible (2–200 pixels).
    public static func cellPixels(columns: Int, rows: Int, width: Int, height: Int) -> CellPixels? {
        guard columns > 0, rows > 0, width > 0, height > 0 else { return nil }
        let cell = CellPixels(width: width / columns, height: height / rows)
        guard (2...200).contains(cell.width), (2...200).contains(cell.height) else { return nil }
        return cell
    }
}
