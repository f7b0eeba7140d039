import Foundation

extension String {
    /// The text without leading and trailing whitespace and newlines. Native, because Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString on Linux and was a hot spot of decoding.
    public var trimmed: String {
        // Most text starts and ends with a visible ASCII character: nothing to look at in between.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// The text on one line: every run of white space and line breaks as one space, none at the ends.
    public var foldedSpace: String {
        if isFoldedASCII { return self }
        return split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// Whether the text is visible ASCII with single spaces between words: already folded, and
    /// safe to keep without looking at its characters (Character-wise work was a hot spot of lists).
    public var isFoldedASCII: Bool {
        var previousSpace = true
        for byte in utf8 {
            if byte == 0x20 {
                if previousSpace { return false }
                previousSpace = true
            } else if byte < 0x21 || byte > 0x7E {
                return false
            } else {
                previousSpace = false
            }
        }
        return !previousSpace || isEmpty
    }
}
