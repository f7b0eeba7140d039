import Foundation
import SpaceNetworking

/// Reads a date typed by a person: `YYYY-MM-DD`, `today` or `yesterday` (US Eastern), checked
/// against the archive's window before any request is made.
public enum APODDateArgument {
    /// Why a typed date was refused; the command line names the option in its own words.
    public enum Problem: Error, Equatable, Sendable {
        /// Not `YYYY-MM-DD`, today or yesterday.
        case notADate(String)
        /// A real day outside the archive: before the first picture, or after today (US Eastern).
        case outsideArchive(APODDate, today: APODDate)
    }

    /// The day, or the problem with it.
    public static func resolve(_ text: String, now: Date) throws(Problem) -> APODDate {
        let today = APODDate.today(at: now)
        let date: APODDate
        switch text.lowercased() {
        case "today": date = today
        case "yesterday": date = today.adding(days: -1)
        default:
            guard let parsed = APODDate(text) ?? Self.lenient(text) else { throw .notADate(text) }
            date = parsed
        }
        guard date >= APODDate.first, date <= today else { throw .outsideArchive(date, today: today) }
        return date
    }

    /// `2024-1-5`: a year of four digits, a month and a day of one or two (as the retired API took them).
    static func lenient(_ text: String) -> APODDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return APODDate(year: year, month: month, day: day)
    }
}
