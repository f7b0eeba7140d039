import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// If `space browse` crashes (a Swift runtime trap, a bad access), the terminal is still given
/// back: a handler for the fatal signals writes the precomputed bytes that leave the full screen
/// and sets the saved input modes back (both async-signal-safe), then lets the signal end the
/// process with its default action. Swift's own backtracer is not handed the signal: on a
/// terminal it waits for a key with input in raw mode, which would take the terminal again.
/// Swift has no panic hook; this is the nearest thing.
/// The state lives in plain memory set up before any handler can run, as a signal handler may
/// take no lock.
public enum CrashRestore {
    nonisolated(unsafe) private static var leave: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false
    /// The handlers that were there before, by signal number.
    nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?
    private static let slots = 64
    private static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Arms the handlers with what to write and the modes to restore; called once, before the
    /// terminal is taken and before any other thread could crash.
    public static func arm(leaveSequence: String, inputModes: termios) {
        let bytes = Array(leaveSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        leave = buffer
        saved = inputModes
        hasSaved = true
        let earlier = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
        earlier.initialize(repeating: sigaction(), count: slots)
        previous = earlier
        for number in fatalSignals {
            Interrupts.install(
                handler, for: number, flags: Int32(truncatingIfNeeded: SA_RESETHAND), previous: earlier + Int(number))
        }
    }

    /// Disarms them (the terminal was given back the normal way): the handlers that were there
    /// before are back.
    public static func disarm() {
        guard let previous else { return }
        for number in fatalSignals { sigaction(number, previous + Int(number), nil) }
    }

    private static let handler: @convention(c) (Int32) -> Void = { number in
        if let leave = CrashRestore.leave, let base = leave.baseAddress { _ = write(STDOUT_FILENO, base, leave.count) }
        if CrashRestore.hasSaved { _ = tcsetattr(STDIN_FILENO, TCSANOW, &CrashRestore.saved) }
        // SA_RESETHAND put the default action back: the signal ends the process as it would have.
        raise(number)
    }
}
