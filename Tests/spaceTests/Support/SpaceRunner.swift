import Foundation
import SpaceTestSupport
import Synchronization

/// Runs the built `space` binary as a person would, with a clean environment and temporary XDG
/// folders, and captures what it printed and how it exited.
struct SpaceRunner {
    /// What one run produced.
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The temporary home of this runner (its XDG folders live below it).
    let home: URL
    /// Variables added to every run, as set.
    private var variables: [String: String]

    /// Variables added to every run, with `SPACE_DESKTOP_PROGRAMS` filled in (see `desktopStandIns`).
    var environment: [String: String] {
        get { Self.desktopStandIns(variables, home: home) }
        set {
            var set = newValue
            if variables[Self.desktopVariable] == nil,
                set[Self.desktopVariable] == Self.desktopStandIns(variables, home: home)[Self.desktopVariable]
            {
                set[Self.desktopVariable] = nil  // filled in, not chosen: it follows PATH
            }
            variables = set
        }
    }

    static let desktopVariable = "SPACE_DESKTOP_PROGRAMS"

    /// No test ever runs a real desktop program (an opener, a wallpaper setter, a scheduler) of any
    /// platform: `space` looks for them only in `SPACE_DESKTOP_PROGRAMS`, which is the stand-ins'
    /// folder of a `FakePrograms` on the run's PATH, else an empty folder. On macOS that also keeps
    /// AppKit's desktop picture untouched.
    static func desktopStandIns(_ variables: [String: String], home: URL) -> [String: String] {
        guard variables[desktopVariable] == nil else { return variables }
        var filled = variables
        let folders = (variables["PATH"] ?? "").split(separator: ":").map(String.init)
        filled[desktopVariable] =
            folders.first { FileManager.default.fileExists(atPath: $0 + "/" + FakePrograms.marker) }
            ?? home.appendingPathComponent("no-desktop-programs").path
        return filled
    }

    /// A runner with fresh folders and `SPACE_NOW` fixed.
    init(server: FakeServer? = nil, now: String = "2024-02-08T15:00:00Z", extra: [String: String] = [:]) throws {
        home = try TestDirectory.make()
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "TERM": "dumb", "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "SPACE_NOW": now,
            // Random picks repeat from run to run, so a test never depends on luck.
            "SPACE_RANDOM_SEED": "20261122",
        ]
        // The whole suite on URLSession: SPACE_TEST_TRANSPORT=urlsession swift test (the tests that
        // are about libcurl are skipped then, each saying so).
        if !TestPlatform.curlTransport { environment["SPACE_TRANSPORT"] = TestPlatform.transport }
        if let server { environment.merge(server.serviceEnvironment) { _, new in new } }
        environment.merge(extra) { _, new in new }
        self.variables = environment
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("no-desktop-programs"), withIntermediateDirectories: true)
    }

    /// The built binary, beside the test bundle.
    static var binary: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("space")
    }

    /// Runs `space` with the arguments; gives up after `timeout` seconds.
    func run(_ arguments: [String], env: [String: String] = [:], timeout: TimeInterval = 60) throws -> Result {
        try run(executable: Self.binary, arguments: arguments, env: env, timeout: timeout)
    }

    /// Runs a command line through bash in the runner's home (pipes, redirections, `$(…)`,
    /// `<(…)`), as a person would type it, failing when any part of a pipe fails; `space` must be
    /// on the environment's PATH.
    func run(shell line: String, env: [String: String] = [:], timeout: TimeInterval = 60) throws -> Result {
        try run(
            executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", "set -o pipefail; " + line], env: env,
            timeout: timeout)
    }

    private func run(
        executable: URL, arguments: [String], env: [String: String], timeout: TimeInterval
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = home
        process.environment = Self.desktopStandIns(variables.merging(env) { _, new in new }, home: home)
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let group = DispatchGroup()
        let outData = DataBox(), errData = DataBox()
        group.enter()
        DispatchQueue.global().async {
            outData.set(out.fileHandleForReading.readDataToEndOfFile()); group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errData.set(err.fileHandleForReading.readDataToEndOfFile()); group.leave()
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            throw RunnerError.timedOut(arguments)
        }
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outData.get(), as: UTF8.self),
            stderr: String(decoding: errData.get(), as: UTF8.self),
            status: process.terminationStatus)
    }
}

enum RunnerError: Error { case timedOut([String]) }

/// Bytes handed from a reader thread to the test.
final class DataBox: Sendable {
    private let storage = Mutex(Data())
    func set(_ data: Data) { storage.withLock { $0 = data } }
    func get() -> Data { storage.withLock { $0 } }
}

/// Fresh temporary directories for tests, never the user's home.
enum TestDirectory {
    static func make() throws -> URL {
        let url = Scratch.root.appendingPathComponent(
            "space-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The fixture folder of this test target.
enum Fixtures {
    static var directory: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }
    static func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }
}
