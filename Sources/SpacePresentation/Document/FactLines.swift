import Foundation
import TerminalText

/// Label/value lines for detail views: labels padded to one column, values wrapped under
/// themselves (a hanging indent), links never broken so they stay clickable and copyable.
public enum FactLines {
    /// The lines for these facts; facts with a nil or empty value are left out.
    /// With `breakingLinks`, a link too long for its column is cut into pieces of the column's
    /// width, each under the last (a full-screen view, where nothing may pass the column).
    public static func render(
        _ facts: [(String, String?)], labelWidth: Int, width: Int, style: TextStyle, breakingLinks: Bool = false
    ) -> [String] {
        var lines: [String] = []
        // The column fits the longest label shown (a translated label is often longer than the
        // English one), up to a third of the width; past that, a label is cut with "…".
        let longest = facts.filter { !Sanitizer.line($0.1 ?? "").isEmpty }.map { DisplayWidth.of($0.0) + 2 }.max() ?? 0
        let labelWidth = max(labelWidth, min(longest, max(labelWidth, width / 3)))
        for case let (label, value?) in facts {
            let clean = Sanitizer.line(value)
            guard !clean.isEmpty else { continue }
            let head = style.dim(DisplayWidth.pad(label + ":", to: labelWidth))
            if labelWidth + DisplayWidth.of(clean) <= width || (clean.contains("://") && !breakingLinks) {
                lines.append(head + clean)
                continue
            }
            if clean.contains("://") {
                let pieces = broken(clean, width: max(10, width - labelWidth))
                lines.append(head + (pieces.first ?? ""))
                lines += pieces.dropFirst().map { String(repeating: " ", count: labelWidth) + $0 }
                continue
            }
            let wrapped = WordWrap.lines(clean, width: max(10, width - labelWidth))
            lines.append(head + (wrapped.first ?? ""))
            lines += wrapped.dropFirst().map { String(repeating: " ", count: labelWidth) + $0 }
        }
        return lines
    }

    /// A link in pieces of at most `width` columns.
    public static func broken(_ link: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in link {
            let columns = DisplayWidth.of(character)
            if used + columns > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                used = 0
            }
            piece.append(character)
            used += columns
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
