import Foundation
import SpaceCommandLine
import TerminalText

/// The command line that shows the next page: the person's own command with every option they
/// gave, in the command's option order, and `--page` moved on. Shown on a TTY only.
enum NextCommandHint {
    static func line(for invocation: Invocation, moving pageOption: Option<Int>, to page: Int) -> String {
        var words = ["space"] + invocation.path + invocation.positionals.map(ShellQuote.quote)
        for option in invocation.command.options where option.name != pageOption.name {
            guard let value = invocation.values[option.name] else { continue }
            words.append("--\(option.name)")
            if option.takesValue { words.append(ShellQuote.quote(value)) }
        }
        return (words + [pageOption.flag, String(page)]).joined(separator: " ")
    }
}

/// Quotes words for a shell command line shown to the person.
enum ShellQuote {
    static func quote(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:@%+=,".contains($0) }
        let clean = Sanitizer.line(word)
        return safe && !word.isEmpty ? clean : "'" + clean.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
