import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What differs between the C libraries `space` is built on (glibc and musl on Linux, Darwin's on
/// macOS), written once, as swift-argument-parser's `Platform.swift` does: the rest of the code asks
/// here and never wraps a field or a constant in an `#if` of its own.
public enum LibC {
    /// A time a file's `stat` records.
    public struct FileTime: Sendable, Equatable {
        public var seconds: Int
        public var nanoseconds: Int

        /// The time as seconds since 1970, with its fraction.
        public var interval: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
    }

    /// When the file's contents last changed: `st_mtim`, `st_mtimespec` on Darwin.
    public static func modified(_ info: stat) -> FileTime {
        #if canImport(Darwin)
            FileTime(seconds: Int(info.st_mtimespec.tv_sec), nanoseconds: Int(info.st_mtimespec.tv_nsec))
        #else
            FileTime(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        #endif
    }

    /// When the file's record last changed (written, renamed, its mode set): `st_ctim`,
    /// `st_ctimespec` on Darwin.
    public static func changed(_ info: stat) -> FileTime {
        #if canImport(Darwin)
            FileTime(seconds: Int(info.st_ctimespec.tv_sec), nanoseconds: Int(info.st_ctimespec.tv_nsec))
        #else
            FileTime(seconds: Int(info.st_ctim.tv_sec), nanoseconds: Int(info.st_ctim.tv_nsec))
        #endif
    }

    /// `ioctl`'s FIONREAD, how many bytes wait to be read: an imported constant on Linux; on Darwin
    /// a function-like macro Swift does not import, `_IOR('f', 127, int)`, the same number on arm64
    /// and x86_64 (`sys/filio.h`).
    #if canImport(Darwin)
        public static let bytesWaitingRequest = UInt(0x4004_667F)
    #else
        public static let bytesWaitingRequest = UInt(FIONREAD)
    #endif

    /// No core file from here on (Ctrl-\ means "quit now", not a core in the person's folder).
    /// Async-signal-safe: `setrlimit` alone.
    public static func refuseCoreFiles() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        #if canImport(Glibc)
            setrlimit(Int32(RLIMIT_CORE.rawValue), &none)  // an enum in glibc's headers
        #else
            setrlimit(RLIMIT_CORE, &none)  // a plain Int32 on Darwin and musl
        #endif
    }

    /// `posix_spawn`'s file actions and attributes: opaque pointers on Darwin, structures elsewhere;
    /// each made empty here, for `posix_spawn_file_actions_init` and `posix_spawnattr_init`.
    #if canImport(Darwin)
        public typealias SpawnFileActions = posix_spawn_file_actions_t?
        public typealias SpawnAttributes = posix_spawnattr_t?
        public static func spawnParts() -> (SpawnFileActions, SpawnAttributes) { (nil, nil) }
    #else
        public typealias SpawnFileActions = posix_spawn_file_actions_t
        public typealias SpawnAttributes = posix_spawnattr_t
        public static func spawnParts() -> (SpawnFileActions, SpawnAttributes) {
            (posix_spawn_file_actions_t(), posix_spawnattr_t())
        }
    #endif
}
