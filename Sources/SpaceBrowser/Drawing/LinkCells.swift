import Foundation
import TerminalText

/// Where the links of a laid-out document are, cell by cell: the document is laid out once with
/// no width limit to find each whole address, then each address is followed through the wrapped
/// lines (an address holds no spaces, so the indentation of a continued line is skipped), so a
/// link broken across lines still opens the whole address.
enum LinkCells {
    /// One run of a line's cells that belongs to a link.
    struct Run: Equatable {
        var line: Int
        var column: Int
        var count: Int
        var url: String
    }

    /// The addresses in some text: `http://` or `https://` up to the next space, only when every
    /// character is printable ASCII (nothing that could end the hyperlink's escape sequence).
    static func addresses(in lines: [String]) -> [String] {
        var found: [String] = []
        for line in lines {
            let plain = visible(line).map(\.character)
            var text = String(plain)
            while let start = text.range(of: "http://") ?? text.range(of: "https://") {
                let candidate = text[start.lowerBound...].prefix { !$0.isWhitespace }
                let url = String(candidate)
                if url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) { found.append(url) }
                text = String(text[candidate.endIndex...])
            }
        }
        return found
    }

    /// The runs of `lines` (as laid out) that show each of `urls`, in order.
    static func runs(in lines: [String], urls: [String]) -> [Run] {
        // Every visible character that is not a space, with where it is.
        var stream: [(character: Character, line: Int, column: Int, width: Int)] = []
        for (index, line) in lines.enumerated() {
            for cell in visible(line) where !cell.character.isWhitespace {
                stream.append((cell.character, index, cell.column, cell.width))
            }
        }
        let characters = stream.map(\.character)
        var runs: [Run] = []
        var from = 0
        for url in urls {
            let wanted = Array(url)
            guard !wanted.isEmpty,
                let start = find(wanted, in: characters, from: from) ?? find(wanted, in: characters, from: 0)
            else { continue }
            from = start + wanted.count
            for position in start..<(start + wanted.count) {
                let cell = stream[position]
                if let last = runs.last, last.line == cell.line, last.column + last.count == cell.column,
                    last.url == url
                {
                    runs[runs.count - 1].count += cell.width
                } else {
                    runs.append(Run(line: cell.line, column: cell.column, count: cell.width, url: url))
                }
            }
        }
        return runs
    }

    private static func find(_ wanted: [Character], in characters: [Character], from: Int) -> Int? {
        guard characters.count >= wanted.count, from <= characters.count - wanted.count else { return nil }
        for start in from...(characters.count - wanted.count) where characters[start] == wanted[0] {
            if Array(characters[start..<(start + wanted.count)]) == wanted { return start }
        }
        return nil
    }

    /// A line's visible characters (style sequences skipped) and the column each starts at.
    private static func visible(_ line: String) -> [(character: Character, column: Int, width: Int)] {
        var cells: [(Character, Int, Int)] = []
        var column = 0
        var escaping = false
        for character in line {
            if escaping {
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value), character != "[" {
                    escaping = false
                }
                continue
            }
            if character == "\u{1B}" { escaping = true; continue }
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            cells.append((character, column, width))
            column += width
        }
        return cells
    }
}
