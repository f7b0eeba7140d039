import Foundation
import SpaceSettings
import SpaceSupport
import Testing

/// A setting's variable is read by `SpaceSettings` alone, which gives everyone else typed values;
/// a test seam's by `Seam` alone. So no source names a `SPACE_…` variable as a string of its own
/// anywhere else, in Swift or in C (sentences may mention one; the manual documents them).
@Suite struct VariablesReadOnceTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Where a variable's name may stand alone: the settings, the seams, and the manual.
    static let allowed = ["SpaceSettings/", "SpaceSupport/Seam.swift", "SpaceCommandLine/ManPage.swift"]

    @Test func noVariableIsNamedOutsideTheSettingsAndTheSeams() throws {
        let pattern = try Regex(#""SPACE_[A-Z0-9_]+""#)
        var found: [String] = []
        let files =
            FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?.compactMap {
                $0 as? URL
            } ?? []
        #expect(files.count > 100, "the walk finds the sources")
        // The C sources too: the libcurl loader is handed its library's name, it reads none.
        for file in files where ["swift", "c", "h"].contains(file.pathExtension) {
            let path = String(file.path.dropFirst(Self.sources.path.count + 1))
            guard !Self.allowed.contains(where: { path.hasPrefix($0) }) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                if line.contains(pattern) {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "read outside SpaceSettings and Seam:\n\(found.joined(separator: "\n"))")
    }

    /// Every variable the manual documents is a setting's or a seam's, and every one of those is
    /// in the manual's list of variables (`ManPageTests` checks the manual's text).
    @Test func everyVariableIsASettingOrASeam() {
        let settings = Set(ConfigFile.keys.filter { !$0.retired }.map(\.variable))
        let seams = Set(Seam.allCases.map(\.variable))
        #expect(settings.isDisjoint(with: seams), "a variable is one or the other")
        #expect(seams.allSatisfy { $0.hasPrefix("SPACE_") })
        #expect(settings.subtracting(["NASA_API_KEY"]).allSatisfy { $0.hasPrefix("SPACE_") })
    }
}
