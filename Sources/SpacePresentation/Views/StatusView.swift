import Foundation
import SpaceNetworking
import TerminalText
import SpaceLocalization

/// What `space status` finds: each service probed once (concurrently, without the cache or
/// retries), the files, the terminal and the proxies.
public struct StatusReport: Sendable {
    /// One service.
    public struct Service: Sendable {
        public var name: String
        public var url: String
        public var answered: Bool
        public var milliseconds: Int?
        public var problem: String?
        public var credentialLabel: String
        public var credential: String?
        public var remaining: Int?
        public var limit: Int?
        public var rateLimitWords: String?

        public init(name: String, url: String, answered: Bool, milliseconds: Int? = nil, problem: String? = nil, credentialLabel: String,
                    credential: String?, remaining: Int? = nil, limit: Int? = nil, rateLimitWords: String? = nil) {
            self.name = name
            self.url = url
            self.answered = answered
            self.milliseconds = milliseconds
            self.problem = problem
            self.credentialLabel = credentialLabel
            self.credential = credential
            self.remaining = remaining
            self.limit = limit
            self.rateLimitWords = rateLimitWords
        }
    }

    /// A folder's size.
    public struct Folder: Sendable {
        public var path: String
        public var files: Int
        public var bytes: Int

        public init(path: String, files: Int, bytes: Int) {
            self.path = path
            self.files = files
            self.bytes = bytes
        }
    }

    public var services: [Service]
    public var config: Folder
    public var settings: Int?
    public var data: Folder
    public var favorites: Int?
    public var cache: Folder
    public var terminal: TerminalInfo
    /// The language messages are in, and the variable that chose it.
    public var language = LanguageChoice(language: .english, source: nil)
    /// How `--show` would draw here (nil: not at all), and the setting it comes from.
    public var pictures: (name: String, description: String)?
    public var rendererSetting: String
    public var proxies: [(String, String)]
    /// What carries the requests (`SPACE_TRANSPORT`).
    public var transport: String
    /// Said when a NASA key is still configured: it is ignored.
    public var notice: String?

    public init(services: [Service], config: Folder, settings: Int?, data: Folder, favorites: Int?, cache: Folder, terminal: TerminalInfo,
                pictures: (name: String, description: String)?, rendererSetting: String, proxies: [(String, String)], transport: String,
                notice: String?) {
        self.services = services
        self.config = config
        self.settings = settings
        self.data = data
        self.favorites = favorites
        self.cache = cache
        self.terminal = terminal
        self.pictures = pictures
        self.rendererSetting = rendererSetting
        self.proxies = proxies
        self.transport = transport
        self.notice = notice
    }

    /// A service's rate limit in words.
    public static func words(_ status: RateLimitStatus) -> String? {
        switch (status.remaining, status.limit) {
        case let (remaining?, limit?): return "\(remaining) of \(limit) calls left this hour"
        case let (remaining?, nil): return "\(remaining) calls left this hour"
        default: return nil
        }
    }
}

/// How `space status` looks: a heading and its facts for each part, and as JSON.
public enum StatusView {
    public static func json(_ report: StatusReport) -> JSONValue {
        func folder(_ folder: StatusReport.Folder) -> JSONValue {
            .object([("path", .string(folder.path)), ("files", .int(folder.files)), ("bytes", .int(folder.bytes))])
        }
        return .object([
            ("services", .array(report.services.map { service in
                .object([
                    ("name", .string(service.name)), ("url", .string(service.url)), ("answers", .bool(service.answered)),
                    ("milliseconds", .optional(service.milliseconds)), ("problem", .optional(service.problem)),
                    ("credential", .optional(service.credential)),
                    ("rate_limit", .object([("remaining", .optional(service.remaining)), ("limit", .optional(service.limit))])),
                ])
            })),
            ("config", .object([("path", .string(report.config.path)), ("settings", .optional(report.settings))])),
            ("data", folder(report.data)), ("favorites", .optional(report.favorites)),
            ("cache", .object([("path", .string(report.cache.path)), ("entries", .int(report.cache.files)), ("bytes", .int(report.cache.bytes))])),
            ("terminal", .object([
                ("stdout_is_tty", .bool(report.terminal.stdoutIsTTY)), ("width", .int(report.terminal.width)),
                ("color", .bool(report.terminal.color)), ("pictures", report.pictures.map { .string($0.name) } ?? .null), ("renderer_setting", .string(report.rendererSetting)),
            ])),
            ("language", .object([("code", .string(report.language.language.code)), ("source", .optional(report.language.source))])),
            ("proxies", .object(report.proxies.map { ($0.0, JSONValue.string($0.1)) })),
            ("transport", .string(report.transport)),
        ])
    }

    /// The report for a person: a heading and its facts for each part.
    public static func document(_ report: StatusReport) -> Document {
        var blocks: [Block] = []
        func section(_ title: String, _ facts: [(String, String?)], labelWidth: Int = 14) {
            blocks.append(.heading(title))
            blocks.append(.facts(facts.map { Fact("  " + $0.0, $0.1) }, labelWidth: labelWidth))
        }
        for service in report.services {
            let answer = service.answered ? "answers in \(service.milliseconds ?? 0) ms" : "no answer" + (service.problem.map { ": " + $0 } ?? "")
            section(service.name, [("URL", service.url), ("Status", answer), (service.credentialLabel, service.credential), ("Rate limit", service.rateLimitWords)])
        }
        let favorites = report.favorites.map { "\($0) \($0 == 1 ? "favorite" : "favorites")" } ?? "favorites file unreadable"
        section("Files", [
            ("Config", report.config.path + "/config.json" + (report.settings.map { ", \($0) \($0 == 1 ? "setting" : "settings")" } ?? ", unreadable")),
            ("Data", "\(report.data.path), \(ByteText.size(report.data.bytes)), \(favorites)"),
            ("Cache", "\(report.cache.path), \(NumberText.grouped(report.cache.files)) \(report.cache.files == 1 ? "entry" : "entries"), \(ByteText.size(report.cache.bytes))"),
        ])
        let terminal = report.terminal
        section("Terminal", [
            ("Output", terminal.stdoutIsTTY ? "a terminal, \(terminal.width) columns" : "not a terminal (pipe or file)"),
            ("Colour", terminal.color ? "on" : "off"),
            ("Pictures", report.pictures.map { "\($0.description) (renderer \(report.rendererSetting))" } ?? "not drawn: the output is not a terminal, or TERM=dumb"),
        ])
        let language = report.language
        section("Language", [("Messages", "\(language.language.name) (\(language.language.code), " + (language.source.map { "from \($0)" } ?? "the default") + ")")])
        section("Network", [("Transport", report.transport)])
        if report.proxies.isEmpty {
            blocks += [.heading("Proxies"), .line("  none")]
        } else {
            section("Proxies", report.proxies.map { ($0.0, $0.1) }, labelWidth: max(14, (report.proxies.map(\.0.count).max() ?? 0) + 4))
        }
        return Document(blocks)
    }
}
