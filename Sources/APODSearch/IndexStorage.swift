import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of an index: a file mapped read-only (pages come from the page cache as they are
/// read, so a search touches little of a 6 MB file), or bytes just built.
final class IndexStorage: @unchecked Sendable {
    // @unchecked: the bytes are never written after init; the mapping lives as long as this.
    let buffer: UnsafeBufferPointer<UInt8>
    private let mapped: UnsafeMutableRawPointer?
    private let owned: [UInt8]
    /// The mapped file as it was when mapped (nil for bytes just built).
    let identity: IndexCheck.Identity?

    init(bytes: [UInt8]) {
        owned = bytes
        mapped = nil
        identity = nil
        buffer = owned.withUnsafeBufferPointer { $0 }
    }

    /// Maps a file of our own: a regular file, never through a link, of at most `limit` bytes.
    init?(mapping url: URL, limit: Int) {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        let size = Int(info.st_size)
        owned = []
        identity = IndexCheck.Identity(info)
        if size == 0 {
            mapped = nil
            buffer = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        mapped = address
        buffer = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
        if let mapped { munmap(mapped, buffer.count) }
    }
}
