import Foundation

/// Where a command writes: results to standard output, everything else to standard error, with
/// the terminal's width and colour policy.
struct Console: Sendable {
    /// Results.
    let stdout: any TextOutput
    /// Errors, warnings, notices, progress.
    let stderr: any TextOutput
    /// The terminal facts and policy.
    let terminal: TerminalInfo

    /// Styles for standard output.
    var style: TextStyle { TextStyle(enabled: terminal.color) }
    /// Styles for standard error.
    var errorStyle: TextStyle { TextStyle(enabled: terminal.stderrColor) }

    /// Writes one line of results.
    func line(_ text: String = "") { stdout.write(text + "\n") }
    /// Writes several lines of results.
    func lines(_ texts: [String]) { if !texts.isEmpty { stdout.write(texts.joined(separator: "\n") + "\n") } }
    /// Writes a JSON document to standard output.
    func json(_ value: JSONValue) {
        var bytes = value.serializedBytes()
        bytes.append(0x0A)
        stdout.write(bytes: bytes)
    }
    /// Writes a notice to standard error.
    func notice(_ text: String) { stderr.write(text + "\n") }
    /// Writes a warning to standard error.
    func warning(_ text: String) { stderr.write(errorStyle.yellow("Warning:") + " " + text + "\n") }
}
