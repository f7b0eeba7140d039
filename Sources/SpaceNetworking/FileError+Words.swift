import Foundation
import SpaceLocalization
import SpaceSupport

// The file layer's typed reasons, worded for people: the lowest layer that talks to them (its
// own failures are sentences too), so the cache, the features and the command line share one wording.

extension FileKind {
    /// "a folder", "a FIFO"…, in the person's language.
    public var words: String {
        switch self {
        case .folder: return tr("a folder")
        case .fifo: return tr("a FIFO")
        case .device: return tr("a device")
        case .socket: return tr("a socket")
        case .link: return tr("a link")
        case .other: return tr("not a plain file")
        }
    }
}

extension FileError: LocalizedError, CustomStringConvertible {
    /// The sentence.
    public var message: String {
        switch problem {
        case .notAFile(let path, let kind):
            return tr(
                "{path} is {kind}, not a file space can write, so it was left as it is.",
                ["path": path, "kind": kind.words])
        case .linkToNothing(let path, let target):
            return tr(
                "{path} is a link to {target} that does not exist, so it was left as it is.",
                ["path": path, "target": target ?? tr("a file")])
        case .linkToNonFile(let path, let target, let kind):
            return tr(
                "{path} is a link to {target}, which is {kind}, so it was left as it is.",
                ["path": path, "target": target, "kind": kind.words])
        case .folderNotCreated(let path):
            return tr("Could not create the folder {path}.", ["path": path])
        case .notLocked(let path, let reason):
            return tr("Could not lock {path}: {reason}.", ["path": path, "reason": reason])
        case .notWritten(let path, let reason):
            return tr("Could not write {path}: {reason}.", ["path": path, "reason": reason])
        }
    }

    /// What to try.
    public var hint: String? {
        switch problem {
        case .notAFile: return tr("Move it away, and space will make the file.")
        case .linkToNothing, .linkToNonFile: return tr("Point the link at a file, or remove it.")
        case .folderNotCreated: return tr("Check that its parent exists and is writable.")
        case .notLocked, .notWritten: return tr("Check the folder's permissions and free space.")
        }
    }

    public var errorDescription: String? { message }
    public var description: String { message }
}

extension LocalFile.Unreadable {
    /// Why a file cannot be read, as the end of a sentence.
    public var words: String {
        switch self {
        case .system(let reason): return reason
        case .brokenLink(let target, nil):
            return tr("it is a link to {target} that does not exist", ["target": target ?? tr("a file")])
        case .brokenLink(let target, let reason?):
            return tr("it is a link to {target} that {reason}", ["target": target ?? tr("a file"), "reason": reason])
        case .notAFile(let kind): return tr("it is not a regular file ({kind})", ["kind": kind.words])
        case .tooLarge(let megabytes):
            return tr("it is larger than {megabytes} MB, more than space reads", ["megabytes": String(megabytes)])
        }
    }
}

extension AtomicFile.Written.Replaced {
    /// What stood where a file was written ("a link to /etc/passwd").
    public var words: String {
        switch self {
        case .link(let target): return tr("a link to {target}", ["target": target ?? tr("somewhere")])
        case .other(let kind): return kind.words
        }
    }
}
