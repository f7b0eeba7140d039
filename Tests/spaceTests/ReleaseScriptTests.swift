import Foundation
import SpaceTestSupport
import Testing

/// `make dist` and `make deb` never pack unreleased work under a released number, and `make release`'s
/// first step (`Scripts/release prepare`) turns that work into a dated release, sets the version and
/// tags it. Run on copies of the files the script reads, in a git repository of their own, with the
/// release's day given by SOURCE_DATE_EPOCH (never the clock).
@Suite struct ReleaseScriptTests {
    static let root = ReleaseTests.root

    /// A checkout holding the script, a changelog whose [Unreleased] says `unreleased`, and
    /// Release.swift at 2.3.4 (released 2026-01-02).
    static func checkout(unreleased: String) throws -> URL {
        let folder = Scratch.root.appendingPathComponent("release-\(UUID().uuidString)")
        let files = FileManager.default
        for path in ["Scripts", "Sources/space/App", "Packaging"] {
            try files.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        for path in ["Scripts/release", "Packaging/project"] {
            try files.copyItem(at: root.appendingPathComponent(path), to: folder.appendingPathComponent(path))
        }
        try """
        # Changelog

        ## [Unreleased]
        \(unreleased)
        ## [2.3.4] - 2026-01-02

        ### Fixed

        - Something that was wrong.

        """.write(to: folder.appendingPathComponent("CHANGELOG.md"), atomically: true, encoding: .utf8)
        try """
        enum Release {
            static let version = "2.3.4"
            static let date = "2026-01-02"
        }

        """.write(
            to: folder.appendingPathComponent("Sources/space/App/Release.swift"), atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "Start"]] {
            #expect(try run(["git"] + arguments, in: folder).status == 0)
        }
        return folder
    }

    static func run(_ command: [String], in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in [
            ("GIT_AUTHOR_NAME", "Test"), ("GIT_AUTHOR_EMAIL", "test@space.invalid"), ("GIT_COMMITTER_NAME", "Test"),
            ("GIT_COMMITTER_EMAIL", "test@space.invalid"), ("SOURCE_DATE_EPOCH", "1795000000"),
        ] {
            environment[key] = value
        }
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
        )
    }

    static func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func distRefusesUnreleasedWorkAndNamesTheNextVersion() throws {
        let added = try Self.checkout(unreleased: "\n### Added\n\n- A new thing.\n\n### Fixed\n\n- A fix.\n")
        let refused = try Self.run(["sh", "Scripts/release", "dist"], in: added)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains("CHANGELOG.md lists 2 changes under [Unreleased] that space 2.3.4 does not have"))
        #expect(refused.error.contains("make release VERSION=2.4.0"))
        #expect(refused.error.split(separator: "\n").count == 1)

        let fixes = try Self.checkout(unreleased: "\n### Fixed\n\n- A fix.\n")
        #expect(
            try Self.run(["sh", "Scripts/release", "dist"], in: fixes).error.contains("make release VERSION=2.3.5"))
    }

    @Test func distRefusesAVersionTheChangelogDoesNotName() throws {
        let folder = try Self.checkout(unreleased: "\n")
        let source = try Self.text("Sources/space/App/Release.swift", in: folder)
        try source.replacingOccurrences(of: "2.3.4", with: "2.3.5").write(
            to: folder.appendingPathComponent("Sources/space/App/Release.swift"), atomically: true, encoding: .utf8)
        let refused = try Self.run(["sh", "Scripts/release", "dist"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.error.contains("newest release is 2.3.4 but Release.swift says 2.3.5"))
    }

    @Test func prepareMakesTheWaitingWorkARelease() throws {
        let folder = try Self.checkout(unreleased: "\n### Added\n\n- A new thing.\n")
        let earlier = try Self.run(["sh", "Scripts/release", "prepare", "2.3.0"], in: folder)
        #expect(earlier.status == 1)
        #expect(earlier.error.contains("VERSION 2.3.0 is not after 2.3.4"))
        #expect(try Self.run(["sh", "Scripts/release", "prepare", "two"], in: folder).status == 1)

        let prepared = try Self.run(["sh", "Scripts/release", "prepare", "2.4.0"], in: folder)
        #expect(prepared.status == 0, "\(prepared.error)")
        let changelog = try Self.text("CHANGELOG.md", in: folder)
        // 1795000000 is 2026-11-18 (UTC).
        #expect(changelog.contains("## [Unreleased]\n\n## [2.4.0] - 2026-11-18\n\n### Added\n\n- A new thing.\n"))
        let source = try Self.text("Sources/space/App/Release.swift", in: folder)
        #expect(source.contains(#"static let version = "2.4.0""#))
        #expect(source.contains(#"static let date = "2026-11-18""#))
        #expect(try Self.run(["git", "describe", "--tags", "--exact-match"], in: folder).output == "v2.4.0\n")
        #expect(try Self.run(["git", "status", "--porcelain"], in: folder).output.isEmpty)

        let again = try Self.run(["sh", "Scripts/release", "prepare", "2.5.0"], in: folder)
        #expect(again.status == 1)
        #expect(again.error.contains("nothing is listed under [Unreleased]"))
    }

    @Test func prepareRefusesUncommittedChanges() throws {
        let folder = try Self.checkout(unreleased: "\n### Fixed\n\n- A fix.\n")
        try "changed\n".write(to: folder.appendingPathComponent("Packaging/project"), atomically: true, encoding: .utf8)
        let refused = try Self.run(["sh", "Scripts/release", "prepare", "2.3.5"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.error.contains("uncommitted changes"))
        #expect(try Self.text("CHANGELOG.md", in: folder).contains("## [Unreleased]\n\n### Fixed"))
    }
}
