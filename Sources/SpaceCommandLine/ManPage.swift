import Foundation
import SpaceLocalization

/// `space help --man`: a roff manual page made from the command table (every command, its
/// options and examples), the global options, the exit codes, the environment and the files.
public struct ManPage<Run: Sendable>: Sendable {
    public let root: CommandSpec<Run>
    public let version: String
    /// The date of this version (`.TH`'s date).
    public let date: String

    public init(root: CommandSpec<Run>, version: String, date: String = "") {
        self.root = root
        self.version = version
        self.date = date
    }

    /// The page, for `man -l -` or a file under `man1/`.
    public func roff() -> String {
        var lines = [
            ".TH SPACE 1 \"\(date)\" \"space \(version)\" \"User Commands\"",
            ".SH NAME", "space \\- " + escape(root.localizedSummary),
            ".SH SYNOPSIS", ".B space",
            "[\\fIglobal options\\fR] \\fICOMMAND\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            escape(
                tr(
                    "NASA's Astronomy Picture of the Day, the NASA Image and Video Library and the astronaut roster of Launch Library 2. Results go to standard output ({json} on every command); errors, notices and progress to standard error.",
                    ["json": "@@json@@"])
            )
            .replacingOccurrences(of: "@@json@@", with: "\\fB\\-\\-json\\fR"),
            ".SH COMMANDS",
        ]
        for (path, command) in commands(root, []) where !path.isEmpty {
            lines.append(".SS \"" + escape("space " + path.joined(separator: " ")) + "\"")
            lines.append(escape(command.localizedSummary))
            if let discussion = command.localizedDiscussion { lines += [".PP", escape(discussion)] }
            if let table = command.table {
                lines += [".PP", escape(tr(table.title)) + ":", ".nf"] + table.lines().map(escape) + [".fi"]
            }
            for item in command.options { lines += entry(item) }
            if !command.examples.isEmpty {
                lines.append(".PP")
                lines.append(escape(tr("Examples:")))
                lines += command.examples.flatMap { [".IP", "\\fB" + escape($0) + "\\fR"] }
            }
        }
        lines.append(".SH GLOBAL OPTIONS")
        lines.append(escape(tr("They go before or after the command's name.")))
        for item in GlobalOptions.all { lines += entry(item) }
        lines.append(".SH EXIT STATUS")
        let codes: [(Int32, String)] = [
            (ExitCode.success, msgid("Success; an empty result is a success.")),
            (ExitCode.failure, msgid("Another failure, such as days of a range that could not be loaded.")),
            (ExitCode.usage, msgid("The command line, a date, a page or an option is not valid.")),
            (ExitCode.badResponse, msgid("A service's answer, or a local file, could not be understood.")),
            (ExitCode.notFound, msgid("The record asked for does not exist.")),
            (
                ExitCode.unavailable,
                msgid("A service is unavailable or the network unreachable, with nothing cached to show.")
            ),
            (ExitCode.ioError, msgid("A file space keeps cannot be read or written, or the output cannot be written.")),
            (ExitCode.rateLimited, msgid("Rate limited; the message says how long to wait.")),
            (ExitCode.unauthorized, msgid("A token missing or rejected, or the service refused.")),
            (
                ExitCode.configuration,
                msgid(
                    "Configuration that cannot be used as asked, such as SPACE_TRANSPORT=curl with a libcurl that cannot be loaded."
                )
            ),
        ]
        for (code, meaning) in codes { lines += [".TP", "\\fB\(code)\\fR", escape(tr(meaning))] }
        lines.append(".SH ENVIRONMENT")
        let variables = [
            (
                "SPACE_APOD_URL",
                msgid("The APOD service (default https://science.nasa.gov/wp-json/wp/v2/apod-basic; no key is needed).")
            ),
            ("SPACE_IMAGES_URL", msgid("The image library (default https://images-api.nasa.gov).")),
            (
                "SPACE_ASTRONAUTS_URL",
                msgid("The astronaut collection (default https://ll.thespacedevs.com/2.3.0/astronauts/).")
            ),
            ("SPACE_LL2_TOKEN", msgid("A Launch Library 2 token, sent as Authorization: Token.")),
            ("SPACE_TIMEOUT", msgid("Seconds per request (default 15).")),
            ("SPACE_COLOR", msgid("auto, always or never.")),
            ("SPACE_CACHE_SIZE", msgid("The cache's bound in megabytes (default 200).")),
            ("SPACE_RENDERER", msgid("How --show draws: auto, kitty, iterm, sixel, blocks or chafa (default auto).")),
            ("SPACE_NOW", msgid("An ISO-8601 instant used as now, for reproducible runs.")),
            ("SPACE_RANDOM_SEED", msgid("A whole number that makes --random picks repeatable.")),
            (
                "SPACE_LANG",
                msgid(
                    "The language of messages and help: {languages} (also the language setting); else LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose, and C or POSIX means English."
                )
            ),
            (
                "SPACE_TRANSPORT",
                msgid(
                    "curl (the default on Linux and macOS: the system's libcurl, which sleeps while it waits and honours https_proxy and no_proxy) or urlsession."
                )
            ),
            (
                "SPACE_CURL_LIBRARY",
                msgid(
                    "The libcurl to load (default libcurl.so.4, on macOS /usr/lib/libcurl.4.dylib); one that cannot be loaded means urlsession."
                )
            ),
            (
                "XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME",
                msgid("Where the config, the data and the cache live, each in space/.")
            ),
            ("NO_COLOR, TERM=dumb", msgid("No colour or bold.")),
            ("COLUMNS, LINES", msgid("The width for wrapping and tables, and the height pictures are fitted to.")),
            ("https_proxy, http_proxy, no_proxy", msgid("Proxies; credentials in them are never printed.")),
        ]
        for (name, meaning) in variables {
            lines += [".TP", "\\fB" + escape(name) + "\\fR", escape(tr(meaning, ["languages": Language.choices]))]
        }
        lines += [
            ".SH FILES",
            ".TP", "\\fI$XDG_CONFIG_HOME/space/config.json\\fR",
            escape(tr("Settings (space config), readable only by you.")),
            ".TP", "\\fI$XDG_DATA_HOME/space/favorites.json\\fR", escape(tr("Favorite pictures, kept whole.")),
            ".TP", "\\fI$XDG_DATA_HOME/space/apod/\\fR",
            escape(
                tr("The pictures shown, for {prev}, {next} and offline use.", ["prev": "--prev", "next": "--next"])),
            ".TP", "\\fI$XDG_CACHE_HOME/space/\\fR",
            escape(tr("Answers and pictures kept for fast and offline runs (space cache).")),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func commands(_ command: CommandSpec<Run>, _ path: [String]) -> [([String], CommandSpec<Run>)] {
        [(path, command)] + command.subcommands.flatMap { commands($0, path + [$0.name]) }
    }

    private func entry(_ option: OptionSpec) -> [String] {
        [".TP", "\\fB" + escape(option.signature) + "\\fR", escape(option.localizedHelp)]
    }

    /// Text made safe for roff: backslashes and dashes escaped, characters past ASCII written as
    /// `\[uXXXX]` (groff reads its input as Latin-1), no line starting with a dot.
    private func escape(_ text: String) -> String {
        var escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if !escaped.utf8.allSatisfy({ $0 < 0x80 }) {
            // Punctuation by the names every groff device has (under LANG=C, man's ASCII device has
            // no glyph for U+2026 and warns); ★, which none has, as an asterisk; the rest by code point.
            let named: [Unicode.Scalar: String] = [
                "…": "...", "—": "\\(em", "–": "\\(en", "×": "\\(mu", "‘": "\\(oq", "’": "\\(cq",
                "“": "\\(lq", "”": "\\(rq", "·": "\\(pc", "★": "*",
            ]
            escaped = escaped.unicodeScalars.map {
                $0.isASCII ? String($0) : named[$0] ?? "\\[u" + String(format: "%04X", $0.value) + "]"
            }.joined()
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
