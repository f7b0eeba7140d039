import Foundation
import SpaceBrowser

/// The one declarative table of commands: parsing, help and completions all read it.
enum CommandTable {
    /// The root: `space` itself, with the browser's keys as they are for everyone (the manual's).
    static let root = root(keys: { KeyTable.text(width: 78) })

    /// The root, with the browser's keys as `keys` says them (the keys in force, for help).
    static func root(keys: @escaping @Sendable () -> [String]) -> CommandSpec {
        CommandSpec(
            name: "space",
            summary: "NASA's picture of the day, image library and the astronaut roster, in your terminal.",
            subcommands: [
                APODCommand.spec,
                BrowseCommand.spec(keys: keys),
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

    /// The root whose browse help shows the keys in force for the person whose files these are.
    static func root(files: FileLocations) -> CommandSpec {
        root(keys: { BrowseKeys.load(files).keys.text(width: 78) })
    }
}
