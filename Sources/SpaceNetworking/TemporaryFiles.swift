import Foundation
import Synchronization

/// The temporary files being written right now (`.NAME.PID.RAND.tmp` beside their targets), so
/// that an interrupted run (SIGINT, SIGTERM) removes them instead of leaving megabytes behind. The
/// one piece of process-wide state: a signal arrives for the process, not for a command.
public enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    /// Remembers a temporary file while it is written.
    static func register(_ path: String) { _ = paths.withLock { $0.insert(path) } }

    /// Forgets it once it was renamed into place or removed.
    static func unregister(_ path: String) { _ = paths.withLock { $0.remove(path) } }

    /// Removes every temporary file being written (from a signal handler's queue); returns how many.
    @discardableResult
    public static func removeAll() -> Int {
        let pending = paths.withLock { current -> Set<String> in
            defer { current.removeAll() }
            return current
        }
        for path in pending { unlink(path) }
        return pending.count
    }

    /// Whether a file name is one of `AtomicFile`'s temporaries.
    public static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }
}
