import Foundation
import Testing
import TerminalText

/// Under the pseudo-language (`SPACE_LANG=x-pseudo`), no English sentence is left in help, usage
/// errors, service failures or any view: every sentence passes through the catalog.
@Suite struct PseudoLanguageEndToEndTests {
    /// Under the pseudo-language, every help page: no English sentence left, nothing past 80 columns.
    @Test func everyHelpPageBypassesNothingUnderThePseudoLanguage() throws {
        let space = try SpaceRunner(extra: ["SPACE_LANG": "x-pseudo", "COLUMNS": "80"])
        let pages: [[String]] = [
            ["help"], ["help", "globals"], ["help", "apod"], ["help", "apod", "sync"], ["help", "apod", "search"],
            ["help", "search"],
            ["help", "asset"], ["help", "astronauts"], ["help", "astronaut"], ["help", "favorites"],
            ["help", "favorites", "add"],
            ["help", "favorites", "remove"], ["help", "favorites", "show"], ["help", "favorites", "list"],
            ["help", "browse"],
            ["help", "status"], ["help", "cache"], ["help", "cache", "clear"], ["help", "config"],
            ["help", "config", "set"],
            ["help", "config", "get"], ["help", "config", "unset"], ["help", "config", "list"],
            ["help", "completions"], ["help", "help"],
        ]
        for page in pages {
            let result = try space.run(page)
            #expect(result.status == 0, "\(page)")
            #expect(
                Self.englishLeft(result.stdout).isEmpty, "\(page) has English left: \(Self.englishLeft(result.stdout))")
            for line in result.stdout.split(separator: "\n") where !Self.isCode(line) {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(page): a line past 80 columns: \(line)")
            }
        }
        let man = try space.run(["help", "--man"])
        #expect(
            Self.englishLeft(man.stdout.split(separator: "\n").filter { !$0.hasPrefix(".") }.joined(separator: "\n"))
                .isEmpty)
    }

    /// Under the pseudo-language, the command line's errors: no English sentence left, same codes.
    @Test func usageErrorsBypassNothingUnderThePseudoLanguage() throws {
        let space = try SpaceRunner(extra: ["SPACE_LANG": "x-pseudo", "COLUMNS": "80"])
        let errors: [[String]] = [
            ["serch"], ["apod", "--bogus"], ["apod", "--last"], ["apod", "--last", "0"],
            ["search", "x", "--media", "photo"],
            ["apod", "1990-01-01"], ["apod", "yesterdy"], ["apod", "--start", "2024-02-01", "--end", "2024-01-01"],
            ["apod", "--prev", "--next"], ["apod", "--end", "2024-01-01"], ["apod", "--media", "image"],
            ["apod", "--on-this-day", "13-45"],
            ["apod", "--timeout", "0"], ["apod", "2024-01-01", "--date", "2024-01-02"], ["favorites", "show"],
            ["help", "nosuch"],
            ["config", "set", "language", "xx"], ["apod", "--json", "--no-color", "--download", "pics", "x"],
            ["apod", "--last", "3", "--open"], ["apod", "--random", "2", "--wallpaper"], ["apod", "--force"],
            ["apod", "--last", "2", "--show", "--download", "x/"], ["apod", "search"], ["apod", "search", "-moon"],
            ["apod", "search", "moon", "--start", "2024-02-01", "--end", "2024-01-01"], ["apod", "sync", "--offline"],
            ["search"], ["search", "x", "--page", "2", "--limit", "5"],
            ["search", "x", "--year-start", "2020", "--year-end", "2010"],
            ["astronauts", "--all", "--page", "2"], ["astronaut", "0"], ["asset", " "], ["asset", "a/b"],
            ["status", "--offline"], ["browse"], ["config", "set", "color", "pink"],
            ["config", "set", "cache-size", "0"],
            ["config", "set", "renderer", "ascii"], ["config", "set", "timeout", "9999"],
            ["config", "set", "ll2-token", "a b"],
            ["config", "get", "colour"], ["favorites", "add", "1990-01-01"], ["apod", "--offline", "--refresh"],
        ]
        let environmentErrors: [[String: String]] = [
            ["SPACE_NOW": "soon"], ["SPACE_TRANSPORT": "carrier-pigeon"], ["SPACE_TIMEOUT": "forever"],
            ["SPACE_RANDOM_SEED": "-1"], ["SPACE_APOD_URL": "ftp://x"],
        ]
        for environment in environmentErrors {
            let result = try space.run(["apod", "--show"], env: environment)
            #expect(result.status == 64, "\(environment): \(result.status) \(result.stderr)")
            #expect(
                Self.englishLeft(result.stderr).isEmpty,
                "\(environment) has English left: \(Self.englishLeft(result.stderr))")
        }
        for words in errors {
            let result = try space.run(words)
            #expect(result.status == 64, "\(words): \(result.status)")
            #expect(result.stderr.contains("[Éŕŕöŕ:"), "\(words): \(result.stderr)")
            #expect(
                Self.englishLeft(result.stderr).isEmpty, "\(words) has English left: \(Self.englishLeft(result.stderr))"
            )
        }
    }

    /// Under the pseudo-language, the services' failures: no English sentence left but the
    /// services' own words (quoted as they wrote them), the same exit codes as in English.
    @Test(arguments: [
        FaultMatrixEndToEndTests.families[0], FaultMatrixEndToEndTests.families[2],
        FaultMatrixEndToEndTests.families[8],
    ])
    func serviceFailuresBypassNothingUnderThePseudoLanguage(family: FaultMatrixEndToEndTests.Family) throws {
        let servicesOwnWords = [
            "Sorry, you are not allowed to do that.",
            "An invalid api_key was supplied. Get one at https://api.nasa.gov:443",
            "No api_key was supplied. Get one at https://api.nasa.gov:443",
            "Request was throttled. Expected available in 2870 seconds.",
        ]
        for fault in FaultMatrixEndToEndTests.faults where fault.exitCode != 0 {
            let responses = try #require(
                try JSONSerialization.jsonObject(with: Data(fault.responses.utf8)) as? [[String: Any]])
            let server = try FakeServer(
                config: responses.isEmpty
                    ? [:] : ["routes": [["path_prefix": family.pathPrefix, "responses": responses]]])
            let space = try SpaceRunner(
                server: server, extra: ["SPACE_LANG": "x-pseudo", "SPACE_TRANSPORT": family.transport])
            if fault.stopServer { server.stop() }
            let result = try space.run(family.arguments + fault.extraArguments, timeout: 30)
            #expect(result.status == fault.exitCode, "\(family) \(fault): \(result.stderr)")
            var said = result.stderr
            for words in servicesOwnWords { said = said.replacingOccurrences(of: words, with: "") }
            #expect(
                Self.englishLeft(said).isEmpty,
                "\(family) \(fault) has English left: \(Self.englishLeft(said)) in \(result.stderr)")
        }
    }

    /// Under the pseudo-language, the human view of each command on an 80-column terminal: no
    /// English sentence of ours left (the services' own text, as in `--json`, stays as written), and
    /// nothing past the width but links and command lines, which are never broken.
    @Test(
        arguments: GoldenCorpusEndToEndTests.cases.filter {
            if case .terminal(80) = $0.mode { return true } else { return false }
        })
    func everyViewBypassesNothingUnderThePseudoLanguage(_ item: GoldenCorpusEndToEndTests.Case) throws {
        var config: [String: Any] = ["local_pictures": true]
        if !item.routes.isEmpty {
            config["routes"] = try item.routes.sorted { $0.key < $1.key }.map { prefix, responses in
                ["path_prefix": prefix, "responses": try JSONSerialization.jsonObject(with: Data(responses.utf8))]
                    as [String: Any]
            }
        }
        let server = try FakeServer(config: config)
        let space = try SpaceRunner(
            server: server, extra: item.env.merging(["SPACE_LANG": "x-pseudo"]) { _, new in new })
        for step in item.before { _ = try space.run(step) }
        // The services' words: every word of every string of the JSON form.
        let json = try space.run(item.arguments + ["--json"]).stdout
        let servicesWords = Set(json.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map { $0.lowercased() })
        let screen = try space.runInTerminal(
            item.arguments, env: ["TERM": "xterm-256color", "NO_COLOR": "1"], pixels: (80, 40, 800, 800)
        ).stdout
        let ours = Self.englishLeft(screen).filter { run in
            !run.split(separator: " ").allSatisfy { servicesWords.contains($0.lowercased()) }
        }
        #expect(ours.isEmpty, "\(item.name) has English left: \(ours)\n\(screen)")
        for line in screen.split(whereSeparator: \.isNewline) where !line.contains("://") && !line.contains("space ") {
            #expect(
                DisplayWidth.of(TextStyle.stripped(String(line))) <= 80, "\(item.name): a line past 80 columns: \(line)"
            )
        }
    }

    /// Under the pseudo-language, what every invocation of the golden corpus says on standard error
    /// (errors, hints, notices, warnings): no English of ours, the same exit code as in English.
    @Test func everyMessageOfTheCorpusBypassesNothingUnderThePseudoLanguage() throws {
        let servicesOwnWords = [
            "Request was throttled. Expected available in 2870 seconds.", "Sorry, you are not allowed to do that.",
        ]
        for item in GoldenCorpusEndToEndTests.cases {
            guard case .pipe = item.mode else { continue }
            var config: [String: Any] = ["local_pictures": true]
            if !item.routes.isEmpty {
                config["routes"] = try item.routes.sorted { $0.key < $1.key }.map { prefix, responses in
                    ["path_prefix": prefix, "responses": try JSONSerialization.jsonObject(with: Data(responses.utf8))]
                        as [String: Any]
                }
            }
            let server = try FakeServer(config: config)
            let english = try SpaceRunner(server: server, extra: item.env)
            for step in item.before { _ = try english.run(step) }
            let expected = try english.run(item.arguments).status
            let space = try SpaceRunner(
                server: server, extra: item.env.merging(["SPACE_LANG": "x-pseudo"]) { _, new in new })
            for step in item.before { _ = try space.run(step) }
            let result = try space.run(item.arguments)
            #expect(result.status == expected, "\(item.name): \(result.status), in English \(expected)")
            var said = result.stderr
            for words in servicesOwnWords { said = said.replacingOccurrences(of: words, with: "") }
            #expect(
                Self.englishLeft(said).isEmpty,
                "\(item.name) has English left: \(Self.englishLeft(said)) in \(result.stderr)")
        }
    }

    /// Runs of three or more plain English words outside the pseudo-language's brackets: a
    /// sentence that did not pass the catalog. Command lines and option signatures are code, and a
    /// word with a digit, a dash or a slash in it is a value (`ll2-token`), not prose.
    static func englishLeft(_ text: String) -> [String] {
        var left: [String] = []
        // A pseudo-translated sentence wrapped over lines keeps its brackets open across them.
        var depth = 0
        for line in text.split(whereSeparator: \.isNewline) where !isCode(line) {
            var plain = ""
            for character in line {
                if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth = max(0, depth - 1)
                } else if depth == 0 {
                    plain.append(character)
                }
            }
            var run: [Substring] = []
            for token in plain.split(whereSeparator: \.isWhitespace) {
                let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:()'\"!?"))
                if word.count >= 2, word.allSatisfy({ $0.isASCII && $0.isLowercase && $0.isLetter }) {
                    run.append(Substring(word))
                    if run.count >= 3 { left.append(run.joined(separator: " ")); break }
                } else {
                    run = []
                }
            }
        }
        return left
    }

    /// A command line (an example, a usage line) or an option's signature: code, never translated.
    static func isCode(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("-") || trimmed.hasPrefix("\\fB")
            || trimmed.range(of: #"(^|[\s(])space\s+[a-z-]"#, options: .regularExpression) != nil
    }
}
