import Foundation

/// A command line that cannot be run as typed (exit 64); knows which command's usage to show.
public struct UsageError: Error, Sendable, Equatable {
    /// One sentence, with a "did you mean" where there is one.
    public var message: String
    /// The command words whose usage line follows the message (nil: none printed).
    public var path: [String]?

    public init(_ message: String, path: [String]? = nil) {
        self.message = message
        self.path = path
    }
}

extension UsageError {
    /// "Did you mean '…'?" appended when a suggestion exists.
    public static func withSuggestion(_ message: String, suggestion: String?, path: [String]?) -> UsageError {
        UsageError(message + (suggestion.map { " Did you mean '\($0)'?" } ?? ""), path: path)
    }
}
