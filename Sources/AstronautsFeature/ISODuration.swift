import Foundation
import SpaceLocalization

/// ISO-8601 durations as the roster sends them (`P165DT16H19M`, `PT14H50M`, `P1Y2M3D`), in words.
public enum ISODuration {
    /// "165 days 16 h 19 min"; nil when the text is not a duration.
    public static func words(_ text: String) -> String? {
        guard text.hasPrefix("P"), text.count > 1 else { return nil }
        var years = 0, months = 0, days = 0, hours = 0, minutes = 0, seconds = 0.0
        var number = ""
        var inTime = false
        for character in text.dropFirst() {
            if character == "T" { inTime = true; continue }
            if character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character); continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            switch (character, inTime) {
            case ("Y", false): years = Int(value)
            case ("M", false): months = Int(value)
            case ("W", false): days += Int(value) * 7
            case ("D", false): days += Int(value)
            case ("H", true): hours = Int(value)
            case ("M", true): minutes = Int(value)
            case ("S", true): seconds = value
            default: return nil
            }
        }
        guard number.isEmpty else { return nil }
        var parts: [String] = []
        if years > 0 { parts.append(tr("{count, plural, one {# year} other {# years}}", ["count": years])) }
        if months > 0 { parts.append(tr("{count, plural, one {# month} other {# months}}", ["count": months])) }
        if days > 0 { parts.append(tr("{count, plural, one {# day} other {# days}}", ["count": days])) }
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if seconds >= 1 && days == 0 && years == 0 && months == 0 { parts.append("\(Int(seconds)) s") }
        return parts.isEmpty ? "0 min" : parts.joined(separator: " ")
    }
}
