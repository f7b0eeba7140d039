import Foundation
import Testing
import TerminalText

/// The language of messages: chosen from the environment, never touching what scripts read.
@Suite struct LocalizationEndToEndTests {
    /// Languages chosen by the locale (SPACE_LANG would show in `space config list` as a setting in effect).
    static let languages: [[String: String]] = [
        [:], ["LANG": "es_ES.UTF-8"], ["LANGUAGE": "pt_BR"], ["LC_ALL": "x-pseudo"],
    ]

    @Test func theDateRuleIsExplainedInSpanishWithTheSameExitCode() throws {
        let space = try SpaceRunner()
        let english = try space.run(["apod", "1990-01-01"])
        let spanish = try space.run(["apod", "1990-01-01"], env: ["LANG": "es_ES.UTF-8"])
        #expect(english.status == 64 && spanish.status == 64)
        #expect(
            english.stderr.contains(
                "DATE must be between 1995-06-16 and 2024-02-08 (today in US Eastern time); got 1990-01-01."))
        #expect(
            spanish.stderr.hasPrefix(
                "Error: DATE debe estar entre 1995-06-16 y 2024-02-08 (hoy en la hora del este de EE. UU.); se recibió 1990-01-01.\n"
            ))
        #expect(spanish.stderr.contains("Uso: space apod [COMMAND] [DATE] [options]"))
        #expect(spanish.stdout.isEmpty)
        let portuguese = try space.run(["apod", "--bogus"], env: ["LC_ALL": "pt_BR.UTF-8"])
        #expect(portuguese.status == 64)
        #expect(portuguese.stderr.hasPrefix("Erro: Opção desconhecida para 'space apod': '--bogus'."))
    }

    @Test func aServiceNamedWithItsArticleReadsRightInEveryLanguage() throws {
        let limited = #"[{"status": 429, "headers": {"Retry-After": "2870"}, "json": {"reason": "slow down"}}]"#
        let server = try FakeServer(config: [
            "routes": [
                ["path_prefix": "/images", "responses": try JSONSerialization.jsonObject(with: Data(limited.utf8))]
            ]
        ])
        let space = try SpaceRunner(server: server)
        let spanish = try space.run(["search", "nebula"], env: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 75)
        #expect(
            spanish.stderr.hasPrefix(
                "Error: La biblioteca de imágenes de la NASA alcanzó su límite de uso; inténtelo de nuevo dentro de unos 48 minutos."
            ))
        let portuguese = try space.run(["search", "nebula"], env: ["LANG": "pt_BR.UTF-8"])
        #expect(
            portuguese.stderr.hasPrefix(
                "Erro: A biblioteca de imagens da NASA atingiu o limite de uso; tente de novo daqui a cerca de 48 minutos."
            ))
        #expect(
            try space.run(["search", "nebula"]).stderr.hasPrefix(
                "Error: The NASA Image Library's rate limit is reached; try again in about 48 minutes."))
    }

    @Test func helpIsInPortugueseUnderLanguage() throws {
        let space = try SpaceRunner()
        let help = try space.run(["help"], env: ["LANGUAGE": "pt_BR", "LANG": "en_US.UTF-8"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Comandos:"))
        #expect(help.stdout.contains("Mostra a imagem astronômica do dia da NASA."))
        #expect(help.stdout.contains("Opções globais:"))
        #expect(!help.stdout.contains("Show NASA's Astronomy Picture of the Day."))
        // C means English, and LANGUAGE is not read then (as gettext has it).
        let c = try space.run(["help"], env: ["LANGUAGE": "pt_BR", "LC_ALL": "C"])
        #expect(c.stdout.contains("Show NASA's Astronomy Picture of the Day."))
        // The setting of space config, under SPACE_LANG's name.
        _ = try space.run(["config", "set", "language", "es"])
        #expect(try space.run(["help"]).stdout.contains("Muestra la imagen astronómica del día de la NASA."))
        #expect(
            try space.run(["help"], env: ["SPACE_LANG": "en"]).stdout.contains(
                "Show NASA's Astronomy Picture of the Day."))
        let refused = try space.run(["config", "set", "language", "fr"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("language debe ser en, es o pt-BR; se recibió 'fr'."))
    }

    @Test func jsonPipesAndExitCodesAreTheSameBytesInEveryLanguage() throws {
        let server = try FakeServer(config: [
            "apod_today": "2026-11-22",
            "apod_recorded": ["apod-basic-260913-video.json", "apod-basic-261002-image.json"],
        ])
        let space = try SpaceRunner(server: server, now: "2026-11-22T15:00:00Z")
        let commands: [[String]] = [
            ["apod", "2026-10-02", "--json"], ["apod", "2026-10-02"],
            ["apod", "--start", "2026-09-13", "--end", "2026-10-02", "--json"],
            ["apod", "--start", "2026-09-13", "--end", "2026-10-02"], ["cache"], ["config", "list"],
            ["apod", "1990-01-01", "--json"],
            ["completions", "bash"], ["search", "nebula"], ["search", "nebula", "--json"],
            ["astronauts", "--limit", "3"],
            ["astronauts", "--json"], ["astronaut", "3"], ["asset", "SYN-nebula-00001"], ["favorites"],
            ["favorites", "--json"],
            ["apod", "search", "sharpless"], ["apod", "search", "sharpless", "--json"],
            ["status", "--json", "--offline"],
        ]
        for command in commands {
            let english = try space.run(command)
            for language in Self.languages.dropFirst() {
                let other = try space.run(command, env: language)
                #expect(other.stdout == english.stdout, "\(command) under \(language): stdout differs")
                #expect(other.status == english.status, "\(command) under \(language): exit code differs")
            }
        }
    }

    /// status --json with the services asked: the same words in every language (its language
    /// section and the answers' timings apart).
    @Test func statusJSONIsEnglishInEveryLanguage() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        func normalized(_ text: String) throws -> String {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            object["language"] = nil
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self).replacingOccurrences(
                of: #""milliseconds":\d+"#, with: "\"milliseconds\":0", options: .regularExpression)
        }
        let english = try normalized(try space.run(["status", "--json"]).stdout)
        #expect(english.contains("\"credential\":\"none needed\""))
        for language in Self.languages.dropFirst() {
            #expect(
                try normalized(try space.run(["status", "--json"], env: language).stdout) == english,
                "status --json under \(language)")
        }
        // A service that does not answer: its problem is in English too, in JSON and in a pipe.
        let silent = ["SPACE_ASTRONAUTS_URL": "http://127.0.0.1:9/astronauts/"]
        let englishSilent = try normalized(try space.run(["status", "--json"], env: silent).stdout)
        let englishPiped = try space.run(["status"], env: silent).stdout
        for language in Self.languages.dropFirst() {
            let env = silent.merging(language) { _, new in new }
            #expect(
                try normalized(try space.run(["status", "--json"], env: env).stdout) == englishSilent,
                "a problem under \(language)")
            let piped = try space.run(["status"], env: env).stdout
            #expect(
                piped.replacingOccurrences(of: #"\d+ ms"#, with: "", options: .regularExpression).split(separator: "\n")
                    .filter { !$0.contains("Messages:") }
                    == englishPiped.replacingOccurrences(of: #"\d+ ms"#, with: "", options: .regularExpression).split(
                        separator: "\n"
                    ).filter { !$0.contains("Messages:") },
                "a piped status is never translated under \(language)")
        }
    }

    @Test func statusSaysWhichLanguageIsInUseAndWhy() throws {
        let server = try FakeServer(config: ["apod_today": "2024-02-08"])
        let space = try SpaceRunner(server: server)
        let status = try space.run(["status", "--json"], env: ["LANGUAGE": "es:pt_BR", "LANG": "en_US.UTF-8"])
        #expect(status.stdout.contains("\"language\": {\n    \"code\": \"es\",\n    \"source\": \"LANGUAGE\"\n  }"))
        let human = try space.run(["status"], env: ["LANG": "pt_BR.UTF-8"])
        #expect(human.stdout.contains("português do Brasil (pt-BR, from LANG)"))
    }

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
        for line in text.split(whereSeparator: \.isNewline) where !isCode(line) {
            var plain = ""
            var depth = 0
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
