import TerminalText
import TerminalSession
import SpaceLocalization
import SpaceSupport

/// The keys file (`$XDG_CONFIG_HOME/space/keys`): one binding a line, `ACTION = KEY, KEY`
/// (`next-day = j, Right`), `#` starting a comment line. A line that cannot be used is one
/// sentence naming it and is left out; the others and every default hold.
public enum KeyFile {
    /// The most lines read (a keys file has a few dozen at most; anything longer is not one).
    static let maximumLines = 1000

    /// The keys in force, and a sentence for each line left out.
    public struct Reading: Sendable {
        public var keys: KeyMap
        public var problems: [String]

        public init(keys: KeyMap, problems: [String]) {
            self.keys = keys
            self.problems = problems
        }
    }

    /// `text` (the file named `file` in the sentences) applied to the table.
    public static func read(_ text: String, file: String = "keys") -> Reading {
        var keys = KeyMap.standard
        var problems: [String] = []
        // What each line bound: the action and its keys by line, to name the line a conflict is with.
        var bound: [(line: Int, action: KeyAction, keys: [Key], screens: Set<ScreenID>)] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines)
            .enumerated()
        {
            let number = offset + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            func refuse(_ why: String) {
                problems.append(
                    tr(
                        "{file}, line {line}: {why}; the line is left out.",
                        ["file": Sanitizer.line(file), "line": number, "why": why]))
            }
            guard let equals = line.firstIndex(of: "=") else {
                refuse(tr("write ACTION = KEY, KEY, as in next-day = j, Right"))
                continue
            }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard let action = KeyAction(name: name) else {
                let suggestion = EditDistance.suggestion(
                    for: name.lowercased(), among: KeyAction.named.map(\.name))
                refuse(
                    suggestion.map {
                        tr(
                            "there is no action '{name}' (did you mean '{suggestion}'?)",
                            ["name": Sanitizer.line(name), "suggestion": $0])
                    } ?? tr("there is no action '{name}'; space help keys lists them", ["name": Sanitizer.line(name)]))
                continue
            }
            let words = line[line.index(after: equals)...].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard !words.allSatisfy(\.isEmpty) else {
                refuse(tr("{action} has no keys after =", ["action": name.lowercased()]))
                continue
            }
            var lineKeys: [Key] = []
            var unknown: String?
            for word in words where !word.isEmpty {
                guard let key = Key(name: word) else { unknown = word; break }
                if !lineKeys.contains(key) { lineKeys.append(key) }
            }
            if let unknown {
                refuse(
                    tr(
                        "'{key}' is not a key space knows (a character, Left, Right, Up, Down, Home, End, PgUp, PgDn, Enter, Esc, Tab, Shift-Tab, Backspace, Delete, Space, Comma, or Ctrl- and a letter)",
                        ["key": Sanitizer.line(unknown)]))
                continue
            }
            if lineKeys.contains(.control("c")) {
                refuse(tr("Ctrl-C always quits"))
                continue
            }
            if let earlier = bound.first(where: { $0.action == action }) {
                refuse(
                    tr(
                        "{action} was given its keys on line {earlier}",
                        ["action": name.lowercased(), "earlier": earlier.line]))
                continue
            }
            let screens = Set(keys.screens(of: action))
            if let clash = bound.first(where: {
                !$0.screens.isDisjoint(with: screens) && $0.keys.contains { lineKeys.contains($0) }
            }
            ), let key = clash.keys.first(where: { lineKeys.contains($0) }), let other = clash.action.name {
                refuse(
                    tr(
                        "{key} is {action}'s already (line {earlier})",
                        ["key": key.name ?? "", "action": other, "earlier": clash.line]))
                continue
            }
            bound.append((number, action, lineKeys, screens))
            keys.bind(action, to: lineKeys)
        }
        return Reading(keys: keys, problems: problems)
    }
}
