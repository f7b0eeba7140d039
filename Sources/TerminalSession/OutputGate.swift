import Foundation
import Synchronization

/// The one door every byte for standard output and standard error goes through, so that once a
/// signal ends the run nothing more is printed: writes pass in chunks of 64 KiB, each while the
/// gate is open, and a picture of megabytes stops within a chunk of the signal. The gate also
/// remembers what the terminal may need put right: whether escape sequences went to standard
/// output (colours to reset) and whether a write was cut short (an unfinished picture to close).
public enum OutputGate {
    /// What the gate knows when it closes.
    public struct State: Sendable {
        /// Whether writes still pass.
        var open = true
        /// Whether any escape sequence was written to standard output.
        var stdoutHadEscapes = false
        /// Whether a write to standard output is between two of its chunks.
        var stdoutMidWrite = false
    }

    /// How one write ended.
    public enum Outcome: Equatable {
        /// Every byte was written.
        case written
        /// write(2) failed with this `errno`.
        case failed(Int32)
        /// The gate closed first; the rest was dropped.
        case closed
    }

    private static let state = Mutex(State())
    private static let chunk = 64 * 1024

    /// Writes every byte to `descriptor`, a chunk at a time, while the gate is open.
    public static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Outcome {
        var offset = 0
        let isStdout = descriptor == STDOUT_FILENO
        while offset < buffer.count {
            let end = min(buffer.count, offset + chunk)
            let outcome: Outcome? = state.withLock { state in
                guard state.open else { return .closed }
                let part = UnsafeRawBufferPointer(rebasing: buffer[offset..<end])
                if isStdout {
                    if !state.stdoutHadEscapes && part.contains(0x1B) { state.stdoutHadEscapes = true }
                    state.stdoutMidWrite = end < buffer.count
                }
                if let failure = writeAll(part, to: descriptor) {
                    if isStdout { state.stdoutMidWrite = false }
                    return .failed(failure)
                }
                return nil
            }
            if let outcome { return outcome }
            offset = end
        }
        return .written
    }

    /// Closes the gate for good; `last` runs first, inside the gate (its writes pass, nobody else's will).
    public static func close(_ last: (State) -> Void) {
        state.withLock { state in
            state.open = false
            last(state)
        }
    }

    /// Runs `body` with every writer waiting at the gate (while the process is stopped by Ctrl-Z).
    public static func hold(_ body: () -> Void) {
        state.withLock { _ in body() }
    }

    /// write(2) until every byte is written; the `errno` of a failure (a write of 0 bytes is EIO).
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }

    /// Writes text straight to a descriptor, past the gate (for whoever holds it).
    public static func writeDirectly(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
