import Foundation

/// Bold, dim and colour, written only when the stream allows escape sequences.
public struct TextStyle: Sendable {
    /// Whether escapes are written at all.
    public var enabled: Bool

    /// Styles that are written when `enabled`.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    /// The text without the styles this type writes (for measuring styled lines).
    public static func stripped(_ text: String) -> String {
        guard text.contains("\u{1B}[") else { return text }
        var result = ""
        var inside = false
        var afterEscape = false
        for scalar in text.unicodeScalars {
            if inside {
                if (0x40...0x7E).contains(scalar.value) { inside = false }
            } else if afterEscape {
                afterEscape = false
                if scalar == "[" { inside = true } else { result.unicodeScalars.append(scalar) }
            } else if scalar == "\u{1B}" {
                afterEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
