import Foundation
import Testing

/// Ranges do what single days do when the service is gone: what is cached is shown with a notice
/// saying how old it is, the days that could not be loaded are named, and the exit code says so.
@Suite struct APODRangeFallbackEndToEndTests {
    @Test func refreshWithTheServiceDownShowsTheCachedDays() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "--last", "7"]).status == 0)
        server.stop()
        let refreshed = try space.run(["apod", "--last", "7", "--refresh", "--json"])
        #expect(refreshed.status == 0, "all 7 days were cached: \(refreshed.stderr)")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(refreshed.stdout.utf8)) as? [[String: Any]])
        #expect(days.count == 7)
        #expect(refreshed.stderr.hasPrefix("Showing data cached "), "\(refreshed.stderr)")
        #expect(refreshed.stderr.contains("NASA APOD did not answer."))
    }

    @Test func aLongerRangeThanTheCachePrintsWhatItHasAndNamesTheRest() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        #expect(try space.run(["apod", "--last", "40"]).status == 0)
        server.stop()
        let longer = try space.run(["apod", "--last", "60", "--json"])
        #expect(longer.status == 1, "\(longer.stderr)")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(longer.stdout.utf8)) as? [[String: Any]])
        #expect(days.count >= 34, "the cached days (less the gaps the service has none for): \(days.count)")
        #expect(longer.stderr.contains("Could not load 20 days: 2023-12-11 to 2023-12-30."), "\(longer.stderr)")
        let nothing = try SpaceRunner(server: server).run(["apod", "--last", "10"])
        #expect(nothing.status == 69, "nothing cached and no network: \(nothing.stderr)")
        #expect(nothing.stderr.hasPrefix("Error: Could not reach NASA APOD"))
    }
}
