import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes a terminal has received and nobody has read yet.
enum InputQueue {
    /// FIONREAD: on Linux an imported constant; on Darwin a function-like macro Swift does not
    /// import, `_IOR('f', 127, int)`, the same number on arm64 and x86_64 (`sys/filio.h`).
    #if canImport(Darwin)
        private static let countRequest = UInt(0x4004_667F)
    #else
        private static let countRequest = UInt(FIONREAD)
    #endif

    /// How many bytes wait to be read on `descriptor`; nil when the system cannot say.
    static func waiting(on descriptor: Int32) -> Int? {
        var count: Int32 = 0
        guard ioctl(descriptor, countRequest, &count) == 0 else { return nil }
        return Int(count)
    }
}
