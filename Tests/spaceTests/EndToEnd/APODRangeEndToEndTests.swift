import Foundation
import Testing

/// Ranges and random picks: windows of 25 days, days that fail, the failure budget, --media.
@Suite struct APODRangeEndToEndTests {
    @Test func aLongRangeIsFetchedInWindowsOf25Concurrently() throws {
        let server = try FakeServer(config: ["latency_ms": 150])
        let result = try SpaceRunner(server: server).run([
            "apod", "--start", "2023-01-01", "--end", "2023-10-27", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 300)
        let dates = array.compactMap { $0["date"] as? String }
        #expect(dates.first == "2023-01-01" && dates.last == "2023-10-27")
        #expect(dates == dates.sorted() && Set(dates).count == 300)
        let log = try server.log()
        #expect(log.count == 12, "300 days in windows of 25")
        #expect(
            log.requests.allSatisfy {
                $0.query["per_page"] == "25" && $0.query["date_from"] != nil && $0.query["date_to"] != nil
            })
        #expect(log.max_in_flight >= 2 && log.max_in_flight <= 4)
    }

    @Test func aFailingDayIsListedAndEverythingElsePrinted() throws {
        let server = try FakeServer(config: ["apod_failing": ["2000-01-05"]])
        let result = try SpaceRunner(server: server).run(["apod", "--start", "2000-01-01", "--end", "2000-01-08"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("2000-01-04") && result.stdout.contains("2000-01-06"))
        #expect(!result.stdout.contains("2000-01-05"))
        #expect(result.stdout.split(separator: "\n").count == 7, "seven rows, tab-separated through a pipe")
        #expect(result.stderr.contains("Error: Could not load 1 day: 2000-01-05."))
    }

    @Test func aServiceThatFailsEverythingCostsAFewRequestsNotThousands() throws {
        var failing: [String] = []
        var day = Calendar(identifier: .gregorian).date(
            from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2023, month: 1, day: 1))!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        for _ in 0..<365 {
            failing.append(formatter.string(from: day))
            day = day.addingTimeInterval(86_400)
        }
        let server = try FakeServer(config: ["apod_failing": failing])
        let result = try SpaceRunner(server: server).run(
            ["apod", "--start", "2023-01-01", "--end", "2023-12-31", "--json"], timeout: 120)
        #expect(result.status == 69, "nothing loaded: \(result.stderr)")
        #expect(result.stdout.isEmpty, "no [] that a script would read as 'no pictures'")
        #expect(
            result.stderr.hasPrefix("Error: Could not load 365 days: 2023-01-01 to 2023-12-31.\n"), "\(result.stderr)")
        let healthy = 15  // a year in windows of 25 days
        let asked = try server.log().count
        #expect(asked <= 3 * healthy, "\(asked) requests")
        // Some days loaded: exit 1, and the spans that were not.
        let partly = try FakeServer(config: ["apod_failing": Array(failing.prefix(200))])
        let mixed = try SpaceRunner(server: partly).run(
            ["apod", "--start", "2023-06-01", "--end", "2023-08-31"], timeout: 120)
        #expect(mixed.status == 1, "\(mixed.stderr)")
        #expect(
            mixed.stderr.contains("days: 2023-06-01 to 2023-07-"),
            "the failing stretch named as a span: \(mixed.stderr)")
        #expect(mixed.stdout.contains("2023-08-31"), "what loaded is printed")
    }

    @Test func mediaFilterAndRandomPicks() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let videos = try space.run(["apod", "--last", "14", "--media", "video", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(videos.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.allSatisfy { $0["media_type"] as? String == "video" })
        let before = try server.log().count
        let random = try space.run(["apod", "--random", "5", "--json"])
        let picks = try #require(try JSONSerialization.jsonObject(with: Data(random.stdout.utf8)) as? [[String: Any]])
        #expect(picks.count == 5)
        #expect(Set(picks.compactMap { $0["date"] as? String }).count == 5, "distinct days")
        let requests = try server.log().requests.dropFirst(before)
        #expect(
            requests.allSatisfy { $0.path.count == "/apod/YYMMDD".count && $0.query.isEmpty },
            "one day each, never `count`")
        let cachedDays = Set(array.compactMap { $0["date"] as? String } + picks.compactMap { $0["date"] as? String })
        let offlinePicks = try space.run(["apod", "--random", "3", "--offline", "--json"])
        #expect(
            offlinePicks.status == 0,
            "offline, random picks are drawn from the days the cache holds: \(offlinePicks.stderr)")
        let offlineDays = try #require(
            try JSONSerialization.jsonObject(with: Data(offlinePicks.stdout.utf8)) as? [[String: Any]]
        ).compactMap { $0["date"] as? String }
        #expect(offlineDays.count == 3 && Set(offlineDays).count == 3)
        #expect(offlineDays.allSatisfy { cachedDays.contains($0) || $0 >= "2024-01-26" }, "\(offlineDays)")
        let randomVideos = try space.run(["apod", "--random", "3", "--media", "video", "--json"])
        let videoPicks = try #require(
            try JSONSerialization.jsonObject(with: Data(randomVideos.stdout.utf8)) as? [[String: Any]])
        #expect(videoPicks.count == 3 && videoPicks.allSatisfy { $0["media_type"] as? String == "video" })
    }
}
