import Foundation
import Testing
import SpaceNetworking
import Synchronization
@testable import APODFeature

@Suite struct FavoritesStoreTests {
    @Test func addIsIdempotentAndListIsInDateOrder() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        #expect(try store.add([picture("2021-03-10"), picture("2023-01-01")]).count == 2)
        #expect(try store.add([picture("2021-03-10")]).isEmpty)
        #expect(try store.all().map(\.date.description) == ["2021-03-10", "2023-01-01"])
        #expect(try store.count() == 2)
    }

    @Test func removingAnUnknownDayChangesNothing() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { Date(timeIntervalSince1970: 0) })
        try store.add([picture("2021-03-10")])
        let error = #expect(throws: SpaceError.self) {
            try store.remove([APODDate("2021-03-10")!, APODDate("1999-01-01")!])
        }
        #expect(error?.kind == .notFound)
        #expect(try store.all().count == 1)
        try store.remove([APODDate("2021-03-10")!])
        #expect(try store.all().isEmpty)
    }

    @Test func aCorruptFileIsMovedAsideNeverOverwritten() throws {
        let folder = try temporaryFolder()
        let store = FavoritesStore(folder: folder, now: { instant("2024-02-08T15:00:00Z") })
        try Data("{ not json".utf8).write(to: store.url)
        let error = #expect(throws: SpaceError.self) { try store.add([picture("2021-03-10")]) }
        #expect(error?.kind == .badResponse)
        let moved = folder.appendingPathComponent("favorites.json.corrupt-2024-02-08T150000Z")
        #expect(error?.message.contains(moved.path) == true)
        #expect(try String(contentsOf: moved, encoding: .utf8) == "{ not json")
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test(arguments: [
        #"{"favorites": [{"date": "2021-03-10", "title": "A"}, {"title": "no date"}], "version": 1}"#,
        #"{"favorites": [{"date": "2021-13-40", "title": "A"}], "version": 1}"#,
        #"{"favorites": [{"date": "2021-03-10", "title": "A\x"}], "version": 1}"#,
        #"{"version": 1}"#,
        #"{"favorites": [{"date": "2021-03-10"}]} trailing"#,
    ])
    func aFileWithABadRecordIsMovedAsideAsAWhole(_ text: String) throws {
        let folder = try temporaryFolder()
        let store = FavoritesStore(folder: folder, now: { instant("2024-02-08T15:00:00Z") })
        try Data(text.utf8).write(to: store.url)
        #expect(throws: SpaceError.self) { try store.remove([APODDate("2021-03-10")!]) }
        let moved = folder.appendingPathComponent("favorites.json.corrupt-2024-02-08T150000Z")
        #expect(try String(contentsOf: moved, encoding: .utf8) == text)
    }

    /// Other days' records are copied as they were written (an older version's layout, a field of
    /// a newer version), never decoded and written again.
    @Test func recordsOfOtherDaysAreKeptByteForByte() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        let kept =
            #"{"date" : "2020-01-01", "title" : "Kept \u00e9", "media_type" : "image", "future_field" : [1, {"x": null}]}"#
        try Data(#"{"favorites": [ \#(kept) , {"date": "2019-05-05", "title": "Gone"} ], "version": 1}"#.utf8).write(
            to: store.url)
        try store.add([picture("2021-03-10")])
        try store.remove([APODDate("2019-05-05")!])
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains(kept))
        #expect(!text.contains("Gone"))
        #expect(try store.all().map(\.date.description) == ["2020-01-01", "2021-03-10"])
        #expect(try store.favorite(on: APODDate("2020-01-01")!)?.title == "Kept é")
        // Still the document older versions read with JSONDecoder.
        struct Old: Decodable { var version: Int; var favorites: [APODPicture] }
        #expect(try JSONDecoder().decode(Old.self, from: Data(text.utf8)).favorites.count == 2)
    }

    @Test func addingAKnownDayReplacesItsRecordInPlace() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        try store.add([picture("2021-03-10"), picture("2022-01-01")])
        var changed = picture("2021-03-10")
        changed.title = "Changed \"title\" \u{1F30C}"
        changed.explanation = "Line one.\nLine \u{2028} two \\ three."
        #expect(try store.add([changed]).isEmpty)
        #expect(try store.favorite(on: changed.date) == changed)
        #expect(try store.all().count == 2)
        #expect(
            try store.favorites(on: [changed.date, APODDate("1999-01-01")!]).keys.map(\.description) == ["2021-03-10"])
    }

    @Test func listsCanSkipTheExplanations() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        var long = picture("2021-03-10")
        long.explanation = String(repeating: "stars ", count: 1000) + "end"
        try store.add([long])
        let listed = try #require(try store.all(explanations: false).first)
        #expect(listed.explanation.isEmpty)
        #expect(listed.title == long.title)
        #expect(try store.all().first?.explanation == long.explanation)
    }

    /// Thousands of records are decoded in slices; every one comes back, in date order.
    @Test func aLargeFileComesBackWhole() throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        let start = APODDate("1995-06-16")!.dayNumber
        let pictures = (0..<2500).map { offset in
            var day = picture(APODDate(dayNumber: start + offset).description)
            day.title = "Day \(offset)"
            return day
        }
        try store.add(pictures)
        let all = try store.all()
        #expect(all == pictures)
        try Data(
            (String(decoding: try Data(contentsOf: store.url), as: UTF8.self).replacingOccurrences(
                of: "Day 2400\"", with: "Day 2400\\q\"")).utf8
        )
        .write(to: store.url)
        #expect(throws: SpaceError.self) { try store.all() }
    }
}

