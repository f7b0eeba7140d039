import Foundation

/// The options every command accepts, before or after the command's name.
public enum GlobalOptions {
    public static let json = Option.flag(
        "json", help: "Print results as JSON (stable snake_case keys, null for absent values).")
    public static let noColor = Option.flag(
        "no-color", help: "Never use colour or bold (also NO_COLOR=1 or TERM=dumb).")
    public static let verbose = Option.flag(
        "verbose", short: "v", help: "Print each request on stderr: method, URL, status, time, bytes.")
    public static let timeout = Option.number(
        "timeout", "SECONDS", in: 0.1...600, shownDefault: "15", help: "Give up on a request after this many seconds.")
    public static let offline = Option.flag(
        "offline", help: "Never use the network; answer from the cache, however old.")
    public static let refresh = Option.flag(
        "refresh", help: "Ask the services again even when the cache has a fresh answer.")
    public static let help = Option.flag("help", short: "h", help: "Show help for the command.")
    public static let version = Option.flag("version", help: "Print the version.")

    /// Every global option, in help order.
    public static let all: [OptionSpec] = [
        json.spec, noColor.spec, verbose.spec, timeout.spec, offline.spec, refresh.spec, help.spec, version.spec,
    ]
}
