import Foundation

/// A local file or folder that could not be read or written, as a typed reason; the layer that
/// talks to people words it (`message` and `hint`, beside the network's errors). The command line
/// reports it with exit 74.
public struct FileError: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        /// Something other than a file stands where one is written.
        case notAFile(path: String, kind: FileKind)
        /// A link to a file that does not exist (`target` as written in the link).
        case linkToNothing(path: String, target: String?)
        /// A link to something other than a file.
        case linkToNonFile(path: String, target: String, kind: FileKind)
        case folderNotCreated(path: String)
        /// `reason`: the system's words (`strerror`, lower case).
        case notLocked(path: String, reason: String)
        case notWritten(path: String, reason: String)
    }

    public var problem: Problem

    public init(_ problem: Problem) {
        self.problem = problem
    }
}
