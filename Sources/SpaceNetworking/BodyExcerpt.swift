import Foundation

/// A short, printable excerpt of an unexpected body: HTML reduced to its title or text, control
/// characters removed, white space folded, at most `limit` characters.
public enum BodyExcerpt {
    /// The excerpt, or nil for an empty body.
    public static func make(_ body: Data, limit: Int = 120) -> String? {
        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
        var result = text
        if looksLikeHTML(text) {
            if let title = htmlTitle(text), !title.isEmpty { result = title } else { result = stripTags(text) }
        }
        let cleaned = result.unicodeScalars.map { scalar -> Character in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? " " : Character(scalar)
        }
        let folded = String(cleaned).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !folded.isEmpty else { return nil }
        return folded.count > limit ? String(folded.prefix(limit - 1)) + "…" : folded
    }

    /// Whether the text starts like an HTML document.
    public static func looksLikeHTML(_ text: String) -> Bool {
        let head = text.prefix(512).lowercased().drop(while: { $0.isWhitespace })
        return head.hasPrefix("<!doctype html") || head.hasPrefix("<html") || head.contains("<body")
            || head.contains("<title")
    }

    private static func htmlTitle(_ text: String) -> String? {
        let lower = text.lowercased()
        guard let open = lower.range(of: "<title"),
            let close = lower.range(of: "</title>", range: open.upperBound..<lower.endIndex),
            let tagEnd = lower.range(of: ">", range: open.upperBound..<close.lowerBound)
        else { return nil }
        let start = text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: tagEnd.upperBound))
        let end = text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: close.lowerBound))
        return String(text[start..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func stripTags(_ text: String) -> String {
        var output = ""
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true; output.append(" ")
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                output.append(character)
            }
        }
        return output
    }
}
