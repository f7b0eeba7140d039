import Foundation
import SpaceTestSupport
import Testing

@testable import space

/// The version is written once (`Release`); CHANGELOG.md, the Debian changelog made from it and the
/// Homebrew formula must agree with it, and the changelog must keep Keep a Changelog's form, since
/// `make deb` turns it into Debian's format and stops on anything it cannot place.
@Suite struct ReleaseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// CHANGELOG.md's `## [VERSION] - DATE` headings, in the file's order (Unreleased has no date).
    static func releases(_ text: String) -> [(version: String, date: String?)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            let version = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
            let rest = line[line.index(after: close)...]
            return (version, rest.hasPrefix(" - ") ? String(rest.dropFirst(3).prefix(10)) : nil)
        }
    }

    static func changelog() throws -> String {
        try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    }

    @Test func theNewestReleaseInTheChangelogIsThisVersion() throws {
        let releases = Self.releases(try Self.changelog())
        #expect(releases.first?.version == "Unreleased")
        let newest = try #require(releases.first { $0.version != "Unreleased" })
        #expect(newest.version == Release.version)
        #expect(newest.date == Release.date)
    }

    @Test func releasesRunNewestFirstWithDatesAndSemanticVersions() throws {
        let releases = Self.releases(try Self.changelog()).filter { $0.version != "Unreleased" }
        #expect(releases.count >= 2)
        func parts(_ version: String) -> [Int] { version.split(separator: ".").compactMap { Int($0) } }
        for release in releases {
            #expect(parts(release.version).count == 3, "\(release.version) is not MAJOR.MINOR.PATCH")
            #expect(release.date?.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil)
        }
        for (newer, older) in zip(releases, releases.dropFirst()) {
            #expect(parts(newer.version).lexicographicallyPrecedes(parts(older.version)) == false)
            #expect(newer.version != older.version)
            #expect((newer.date ?? "") >= (older.date ?? ""))
        }
    }

    @Test func onlyKeepAChangelogSections() throws {
        let allowed: Set = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
        let sections = try Self.changelog().split(separator: "\n").filter { $0.hasPrefix("### ") }
            .map { String($0.dropFirst(4)) }
        #expect(!sections.isEmpty)
        #expect(Set(sections).subtracting(allowed).isEmpty, "\(Set(sections).subtracting(allowed))")
    }

    /// `make deb`'s changelog.gz: Debian's format, this version first, and a changelog it cannot
    /// place stops it with the line named.
    @Test func theDebianChangelogIsMadeFromIt() throws {
        let good = try Self.runScript(["CHANGELOG.md", "A Maintainer <a@example.org>"])
        #expect(good.status == 0)
        let lines = good.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "space (\(Release.version)) unstable; urgency=medium")
        #expect(lines.contains { $0.hasPrefix(" -- A Maintainer <a@example.org>  ") && $0.hasSuffix(" +0000") })
        #expect(lines.filter { $0.hasPrefix("space (") }.count == Self.releases(try Self.changelog()).count - 1)
        #expect(lines.allSatisfy { $0.count <= 80 }, "a line past 80 columns")
        // No entry for [Unreleased] (an entry's own words may name it: 1.1.0's make release does).
        #expect(!lines.contains { $0.hasPrefix("space (Unreleased") })

        // What waits under [Unreleased] is in no released version's entry.
        let waiting = Scratch.root.appendingPathComponent("CHANGELOG-\(UUID().uuidString).md")
        try
            "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- Waiting.\n\n## [1.1.0] - 2026-11-28\n\n### Added\n\n- Done.\n"
            .write(to: waiting, atomically: true, encoding: .utf8)
        let released = try Self.runScript([waiting.path, "A <a@example.org>"])
        #expect(released.status == 0 && released.output.hasPrefix("space (1.1.0) unstable"))
        #expect(released.output.contains("Done.") && !released.output.contains("Waiting."))

        let damaged = Scratch.root.appendingPathComponent("CHANGELOG-\(UUID().uuidString).md")
        try "# Changelog\n\n## [2.0.0] - 2027-01-01\n\n### Improved\n\n- Something.\n".write(
            to: damaged, atomically: true, encoding: .utf8)
        let bad = try Self.runScript([damaged.path, "A <a@example.org>"])
        #expect(bad.status != 0)
        #expect(bad.error.contains(":5: 'Improved' is not one of Keep a Changelog's sections."))
    }

    /// The formula template's version comes from the archive name make dist fills in; its test
    /// block matches this version's `--version` line.
    @Test func theHomebrewFormulaIsATemplateMakeDistFills() throws {
        let formula = try String(
            contentsOf: Self.root.appendingPathComponent("Packaging/homebrew/space.rb"), encoding: .utf8)
        for placeholder in ["@URL@", "@SHA256@", "@HOMEPAGE@"] { #expect(formula.contains(placeholder)) }
        #expect(formula.contains(#"license "Apache-2.0""#))
        #expect(formula.contains(#"assert_match "space #{version}""#))
    }

    static func runScript(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/debian-changelog").path] + arguments
        process.currentDirectoryURL = root
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
}
