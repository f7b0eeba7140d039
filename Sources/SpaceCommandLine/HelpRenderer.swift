import Foundation
import SpaceLocalization
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
        let name = path.isEmpty ? "space" : "space " + path.joined(separator: " ")
        let title = WordWrap.lines(name + " — " + (path.isEmpty ? root : command).localizedSummary, width: width)
        lines.append(style.bold(name) + (title.first ?? "").dropFirst(name.count))
        lines += title.dropFirst()
        lines.append("")
        lines.append(style.bold(tr("Usage:")) + " " + command.usage(path: path))
        if let discussion = command.localizedDiscussion {
            lines.append("")
            lines += WordWrap.lines(discussion, width: width)
        }
        if let table = command.table {
            lines.append("")
            lines.append(style.bold(tr(table.title) + ":"))
            lines += table.lines().map { "  " + $0 }
        }
        if !command.subcommands.isEmpty {
            lines.append("")
            lines.append(style.bold(tr("Commands:")))
            lines += twoColumns(command.subcommands.map { ($0.name, $0.localizedSummary) })
        }
        if !command.options.isEmpty {
            lines.append("")
            lines.append(style.bold(tr("Options:")))
            lines += twoColumns(command.options.map(row))
        }
        lines.append("")
        if path.isEmpty {
            lines.append(style.bold(tr("Global options:")))
            lines += twoColumns(GlobalOptions.all.map(row))
        } else {
            // On a command, one line: nine lines of the same options on every page buried its own.
            lines += WordWrap.lines(
                tr(
                    "Global options ({options}): see 'space help globals'.",
                    ["options": "--json, --no-color, -v, --timeout, --offline, --refresh, -h, --version"]), width: width
            )
        }
        if !command.examples.isEmpty {
            lines.append("")
            lines.append(style.bold(tr("Examples:")))
            lines += command.examples.map { "  " + $0 }
        }
        lines.append("")
        if path.isEmpty {
            lines += WordWrap.lines(
                tr("Run 'space help COMMAND' or 'space COMMAND --help' for a command's options."), width: width)
        } else if !command.subcommands.isEmpty {
            lines += WordWrap.lines(
                tr(
                    "Run 'space help {command} COMMAND' for a command's options.",
                    ["command": path.joined(separator: " ")]), width: width)
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// `space help globals`: the options every command takes, and where they may go.
    public func globals() -> String {
        var lines = [style.bold("space") + " — " + tr("global options"), ""]
        lines +=
            WordWrap.lines(
                tr("They go before or after the command's name, as in 'space --json apod' or 'space apod --json'."),
                width: width) + [""]
        lines += twoColumns(GlobalOptions.all.map(row))
        return lines.joined(separator: "\n")
    }

    private func row(_ option: OptionSpec) -> (String, String) {
        (option.signature, option.localizedHelp)
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
