import SpaceLocalization
import Foundation

/// Sizes as people read them, in decimal units: `0 B`, `812 B`, `24.1 kB`, `3.4 MB`, `1.2 GB`.
public enum ByteText {
    public static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) B" }
        let units = ["kB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        // The decimal point as the language writes it (`2,4 MB` in Spanish and Portuguese).
        let text =
            value < 10
            ? String(format: "%.1f", value).replacingOccurrences(of: ".", with: Localization.language.decimalSeparator)
            : String(Int(value.rounded()))
        return "\(text) \(units[unit])"
    }
}
