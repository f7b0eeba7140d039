import Foundation
import Testing
@testable import space

/// Every example of `space apod` and `space favorites` that the README and the help show runs,
/// in the order shown, against the fake server of the APOD service, and succeeds.
@Suite struct ExamplesEndToEndTests {
    /// The README's `space apod …` and `space favorites …` lines, in order, comments removed.
    static func readmeExamples() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../README.md").standardizedFileURL
        var inBlock = false
        var lines: [String] = []
        for line in try String(contentsOf: readme, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            guard inBlock, line.hasPrefix("space apod") || line.hasPrefix("space favorites") else { continue }
            let command = line.range(of: "  #").map { String(line[..<$0.lowerBound]) } ?? String(line)
            lines.append(command.trimmingCharacters(in: .whitespaces))
        }
        return lines
    }

    /// Runs one example line through the shell with `space` on the PATH.
    func run(_ line: String, _ space: SpaceRunner, fakes: FakePrograms, bin: URL) throws -> SpaceRunner.Result {
        var runner = space
        runner.environment["PATH"] = bin.path + ":" + fakes.path
        runner.environment["XDG_CURRENT_DESKTOP"] = "GNOME"
        return try runner.run(shell: line, timeout: 300)
    }

    @Test func theREADMEExamplesOfAPODAndFavoritesRun() throws {
        let examples = try Self.readmeExamples()
        #expect(examples.count >= 15, "\(examples)")
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server)
        // A stand-in systemctl: `--wallpaper --daily` installs its timer in the test's own config folder.
        let fakes = try FakePrograms(["xdg-open", "gsettings", "systemctl"])
        let bin = try Self.binFolder()
        try FileManager.default.createDirectory(
            at: space.home.appendingPathComponent("Pictures"), withIntermediateDirectories: true)
        for example in examples {
            let result = try run(example, space, fakes: fakes, bin: bin)
            #expect(result.status == 0, "\(example): \(result.stderr)")
            #expect(!result.stderr.contains("Error"), "\(example): \(result.stderr)")
        }
        let archive = space.home.appendingPathComponent("apod.json")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: archive)) as? [[String: Any]])
        #expect(days.count == 10_465 - 3, "every day from 1995-06-16 to 2024-02-08 but the three missing")
    }

    @Test func theHelpExamplesOfAPODAndFavoritesRun() throws {
        let sub = { (name: String) in FavoritesCommand.spec.subcommands.first { $0.name == name }! }
        let specs = [APODCommand.spec, FavoritesCommand.spec, sub("add"), sub("show"), sub("remove")]
        let examples = specs.flatMap(\.examples)
        #expect(examples.count >= 12)
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server)
        let fakes = try FakePrograms(["xdg-open", "gsettings"])
        let bin = try Self.binFolder()
        try FileManager.default.createDirectory(
            at: space.home.appendingPathComponent("Pictures"), withIntermediateDirectories: true)
        // The help's examples are independent of each other: each runs after a picture was shown.
        #expect(
            try run("space apod 2021-03-10 && space favorites add 2021-03-10 2021-03-11", space, fakes: fakes, bin: bin)
                .status
                == 0)
        for example in examples {
            let result = try run(example, space, fakes: fakes, bin: bin)
            #expect(result.status == 0, "\(example): \(result.stderr)")
        }
    }

    /// Every command's examples, depth first in the command table's order.
    static func allExamples(_ spec: CommandSpec = CommandTable.root) -> [String] {
        spec.examples + spec.subcommands.flatMap { allExamples($0) }
    }

    @Test func theHelpExamplesOfEveryCommandRun() throws {
        let examples = Self.allExamples()
        #expect(examples.count >= 40, "\(examples.count)")
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        let space = try SpaceRunner(server: server)
        let fakes = try FakePrograms(["xdg-open", "gsettings"])
        let bin = try Self.binFolder()
        // The examples stand alone; a picture shown and favorites saved first (a video day and a
        // picture: --from favorites takes pictures only), as a person would have.
        #expect(
            try run("space apod 2021-03-10 && space favorites add 2021-03-10 2021-03-11", space, fakes: fakes, bin: bin)
                .status
                == 0)
        var ordered = examples.filter { !$0.hasPrefix("space favorites remove") && !$0.hasPrefix("space browse") }
        ordered += examples.filter { $0.hasPrefix("space favorites remove") }
        for example in ordered {
            let result = try run(example, space, fakes: fakes, bin: bin)
            #expect(result.status == 0, "\(example): \(result.stderr)")
        }
        // The browser's examples need a terminal: each opens on a day and quits with q.
        for example in examples where example.hasPrefix("space browse") {
            let arguments = example.split(separator: " ").dropFirst().map(String.init)
            let report = try BrowseHarness.run(
                space, arguments: arguments, steps: [.waitFor("Synthetic picture of"), .keys("q")])
            #expect(report.status == 0 && report.timedOut.isEmpty, "\(example): \(report.timedOut)")
        }
        let count = try run("space astronauts --all --json | jq '.items | length'", space, fakes: fakes, bin: bin)
        #expect(
            Int(count.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) == 812,
            "the help's jq example counts astronauts: \(count.stdout)")
    }

    /// A folder holding `space` (a link to the built binary), to put first on PATH.
    static func binFolder() throws -> URL {
        let folder = try TestDirectory.make()
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("space"), withDestinationURL: SpaceRunner.binary)
        return folder
    }
}
