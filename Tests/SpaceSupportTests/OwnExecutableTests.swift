import Foundation
import SpaceTestSupport
import SpaceSupport
import Testing

/// The path a scheduler runs `space` by: the invoked path when it is the same file as the one
/// the system names (a package manager's stable link), found on PATH when bare, never relative.
@Suite struct OwnExecutableTests {
    /// A folder with `real/space` (the "Cellar" file) and `bin/space`, a link to it.
    let root: URL
    let real: String
    let link: String

    init() throws {
        root = Scratch.root.appendingPathComponent("own-executable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Cellar/space/1.0.0/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
        real = root.appendingPathComponent("Cellar/space/1.0.0/bin/space").path
        link = root.appendingPathComponent("bin/space").path
        try StandInProgram.write("#!/bin/sh\n", to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    }

    @Test func theStableLinkWinsOverTheFileItPointsTo() {
        defer { try? FileManager.default.removeItem(at: root) }
        // Linux's /proc/self/exe (and a Homebrew upgrade's Cellar path) name the real file.
        #expect(
            OwnExecutable.choose(system: real, invoked: link, currentFolder: "/", environment: [:]) == link,
            "the link survives an upgrade; the versioned file does not")
    }

    @Test func aBareNameIsFoundOnPathAsTheShellFoundIt() {
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ["PATH": "/nonexistent:" + root.appendingPathComponent("bin").path]
        #expect(
            OwnExecutable.choose(system: real, invoked: "space", currentFolder: "/tmp", environment: environment)
                == link)
        // Not resolved against the current folder (the old fallback did, and the agent failed every morning).
        #expect(
            OwnExecutable.choose(
                system: nil, invoked: "space", currentFolder: root.path, environment: ["PATH": "/nonexistent"])
                == nil)
    }

    @Test func aRelativePathIsMadeAbsolute() {
        defer { try? FileManager.default.removeItem(at: root) }
        // macOS's _NSGetExecutablePath gives the path as started, "./bin/space" when run so.
        #expect(
            OwnExecutable.choose(
                system: "./bin/space", invoked: "./bin/space", currentFolder: root.path, environment: [:])
                == link)
        #expect(
            OwnExecutable.choose(system: nil, invoked: "bin/./space", currentFolder: root.path, environment: [:])
                == link)
    }

    @Test func anotherFileOfTheSameNameDoesNotWin() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let other = root.appendingPathComponent("other-space").path
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: other))
        #expect(
            OwnExecutable.choose(system: real, invoked: other, currentFolder: "/", environment: [:]) == real,
            "argv[0] can be anything a parent process chose")
        #expect(
            OwnExecutable.choose(
                system: "/nonexistent/space", invoked: "/nonexistent/space", currentFolder: "/", environment: [:])
                == nil)
    }

    @Test func theRunningTestBinaryHasAPath() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try #require(OwnExecutable.path(environment: ProcessInfo.processInfo.environment))
        #expect(path.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: path))
    }
}
