import Foundation
import Testing

/// The network gone, and favorites kept across versions.
@Suite struct APODOfflineEndToEndTests {
    @Test func theThreeOfflineCases() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server, now: "2024-02-08T15:00:00Z")
        let stopped = try FakeServer()
        let urlOfStopped = stopped.url("/apod")
        stopped.stop()
        let nothing = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(nothing.status == 69)
        #expect(
            nothing.stderr.hasPrefix("Error: We are not connected to the internet, and no picture has been saved yet."))
        #expect(try space.run(["apod"]).status == 0)
        let today = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(today.status == 0)
        #expect(today.stderr.isEmpty)
        #expect(today.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        let later = try space.run(["apod"], env: ["SPACE_APOD_URL": urlOfStopped, "SPACE_NOW": "2024-02-10T15:00:00Z"])
        #expect(later.status == 0)
        #expect(later.stdout.hasPrefix("Synthetic picture of 2024-02-08"))
        #expect(later.stderr == "We are not connected to the internet, showing you the last image we have.\n")
        #expect(try space.run(["apod", "2021-03-10"]).status == 0)
        let specific = try space.run(["apod", "2021-03-10"], env: ["SPACE_APOD_URL": urlOfStopped])
        #expect(specific.status == 0)
        #expect(specific.stdout.hasPrefix("Synthetic picture of 2021-03-10"))
    }

    @Test func favoritesRoundTripOffline() throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let empty = try space.run(["favorites"])
        #expect(empty.stdout == "No favorites yet. Add one with: space favorites add 2021-03-10\n")
        #expect(empty.status == 0)
        #expect(try space.run(["favorites", "add"]).status == 64)
        #expect(try space.run(["apod", "2024-02-01"]).status == 0)
        #expect(try space.run(["favorites", "add"]).stdout == "Added 2024-02-01: Synthetic picture of 2024-02-01\n")
        #expect(
            try space.run(["favorites", "add", "2021-03-10", "2024-02-01"]).stdout.contains(
                "Already a favorite: 2024-02-01"))
        let repeated = try space.run(["favorites", "add", "2023-05-05", "2023-05-05"])
        #expect(
            repeated.stdout == "Added 2023-05-05: Synthetic picture of 2023-05-05\n",
            "a date typed twice is added and reported once")
        #expect(try space.run(["favorites", "remove", "2023-05-05"]).status == 0)
        server.stop()
        let list = try space.run(["favorites", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(
            array.map { $0["date"] as? String } == ["2021-03-10", "2024-02-01"], "oldest first, as every list of days")
        #expect(array.allSatisfy { ($0["apod_page"] as? String)?.hasPrefix("https://science.nasa.gov/") == true })
        let shown = try space.run(["favorites", "show", "2021-03-10"])
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("Synthetic picture of 2021-03-10"))
        let notFavorite = try space.run(["favorites", "remove", "1999-01-01"])
        #expect(notFavorite.status == 66)
        #expect(notFavorite.stderr.hasPrefix("Error: 1999-01-01 is not among your favorites."))
        #expect(try space.run(["favorites", "remove", "2021-03-10"]).status == 0)
        #expect(try space.run(["favorites", "show", "2021-03-10"]).status == 66)
    }

    @Test func favoritesOfEarlierVersionsLoadAndTheirPlaceholdersAreFetchedAgain() throws {
        let server = try FakeServer(config: ["apod_today": "2026-11-22"])
        let space = try SpaceRunner(server: server, now: "2026-11-22T15:00:00Z")
        let file = space.home.appendingPathComponent("data/space/favorites.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let legacy = #"""
            {"favorites": [
              {"copyright": "Frank Kuszaj", "date": "2021-02-02", "explanation": "A meteor.", "hdurl": "https://apod.nasa.gov/apod/image/2102/MeteorStreak_Kuszaj_5341.jpg", "media_type": "image", "title": "Meteor Streak", "url": "https://apod.nasa.gov/apod/image/2102/MeteorStreak_Kuszaj_1080.jpg"},
              {"date": "2026-10-03", "explanation": "Explanation: APOD is moving.", "hdurl": "https://science.nasa.gov/wp-content/themes/nasa-child/assets/images/nasa-logo@2x.png", "media_type": "image", "title": "NASA Science", "url": "https://science.nasa.gov/wp-content/themes/nasa-child/assets/images/nasa-logo@2x.png"}
            ], "version": 1}
            """#
        try Data(legacy.utf8).write(to: file)
        // Offline: both are kept, the placeholder shown without the logo, and said so.
        let offline = try space.run(["favorites", "--json", "--offline"])
        #expect(offline.status == 0)
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)) as? [[String: Any]])
        #expect(kept.map { $0["date"] as? String } == ["2021-02-02", "2026-10-03"])
        #expect(kept[1]["url"] is NSNull && kept[1]["title"] as? String == "(not loaded yet)")
        #expect(kept[0]["copyright"] as? String == "Frank Kuszaj")
        #expect(offline.stderr.contains("2026-10-03") && offline.stderr.contains("will be fetched again"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("NASA Science"), "nothing saved is dropped")
        // Online: the placeholder is fetched again and replaced.
        let online = try space.run(["favorites"])
        #expect(online.status == 0)
        #expect(online.stdout.contains("Synthetic picture of 2026-10-03") && online.stdout.contains("Meteor Streak"))
        #expect(online.stderr.isEmpty)
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(!stored.contains("NASA Science") && !stored.contains("nasa-logo"))
        #expect(stored.contains("Frank Kuszaj"))
    }
}
