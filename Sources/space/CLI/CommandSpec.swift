import Foundation

/// One command of the table: its name, words for help, its options and positionals, its
/// subcommands, and the function that runs it.
struct CommandSpec: Sendable {
    /// What runs a command once its arguments are parsed: it returns what to print, and the
    /// printer decides how.
    typealias Handler = @Sendable (Invocation) async throws -> CommandOutput

    /// The word typed after `space` (or after the parent command).
    var name: String
    /// One line for the command list.
    var summary: String
    /// A paragraph for the command's own help.
    var discussion: String? = nil
    /// Positional arguments, in order.
    var positionals: [PositionalSpec] = []
    /// The command's own options (global ones are added by the parser).
    var options: [OptionSpec] = []
    /// Subcommands (`favorites add`).
    var subcommands: [CommandSpec] = []
    /// Example command lines for help.
    var examples: [String] = []
    /// A table printed as it is under the discussion, in help and the manual (the browser's keys).
    var table: (title: String, lines: [String])? = nil
    /// Whether its words may begin with a dash (`-moon` excludes a word in a search): a word of more
    /// than one letter after a single dash is then a word, not an option.
    var dashedWords = false
    /// The handler; nil only for commands that exist to hold subcommands and have no action.
    var run: Handler?

    /// The usage line without "Usage: " (`space apod [DATE] [options]`).
    func usage(path: [String]) -> String {
        var parts = ["space"] + path
        if !subcommands.isEmpty {
            parts.append(run == nil ? "COMMAND" : "[COMMAND]")
        }
        for positional in positionals {
            let word = positional.repeating ? "\(positional.name)..." : positional.name
            parts.append(positional.optional ? "[\(word)]" : word)
        }
        parts.append("[options]")
        return parts.joined(separator: " ")
    }

    /// The subcommand named `name`, if any.
    func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}

/// A parsed command line, ready for its handler.
struct Invocation: Sendable {
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
