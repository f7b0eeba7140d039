import Foundation
import SpaceNetworking
import TerminalText
import SpaceLocalization
import SpaceSupport

/// How `space status` looks: a heading and its facts for each part, and as JSON.
public enum StatusView {
    public static func json(_ report: StatusReport) -> JSONValue {
        func folder(_ folder: StatusReport.Folder) -> JSONValue {
            .object([("path", .string(folder.path)), ("files", .int(folder.files)), ("bytes", .int(folder.bytes))])
        }
        return .object([
            (
                "services",
                .array(
                    report.services.map { service in
                        .object([
                            ("name", .string(service.name)), ("url", .string(service.url)),
                            ("answers", .bool(service.answered)),
                            ("milliseconds", .optional(service.milliseconds)), ("problem", .optional(service.problem)),
                            ("credential", .optional(service.credential)),
                            (
                                "rate_limit",
                                .object([
                                    ("remaining", .optional(service.remaining)), ("limit", .optional(service.limit)),
                                ])
                            ),
                        ])
                    })
            ),
            ("config", .object([("path", .string(report.config.path)), ("settings", .optional(report.settings))])),
            ("data", folder(report.data)), ("favorites", .optional(report.favorites)),
            (
                "cache",
                .object([
                    ("path", .string(report.cache.path)), ("entries", .int(report.cache.files)),
                    ("bytes", .int(report.cache.bytes)),
                ])
            ),
            (
                "terminal",
                .object([
                    ("stdout_is_tty", .bool(report.terminal.stdoutIsTTY)), ("width", .int(report.terminal.width)),
                    ("color", .bool(report.terminal.color)),
                    ("pictures", report.pictures.map { .string($0.name) } ?? .null),
                    ("renderer_setting", .string(report.rendererSetting)),
                ])
            ),
            (
                "language",
                .object([
                    ("code", .string(report.language.language.code)), ("source", .optional(report.language.source)),
                ])
            ),
            ("proxies", .object(report.proxies.map { ($0.0, JSONValue.string($0.1)) })),
            ("transport", .string(report.transport)),
            ("daily_wallpaper", .bool(report.dailyWallpaper)),
            (
                "wallpaper_desktop",
                report.wallpaperDesktop.map {
                    .object([("name", .optional($0.name)), ("why", .string($0.why))])
                } ?? .null
            ),
            (
                "wallpaper_screen",
                report.wallpaperScreen.map {
                    .object([
                        ("width", .int($0.width)), ("height", .int($0.height)), ("source", .string($0.source)),
                    ])
                } ?? .null
            ),
            (
                "wallpaper_settings",
                .object([
                    ("caption", .bool(report.wallpaperChoices.caption)),
                    ("from", .string(report.wallpaperChoices.fromFavorites ? "favorites" : "today")),
                    ("lock_screen", .bool(report.wallpaperChoices.lockScreen)),
                    ("metered", .bool(report.wallpaperChoices.metered)),
                    (
                        "metered_source",
                        .optional(
                            report.wallpaperChoices.meteredSource.isEmpty ? nil : report.wallpaperChoices.meteredSource)
                    ),
                ])
            ),
            (
                "wallpaper_last_run",
                report.lastWallpaperRun.map { last in
                    .object([
                        ("at", .string(InstantText.string(last.run.at))),
                        ("outcome", .string(last.run.outcome.rawValue)),
                        ("date", .optional(last.run.date)), ("reason", .optional(last.run.reason)),
                    ])
                } ?? .null
            ),
        ])
    }

