import Foundation
import Synchronization

/// Somewhere text goes: standard output, standard error, or a buffer in tests.
public protocol TextOutput: Sendable {
    /// Writes the text as it is.
    func write(_ text: String)
    /// Writes UTF-8 bytes as they are (large JSON documents, without copying them into a String).
    func write(bytes: [UInt8])
    /// The first write error (an `errno`), if a write failed.
    var writeFailure: Int32? { get }
}

extension TextOutput {
    public func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    public var writeFailure: Int32? { nil }
}

/// Writes straight to a file descriptor, unbuffered, so stdout and stderr interleave correctly,
/// through the output gate (nothing passes once a signal ends the run).
/// The first failure is kept (and nothing more is written), so the command can end with it: a
/// closed pipe quietly, anything else (a full disk) with exit 74.
public struct FileDescriptorOutput: TextOutput {
    public let descriptor: Int32
    private let failure = FirstFailure()

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public var writeFailure: Int32? { failure.code.withLock { $0 } }

    public func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    public func write(bytes: [UInt8]) {
        guard writeFailure == nil else { return }
        let outcome = bytes.withUnsafeBytes { OutputGate.write($0, to: descriptor) }
        if case .failed(let code) = outcome { failure.code.withLock { $0 = $0 ?? code } }
    }
}

/// Thrown by long work that streams its output when standard output's reader has gone (a closed
/// pipe): the work stops, and the run ends as a success, as a reader that stopped early is no failure.
public struct OutputClosed: Error {
    public init() {}
}

/// The first write error of an output, shared by its copies.
public final class FirstFailure: Sendable {
    public let code = Mutex<Int32?>(nil)

    public init() {}
}

/// Collects text in memory (tests).
public final class BufferOutput: TextOutput {
    private let storage = Mutex("")

    public init() {}

    /// Everything written so far.
    public var text: String { storage.withLock { $0 } }

    public func write(_ text: String) { storage.withLock { $0 += text } }
}
