import Foundation

/// Wraps text at word boundaries to a width in display columns; paragraphs (blank lines) are kept,
/// and a word longer than the width is broken, after a `/` where it has one (a path reads as
/// `…/.config/` and `space/config.json`, not `.con` and `fig`).
public enum WordWrap {
    /// The wrapped lines, each prefixed by `indent` (which counts toward the width). With
    /// `breakingWords: false`, a word wider than the line (a link) gets a line of its own, whole.
    public static func lines(_ text: String, width: Int, indent: String = "", breakingWords: Bool = true) -> [String] {
        let available = max(10, width - DisplayWidth.of(indent))
        var output: [String] = []
        let paragraphs = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { output.append("") }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(whereSeparator: { $0.isWhitespace }) {
                let wordWidth = DisplayWidth.of(String(word))
                if wordWidth <= available || !breakingWords {
                    if lineWidth > 0 && lineWidth + 1 + wordWidth > available {
                        output.append(indent + line)
                        line = ""
                        lineWidth = 0
                    }
                    if lineWidth > 0 { line += " "; lineWidth += 1 }
                    line += word
                    lineWidth += wordWidth
                    continue
                }
                // A word wider than the line is broken, character by character, in one pass
                // (measuring the rest of the word again for every line made a 1 MB word hang),
                // after the line's last `/` where it has one, else where the line is full.
                if lineWidth > 0 {
                    output.append(indent + line)
                    line = ""
                    lineWidth = 0
                }
                var slash: (index: String.Index, width: Int)?
                for character in word {
                    let width = DisplayWidth.of(character)
                    if lineWidth + width > available && lineWidth > 0 {
                        if let slash, slash.width > 0, slash.index < line.endIndex {
                            output.append(indent + String(line[..<slash.index]))
                            line = String(line[slash.index...])
                            lineWidth -= slash.width
                        } else {
                            output.append(indent + line)
                            line = ""
                            lineWidth = 0
                        }
                        slash = nil
                    }
                    line.append(character)
                    lineWidth += width
                    if character == "/" { slash = (line.endIndex, lineWidth) }
                }
            }
            if !line.isEmpty { output.append(indent + line) }
        }
        while output.last == "" { output.removeLast() }
        return output
    }
}
