import Foundation
import SpaceLocalization
import SpaceCommandLine
import SpaceSupport
import TerminalText
import SpacePresentation

/// `space completions bash|zsh|fish`: a completion script generated from the command table.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions", summary: "Print a shell completion script.",
        discussion:
            "Prints a completion script for bash, zsh or fish to standard output, generated from the same table that parses the command line.",
        positionals: [PositionalSpec(name: "SHELL")],
        examples: [
            "source <(space completions bash)", "mkdir -p ~/.zfunc && space completions zsh > ~/.zfunc/_space",
            "mkdir -p ~/.config/fish/completions && space completions fish > ~/.config/fish/completions/space.fish",
        ],
        run: { invocation in try run(invocation) }
    )

    static let shells = ["bash", "zsh", "fish"]

    static func run(_ invocation: Invocation) throws -> CommandOutput {
        let shell = invocation.positionals[0].lowercased()
        guard shells.contains(shell) else {
            throw UsageError.withSuggestion(
                tr("Unknown shell '{shell}'; choose bash, zsh or fish.", ["shell": Sanitizer.line(shell)]),
                suggestion: EditDistance.suggestion(for: shell, among: shells), path: ["completions"])
        }
        return CommandOutput(document: Document([.text(CompletionScripts(root: CommandTable.root).script(for: shell))]))
    }
}
