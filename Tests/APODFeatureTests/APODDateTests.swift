import Foundation
import Testing
@testable import APODFeature

@Suite struct APODDateTests {
    @Test(arguments: ["2021-03-10", "1995-06-16", "2000-02-29", "2024-12-31"])
    func roundTrips(text: String) {
        #expect(APODDate(text)?.description == text)
    }

    @Test(arguments: [
        "2021-3-10", "2021-02-30", "1900-02-29", "2021-13-01", "20210310", "2021-03-10x", "", "२०२१-०३-१०",
        "+021-03-10", "2021-03-1a", "2021 03 10", "-021-03-10",
    ])
    func rejectsWhatIsNotExactlyADay(text: String) {
        #expect(APODDate(text) == nil)
    }

    @Test func arithmeticCrossesMonthsYearsAndLeapDays() {
        let date = APODDate("2024-02-28")!
        #expect(date.adding(days: 1).description == "2024-02-29")
        #expect(date.adding(days: 2).description == "2024-03-01")
        #expect(APODDate("1999-12-31")!.adding(days: 1).description == "2000-01-01")
        #expect(APODDate.first.days(to: APODDate("1995-07-16")!) == 30)
        #expect(APODDate("2018-10-07")!.compact == "181007")
    }

    @Test(arguments: [
        ("2024-02-09T03:00:00Z", "2024-02-08"),  // 22:00 the day before in New York (EST, UTC-5)
        ("2024-02-09T05:00:00Z", "2024-02-09"),
        ("2024-07-04T03:59:00Z", "2024-07-03"),  // EDT, UTC-4
        ("2024-07-04T04:00:00Z", "2024-07-04"),
    ])
    func todayIsUSEasternNotUTCNorTheHost(instantText: String, expected: String) {
        #expect(APODDate.today(at: instant(instantText)).description == expected)
    }

    @Test func argumentsAcceptTodayYesterdayAndTheWindowOnly() throws {
        let now = instant("2024-02-09T03:00:00Z")
        #expect(try APODDateArgument.resolve("today", now: now).description == "2024-02-08")
        #expect(try APODDateArgument.resolve("Yesterday", now: now).description == "2024-02-07")
        #expect(
            throws: APODDateArgument.Problem.outsideArchive(APODDate("2024-02-09")!, today: APODDate("2024-02-08")!)
        ) {
            try APODDateArgument.resolve("2024-02-09", now: now)
        }
        #expect(
            throws: APODDateArgument.Problem.outsideArchive(APODDate("1995-06-15")!, today: APODDate("2024-02-08")!)
        ) {
            try APODDateArgument.resolve("1995-06-15", now: now)
        }
        #expect(throws: APODDateArgument.Problem.notADate("tomorrow")) {
            try APODDateArgument.resolve("tomorrow", now: now)
        }
    }
}
