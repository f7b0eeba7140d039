import Testing
import SpaceLocalization
@testable import APODFeature

/// Days as runs, and the same day of every year.
@Suite struct APODDaysTests {
    @Test func daysAreWrittenAsRunsInOrder() {
        let days = ["2024-01-09", "2024-01-05", "2024-01-07", "2024-01-08", "2023-12-31", "2024-01-01"].compactMap(
            APODDate.init)
        #expect(APODDate.spans(days) == ["2023-12-31 to 2024-01-01", "2024-01-05", "2024-01-07 to 2024-01-09"])
        #expect(APODDate.spans([]) == [])
        Localization.speaking(.spanish) {
            #expect(
                APODDate.spans(days) == ["2023-12-31 a 2024-01-01", "2024-01-05", "2024-01-07 a 2024-01-09"],
                "the runs in the person's language")
        }
    }

    @Test func theSameDayOfEveryYearStartsWithTheArchiveAndStopsToday() throws {
        let today = try #require(APODDate("2026-11-25"))
        let july = APODDate.sameDayOfEveryYear(month: 7, day: 4, through: today)
        #expect(july.first?.description == "1995-07-04", "the archive starts on 1995-06-16")
        #expect(july.last?.description == "2026-07-04")
        #expect(july.count == 32)
        // Before the first day in 1995, and later than today this year: left out.
        let june = APODDate.sameDayOfEveryYear(month: 6, day: 1, through: today)
        #expect(june.first?.description == "1996-06-01")
        let december = APODDate.sameDayOfEveryYear(month: 12, day: 1, through: today)
        #expect(december.last?.description == "2025-12-01")
        // February 29 only in leap years.
        #expect(
            APODDate.sameDayOfEveryYear(month: 2, day: 29, through: today).map(\.parts.year) == [
                1996, 2000, 2004, 2008, 2012, 2016, 2020, 2024,
            ])
    }
}
