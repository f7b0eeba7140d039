import Foundation

/// The options every command accepts, before or after the command's name.
enum GlobalOptions {
    static let json = OptionSpec(name: "json", help: "Print results as JSON (stable snake_case keys, null for absent values).")
    static let noColor = OptionSpec(name: "no-color", help: "Never use colour or bold (also NO_COLOR=1 or TERM=dumb).")
    static let verbose = OptionSpec(name: "verbose", short: "v", help: "Print each request on stderr: method, URL, status, time, bytes.")
    static let timeout = OptionSpec(name: "timeout", value: .number(placeholder: "SECONDS", range: 0.1...600), defaultValue: "15",
                                    help: "Give up on a request after this many seconds.")
    static let offline = OptionSpec(name: "offline", help: "Never use the network; answer from the cache, however old.")
    static let refresh = OptionSpec(name: "refresh", help: "Ask the services again even when the cache has a fresh answer.")
    static let help = OptionSpec(name: "help", short: "h", help: "Show help for the command.")
    static let version = OptionSpec(name: "version", help: "Print the version.")

    /// Every global option, in help order.
    static let all: [OptionSpec] = [json, noColor, verbose, timeout, offline, refresh, help, version]
}
