import Foundation

/// The one declarative table of commands: parsing, help and completions all read it.
enum CommandTable {
    /// The root: `space` itself.
    static let root = CommandSpec(
        name: "space",
        summary: "NASA's picture of the day, image library and the astronaut roster, in your terminal.",
        subcommands: [
            HelpCommand.spec,
            CompletionsCommand.spec,
        ],
        examples: ["space help", "space completions zsh"]
    )
}