/// The use cases on favorites: adding days, repairing the retired service's placeholders.
@Suite struct FavoritesUseCaseTests {
    final class Asked: Sendable {
        let days = Mutex<[String]>([])
        func note(_ day: APODDate) { days.withLock { $0.append(day.description) } }
    }

    @Test func addingTakesTheFavoriteThenTheArchiveThenTheService() async throws {
        let folder = try temporaryFolder()
        let store = FavoritesStore(folder: folder, now: { instant("2024-02-08T15:00:00Z") })
        let archive = PictureArchive(dataFolder: folder)
        var saved = picture("2024-01-01")
        saved.title = "Saved"
        try store.add([saved])
        var archived = picture("2024-01-02")
        archived.title = "Archived"
        _ = try archive.store(archived)
        let asked = Asked()
        let days = ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-02"].map { APODDate($0)! }
        let adding = try await store.add(days: days, archive: archive) { day in
            asked.note(day)
            var fetched = picture(day.description)
            fetched.title = "Fetched"
            return fetched
        }
        #expect(adding.pictures.map(\.title) == ["Saved", "Archived", "Fetched"], "each day once, in the order asked")
        #expect(adding.added == Set(["2024-01-02", "2024-01-03"].map { APODDate($0)! }))
        #expect(asked.days.withLock { $0 } == ["2024-01-03"], "only the day nobody had was fetched")
        #expect(archive.picture(on: APODDate("2024-01-03")!)?.title == "Fetched", "and kept in the archive")
        #expect(try store.all().map(\.date.description) == ["2024-01-01", "2024-01-02", "2024-01-03"])
    }

    @Test func placeholdersAreFetchedAgainOrShownAsAStandIn() async throws {
        let store = FavoritesStore(folder: try temporaryFolder(), now: { instant("2024-02-08T15:00:00Z") })
        func placeholder(_ day: String) -> APODPicture {
            APODPicture(
                date: APODDate(day)!, title: "NASA Science", explanation: "", mediaType: .image,
                url: "https://www.nasa.gov/wp-content/themes/nasa/assets/images/nasa-logo@2x.png", hdurl: nil,
                thumbnailURL: nil, copyright: nil)
        }
        try store.add([placeholder("2024-01-01"), placeholder("2024-01-02"), picture("2024-01-03")])
        let offline = await store.repairingPlaceholders(try store.all(), fetch: nil)
        #expect(offline.left.map(\.description) == ["2024-01-01", "2024-01-02"])
        #expect(offline.favorites.map(\.title) == ["(not loaded yet)", "(not loaded yet)", "T 2024-01-03"])
        #expect(try store.all().filter(\.isLegacyPlaceholder).count == 2, "nothing saved is dropped")

        struct Down: Error {}
        let online = await store.repairingPlaceholders(try store.all()) { day in
            guard day.description == "2024-01-02" else { throw Down() }
            return picture(day.description)
        }
        #expect(online.left.map(\.description) == ["2024-01-01"])
        #expect(online.favorites.map(\.title) == ["(not loaded yet)", "T 2024-01-02", "T 2024-01-03"])
        #expect(
            try store.favorite(on: APODDate("2024-01-02")!)?.isLegacyPlaceholder == false, "the repaired one is saved")
    }
}

/// Previous and next from the last picture shown, as the viewer app's buttons.
@Suite struct ArchiveStepTests {
    @Test func stepsGoFromTheLastShownAndStopAtTheEnds() throws {
        let archive = PictureArchive(dataFolder: try temporaryFolder())
        let today = APODDate("2024-02-08")!
        #expect(
            archive.step(.previous, today: today) == .day(APODDate("2024-02-07")!), "from today when nothing was shown")
        #expect(archive.step(.next, today: today) == .afterLatest)
        try archive.recordShown(picture("2024-01-05"), at: instant("2024-02-08T14:00:00Z"))
        #expect(archive.step(.previous, today: today) == .day(APODDate("2024-01-04")!))
        #expect(archive.step(.next, today: today) == .day(APODDate("2024-01-06")!))
        try archive.recordShown(picture(APODDate.first.description), at: instant("2024-02-08T14:00:00Z"))
        #expect(archive.step(.previous, today: today) == .beforeFirst)
    }
}
