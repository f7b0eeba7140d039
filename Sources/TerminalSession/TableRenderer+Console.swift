import Foundation
import TerminalText

extension TableRenderer {
    /// For standard output: the table on a terminal; when piped, tab-separated rows (as `gh` does)
    /// with no header and nothing cut, so `cut`, `awk` and `sort` work. `--json` is the structured form.
    public func lines(for console: Console, width: Int? = nil) -> [String] {
        console.terminal.stdoutIsTTY
            ? render(width: width ?? console.terminal.width, headerStyle: console.style.dim) : tsv()
    }

}
