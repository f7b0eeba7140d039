import Foundation
import SpaceBrowser
import SpaceLocalization
import SpacePresentation
import TerminalText

/// `space help keys`: every action of the browser that a key can be given, with the keys in force
/// (the keys file's where it gives them) and the table's own, what it does, and the lines of the
/// keys file left out (as warnings).
enum KeysHelp {
    /// One action, as listed.
    struct Row {
        var name: String
        var keys: [String]
        var standard: [String]
        var screens: [ScreenID]
        var help: String
    }

    static func rows(_ keys: KeyMap) -> [Row] {
        let standard = KeyMap.standard
        return KeyAction.named.map { name, action in
            return Row(
                name: name, keys: keys.keys(of: action).compactMap(\.name),
                standard: standard.keys(of: action).compactMap(\.name), screens: standard.screens(of: action),
                help: action.help)
        }
    }

    static func output(_ reading: KeyFile.Reading, file: URL, width: Int) -> CommandOutput {
        let rows = rows(reading.keys)
        let json = JSONValue.object([
            ("file", .string(file.path)),
            (
                "actions",
                .array(
                    rows.map { row in
                        .object([
                            ("action", .string(row.name)), ("keys", .array(row.keys.map(JSONValue.string))),
                            ("defaultKeys", .array(row.standard.map(JSONValue.string))),
                            ("screens", .array(row.screens.map { .string($0.name) })), ("help", .string(row.help)),
                        ])
                    })
            ),
            ("problems", .array(reading.problems.map(JSONValue.string))),
        ])
        let changed = rows.contains { $0.keys != $0.standard }
        // Name and keys in columns, what it does wrapped under itself: nothing cut at any width.
        let nameWidth = (rows.map { DisplayWidth.of($0.name) }.max() ?? 12) + 2
        let keyTexts = rows.map { row in
            (row.keys.isEmpty ? "-" : row.keys.joined(separator: ", ")) + (row.keys != row.standard ? " *" : "")
        }
        let keysWidth = min(24, (keyTexts.map { DisplayWidth.of($0) }.max() ?? 8)) + 2
        var lines: [String] = []
        for (row, keys) in zip(rows, keyTexts) {
            let what =
                row.screens.count == ScreenID.allCases.count
                ? row.help : row.help + " (" + row.screens.map(\.title).joined(separator: ", ") + ")"
            let lead = DisplayWidth.pad(row.name, to: nameWidth) + keys
            let indent = nameWidth + keysWidth
            let wrapped = WordWrap.lines(what, width: max(20, width - indent))
            if DisplayWidth.of(lead) >= indent {
                lines.append(lead)
                lines += wrapped.map { String(repeating: " ", count: indent) + $0 }
            } else {
                lines.append(DisplayWidth.pad(lead, to: indent) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
            }
        }
        let footer =
            changed
            ? tr("* your own, from {path}; space help browse shows them screen by screen.", ["path": file.path])
            : tr("Give an action your own keys in {path}, one a line: next-day = j, Right", ["path": file.path])
        let document = Document(
            lines.map { Block.line($0) } + [.terminalOnly([.blank, .paragraph(Sanitizer.line(footer))])])
        var output = CommandOutput(
            json: json,
            document: document)
        output.warnings = reading.problems
        return output
    }
}
