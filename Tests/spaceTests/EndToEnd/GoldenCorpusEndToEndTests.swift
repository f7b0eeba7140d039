import Foundation
import Testing

@testable import space

/// What a user and a script see, recorded: every command, its options and the classes of error,
/// run as a person would (piped, and on a terminal at 40, 80 and 120 columns) against the fake
/// server with a fixed clock. Each case's stdout, stderr and exit code are compared with
/// `Fixtures/golden-corpus/<name>.txt`, so a redesign that changes nothing a user sees changes
/// none of these files. Rerun with `SPACE_UPDATE_GOLDENS=1` to record on purpose, then review.
@Suite struct GoldenCorpusEndToEndTests {
    enum Mode: Sendable { case pipe, terminal(Int) }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var mode: Mode = .pipe
        var env: [String: String] = [:]
        /// Run first, not recorded (favorites to list, a picture shown before `--prev`).
        var before: [[String]] = []
        /// The fake server's scripted answers for paths starting with the key.
        var routes: [String: String] = [:]
        var description: String { name }
    }

    static let throttled =
        #"[{"status": 429, "headers": {"Retry-After": "2870"}, "json": {"detail": "Request was throttled. Expected available in 2870 seconds."}}]"#

    static let cases: [Case] = [
        // APOD
        Case(name: "apod-date-pipe", arguments: ["apod", "2024-01-05"]),
        Case(name: "apod-date-json", arguments: ["apod", "2024-01-05", "--json"]),
        Case(name: "apod-latest-json", arguments: ["apod", "--json"]),
        Case(name: "apod-date-option", arguments: ["apod", "--date", "2023-12-31", "--json"]),
        Case(name: "apod-last-pipe", arguments: ["apod", "--last", "7"]),
        Case(name: "apod-last-json", arguments: ["apod", "--last", "3", "--json"]),
        Case(name: "apod-range-pipe", arguments: ["apod", "--start", "2024-01-01", "--end", "2024-01-10"]),
        Case(name: "apod-range-json", arguments: ["apod", "--start", "2024-01-01", "--end", "2024-01-03", "--json"]),
        Case(
            name: "apod-range-videos",
            arguments: ["apod", "--start", "2023-12-01", "--end", "2024-01-31", "--media", "video"]),
        Case(name: "apod-random", arguments: ["apod", "--random", "3", "--json"]),
        Case(name: "apod-prev", arguments: ["apod", "--prev", "--json"], before: [["apod", "2024-01-05"]]),
        Case(name: "apod-next", arguments: ["apod", "--next", "--json"], before: [["apod", "2024-01-05"]]),
        Case(name: "apod-today-words", arguments: ["apod", "yesterday", "--json"]),
        Case(name: "apod-terminal-40", arguments: ["apod", "2024-01-05"], mode: .terminal(40)),
        Case(name: "apod-terminal-80", arguments: ["apod", "2024-01-05"], mode: .terminal(80)),
        Case(name: "apod-terminal-120", arguments: ["apod", "2024-01-05"], mode: .terminal(120)),
        Case(name: "apod-table-terminal-40", arguments: ["apod", "--last", "5"], mode: .terminal(40)),
        Case(name: "apod-table-terminal-80", arguments: ["apod", "--last", "5"], mode: .terminal(80)),
        Case(name: "apod-table-terminal-120", arguments: ["apod", "--last", "5"], mode: .terminal(120)),
        Case(
            name: "apod-colour-terminal", arguments: ["apod", "2024-01-05"], mode: .terminal(80), env: ["NO_COLOR": ""]),
        Case(
            name: "apod-show-blocks", arguments: ["apod", "2024-01-06", "--show", "--renderer", "blocks"],
            mode: .terminal(80)),
        Case(name: "apod-verbose", arguments: ["apod", "2024-01-05", "--verbose", "--json"]),
        Case(
            name: "apod-offline-cached", arguments: ["apod", "2024-01-05", "--offline", "--json"],
            before: [["apod", "2024-01-05"]]),
        Case(name: "apod-offline-empty", arguments: ["apod", "2024-01-05", "--offline"]),
        Case(name: "apod-bad-date", arguments: ["apod", "2024-13-45"]),
        Case(name: "apod-too-early", arguments: ["apod", "1995-06-15"]),
        Case(name: "apod-future", arguments: ["apod", "2030-01-01"]),
        Case(name: "apod-range-order", arguments: ["apod", "--start", "2024-01-10", "--end", "2024-01-01"]),
        Case(name: "apod-bad-media", arguments: ["apod", "--last", "3", "--media", "audio"]),
        Case(name: "apod-bad-last", arguments: ["apod", "--last", "0"]),
        Case(
            name: "apod-500", arguments: ["apod", "2024-01-05"],
            routes: ["/apod": #"[{"status": 500, "body": "Internal Server Error", "content_type": "text/plain"}]"#]),
        Case(
            name: "apod-html", arguments: ["apod", "2024-01-05"],
            routes: [
                "/apod":
                    #"[{"status": 200, "body": "<!DOCTYPE html><html><body>Oops</body></html>", "content_type": "text/html"}]"#
            ]),
        Case(
            name: "apod-wrong-shape", arguments: ["apod", "2024-01-05"],
            routes: ["/apod": #"[{"json": {"unexpected": [1, 2, 3]}}]"#]),
        Case(
            name: "apod-refused", arguments: ["apod", "2024-01-05"],
            routes: [
                "/apod":
                    #"[{"status": 403, "json": {"code": "rest_forbidden", "message": "Sorry, you are not allowed to do that.", "data": {"status": 403}}}]"#
            ]),
        Case(
            name: "apod-timeout", arguments: ["apod", "2024-01-05", "--timeout", "0.5"],
            routes: ["/apod": #"[{"delay_ms": 3000, "generate": true}]"#]),
        Case(name: "apod-help", arguments: ["apod", "--help"]),
        // Favorites
        Case(name: "favorites-empty", arguments: ["favorites"]),
        Case(name: "favorites-add", arguments: ["favorites", "add", "2024-01-05", "2024-01-06"]),
        Case(name: "favorites-add-last-shown", arguments: ["favorites", "add"], before: [["apod", "2024-01-05"]]),
        Case(name: "favorites-add-nothing-shown", arguments: ["favorites", "add"]),
        Case(
            name: "favorites-list-pipe", arguments: ["favorites"],
            before: [["favorites", "add", "2024-01-05", "2024-01-06"]]),
        Case(
            name: "favorites-list-json", arguments: ["favorites", "list", "--json"],
            before: [["favorites", "add", "2024-01-05"]]),
        Case(
            name: "favorites-list-terminal-80", arguments: ["favorites"], mode: .terminal(80),
            before: [["favorites", "add", "2024-01-05", "2024-01-06"]]),
        Case(
            name: "favorites-show", arguments: ["favorites", "show", "2024-01-05", "--offline"],
            before: [["favorites", "add", "2024-01-05"]]),
        Case(name: "favorites-show-missing", arguments: ["favorites", "show", "2024-01-05"]),
        Case(
            name: "favorites-remove", arguments: ["favorites", "remove", "2024-01-05", "--json"],
            before: [["favorites", "add", "2024-01-05"]]),
        Case(name: "favorites-remove-missing", arguments: ["favorites", "remove", "2024-01-05"]),
        // Image library
        Case(name: "search-pipe", arguments: ["search", "nebula"]),
        Case(name: "search-json", arguments: ["search", "nebula", "--page-size", "3", "--json"]),
        Case(name: "search-page-2", arguments: ["search", "nebula", "--page", "2", "--page-size", "5"]),
        Case(
            name: "search-filters",
            arguments: [
                "search", "mars", "--media", "image", "--year-start", "2000", "--year-end", "2010", "--center", "JPL",
                "--page-size", "5",
            ]),
        Case(name: "search-limit", arguments: ["search", "nebula", "--limit", "120", "--json"]),
        Case(name: "search-terminal-40", arguments: ["search", "nebula", "--page-size", "4"], mode: .terminal(40)),
        Case(name: "search-terminal-80", arguments: ["search", "nebula", "--page-size", "4"], mode: .terminal(80)),
        Case(name: "search-terminal-120", arguments: ["search", "nebula", "--page-size", "4"], mode: .terminal(120)),
        Case(
            name: "search-show-blocks",
            arguments: ["search", "nebula", "--page-size", "2", "--show", "--renderer", "blocks"], mode: .terminal(80)),
        Case(name: "search-page-past-last", arguments: ["search", "nebula", "--page", "5000"]),
        Case(name: "search-bad-page-size", arguments: ["search", "nebula", "--page-size", "101"]),
        Case(
            name: "search-years-reversed",
            arguments: ["search", "nebula", "--year-start", "2010", "--year-end", "2000"]),
        Case(name: "search-no-query", arguments: ["search"]),
        Case(
            name: "search-400", arguments: ["search", "nebula"],
            routes: ["/images/search": #"[{"status": 400, "json": {"reason": "Invalid page_size."}}]"#]),
        Case(
            name: "search-502", arguments: ["search", "nebula"],
            routes: [
                "/images/search":
                    #"[{"status": 502, "body": "<html><title>502 Bad Gateway</title></html>", "content_type": "text/html"}]"#
            ]),
        Case(name: "asset-pipe", arguments: ["asset", "SYN-nebula-00001"]),
        Case(name: "asset-json", arguments: ["asset", "SYN-nebula-00001", "--json"]),
        Case(name: "asset-terminal-80", arguments: ["asset", "SYN-nebula-00001"], mode: .terminal(80)),
        Case(
            name: "asset-missing", arguments: ["asset", "SYN-nebula-00001"],
            routes: [
                "/images/": #"[{"status": 404, "json": {"reason": "The requested resource could not be found."}}]"#
            ]),
        // Astronauts
        Case(name: "astronauts-pipe", arguments: ["astronauts"]),
        Case(name: "astronauts-json", arguments: ["astronauts", "--limit", "3", "--json"]),
        Case(name: "astronauts-desc", arguments: ["astronauts", "--sort", "desc", "--limit", "5"]),
        Case(name: "astronauts-search", arguments: ["astronauts", "--search", "an", "--limit", "5"]),
        Case(name: "astronauts-nationality", arguments: ["astronauts", "--nationality", "Canadian"]),
        Case(name: "astronauts-in-space", arguments: ["astronauts", "--in-space"]),
        Case(name: "astronauts-page-2", arguments: ["astronauts", "--page", "2", "--limit", "10"]),
        Case(name: "astronauts-all", arguments: ["astronauts", "--all", "--json"]),
        Case(name: "astronauts-terminal-40", arguments: ["astronauts", "--limit", "5"], mode: .terminal(40)),
        Case(name: "astronauts-terminal-80", arguments: ["astronauts", "--limit", "5"], mode: .terminal(80)),
        Case(
            name: "astronauts-terminal-120", arguments: ["astronauts", "--limit", "5", "--wide"], mode: .terminal(120)),
        Case(name: "astronauts-throttled", arguments: ["astronauts"], routes: ["/astronauts/": throttled]),
        Case(name: "astronauts-bad-sort", arguments: ["astronauts", "--sort", "up"]),
        Case(name: "astronaut-id", arguments: ["astronaut", "3"]),
        Case(name: "astronaut-json", arguments: ["astronaut", "3", "--json"]),
        Case(name: "astronaut-terminal-80", arguments: ["astronaut", "3"], mode: .terminal(80)),
        Case(name: "astronaut-name", arguments: ["astronaut", "Armstrong"]),
        Case(
            name: "astronaut-missing", arguments: ["astronaut", "999999"],
            routes: [
                "/astronauts/999999": #"[{"status": 404, "json": {"detail": "No Astronaut matches the given query."}}]"#
            ]),
        Case(
            name: "astronaut-token-refused", arguments: ["astronaut", "3"],
            env: ["SPACE_LL2_TOKEN": "TOKEN_abcdef1234567890"],
            routes: ["/astronauts/": #"[{"status": 401, "json": {"detail": "Invalid token."}}]"#]),
        // Cache, status, config
        Case(name: "cache-empty", arguments: ["cache"]),
        Case(name: "cache-json", arguments: ["cache", "--json"], before: [["apod", "2024-01-05"]]),
        Case(name: "cache-clear", arguments: ["cache", "clear", "apod"], before: [["apod", "2024-01-05"]]),
        Case(name: "status-json", arguments: ["status", "--json"], env: ["SPACE_TRANSPORT": "urlsession"]),
        Case(
            name: "status-terminal-80", arguments: ["status"], mode: .terminal(80),
            env: ["SPACE_TRANSPORT": "urlsession"]),
        Case(
            name: "config-set-get", arguments: ["config", "get", "timeout"],
            before: [["config", "set", "timeout", "30"]]),
        Case(name: "config-list", arguments: ["config", "list"], env: ["SPACE_LL2_TOKEN": "TOKEN_abcdef1234567890"]),
        Case(name: "config-list-json", arguments: ["config", "list", "--json"]),
        Case(name: "config-set-bad", arguments: ["config", "set", "timeout", "soon"]),
        Case(name: "config-unknown-key", arguments: ["config", "set", "colour", "always"]),
        Case(
            name: "config-unset", arguments: ["config", "unset", "timeout"],
            before: [["config", "set", "timeout", "30"]]),
        // The command line itself
        Case(name: "no-arguments", arguments: []),
        Case(name: "help", arguments: ["help"]),
        Case(name: "help-globals", arguments: ["help", "globals"]),
        Case(name: "help-search-terminal-40", arguments: ["help", "search"], mode: .terminal(40)),
        Case(name: "help-astronauts", arguments: ["astronauts", "--help"]),
        Case(name: "help-favorites", arguments: ["favorites", "--help"]),
        Case(name: "version", arguments: ["--version"]),
        Case(name: "version-json", arguments: ["--version", "--json"]),
        Case(name: "unknown-command", arguments: ["apodd"]),
        Case(name: "unknown-option", arguments: ["search", "nebula", "--pagesize", "3"]),
        Case(name: "missing-value", arguments: ["search", "nebula", "--page"]),
        Case(name: "bad-timeout", arguments: ["apod", "--timeout", "-1"]),
        Case(name: "bad-env-timeout", arguments: ["apod"], env: ["SPACE_TIMEOUT": "soon"]),
        Case(name: "bad-env-now", arguments: ["apod"], env: ["SPACE_NOW": "tomorrow"]),
        Case(name: "bad-transport", arguments: ["apod"], env: ["SPACE_TRANSPORT": "wget"]),
        Case(name: "completions-bash", arguments: ["completions", "bash"]),
        Case(name: "completions-zsh", arguments: ["completions", "zsh"]),
        Case(name: "completions-fish", arguments: ["completions", "fish"]),
        Case(name: "completions-unknown", arguments: ["completions", "tcsh"]),
        Case(name: "man-page", arguments: ["help", "--man"]),
        Case(
            name: "server-down", arguments: ["search", "nebula"], env: ["SPACE_IMAGES_URL": "http://127.0.0.1:9/images"]
        ),
    ]

    @Test(arguments: cases) func whatAUserSeesIsUnchanged(_ item: Case) throws {
        var config: [String: Any] = ["local_pictures": true]
        if !item.routes.isEmpty {
            config["routes"] = try item.routes.sorted { $0.key < $1.key }.map { prefix, responses in
                ["path_prefix": prefix, "responses": try JSONSerialization.jsonObject(with: Data(responses.utf8))]
                    as [String: Any]
            }
        }
        let server = try FakeServer(config: config)
        // Folders whose path has the same length on every machine (wrapped text depends on it).
        let home = "/tmp/sg-" + String(UInt32.random(in: 0x1000_0000...UInt32.max), radix: 16)
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let folders = [
            "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
            "XDG_CACHE_HOME": home + "/cache",
        ]
        let space = try SpaceRunner(
            server: server,
            extra: folders.merging(["SPACE_TRANSPORT": "curl"]) { _, new in new }.merging(item.env) { _, new in new })
        for step in item.before { _ = try space.run(step) }
        var text = "$ space " + item.arguments.joined(separator: " ") + "\n"
        switch item.mode {
        case .pipe:
            let result = try space.run(item.arguments, timeout: 60)
            text += "exit \(result.status)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
        case .terminal(let columns):
            let env = ["TERM": "xterm-256color", "NO_COLOR": "1"].merging(item.env) { _, new in new }
            let result = try space.runInTerminal(item.arguments, env: env, pixels: (columns, 40, columns * 10, 800))
            text += "exit \(result.status) (terminal, \(columns) columns)\n--- screen\n\(result.stdout)"
        }
        try Self.compare(Self.normalized(text, home: home, port: server.port), name: item.name)
    }

    /// `space status` on a loaded machine drew its spinner (CI's run failed on it): the frames are
    /// no difference, and what is printed after them is still compared.
    @Test func aSpinnerDrawnWhileSlowIsNoDifference() {
        let slow =
            "\r\u{1B}[2K⠋ Checking the services…\r\u{1B}[2K⠙ Checking the services…\u{1B}[c\r\u{1B}[2KNASA APOD\r\n"
        #expect(Self.normalized(slow, home: "/nowhere", port: 1) == "\u{1B}[cNASA APOD\r\n")
        #expect(Self.normalized("⠋ NASA APOD", home: "/nowhere", port: 1) == "⠋ NASA APOD")
    }

    /// What differs from run to run: the temporary home, the server's port, times (a spinner's
    /// frames, drawn only when an answer is slow, as on a loaded machine); and from release to
    /// release: the version and its date, written once in `Release`.
    static func normalized(_ text: String, home: String, port: Int) -> String {
        var text = text.replacingOccurrences(of: home, with: "$HOME").replacingOccurrences(
            of: ":\(port)", with: ":PORT")
        text = text.replacingOccurrences(
            of: "\r\u{1B}\\[2K(?:[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] [^\r\u{1B}]*)?", with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "space \(Release.version)", with: "space VERSION")
            .replacingOccurrences(of: #""version": "\#(Release.version)""#, with: #""version": "VERSION""#)
            .replacingOccurrences(of: #".TH SPACE 1 "\#(Release.date)""#, with: #".TH SPACE 1 "RELEASE-DATE""#)
        text = text.replacingOccurrences(of: #"\b\d+ ms\b"#, with: "N ms", options: .regularExpression)
        text = text.replacingOccurrences(
            of: #""milliseconds": \d+"#, with: #""milliseconds": N"#, options: .regularExpression)
        return text
    }

    static func compare(_ text: String, name: String) throws {
        let file = "golden-corpus/\(name).txt"
        if ProcessInfo.processInfo.environment["SPACE_UPDATE_GOLDENS"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/\(file)")
            try FileManager.default.createDirectory(
                at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: source, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Fixtures.directory.appendingPathComponent(file), encoding: .utf8)
        #expect(
            text == expected, "\(file) changed; if on purpose, rerun with SPACE_UPDATE_GOLDENS=1 and review the diff")
    }
}
