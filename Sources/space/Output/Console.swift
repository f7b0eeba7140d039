import Foundation
import SpacePresentation
import TerminalText
import SpaceSupport
import SpaceNetworking

/// Where a command writes: results to standard output, everything else to standard error, with
/// the terminal's width and colour policy.
struct Console: Sendable {
    /// Results.
    let stdout: any TextOutput
    /// Errors, warnings, notices, progress.
    let stderr: any TextOutput
    /// The terminal facts and policy.
    var terminal: TerminalInfo

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
        // A long array goes out a megabyte at a time, the same bytes as the whole document: a list
        // of 11,000 favorites is 45 MB, which need never be held twice.
        guard case .array(let elements) = value, elements.count > 1 else {
            var bytes = value.serializedBytes()
            bytes.append(0x0A)
            stdout.write(bytes: bytes)
            return
        }
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(1 << 20 + 65536)
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONString.newline(&bytes, indent: 1)
            element.write(into: &bytes, indent: 1)
            if bytes.count >= 1 << 20 {
                stdout.write(bytes: bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        bytes += "\n]\n".utf8
        stdout.write(bytes: bytes)
    }
    /// Writes a notice to standard error (erasing a spinner's line first).
    func notice(_ text: String) { stderr.write(eraseLine + wrappedForStderr(text) + "\n") }

    /// Clears the line a spinner or counter may be drawing, where stderr is redrawn in place.
    var eraseLine: String { terminal.stderrAnimates ? "\r\u{1B}[2K" : "" }
    /// Writes a warning to standard error.
    func warning(_ text: String) {
        let prefix = "Warning: "
        let wrapped = wrappedForStderr(prefix + text)
        stderr.write(eraseLine + errorStyle.yellow("Warning:") + wrapped.dropFirst(prefix.count - 1) + "\n")
    }

    /// A message for standard error, wrapped at word boundaries to the terminal's width when
    /// standard error is a terminal (a pipe gets one line per message, for scripts); links are
    /// never broken.
    func wrappedForStderr(_ text: String) -> String {
        guard terminal.stderrIsTTY, DisplayWidth.of(text) > terminal.width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { WordWrap.lines(String($0), width: terminal.width, breakingWords: false).joined(separator: "\n") }
            .joined(separator: "\n")
    }
}
