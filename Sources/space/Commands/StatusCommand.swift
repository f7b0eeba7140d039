import Foundation
import TerminalSession
import SpaceCommandLine
import SpacePresentation
import SpaceNetworking
import SpacePresentation

/// `space status`: whether each service answers, the credentials and rate limits in use, the
/// files, the terminal and the proxies.
enum StatusCommand {
    static let spec = CommandSpec(
        name: "status", summary: "Check the services, keys, rate limits, files, terminal and proxies.",
        discussion: "Sends one light request to each service (Launch Library 2's throttle check does not count against its limit). NASA APOD and the image library need no key; a Launch Library 2 token is shown redacted. Exits 0 when every service answers and 69 when one does not (the report says which), so scripts can test it.",
        examples: ["space status", "space status --json"],
        run: { try await run($0) }
    )

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        if context.cacheMode == .offline { throw UsageError("space status checks the services, so it cannot run with --offline.", path: ["status"]) }
        let report = try await Spinner.run(label: "Checking the services…", console: context.console) { try await StatusReport.gather(context) }
        if let notice = report.notice { context.printer.notice(notice) }
        var output = CommandOutput(json: json(report), document: document(report))
        // Like `gh auth status`: the whole report is printed, and the exit code says whether all is well.
        let silent = report.services.filter { !$0.answered }.map(\.name)
        if !silent.isEmpty {
            let names = silent.count > 1 ? silent.dropLast().joined(separator: ", ") + " and " + silent[silent.count - 1] : silent[0]
            output.failure = SpaceError(.unavailable, "\(names) did not answer.", hint: "The report above says why; try again later.")
        }
        return output
    }

    static func json(_ report: StatusReport) -> JSONValue {
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
            ("proxies", .object(report.proxies.map { ($0.0, JSONValue.string($0.1)) })),
            ("transport", .string(report.transport)),
        ])
    }

    /// The report for a person: a heading and its facts for each part.
    static func document(_ report: StatusReport) -> Document {
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
        section("Network", [("Transport", report.transport)])
        if report.proxies.isEmpty {
            blocks += [.heading("Proxies"), .line("  none")]
        } else {
            section("Proxies", report.proxies.map { ($0.0, $0.1) }, labelWidth: max(14, (report.proxies.map(\.0.count).max() ?? 0) + 4))
        }
        return Document(blocks)
    }
}
