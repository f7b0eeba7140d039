import Foundation
import Synchronization

/// Somewhere text goes: standard output, standard error, or a buffer in tests.
protocol TextOutput: Sendable {
    /// Writes the text as it is.
    func write(_ text: String)
    /// Writes UTF-8 bytes as they are (large JSON documents, without copying them into a String).
    func write(bytes: [UInt8])
}

extension TextOutput {
    func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// Writes straight to a file descriptor, unbuffered, so stdout and stderr interleave correctly.
struct FileDescriptorOutput: TextOutput {
    let descriptor: Int32

    func write(_ text: String) {
        write(bytes: Array(text.utf8))
    }

    func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// Collects text in memory (tests).
final class BufferOutput: TextOutput {
    private let storage = Mutex("")

    /// Everything written so far.
    var text: String { storage.withLock { $0 } }

    func write(_ text: String) { storage.withLock { $0 += text } }
}
