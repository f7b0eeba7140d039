import Foundation
import Testing

@testable import APODFeature

/// Seen means opened: the first day ever seen marks every day through it; after that a day opened
/// on its own (the latest the browser opens on) is seen alone, and the days before it stay new
/// until they are opened or listed; a run of days seen moves the mark past them.
@Suite struct SeenDaysTests {
    let now = Date(timeIntervalSince1970: 1_733_000_000)  // 2024-11-30

    func day(_ text: String) -> APODDate { APODDate(text)! }

    @Test func theLatestOpenedLeavesTheDaysBeforeItNew() throws {
        let archive = PictureArchive(dataFolder: try temporaryFolder())
        try archive.recordSeen(day("2024-11-27"), at: now)
        #expect(archive.newestSeen(at: now) == PictureArchive.Seen(date: day("2024-11-27"), seenAt: now))
        // The browser opens on the 30th: it is seen, the 28th and 29th are not.
        try archive.recordSeen(day("2024-11-30"), at: now)
        let seen = try #require(archive.newestSeen(at: now))
        #expect(seen.date == day("2024-11-27") && seen.ahead == [day("2024-11-30")])
        #expect(!seen.contains(day("2024-11-28")) && seen.contains(day("2024-11-30")))
        // Opening the 28th and the 29th moves the mark past the run, the 30th too.
        try archive.recordSeen(day("2024-11-28"), at: now)
        #expect(archive.newestSeen(at: now)?.date == day("2024-11-28"))
        try archive.recordSeen(day("2024-11-29"), at: now)
        #expect(
            archive.newestSeen(at: now).map { ($0.date, $0.ahead) } ?? (day("1995-06-16"), []) == (
                day("2024-11-30"), []
            ))
    }

    @Test func listedThroughADayMarksEveryDayThroughIt() throws {
        let archive = PictureArchive(dataFolder: try temporaryFolder())
        try archive.recordSeen(day("2024-11-20"), at: now)
        try archive.recordSeen(day("2024-11-25"), at: now)
        try archive.recordSeen(day("2024-11-30"), at: now)
        try archive.recordSeen(through: day("2024-11-26"), at: now)
        let seen = try #require(archive.newestSeen(at: now))
        #expect(seen.date == day("2024-11-26") && seen.ahead == [day("2024-11-30")])
        // An older day changes nothing.
        try archive.recordSeen(day("2024-01-01"), at: now)
        #expect(archive.newestSeen(at: now) == seen)
    }

    @Test func theDaysAheadAreBounded() throws {
        var seen = PictureArchive.Seen(date: day("2020-01-01"), seenAt: now)
        for offset in stride(from: 2, to: 2 * (PictureArchive.Seen.aheadLimit + 10), by: 2) {
            seen = seen.adding(day("2020-01-01").adding(days: offset), at: now)
        }
        #expect(seen.ahead.count <= PictureArchive.Seen.aheadLimit)
        #expect(seen.date > day("2020-01-01"), "the oldest gaps were given up")
    }

    @Test func aMarkWrittenBeforeTheDaysAheadIsReadAsIs() throws {
        let folder = try temporaryFolder()
        let archive = PictureArchive(dataFolder: folder)
        let file = folder.appendingPathComponent("apod/newest-seen.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"date": "2024-11-27", "seen_at": "2024-11-27T12:00:00Z"}"#.utf8).write(to: file)
        #expect(archive.newestSeen(at: now)?.date == day("2024-11-27"))
        #expect(archive.newestSeen(at: now)?.ahead == [])
    }
}
