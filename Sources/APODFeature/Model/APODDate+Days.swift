import Foundation
import SpaceLocalization

extension APODDate {
    /// Sorted days as runs: `2024-01-05`, `2024-01-07 to 2024-01-09`.
    public static func spans(_ days: [APODDate]) -> [String] {
        var runs: [(APODDate, APODDate)] = []
        for day in days.sorted() {
            if let last = runs.last, last.1.adding(days: 1) == day {
                runs[runs.count - 1].1 = day
            } else {
                runs.append((day, day))
            }
        }
        return runs.map {
            $0.0 == $0.1
                ? $0.0.description : tr("{first} to {last}", ["first": $0.0.description, "last": $0.1.description])
        }
    }

    /// The day `month`-`day` of every year of the archive, oldest first, up to `today` (none in a
    /// year without it: February 29).
    public static func sameDayOfEveryYear(month: Int, day: Int, through today: APODDate) -> [APODDate] {
        (first.parts.year...today.parts.year).compactMap { year in
            APODDate(year: year, month: month, day: day).flatMap { $0 >= first && $0 <= today ? $0 : nil }
        }
    }
}
