import Foundation
import SpaceCommandLine

/// What runs a command once its arguments are parsed: it returns what to print, and the printer
/// decides how.
typealias CommandHandler = @Sendable (Invocation) async throws -> CommandOutput

/// The command table's types, with space's handler (the grammar, help, man page and completions
/// live in `SpaceCommandLine`, which knows nothing of what a command does).
typealias CommandSpec = SpaceCommandLine.CommandSpec<CommandHandler>
typealias ParsedCommandLine = SpaceCommandLine.ParsedCommandLine<CommandHandler>
typealias ArgumentParser = SpaceCommandLine.ArgumentParser<CommandHandler>
typealias HelpRenderer = SpaceCommandLine.HelpRenderer<CommandHandler>
typealias ManPage = SpaceCommandLine.ManPage<CommandHandler>
typealias CompletionScripts = SpaceCommandLine.CompletionScripts<CommandHandler>

/// A parsed command line, ready for its handler.
struct Invocation: Sendable, OptionValues {
    /// The command words after `space` (`["favorites", "add"]`).
    var path: [String]
    /// The command that runs.
    var command: CommandSpec
    /// The parser's text of each option given, by long name (read them typed: `invocation[option]`).
    var values: [String: String]
    /// Positional words, in order.
    var positionals: [String]
    /// Where and how to do the work.
    var context: AppContext

    /// The command line as typed, for hints: `space search nebula`.
    var commandLine: String { (["space"] + path).joined(separator: " ") }
}
