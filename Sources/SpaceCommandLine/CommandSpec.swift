import Foundation
import SpaceLocalization

/// One command of the table: its name, words for help, its options and positionals, its
/// subcommands, and the function that runs it.
public struct CommandSpec<Run: Sendable>: Sendable {
    /// The word typed after `space` (or after the parent command).
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// A paragraph for the command's own help.
    public var discussion: String? = nil
    /// The values the discussion's `{placeholders}` take (lists that come from the code, such as
    /// the settings' names), so the sentence is translated whole.
    public var discussionValues: [String: String] = [:]
    /// Positional arguments, in order.
    public var positionals: [PositionalSpec] = []
    /// The command's own options (global ones are added by the parser).
    public var options: [OptionSpec] = []
    /// Subcommands (`favorites add`).
    public var subcommands: [CommandSpec] = []
    /// Example command lines for help.
    public var examples: [String] = []
    /// A table printed as it is under the discussion, in help and the manual (the browser's keys),
    /// its lines made only when help is shown: every run builds the command table, few print it.
    public var table: (title: String, lines: @Sendable () -> [String])? = nil
    /// Whether its words may begin with a dash (`-moon` excludes a word in a search): a word of more
    /// than one letter after a single dash is then a word, not an option.
    public var dashedWords = false
    /// What runs it (the executable's handler); nil only for commands that exist to hold subcommands and have no action.
    public var run: Run?

    public init(
        name: String, summary: String, discussion: String? = nil, positionals: [PositionalSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [], examples: [String] = [],
        table: (title: String, lines: @Sendable () -> [String])? = nil,
        dashedWords: Bool = false, discussionValues: [String: String] = [:], run: Run? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
        self.subcommands = subcommands
        self.examples = examples
        self.table = table
        self.dashedWords = dashedWords
        self.discussionValues = discussionValues
        self.run = run
    }

    /// The usage line without "Usage: " (`space apod [DATE] [options]`).
    public func usage(path: [String]) -> String {
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

    /// The summary in the language of the run.
    public var localizedSummary: String { tr(summary) }

    /// The discussion in the language of the run, its values filled in.
    public var localizedDiscussion: String? { discussion.map { tr($0, discussionValues) } }

    /// The subcommand named `name`, if any.
    public func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}
