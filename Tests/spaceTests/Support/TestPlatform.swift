import Foundation
import SpaceSupport

/// What a test needs to know of the system it runs on, in one place: each test that cannot run
/// everywhere says so with `.enabled(if:)` and its reason, rather than failing on a Mac.
enum TestPlatform {
    /// A device that is always full (Linux's `/dev/full`); macOS has none.
    static let fullDevice: String? = {
        #if os(Linux)
            return "/dev/full"
        #else
            return nil
        #endif
    }()

    /// The transport the end-to-end runs use: libcurl unless `SPACE_TEST_TRANSPORT=urlsession` is set
    /// for the whole `swift test` (then every run gets `SPACE_TRANSPORT=urlsession`).
    static let transport: String = {
        ProcessInfo.processInfo.environment["SPACE_TEST_TRANSPORT"].flatMap { $0.isEmpty ? nil : $0.lowercased() }
            ?? "curl"
    }()

    /// Whether the runs go through libcurl: the golden outputs of `--verbose`, the fault matrix and
    /// the transport's own cases are libcurl's words and behaviour.
    static var curlTransport: Bool { transport == "curl" }

    /// Whether this is Linux (systemd's units, /proc, glibc's signals).
    static var isLinux: Bool { HostPlatform.current == .linux }

    /// A program on this process's PATH (shells live in /usr/bin on Debian, /bin or Homebrew on a Mac).
    static func program(_ name: String) -> String? {
        ExecutableSearch.find(name, environment: ProcessInfo.processInfo.environment)
    }
}
