import Foundation
import SpaceLocalization
import SpaceCommandLine
import SpaceSupport
import TerminalText
import SpacePresentation

/// `space help [COMMAND...]`: the help of a command, like `space COMMAND --help`.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        summary:
            "Show help for a command, the global options ('space help globals') or the browser's keys ('space help keys').",
        positionals: [PositionalSpec(name: "COMMAND", optional: true, repeating: true)],
        options: [man.spec],
        examples: [
            "space help", "space help search", "space help favorites add", "space help globals", "space help keys",
            "space help --man > space.1",
        ],
        run: { invocation in try run(invocation) }
    )

    static let man = Option.flag("man", help: "Print the manual page (roff), as in: space help --man | man -l -")

    static func run(_ invocation: Invocation) throws -> CommandOutput {
        let console = invocation.context.console
        if invocation[man] {
            return CommandOutput(
                document: Document([
                    // Installed once for everyone: the browser's keys as they are before anyone's own.
                    .text(ManPage(root: CommandTable.root, version: Release.version, date: Release.date).roff())
                ]))
        }
        let files = invocation.context.files
        if invocation.positionals == ["keys"] {
            return KeysHelp.output(BrowseKeys.load(files), file: BrowseKeys.file(files), width: console.terminal.width)
        }
        let root = CommandTable.root(files: files)
        let help = HelpRenderer(root: root, width: console.terminal.width, style: console.style)
        if invocation.positionals == ["globals"] {
            return CommandOutput(document: Document([.line(help.globals())]))
        }
        var command = root
        var path: [String] = []
        for word in invocation.positionals {
            guard let sub = command.subcommand(named: word) else {
                let suggestion = EditDistance.suggestion(for: word, among: command.subcommands.map(\.name))
                throw UsageError.withSuggestion(
                    tr(
                        "There is no command '{command}'.",
                        ["command": Sanitizer.line((path + [word]).joined(separator: " "))]),
                    suggestion: suggestion, path: ["help"])
            }
            command = sub
            path.append(word)
        }
        let text = help.help(for: command, path: path)
        return CommandOutput(document: Document([.line(text)]))
    }
}
