import Foundation
import SpaceTestSupport
import Testing

/// `Scripts/swift-once-more` runs `swift` a second time only when Swift's own build tool crashed
/// while planning (its backtrace names swift-package or swift-build), and never when the package
/// failed to compile or a test failed. Run with a stand-in `swift` first on PATH that counts its runs.
@Suite struct SwiftOnceMoreTests {
    /// A folder with a `swift` that prints `first` on its first run and `later` after, exiting with
    /// the statuses given, and the count of its runs in `runs`.
    static func standIn(first: String, firstStatus: Int, laterStatus: Int) throws -> URL {
        let folder = Scratch.root.appendingPathComponent("once-more-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try first.write(to: folder.appendingPathComponent("first.txt"), atomically: true, encoding: .utf8)
        let script = """
            #!/bin/sh
            here=$(dirname "$0")
            echo x >> "$here/runs"
            if [ "$(wc -l < "$here/runs")" -eq 1 ]; then cat "$here/first.txt"; exit \(firstStatus); fi
            echo "later run"
            exit \(laterStatus)

            """
        let swift = folder.appendingPathComponent("swift")
        try StandInProgram.write(script, to: swift)
        return folder
    }

    static func run(in folder: URL) throws -> (status: Int32, output: String, error: String, runs: Int) {
        let process = Process()
        process.executableURL = ReleaseTests.root.appendingPathComponent("Scripts/swift-once-more")
        process.arguments = ["build", "-c", "release"]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":/usr/bin:/bin"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let runs =
            (try? String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8))?
            .split(separator: "\n").count ?? 0
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self), runs
        )
    }

    static let toolCrash = """
        Planning 637 / 646

        *** Signal 11: Backtracing from 0x7fb0c3b459ca... done ***

        *** Program crashed: Bad pointer dereference at 0xffff804f3c4b8c3e ***

        Images (69 omitted):

        0x0000556abe2b7000–0x0000556ac1af5a60 367e93df44d78af0033a11921f7444086f32325e swift-package           /opt/swift/usr/bin/swift-package
        0x00007fb0c241e000–0x00007fb0c25990fc 93ac61ec5a8eb1396f9fbd350e3169a558528a40 libc.so.6               /usr/lib/x86_64-linux-gnu/libc.so.6

        Segmentation fault

        """

    @Test func aCrashOfTheBuildToolIsRunOnceMoreAndSaid() throws {
        let folder = try Self.standIn(first: Self.toolCrash, firstStatus: 139, laterStatus: 0)
        let result = try Self.run(in: folder)
        #expect(result.status == 0)
        #expect(result.runs == 2)
        #expect(result.output.contains("later run"))
        #expect(result.error.contains("Swift's build tool crashed while planning the build"))
    }

    @Test func aSecondCrashIsTheAnswer() throws {
        let folder = try Self.standIn(first: Self.toolCrash, firstStatus: 139, laterStatus: 7)
        let result = try Self.run(in: folder)
        #expect(result.status == 7)
        #expect(result.runs == 2)
    }

    @Test func aCompileErrorIsNeverRunAgain() throws {
        let folder = try Self.standIn(
            first: "Sources/space/main.swift:3:1: error: cannot find 'x' in scope\n", firstStatus: 1, laterStatus: 0)
        let result = try Self.run(in: folder)
        #expect(result.status == 1)
        #expect(result.runs == 1)
        #expect(result.error.isEmpty)
    }

    @Test func aCrashOfOursIsNeverRunAgain() throws {
        let ours = Self.toolCrash.replacingOccurrences(of: "swift-package", with: "spacePackageTests.xctest")
        let folder = try Self.standIn(first: ours, firstStatus: 139, laterStatus: 0)
        let result = try Self.run(in: folder)
        #expect(result.status == 139)
        #expect(result.runs == 1)
    }
}
