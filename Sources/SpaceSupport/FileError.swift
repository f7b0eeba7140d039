import Foundation

/// A local file or folder that could not be read or written: one sentence for the person at the
/// terminal, and what to try. The command line reports it with exit 74.
public struct FileError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// The sentence.
    public var message: String
    /// What to try, when there is something.
    public var hint: String?

    /// Creates an error.
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var errorDescription: String? { message }
    public var description: String { message }
}
