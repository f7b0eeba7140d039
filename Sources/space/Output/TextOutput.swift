import Foundation
import Synchronization

/// Somewhere text goes: standard output, standard error, or a buffer in tests.
protocol TextOutput: Sendable {
    /// Writes the text as it is.
    func write(_ text: String)
}

/// Writes straight to a file descriptor, unbuffered, so stdout and stderr interleave correctly.
struct FileDescriptorOutput: TextOutput {
    let descriptor: Int32

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }
}

/// Collects text in memory (tests).
final class BufferOutput: TextOutput {
    private let storage = Mutex("")

    /// Everything written so far.
    var text: String { storage.withLock { $0 } }

    func write(_ text: String) { storage.withLock { $0 += text } }
}
