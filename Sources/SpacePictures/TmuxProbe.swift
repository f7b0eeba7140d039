import Foundation
import SpaceSupport
import TerminalGraphics

/// Asks the tmux this runs in what reaches the terminal outside it: whether `allow-passthrough`
/// is on, and which terminal is outside (from the environment tmux's server inherited, the
/// client's terminal name, and for kitty its version, since kitty before 0.28 has no
/// placeholders). Anything it cannot tell counts as "not known": half blocks.
public enum TmuxProbe {
    /// What tmux lets through here (only meaningful inside tmux: `TMUX` set).
    public static func graphics(environment: [String: String]) -> TmuxGraphics {
        guard let tmux = ExecutableSearch.find("tmux", environment: environment) else { return .otherTerminal(nil) }
        // A tmux that does not answer in time is not asked again in this run.
        var hung = false
        let ask = { (arguments: [String]) -> String? in
            guard !hung else { return nil }
            let (answer, timedOut) = run(tmux, arguments, environment: environment)
            hung = timedOut
            return answer
        }
        let pane = ask(["show-options", "-pv", "allow-passthrough"])?.trimmed ?? ""
        let global = ask(["show-options", "-gv", "allow-passthrough"])?.trimmed ?? ""
        let passthrough = pane.isEmpty ? global : pane
        guard passthrough == "on" || passthrough == "all" else { return .passthroughOff }
        var outside = environment
        for line in (ask(["show-environment", "-g"]) ?? "").split(separator: "\n") {
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("-") else { continue }
            outside[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let client = ask(["display-message", "-p", "#{client_termname}"])?.trimmed ?? ""
        return judge(outside: outside, clientTerm: client, kittyVersion: { kittyVersion(environment: environment) })
    }

    /// The verdict from what was learnt (separate from asking, for tests).
    public static func judge(outside: [String: String], clientTerm: String, kittyVersion: () -> String?) -> TmuxGraphics
    {
        if outside["TERM_PROGRAM"] == "ghostty" || outside["GHOSTTY_RESOURCES_DIR"] != nil
            || clientTerm == "xterm-ghostty"
        {
            return .placeholders(outer: "Ghostty")
        }
        if outside["KITTY_WINDOW_ID"] != nil || clientTerm == "xterm-kitty" {
            guard let version = kittyVersion() else { return .otherTerminal("kitty") }
            return atLeast(version, 0, 28) ? .placeholders(outer: "kitty \(version)") : .oldKitty(version)
        }
        let name = outside["TERM_PROGRAM"].flatMap { $0.isEmpty ? nil : $0 } ?? (clientTerm.isEmpty ? nil : clientTerm)
        return .otherTerminal(name)
    }

    /// `kitty --version`'s number ("0.35.2"), when kitty is on the PATH.
    static func kittyVersion(environment: [String: String]) -> String? {
        guard let kitty = ExecutableSearch.find("kitty", environment: environment),
            let printed = run(kitty, ["--version"], environment: environment).answer
        else { return nil }
        return printed.split(separator: " ").dropFirst().first.map(String.init)
    }

    /// Whether a dotted version is at least major.minor.
    static func atLeast(_ version: String, _ major: Int, _ minor: Int) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        let (have, haveMinor) = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
        return have > major || (have == major && haveMinor >= minor)
    }

    /// Runs a program for at most half a second and reads at most 16 KB of what it prints (its
    /// answers are a line or two); what it printed when it ended well, and whether it timed out.
    /// One that prints without end or hangs is killed with its children (`BoundedRun`).
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String]
    ) -> (answer: String?, timedOut: Bool) {
        guard let outcome = BoundedRun.run(program, arguments, environment: environment, limit: 16_384, seconds: 0.5)
        else { return (nil, false) }
        guard outcome.status == 0, !outcome.overflowed else { return (nil, outcome.timedOut) }
        return (String(decoding: outcome.output, as: UTF8.self), false)
    }
}
