import Foundation

/// `space help [COMMAND...]`: the help of a command, like `space COMMAND --help`.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help", summary: "Show help for a command.",
        positionals: [PositionalSpec(name: "COMMAND", optional: true, repeating: true)],
        examples: ["space help", "space help search", "space help favorites add"],
        run: { invocation in try run(invocation) }
    )

    static func run(_ invocation: Invocation) throws {
        let root = CommandTable.root
        var command = root
        var path: [String] = []
        for word in invocation.positionals {
            guard let sub = command.subcommand(named: word) else {
                let suggestion = EditDistance.suggestion(for: word, among: command.subcommands.map(\.name))
                throw UsageError.withSuggestion("There is no command '\(Sanitizer.line((path + [word]).joined(separator: " ")))'.", suggestion: suggestion, path: ["help"])
            }
            command = sub
            path.append(word)
        }
        let console = invocation.context.console
        console.line(HelpRenderer(root: root, width: console.terminal.width, style: console.style).help(for: command, path: path))
    }
}

/// `space completions bash|zsh|fish`: a completion script generated from the command table.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions", summary: "Print a shell completion script.",
        discussion: "Prints a completion script for bash, zsh or fish to standard output, generated from the same table that parses the command line.",
        positionals: [PositionalSpec(name: "SHELL")],
        examples: ["source <(space completions bash)", "space completions zsh > \"${fpath[1]}/_space\"", "space completions fish > ~/.config/fish/completions/space.fish"],
        run: { invocation in try run(invocation) }
    )

    static let shells = ["bash", "zsh", "fish"]

    static func run(_ invocation: Invocation) throws {
        let shell = invocation.positionals[0].lowercased()
        guard shells.contains(shell) else {
            throw UsageError.withSuggestion("Unknown shell '\(Sanitizer.line(shell))'; choose bash, zsh or fish.",
                                            suggestion: EditDistance.suggestion(for: shell, among: shells), path: ["completions"])
        }
        invocation.context.console.stdout.write(CompletionScripts(root: CommandTable.root).script(for: shell))
    }
}
