/// The kind of system `space` runs on, as a value: code that differs by platform takes it as an
/// argument, so the macOS paths (launchd, the desktop picture) are tested on Linux too.
public enum HostPlatform: String, Sendable, Equatable {
    case linux, macOS, other

    /// This build's platform.
    public static var current: HostPlatform {
        #if os(Linux)
            return .linux
        #elseif os(macOS)
            return .macOS
        #else
            return .other
        #endif
    }
}
