import Foundation
import TerminalText

/// Writes help from the command table: usage, description, options with defaults, examples.
public struct HelpRenderer<Run: Sendable>: Sendable {
    public let root: CommandSpec<Run>
    public let width: Int
    public let style: TextStyle

    public init(root: CommandSpec<Run>, width: Int, style: TextStyle) {
        self.root = root
        self.width = width
        self.style = style
    }

    /// Help for the command at `path` (the root when empty).
    public func help(for command: CommandSpec<Run>, path: [String]) -> String {
        var lines: [String] = []
        if path.isEmpty {
            lines.append(style.bold("space") + " — " + root.summary)
        } else {
            lines.append(style.bold("space " + path.joined(separator: " ")) + " — " + command.summary)
        }
        lines.append("")
        lines.append(style.bold("Usage:") + " " + command.usage(path: path))
        if let discussion = command.discussion {
            lines.append("")
            lines += WordWrap.lines(discussion, width: width)
        }
        if let table = command.table {
            lines.append("")
            lines.append(style.bold(table.title + ":"))
            lines += table.lines.map { "  " + $0 }
        }
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append(style.bold("Commands:"))
            lines += twoColumns(command.subcommands.map { ($0.name, $0.summary) })
        }
        if !command.options.isEmpty {
            lines.append("")
            lines.append(style.bold("Options:"))
            lines += twoColumns(command.options.map(row))
        }
        lines.append("")
        if path.isEmpty {
            lines.append(style.bold("Global options:"))
            lines += twoColumns(GlobalOptions.all.map(row))
        } else {
            // On a command, one line: nine lines of the same options on every page buried its own.
            lines += WordWrap.lines("Global options (--json, --no-color, -v, --timeout, --offline, --refresh, -h, --version): see 'space help globals'.", width: width)
        }
        if !command.examples.isEmpty {
            lines.append("")
            lines.append(style.bold("Examples:"))
            lines += command.examples.map { "  " + $0 }
        }
        lines.append("")
        if path.isEmpty {
            lines.append("Run 'space help COMMAND' or 'space COMMAND --help' for a command's options.")
        } else if !command.subcommands.isEmpty {
            lines.append("Run 'space help \(path.joined(separator: " ")) COMMAND' for a command's options.")
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// `space help globals`: the options every command takes, and where they may go.
    public func globals() -> String {
        var lines = [style.bold("space") + " — global options", "",
                     "They go before or after the command's name, as in 'space --json apod' or 'space apod --json'.", ""]
        lines += twoColumns(GlobalOptions.all.map(row))
        return lines.joined(separator: "\n")
    }

    private func row(_ option: OptionSpec) -> (String, String) {
        var text = option.help
        if let value = option.defaultValue { text += " (default: \(value))" }
        return (option.signature, text)
    }

    private func twoColumns(_ rows: [(String, String)]) -> [String] {
        let left = min(30, (rows.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2)
        var output: [String] = []
        for (name, text) in rows {
            let indent = String(repeating: " ", count: left + 2)
            if DisplayWidth.of(name) + 2 > left {
                output.append("  " + name)
                output += WordWrap.lines(text, width: width, indent: indent)
            } else {
                let wrapped = WordWrap.lines(text, width: width - left - 2)
                output.append("  " + DisplayWidth.pad(name, to: left) + (wrapped.first ?? ""))
                output += wrapped.dropFirst().map { indent + $0 }
            }
        }
        return output
    }
}