    /// The report for a person: a heading and its facts for each part.
    public static func document(_ report: StatusReport) -> Document {
        var blocks: [Block] = []
        func section(_ title: String, _ facts: [(String, String?)], labelWidth: Int = 14, translated: Bool = true) {
            blocks.append(.heading(title))
            blocks.append(
                .facts(facts.map { Fact("  " + (translated ? tr($0.0) : $0.0), $0.1) }, labelWidth: labelWidth))
        }
        for service in report.services {
            let answer =
                service.answered
                ? tr("answers in {milliseconds} ms", ["milliseconds": service.milliseconds ?? 0])
                : service.problem.map { tr("no answer: {problem}", ["problem": $0]) } ?? tr("no answer")
            section(
                tr(service.name),
                [
                    (msgid("URL", comment: "a row label in space status: the service's address"), service.url),
                    ("Status", answer),
                    (service.credentialLabel, service.credential.map(StatusView.credentialWords)),
                    (
                        msgid(
                            "Rate limit",
                            comment: "a row label in space status: how many requests the service still allows"),
                        service.rateLimitWords
                    ),
                ])
        }
        let favorites =
            report.favorites.map { tr("{count, plural, one {# favorite} other {# favorites}}", ["count": $0]) }
            ?? tr("favorites file unreadable")
        section(
            tr("Files"),
            [
                (
                    msgid("Config", comment: "a row label in space status: the settings file (space config)"),
                    report.config.path + "/config.json, "
                        + (report.settings.map {
                            tr("{count, plural, one {# setting} other {# settings}}", ["count": $0])
                        } ?? tr("unreadable"))
                ),
                (
                    msgid("Data", comment: "a row label in space status: the folder of favorites and saved pictures"),
                    "\(report.data.path), \(ByteText.size(report.data.bytes)), \(favorites)"
                ),
                (
                    msgid("Cache", comment: "a row label in space status: the folder of cached answers"),
                    "\(report.cache.path), "
                        + tr("{count, plural, one {# entry} other {# entries}}", ["count": report.cache.files])
                        + ", \(ByteText.size(report.cache.bytes))"
                ),
            ])
        let terminal = report.terminal
        section(
            tr("Terminal"),
            [
                (
                    msgid(
                        "Output",
                        comment: "a section title in space status: how output is shown (colour, width, pictures)"),
                    terminal.stdoutIsTTY
                        ? tr("a terminal, {columns} columns", ["columns": String(terminal.width)])
                        : tr("not a terminal (pipe or file)")
                ),
                (
                    msgid("Colour", comment: "a row label in space status: whether colour is on"),
                    terminal.color ? tr("on") : tr("off")
                ),
                (
                    msgid("Pictures", comment: "a row label in space status: how pictures are drawn"),
                    report.pictures.map {
                        tr(
                            "{renderer} (renderer {setting})",
                            ["renderer": $0.description, "setting": report.rendererSetting])
                    }
                        ?? tr("not drawn: the output is not a terminal, or TERM=dumb")
                ),
                (
                    msgid("Wallpaper", comment: "a section title in space status: the desktop wallpaper"),
                    report.dailyWallpaper
                        ? tr("set every day after APOD publishes (space apod --daily=off stops it)")
                        : tr("not set every day")
                ),
            ]
                + desktopRows(report) + wallpaperRows(report)
                + (report.lastWallpaperRun.map {
                    [
                        (
                            msgid(
                                "Last run", comment: "a row label in space status: when the daily wallpaper last ran"),
                            lastRunWords($0.run, age: $0.age)
                        )
                    ]
                } ?? []))
        let language = report.language
        section(
            tr("Language"),
            [
                (
                    msgid("Messages", comment: "a row label in space status: the language of messages"),
                    "\(language.language.name) (\(language.language.code), "
                        + (language.source.map { tr("from {source}", ["source": $0]) } ?? tr("the default")) + ")"
                )
            ])
        section(
            tr("Network"),
            [
                (
                    msgid(
                        "Transport", comment: "a row label in space status: the HTTP library used (curl or urlsession)"),
                    report.transport
                )
            ])
        if report.proxies.isEmpty {
            blocks += [.heading(tr("Proxies")), .line("  " + tr("none"))]
        } else {
            section(
                tr("Proxies"), report.proxies.map { ($0.0, $0.1) },
                labelWidth: max(14, (report.proxies.map(\.0.count).max() ?? 0) + 4), translated: false)
        }
        return Document(blocks)
    }

    /// A credential as a person reads it: the report keeps the English words (`--json` is
    /// never translated); a masked key or token is shown as it is.
    static func credentialWords(_ credential: String) -> String {
        switch credential {
        case "none needed": return tr("none needed")
        case "none (free tier)": return tr("none (free tier)")
        default: return credential
        }
    }
}
