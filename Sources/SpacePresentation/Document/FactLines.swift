import Foundation
import TerminalText

/// Label/value lines for detail views: labels padded to one column, values wrapped under
/// themselves (a hanging indent), links never broken so they stay clickable and copyable.
public enum FactLines {
    /// The lines for these facts; facts with a nil or empty value are left out.
    public static func render(_ facts: [(String, String?)], labelWidth: Int, width: Int, style: TextStyle) -> [String] {
        var lines: [String] = []
        for case let (label, value?) in facts {
            let clean = Sanitizer.line(value)
            guard !clean.isEmpty else { continue }
            let head = style.dim(DisplayWidth.pad(label + ":", to: labelWidth))
            if clean.contains("://") || labelWidth + DisplayWidth.of(clean) <= width {
                lines.append(head + clean)
                continue
            }
            let wrapped = WordWrap.lines(clean, width: max(10, width - labelWidth))
            lines.append(head + (wrapped.first ?? ""))
            lines += wrapped.dropFirst().map { String(repeating: " ", count: labelWidth) + $0 }
        }
        return lines
    }
}
