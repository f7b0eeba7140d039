import Foundation

/// The test process's scratch folder, under the system's temporary folder: every folder a test
/// makes goes inside it, and it is removed when the process ends, so `swift test` leaves nothing
/// behind however many tests ran (or failed before their own clean-up). For tests only: the
/// product does not ship this module.
public enum Scratch {
    /// The folder, made on first use and removed at exit.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "space-test-run-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))",
            isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()
}
