import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The path by which this very program can be run again later, by a scheduler that starts it
/// with no shell, no `PATH` and another current folder (a systemd unit, a launchd agent).
///
/// Two candidates: the path the system knows the running file by (`/proc/self/exe` on Linux, the
/// real file; `_NSGetExecutablePath` on macOS, the path it was started by, possibly relative),
/// and the path it was invoked as (`argv[0]`: absolute, relative to the current folder, or a bare
/// name found on `PATH` as the shell found it). The invoked path wins when it is the same file:
/// it is the stable one a package manager keeps (Homebrew's `…/bin/space` link survives `brew
/// upgrade`; the `…/Cellar/space/1.0.0/bin/space` it points to does not). Neither is resolved
/// through links for that reason; only made absolute and tidied.
public enum OwnExecutable {
    /// The path to record, or nil when neither candidate names an existing file.
    public static func path(environment: [String: String]) -> String? {
        let folder = FileManager.default.currentDirectoryPath
        return choose(
            system: systemPath(), invoked: CommandLine.arguments.first ?? "", currentFolder: folder,
            environment: environment)
    }

    /// The choice, from its inputs (for tests): `system` as the system gave it, `invoked` as
    /// `argv[0]`.
    public static func choose(
        system: String?, invoked: String, currentFolder: String, environment: [String: String]
    ) -> String? {
        let systemPath = system.flatMap { $0.isEmpty ? nil : absolute($0, in: currentFolder) }
        let invokedPath = resolveInvoked(invoked, currentFolder: currentFolder, environment: environment)
        if let invokedPath, let systemPath, sameFile(invokedPath, systemPath) { return invokedPath }
        if let systemPath, isFile(systemPath) { return systemPath }
        return invokedPath
    }

    /// `argv[0]` as a path: with a slash, against the current folder; without one, the first
    /// executable of that name on `PATH`, as a shell would have run it.
    static func resolveInvoked(_ invoked: String, currentFolder: String, environment: [String: String]) -> String? {
        guard !invoked.isEmpty else { return nil }
        if invoked.contains("/") {
            let path = absolute(invoked, in: currentFolder)
            return isFile(path) ? path : nil
        }
        return ExecutableSearch.find(invoked, environment: environment).map { absolute($0, in: currentFolder) }
    }

    /// An absolute path with `.` and empty parts removed (`..` is kept: after a link it means
    /// something else than the text before it).
    static func absolute(_ path: String, in folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        let parts = joined.split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    private static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// What the system says the running file is.
    private static func systemPath() -> String? {
        #if os(Linux)
            return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #elseif canImport(Darwin)
            var size: UInt32 = 1024
            var buffer = [CChar](repeating: 0, count: Int(size))
            if _NSGetExecutablePath(&buffer, &size) != 0 {
                // -1 with `size` set to what is needed.
                buffer = [CChar](repeating: 0, count: Int(size) + 1)
                guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return nil
        #endif
    }
}
