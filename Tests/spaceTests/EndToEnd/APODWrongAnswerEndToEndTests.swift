import Foundation
import Testing

/// Answers that are not what was asked: a window answered with other days (the filter ignored),
/// and two posts filed under one date (the migrated archive's strays).
@Suite struct APODWrongAnswerEndToEndTests {
    /// A post whose page names `pageDay` (`apod-2007-july-13-…`), filed under `date`.
    static func post(_ date: String, page pageDay: (year: Int, month: String, day: Int), title: String) -> [String: Any]
    {
        var post = FakeServer.apodPost(date, title: title)
        post["permalink"] =
            "https://science.nasa.gov/image-article/apod-\(pageDay.year)-\(pageDay.month)-\(pageDay.day)-\(title.lowercased().replacingOccurrences(of: " ", with: "-"))/"
        return post
    }

    @Test func aWindowAnsweredWithOtherDaysPrintsNothingAndKeepsNothing() throws {
        // The latest 25 days, whatever the window (the service ignored date_from and date_to).
        let latest = (0..<25).map { FakeServer.apodPost("2026-11-\(String(format: "%02d", 23 - $0))") }
        let server = try FakeServer(config: [
            "routes": [["path": "/apod", "query": ["date_from": "211201"], "responses": [["json": latest]]]]
        ])
        let space = try SpaceRunner(server: server, now: "2026-11-23T15:00:00Z")
        for format in [["--json"], []] {
            let range = try space.run(["apod", "--start", "2021-12-01", "--end", "2021-12-10"] + format)
            #expect(range.status == 65)
            #expect(range.stdout.isEmpty, "no [] and no table: a script must not read 'no pictures' \(range.stdout)")
            #expect(range.stderr.hasPrefix("Error: NASA APOD answered with a different day than the one asked for."))
        }
        let offline = try space.run(["apod", "2021-12-05", "--offline"])
        #expect(offline.status == 69, "nothing of it was cached")
        let latestOffline = try space.run(["apod", "2026-11-23", "--offline"])
        #expect(latestOffline.status == 69, "not even the days it did hold")
    }

    @Test func twoPostsOfOneDateShowTheDaysOwnAndNameTheStray() throws {
        // Newest first, as the service sends: 07-16's own post, the 07-13 post filed again under 07-16,
        // then 07-15 … 07-13.
        let window = [
            Self.post("2007-07-16", page: (2007, "july", 13), title: "Stray Thirteenth"),
            Self.post("2007-07-16", page: (2007, "july", 16), title: "Own Sixteenth"),
            Self.post("2007-07-15", page: (2007, "july", 15), title: "Fifteenth"),
            Self.post("2007-07-14", page: (2007, "july", 14), title: "Fourteenth"),
            Self.post("2007-07-13", page: (2007, "july", 13), title: "Stray Thirteenth"),
        ]
        let server = try FakeServer(config: [
            "routes": [["path": "/apod", "query": ["date_from": "070713"], "responses": [["json": window]]]]
        ])
        let space = try SpaceRunner(server: server, now: "2026-11-23T15:00:00Z")
        let range = try space.run(["apod", "--start", "2007-07-13", "--end", "2007-07-16", "--json", "--verbose"])
        #expect(range.status == 0, "\(range.stderr)")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(range.stdout.utf8)) as? [[String: Any]])
        #expect(
            days.map { $0["date"] as? String } == ["2007-07-13", "2007-07-14", "2007-07-15", "2007-07-16"],
            "one post a day")
        #expect(days.last?["title"] as? String == "Own Sixteenth")
        #expect(range.stderr.contains("Left out a second post filed under 2007-07-16: its page is for 2007-07-13"))
        let cached = try space.run(["apod", "2007-07-16", "--offline", "--json"])
        #expect(cached.status == 0)
        #expect(cached.stdout.contains("\"Own Sixteenth\""), "the day's record is its own post")
        let quiet = try space.run(["apod", "--start", "2007-07-13", "--end", "2007-07-16", "--refresh"])
        #expect(!quiet.stderr.contains("Left out"), "named only with --verbose")
        #expect(quiet.stdout.contains("Own Sixteenth") && !quiet.stdout.contains("2007-07-16  image  Stray"))
    }
}
