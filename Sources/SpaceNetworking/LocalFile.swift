import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the user keeps (favorites, the config) telling "there is none" from "it cannot be
/// read": a file that exists but cannot be read must never be taken for an empty one, or the next
/// write would replace it.
public enum LocalFile {
    /// What reading found.
    public enum Contents: Sendable, Equatable {
        /// No file (and no link) at that path.
        case missing
        /// The bytes.
        case data(Data)
        /// It is there but cannot be read; the reason in words ("permission denied").
        case unreadable(String)
    }

    /// Reads the file at `url`.
    public static func read(_ url: URL) -> Contents {
        var info = stat()
        if lstat(url.path, &info) != 0 {
            // ENOTDIR: a folder on the way is a file, so this file cannot exist (a write says why).
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason(errno))
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            if stat(url.path, &target) != 0 {
                return .unreadable("it is a link to \(linkTarget(url) ?? "a file") that \(errno == ENOENT ? "does not exist" : reason(errno))")
            }
        }
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return .unreadable(reason(errno)) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason(errno))
            }
            if count == 0 { return .data(data) }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// The path a symbolic link points at, as written in the link.
    static func linkTarget(_ url: URL) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(url.path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `strerror` in lower case ("permission denied").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
