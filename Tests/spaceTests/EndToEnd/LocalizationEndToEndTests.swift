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

}
