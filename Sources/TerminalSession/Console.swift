import Foundation
import TerminalText
import SpaceSupport

/// Where a command writes: results to standard output, everything else to standard error, with
/// the terminal's width and colour policy.
public struct Console: Sendable {
    /// Results.
    public let stdout: any TextOutput
    /// Errors, warnings, notices, progress.
    public let stderr: any TextOutput
    /// The terminal facts and policy.
    public var terminal: TerminalInfo

    public init(stdout: any TextOutput, stderr: any TextOutput, terminal: TerminalInfo) {
        self.stdout = stdout
        self.stderr = stderr
        self.terminal = terminal
    }

    /// Styles for standard output.
    public var style: TextStyle { TextStyle(enabled: terminal.color) }
    /// Styles for standard error.
    public var errorStyle: TextStyle { TextStyle(enabled: terminal.stderrColor) }

    /// Writes one line of results.
    public func line(_ text: String = "") { stdout.write(text + "\n") }
    /// Writes several lines of results.
    public func lines(_ texts: [String]) { if !texts.isEmpty { stdout.write(texts.joined(separator: "\n") + "\n") } }
    /// Writes a notice to standard error (erasing a spinner's line first).
    public func notice(_ text: String) { stderr.write(eraseLine + wrappedForStderr(text) + "\n") }

    /// Clears the line a spinner or counter may be drawing, where stderr is redrawn in place.
    public var eraseLine: String { terminal.stderrAnimates ? "\r\u{1B}[2K" : "" }
    /// Writes a warning to standard error.
    public func warning(_ text: String) {
        let prefix = "Warning: "
        let wrapped = wrappedForStderr(prefix + text)
        stderr.write(eraseLine + errorStyle.yellow("Warning:") + wrapped.dropFirst(prefix.count - 1) + "\n")
    }

    /// A message for standard error, wrapped at word boundaries to the terminal's width when
    /// standard error is a terminal (a pipe gets one line per message, for scripts); links are
    /// never broken.
    public func wrappedForStderr(_ text: String) -> String {
        guard terminal.stderrIsTTY, DisplayWidth.of(text) > terminal.width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { WordWrap.lines(String($0), width: terminal.width, breakingWords: false).joined(separator: "\n") }
            .joined(separator: "\n")
    }
}
