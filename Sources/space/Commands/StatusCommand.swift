import Foundation
import SpaceLocalization
import TerminalSession
import SpaceCommandLine
import SpacePresentation
import SpaceNetworking

/// `space status`: whether each service answers, the credentials and rate limits in use, the
/// files, the terminal and the proxies.
enum StatusCommand {
    static let spec = CommandSpec(
        name: "status", summary: "Check the services, keys, rate limits, files, terminal and proxies.",
        discussion:
            "Sends one light request to each service (Launch Library 2's throttle check does not count against its limit). NASA APOD and the image library need no key; a Launch Library 2 token is shown redacted. Exits 0 when every service answers and 69 when one does not (the report says which), so scripts can test it.",
        examples: ["space status", "space status --json"],
        run: { try await run($0) }
    )

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        if context.cacheMode == .offline {
            throw UsageError(tr("space status checks the services, so it cannot run with --offline."), path: ["status"])
        }
        // A report for a script (a pipe, --json) is never translated, the services' problems included;
        // its language section still names the person's language.
        let forScripts = context.json || !context.console.terminal.stdoutIsTTY
        let report = try await Spinner.run(label: tr("Checking the services…"), console: context.console) {
            forScripts
                ? try await Localization.speaking(.english) { try await StatusReport.gather(context) }
                : try await StatusReport.gather(context)
        }
        if let notice = report.notice { context.printer.notice(notice) }
        var output = CommandOutput(json: StatusView.json(report), document: StatusView.document(report))
        // Like `gh auth status`: the whole report is printed, and the exit code says whether all is well.
        let silent = report.services.filter { !$0.answered }.map(\.name)
        if !silent.isEmpty {
            let names =
                silent.count > 1
                ? silent.dropLast().joined(separator: ", ") + " " + tr("and") + " " + silent[silent.count - 1]
                : silent[0]
            output.failure = SpaceError(
                .unavailable, tr("{services} did not answer.", ["services": names]),
                hint: tr("The report above says why; try again later."))
        }
        return output
    }
}
