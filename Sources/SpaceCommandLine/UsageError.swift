import Foundation
import SpaceLocalization

/// A command line that cannot be run as typed (exit 64); knows which command's usage to show.
public struct UsageError: Error, Sendable, Equatable {
    /// One sentence, with a "did you mean" where there is one.
    public var message: String
    /// The command words whose usage line follows the message (nil: none printed).
    public var path: [String]?
    /// The word the parser did not expect, when that is the error (so a better sentence can replace it).
    public var unexpected: String?

    /// Two errors are the same when they say the same and show the same usage.
    public static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        lhs.message == rhs.message && lhs.path == rhs.path
    }

    public init(_ message: String, path: [String]? = nil) {
        self.message = message
        self.path = path
    }
}

extension UsageError {
    /// "Did you mean '…'?" appended when a suggestion exists.
    public static func withSuggestion(_ message: String, suggestion: String?, path: [String]?) -> UsageError {
        UsageError(
            message + (suggestion.map { " " + tr("Did you mean '{suggestion}'?", ["suggestion": $0]) } ?? ""),
            path: path)
    }
}
