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
        /// It is there but cannot be read, and why.
        case unreadable(Unreadable)
    }

    /// Why a file that is there cannot be read (worded by the layer that talks to people).
    public enum Unreadable: Sendable, Equatable {
        /// The system's reason (`strerror`, lower case: "permission denied").
        case system(String)
        /// A link to a file that does not exist, or cannot be reached for `reason`.
        case brokenLink(target: String?, reason: String?)
        case notAFile(FileKind)
        case tooLarge(megabytes: Int)
    }

    /// Reads the file at `url`.
    public static func read(_ url: URL) -> Contents {
        var info = stat()
        if lstat(url.path, &info) != 0 {
            // ENOTDIR: a folder on the way is a file, so this file cannot exist (a write says why).
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(.system(reason(errno)))
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            if stat(url.path, &target) != 0 {
                return .unreadable(.brokenLink(target: linkTarget(url), reason: errno == ENOENT ? nil : reason(errno)))
            }
        }
        // Non-blocking, so a FIFO does not hang the open; then only a regular file of sane size is read.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(.system(reason(errno))) }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { return .unreadable(.system(reason(errno))) }
        guard opened.st_mode & S_IFMT == S_IFREG else { return .unreadable(.notAFile(FileKind(mode: opened.st_mode))) }
        guard Int(opened.st_size) <= maxUserFileBytes else {
            return .unreadable(.tooLarge(megabytes: maxUserFileBytes / 1_000_000))
        }
        guard let data = readAll(descriptor, limit: maxUserFileBytes, size: Int(opened.st_size)) else {
            return .unreadable(.system(reason(errno)))
        }
        return .data(data)
    }

    /// The most read of a file the user keeps (favorites of every day of the archive are ~60 MB).
    public static let maxUserFileBytes = 256_000_000

    /// A file of `space`'s own (in the cache or data folder): read only when it is a regular file,
    /// not through a link, and at most `limit` bytes; nil otherwise (a link, a FIFO, a device, a
    /// folder, too large, or missing), so whatever was put there is never followed or waited on.
    public static func readOwn(_ url: URL, limit: Int) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        return readAll(descriptor, limit: limit, size: Int(info.st_size))
    }

    /// Exactly `count` bytes at `offset` of an open file, or nil when it has fewer or cannot be read.
    public static func read(_ descriptor: Int32, count: Int, at offset: Int) -> Data? {
        var data = Data(count: count)
        var filled = 0
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            while filled < count {
                let got = pread(descriptor, raw.baseAddress! + filled, count - filled, off_t(offset + filled))
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { return false }
                filled += got
            }
            return true
        }
        return complete ? data : nil
    }

    /// Reads to the end, failing (nil, errno set) on an error or past `limit` bytes; `size` (what
    /// fstat said) is reserved at once, so a large file is not copied each time it grows.
    static func readAll(_ descriptor: Int32, limit: Int, size: Int = 0) -> Data? {
        var data = Data()
        if size > 0 && size <= limit {
            // The size fstat gave: read straight into the data, no buffer in between.
            data = Data(count: size)
            var filled = 0
            let failed: Bool = data.withUnsafeMutableBytes { raw in
                while filled < size {
                    let count = Foundation.read(descriptor, raw.baseAddress! + filled, size - filled)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { return true }
                    if count == 0 { break }
                    filled += count
                }
                return false
            }
            if failed { return nil }
            // Shorter than it was (being rewritten): what is there; the caller checks it.
            if filled < size { data.count = filled; return data }
            // Longer than it was (still being written): the rest is read below.
            var probe: UInt8 = 0
            var more = -1
            while more < 0 {
                more = Foundation.read(descriptor, &probe, 1)
                if more < 0 && errno != EINTR { return nil }
            }
            if more == 0 { return data }
            data.append(probe)
            if data.count > limit { errno = EFBIG; return nil }
        }
        data.reserveCapacity(min(limit, size) + 1)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { errno = EFBIG; return nil }
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
