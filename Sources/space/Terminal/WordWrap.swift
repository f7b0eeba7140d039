import Foundation

/// Wraps text at word boundaries to a width in display columns; paragraphs (blank lines) are kept,
/// and a word longer than the width is broken.
enum WordWrap {
    /// The wrapped lines, each prefixed by `indent` (which counts toward the width).
    static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
        let available = max(10, width - DisplayWidth.of(indent))
        var output: [String] = []
        let paragraphs = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { output.append("") }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(whereSeparator: { $0.isWhitespace }) {
                var piece = String(word)
                var pieceWidth = DisplayWidth.of(piece)
                if lineWidth > 0 && lineWidth + 1 + pieceWidth > available {
                    output.append(indent + line)
                    line = ""
                    lineWidth = 0
                }
                while pieceWidth > available {
                    let (head, tail) = split(piece, at: available - lineWidth - (lineWidth > 0 ? 1 : 0))
                    output.append(indent + (lineWidth > 0 ? line + " " : "") + head)
                    line = ""
                    lineWidth = 0
                    piece = tail
                    pieceWidth = DisplayWidth.of(piece)
                }
                if lineWidth > 0 { line += " "; lineWidth += 1 }
                line += piece
                lineWidth += pieceWidth
            }
            if !line.isEmpty { output.append(indent + line) }
        }
        while output.last == "" { output.removeLast() }
        return output
    }

    private static func split(_ word: String, at width: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let w = DisplayWidth.of(word[index])
            if used + w > max(1, width) && !head.isEmpty { break }
            head.append(word[index])
            used += w
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
