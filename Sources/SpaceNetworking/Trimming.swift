import Foundation

extension String {
    /// The text without leading and trailing whitespace and newlines. Native, because Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString on Linux and was a hot spot of decoding.
    public var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
