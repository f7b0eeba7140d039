import Foundation
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written right now (`.NAME.PID.RAND.tmp` beside their targets), so
/// that an interrupted run (SIGINT, SIGTERM, SIGHUP) removes them instead of leaving megabytes
/// behind. The process has one (`TemporaryFiles`): a signal arrives for the process, not for a
/// command.
public final class TemporaryFileRegistry: Sendable {
    private let state = Mutex<(pending: Set<String>, closed: Bool)>(([], false))

    /// An empty registry (tests make their own; the process uses `TemporaryFiles`).
    public init() {}

    /// Remembers a temporary file while it is written; once `removeAll` ran (the run is ending on
    /// a signal), a new one is removed at once.
    public func register(_ path: String) {
        let closed = state.withLock { state -> Bool in
            if !state.closed { state.pending.insert(path) }
            return state.closed
        }
        if closed { unlink(path) }
    }

    /// Creates a temporary file (`open` with O_CREAT | O_EXCL) and remembers it, in one section
    /// with `removeAll`: a signal that ends the run either finds it registered (and removes it) or
    /// comes first, and then it is never created. A file created just as the signal arrived, but
    /// not yet registered, was left behind in the person's folder. Returns the descriptor, or -1
    /// with `errno` set (EINTR when the run is ending).
    public func create(_ path: String, mode: mode_t) -> Int32 {
        state.withLock { state -> Int32 in
            guard !state.closed else {
                errno = EINTR
                return -1
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor >= 0 { state.pending.insert(path) }
            return descriptor
        }
    }

    /// Forgets it once it was renamed into place or removed.
    public func unregister(_ path: String) { _ = state.withLock { $0.pending.remove(path) } }

    /// Removes every temporary file being written, and any registered later; returns how many.
    @discardableResult
    public func removeAll() -> Int {
        let pending = state.withLock { state -> Set<String> in
            defer { state.pending.removeAll(); state.closed = true }
            return state.pending
        }
        for path in pending { unlink(path) }
        return pending.count
    }
}

/// The process's temporary files.
public enum TemporaryFiles {
    /// The one registry of this process.
    public static let registry = TemporaryFileRegistry()

    /// Remembers a temporary file while it is written.
    public static func register(_ path: String) { registry.register(path) }
    /// Forgets it once it was renamed into place or removed.
    public static func unregister(_ path: String) { registry.unregister(path) }
    /// Removes every temporary file being written, and any registered later (a run ending on a signal).
    @discardableResult
    public static func removeAll() -> Int { registry.removeAll() }

    /// Whether a file name is one of `AtomicFile`'s temporaries.
    public static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }
}
