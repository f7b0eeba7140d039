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
            guard let parsed = APODDate(text) else {
                throw SpaceError(.usage, "\(option) '\(text)' is not a date; use YYYY-MM-DD, today or yesterday.")
            }
            date = parsed
        }
        guard date >= APODDate.first, date <= today else {
            throw SpaceError(.usage, "\(option) must be between \(APODDate.first) and \(today) (today in US Eastern time); got \(date).")
        }
        return date
    }
}
