import Foundation

/// The one declarative table of commands: parsing, help and completions all read it.
enum CommandTable {
    /// The root: `space` itself.
    static let root = CommandSpec(
        name: "space",
        summary: "NASA's picture of the day, image library and the astronaut roster, in your terminal.",
        subcommands: [
            APODCommand.spec,
            BrowseCommand.spec,
            FavoritesCommand.spec,
            SearchCommand.spec,
            AssetCommand.spec,
            AstronautsCommand.spec,
            AstronautsCommand.detailSpec,
            CacheCommand.spec,
            ConfigCommand.spec,
            StatusCommand.spec,
            HelpCommand.spec,
            CompletionsCommand.spec,
        ],
        examples: ["space apod", "space apod 2021-03-10 --json", "space favorites", "space completions zsh"]
    )
}
