import Foundation
import CBuildInfo
import SpaceLocalization
import SpaceSettings
import TerminalSession
import SpaceCommandLine
import TerminalText
import SpaceSupport
import SpaceNetworking
import SpacePresentation

/// Runs one command line from start to exit code: parse, build the context, dispatch, report.
struct SpaceCLI: Sendable {
    /// The process environment.
    var environment: [String: String]
    /// Standard output.
    var stdout: any TextOutput
    /// Standard error.
    var stderr: any TextOutput
    /// The network.
    var transport: any HTTPTransport
    /// Said under `--verbose`: why the transport is not the one asked for (see `TransportChoice`).
    var transportNotice: @Sendable () -> String? = { nil }
    /// Waits between retries.
    var sleep: @Sendable (TimeInterval) async throws -> Void = {
        try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000))
    }
    /// Detects the terminal once the `--no-color` flag is known.
    var detectTerminal: @Sendable (_ environment: [String: String], _ noColor: Bool, _ color: String) -> TerminalInfo =
        {
            TerminalInfo.detect(environment: $0, noColorFlag: $1, color: $2)
        }
    /// The real clock, replaced by `SPACE_NOW` when set.
    var clock: @Sendable () -> Date = { Date() }

    /// Parses and runs the arguments (without the program name) and returns the exit code.
    func run(_ arguments: [String]) async -> Int32 {
        let files = FileLocations.resolve(environment: environment)
        let stored = Result { try ConfigFile(url: files.configFile).load() }
        let original = environment
        let environment = ConfigFile.environment(environment, with: (try? stored.get()) ?? [:])
        let settings = Settings.resolve(environment, original: original, file: files.configFile)
        // Every sentence from here on is in the person's language (the language setting, then
        // LANGUAGE, LC_ALL, LC_MESSAGES, LANG); the command table's tables are laid out in it.
        Localization.use(settings.languageChoice(environment).language)
        let root = CommandTable.root(files: files)
        let noColor = arguments.prefix { $0 != "--" }.contains("--no-color")
        let terminal = detectTerminal(environment, noColor, settings.color)
        let console = Console(stdout: stdout, stderr: stderr, terminal: terminal)
        var funnel = ErrorFunnel(console: console, root: root, verbose: false)
        do {
            let parsed = try ArgumentParser(root: root).parse(arguments)
            funnel.verbose = parsed[GlobalOptions.verbose]
            let printer = Printer(console: console, json: parsed[GlobalOptions.json])
            if parsed.wantsVersion {
                let commit = String(cString: space_build_commit())
                let shaped = VersionView.version(Release.version, commit: commit.isEmpty ? nil : commit)
                printer.print(CommandOutput(json: shaped.json, document: shaped.document))
                try Self.checkWritten(stdout)
                return ExitCode.success
            }
            guard !parsed.wantsHelp, let handler = parsed.command.run else {
                let help = HelpRenderer(root: root, width: terminal.width, style: console.style).help(
                    for: parsed.command, path: parsed.path)
                printer.print(CommandOutput(document: Document([.line(help)])))
                try Self.checkWritten(stdout)
                return ExitCode.success
            }
            _ = try stored.get()
            if let warning = ConfigFile(url: files.configFile).exposure() { printer.warning(warning) }
            var context = AppContext(
                environment: environment, settings: settings,
                now: try Self.clock(environment: environment, fallback: clock),
                console: console,
                transport: transport, sleep: sleep, files: files,
                json: parsed[GlobalOptions.json], verbose: funnel.verbose,
                timeout: try parsed[GlobalOptions.timeout]
                    ?? Self.timeout(
                        settings.timeout,
                        // `space config` must work to repair a bad stored value: it warns instead.
                        lenient: parsed.path.first == "config"),
                cacheMode: try Self.cacheMode(parsed)
            )
            context.originalEnvironment = original
            try Self.checkRandomSeed(environment: environment)
            if let value = TransportChoice.unknownValue(environment: original) {
                throw UsageError(
                    tr("SPACE_TRANSPORT must be curl or urlsession; got '{value}'.", ["value": Sanitizer.line(value)]))
            }
            if let reason = TransportChoice.explicitCurlFailure(environment: original) {
                throw SpaceError(
                    .configuration,
                    tr(
                        "SPACE_TRANSPORT=curl was asked for, but libcurl cannot be used: {reason}.",
                        ["reason": Sanitizer.line(reason)]),
                    hint: tr(
                        "Unset SPACE_TRANSPORT to let space use URLSession, or point SPACE_CURL_LIBRARY at libcurl 7.68 or later."
                    ))
            }
            if funnel.verbose, let notice = transportNotice() { printer.trace(notice) }
            defer { context.finish() }
            let output = try await handler(
                Invocation(
                    path: parsed.path, command: parsed.command, values: parsed.values,
                    positionals: parsed.positionals, context: context))
            if let picture = output.picture {
                try await PictureActions.perform(
                    picture.subject, request: picture.request, context: context, details: output)
            } else {
                context.printer.print(output)
            }
            context.printer.printAsides(output)
            if let failure = output.failure { throw failure }
            try Self.checkWritten(stdout)
            return ExitCode.success
        } catch is OutputClosed {
            // A reader that stopped early (`| head`) is no failure.
            return ExitCode.success
        } catch {
            return funnel.report(error)
        }
    }

    /// A reader that stopped early (`| head`) is no failure; anything else that lost output (a full
    /// disk, `/dev/full`) is, for every command, help and `--version` included.
    static func checkWritten(_ stdout: any TextOutput) throws {
        if let code = stdout.writeFailure, code != EPIPE {
            throw SpaceError(
                .ioError,
                tr("Could not write the output: {reason}.", ["reason": String(cString: strerror(code)).lowercased()]),
                hint: tr("Check where the output goes (a full disk?)."))
        }
    }

    /// `--offline` or `--refresh` (not both).
    static func cacheMode(_ options: some OptionValues) throws -> CacheMode {
        switch (options[GlobalOptions.offline], options[GlobalOptions.refresh]) {
        case (true, true):
            throw UsageError(
                tr("{first} and {second} cannot be used together.", ["first": "--offline", "second": "--refresh"]))
        case (true, false): return .offline
        case (false, true): return .refresh
        case (false, false): return .normal
        }
    }

    /// The timeout setting (`SPACE_TIMEOUT` or the config's timeout), else 15 seconds; the
    /// message names where a wrong value came from ("timeout in …/config.json").
    static func timeout(_ setting: Settings.Resolved<String?>, lenient: Bool = false) throws -> TimeInterval {
        guard let text = setting.value else { return 15 }
        let origin = setting.origin
        // White space around the number is forgiven; the message quotes the value as it was.
        guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite,
            (0.1...600).contains(seconds)
        else {
            if lenient { return 15 }
            let problem = tr(
                "{setting} must be a number of seconds from 0.1 to 600; got '{value}'.",
                ["setting": origin, "value": Sanitizer.clean(text)])
            // A value stored in the config file is no mistake of this command line: say which
            // setting it is and how to mend it, rather than pointing at the help.
            guard !setting.fromFile else {
                throw SpaceError(
                    .configuration, problem,
                    hint: tr(
                        "Set it again with space config set timeout SECONDS, or remove it with space config unset timeout."
                    ))
            }
            throw UsageError(problem)
        }
        return seconds
    }

    /// `SPACE_RANDOM_SEED`, when set, is a whole number (a bad one is refused like a bad
    /// `SPACE_TIMEOUT`, not silently ignored).
    static func checkRandomSeed(environment: [String: String]) throws {
        guard let text = Seam.randomSeed.value(in: environment), UInt64(text) == nil else { return }
        throw UsageError(
            tr(
                "{option} must be a whole number from {lowest} to {highest}; got '{value}'.",
                [
                    "option": Seam.randomSeed.variable, "lowest": "0", "highest": String(UInt64.max),
                    "value": Sanitizer.line(text),
                ]))
    }

    /// The clock: a fixed instant when `SPACE_NOW` is set (for tests and reproducible runs).
    static func clock(
        environment: [String: String], fallback: @escaping @Sendable () -> Date
    ) throws -> @Sendable () -> Date {
        guard let text = Seam.now.value(in: environment) else { return fallback }
        guard let instant = InstantText.date(text) else {
            throw UsageError(
                tr(
                    "SPACE_NOW must be an ISO-8601 instant such as 2024-02-08T14:30:00Z; got '{value}'.",
                    ["value": Sanitizer.line(text)]))
        }
        return { instant }
    }
}
