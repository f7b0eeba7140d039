import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program a test stands in for a real one (a desktop's setter, a scheduler, a tool): a script
/// written closed-on-exec, so that a process another test starts while it is being written never
/// keeps it open for writing, which makes running it fail with ETXTBSY ("text file busy"; CI saw it
/// once under load, as "The operation could not be completed").
public enum StandInProgram {
    /// Writes `script` to `file`, executable (0755), replacing what was there.
    public static func write(_ script: String, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
        defer { close(descriptor) }
        let bytes = Array(script.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
            written += count
        }
        guard fchmod(descriptor, 0o755) == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
        }
    }
}
