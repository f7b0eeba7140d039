import Foundation
import SpaceNetworking

/// Reads a date typed by a person: `YYYY-MM-DD`, `today` or `yesterday` (US Eastern), checked
/// against the archive's window before any request is made.
public enum APODDateArgument {
    /// The day, or a usage error naming the valid window.
    public static func resolve(_ text: String, now: Date, option: String = "DATE") throws -> APODDate {
        let today = APODDate.today(at: now)
        let date: APODDate
        switch text.lowercased() {
        case "today": date = today
        case "yesterday": date = today.adding(days: -1)
        default:
            guard let parsed = APODDate(text) ?? Self.lenient(text) else {
                throw SpaceError(.usage, "\(option) '\(text)' is not a date; use YYYY-MM-DD, today or yesterday.")
            }
            date = parsed
        }
        guard date >= APODDate.first, date <= today else {
            throw SpaceError(.usage, "\(option) must be between \(APODDate.first) and \(today) (today in US Eastern time); got \(date).")
        }
        return date
    }

    /// `2024-1-5`: a year of four digits, a month and a day of one or two (as the retired API took them).
    static func lenient(_ text: String) -> APODDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        return APODDate(year: year, month: month, day: day)
    }
}
