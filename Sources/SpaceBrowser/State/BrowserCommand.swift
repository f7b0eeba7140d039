import Foundation
import SpaceLocalization
import APODFeature
import SpaceSupport

/// A command typed after `:`, as in vim and k9s, in the words of the line commands: `apod DATE`,
/// `search WORDS`, `astronauts [WORDS]`, `astronaut ID`, `favorites`, `sync`, `open`, `wallpaper`,
/// `help`, `q`.
public enum BrowserCommand: Sendable, Equatable {
    /// A day (`YYYY-MM-DD`, `today`, `yesterday`), or the latest when no date is given.
    case apod(String)
    case search(String)
    /// The roster, filtered by the words when there are some.
    case astronauts(String)
    /// One astronaut in full, by Launch Library 2's id.
    case astronaut(Int)
    case favorites
    /// Syncs the archive, as `S` on Search.
    case sync
    /// Opens the day's picture (or the video's page), as `o`.
    case open
    /// Sets the day's picture as the wallpaper, as `space apod DATE --wallpaper`.
    case wallpaper
    case help
    case quit

    /// The command names, as Tab completes them; each but `q` is a `space` command's name too.
    public static let names = [
        "apod", "astronaut", "astronauts", "favorites", "help", "open", "q", "quit", "search", "sync", "wallpaper",
    ]

    /// The command a line says, or the sentence that says why there is none.
    public static func parse(_ text: String) -> Result<BrowserCommand, BrowserFailure> {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first?.lowercased() else {
            return .failure(BrowserFailure(tr("Type a command after the colon, as in :apod 2021-12-06.")))
        }
        let rest = words.dropFirst().joined(separator: " ")
        switch name {
        case "apod": return .success(.apod(rest))
        case "search":
            guard !rest.isEmpty else {
                return .failure(BrowserFailure(tr(":search needs words to search for, as in :search crab nebula.")))
            }
            return .success(.search(rest))
        case "astronauts": return .success(.astronauts(rest))
        case "astronaut":
            guard let id = Int(rest), id > 0 else {
                return .failure(
                    BrowserFailure(tr(":astronaut needs an astronaut's number, as in :astronaut 12.")))
            }
            return .success(.astronaut(id))
        case "favorites": return .success(.favorites)
        case "sync": return .success(.sync)
        case "open": return .success(.open)
        case "wallpaper": return .success(.wallpaper)
        case "help": return .success(.help)
        case "q", "quit": return .success(.quit)
        default:
            if let near = EditDistance.suggestion(for: name, among: names) {
                return .failure(
                    BrowserFailure(
                        tr(
                            "There is no command '{command}'; did you mean :{suggestion}?",
                            ["command": String(name.prefix(40)), "suggestion": near])))
            }
            return .failure(
                BrowserFailure(
                    tr(
                        "There is no command '{command}'; the commands are {list}.",
                        ["command": String(name.prefix(40)), "list": names.map { ":" + $0 }.joined(separator: " ")])))
        }
    }

    /// Tab: the command's name completed, or a date's next part (`2021` → `2021-`, `t` → `today`);
    /// the choices when there are several (shown under the line), none when there is nothing to add.
    public static func complete(_ text: String) -> (text: String, choices: [String]) {
        let leading = text.prefix { $0 == " " }
        let body = text.dropFirst(leading.count)
        guard let space = body.firstIndex(of: " ") else {
            let typed = body.lowercased()
            let found = names.filter { $0.hasPrefix(typed) }
            if found.count == 1 { return (leading + found[0] + " ", []) }
            let common = found.dropFirst().reduce(found.first ?? typed) { shared, name in
                String(zip(shared, name).prefix { $0 == $1 }.map(\.0))
            }
            return (leading + (common.count > typed.count ? common : typed), found.count > 1 ? found : [])
        }
        let name = body[..<space].lowercased()
        let argument = String(body[body.index(after: space)...])
        guard name == "apod" else { return (text, []) }
        let head = text.dropLast(argument.count)
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        for word in ["today", "yesterday"] where !trimmed.isEmpty && word.hasPrefix(trimmed.lowercased()) {
            return (head + word, [])
        }
        // A year, or a year and a month, takes the dash its next part comes after.
        if trimmed.range(of: #"^[0-9]{4}(-[0-9]{2})?$"#, options: .regularExpression) != nil {
            return (head + trimmed + "-", [])
        }
        // A month of one digit that no second digit could follow (2 to 9) is padded.
        if let match = trimmed.range(of: #"^[0-9]{4}-[2-9]$"#, options: .regularExpression) {
            let parts = trimmed[match].split(separator: "-")
            return (head + parts[0] + "-0" + parts[1] + "-", [])
        }
        return (text, [])
    }
}

/// The `:` line: what is typed, where ↑ and ↓ are in the commands typed before, and what Tab
/// offered when it could not choose.
public struct CommandPrompt: Sendable, Equatable {
    public var line = LineEditor(limit: 200)
    /// The place in the history ↑ reached (nil: the line being typed).
    public var recalled: Int?
    /// The line being typed when ↑ was first pressed, given back by ↓ past the newest.
    public var draft = ""
    /// The names Tab found when there were several.
    public var choices: [String] = []

    public init() {}
}
