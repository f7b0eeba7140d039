import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What stands at a path where a plain file was expected (worded for people by the layer that
/// talks to them).
public enum FileKind: Sendable, Equatable {
    case folder, fifo, device, socket, link, other

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .link
        default: self = .other
        }
    }
}
