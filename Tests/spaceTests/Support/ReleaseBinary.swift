import Foundation
import Testing

/// The optimized `space`, built once per test run into its own scratch folder: interrupts and
/// the terminal are tested on the build people run (a debug build kept alive what the optimizer
/// released, and hid that Ctrl-C was ignored). Its own folder, so this build never waits for the
/// lock of the `swift test` that runs it.
enum ReleaseBinary {
    /// The package's root folder (this file is Tests/spaceTests/Support/ReleaseBinary.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether these tests were built by Swift Build (the default from Swift 6.4; `--build-system
    /// swiftbuild` before), which puts products under `<scratch>/out/Products/`: the optimized `space` is
    /// then built by it too, so a suite run under each build system tries the binary that one makes.
    static let builtBySwiftBuild = Bundle.module.bundleURL.path.contains("/out/Products/")

    /// The build system, named outright (each toolchain has its own default).
    static let buildSystem = ["--build-system", builtBySwiftBuild ? "swiftbuild" : "native"]

    /// The scratch folder: `.build/release-for-tests`, or `-swiftbuild` after it (`.ci/run` builds both
    /// first, so this is quick).
    static let scratch = packageRoot.appendingPathComponent(
        builtBySwiftBuild ? ".build/release-for-tests-swiftbuild" : ".build/release-for-tests")

    private static let built: Result<URL, BuildFailure> = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "build"] + buildSystem + ["-c", "release", "--product", "space", "--scratch-path", scratch.path]
        process.currentDirectoryURL = packageRoot
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(BuildFailure(log: "\(error)")) }
        let output = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(BuildFailure(log: String(decoding: output, as: UTF8.self)))
        }
        return binPath().map { .success($0.appendingPathComponent("space")) }
            ?? .failure(BuildFailure(log: "swift build --show-bin-path did not answer"))
    }()

    /// Where SwiftPM put the products: `<scratch>/release` with the native build system, elsewhere
    /// with Swift Build (the default from Swift 6.4), so it is asked rather than written out.
    private static func binPath() -> URL? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "build"] + buildSystem + ["-c", "release", "--scratch-path", scratch.path, "--show-bin-path"]
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !path.isEmpty ? URL(fileURLWithPath: path) : nil
    }

    /// The binary, or the build's log as the error.
    static func url() throws -> URL { try built.get() }

    struct BuildFailure: Error, CustomStringConvertible {
        var log: String
        var description: String { "swift build -c release failed:\n" + log }
    }
}
