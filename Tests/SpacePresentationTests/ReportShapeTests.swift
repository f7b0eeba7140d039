import Foundation
import SpaceLocalization
import TerminalText
import Testing
@testable import SpacePresentation

/// What the small commands print, shaped in their views: JSON for scripts, lines for people.
@Suite struct ReportShapeTests {
    let pipe = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: false)

    func object(_ value: JSONValue) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(value.serializedBytes()))) as? [String: Any] ?? [:]
    }

    func array(_ value: JSONValue) -> [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: Data(value.serializedBytes()))) as? [[String: Any]] ?? []
    }

    @Test func savedPicturesAreTheirPathsAndTheirRecords() {
        let one = SavedFilesView.one(
            .init(path: "/tmp/a.jpg", url: "https://apod.test/a.jpg", format: "jpeg", bytes: 1234))
        #expect(pipe.lines(one.document) == ["/tmp/a.jpg"])
        let record = object(one.json)
        #expect(record["path"] as? String == "/tmp/a.jpg" && record["format"] as? String == "jpeg")
        // An asset's file has no date; whether it was already there is said for every file, as in a range.
        #expect(record["bytes"] as? Int == 1234 && record["date"] == nil && record["already_there"] as? Bool == false)
        let text = String(decoding: one.json.serializedBytes(), as: UTF8.self)
        let order = ["\"path\"", "\"url\"", "\"format\"", "\"bytes\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted(), "keys in the order they always had")

        let many = SavedFilesView.many([
            .init(date: "2024-01-01", path: "/d/1.jpg", url: "https://apod.test/1.jpg", bytes: 10),
            .init(date: "2024-01-02", path: "/d/2.jpg", url: nil, bytes: nil, alreadyThere: true),
        ])
        #expect(pipe.lines(many.document) == ["/d/1.jpg", "/d/2.jpg"], "feh $(space apod --last 2 --download=DIR)")
        let records = array(many.json)
        #expect(records.map { $0["already_there"] as? Bool } == [false, true])
        #expect(records[1]["url"] is NSNull && records[1]["bytes"] is NSNull)
        #expect(SavedFilesView.alreadyThere(1).hasPrefix("1 picture was already there"))
        #expect(SavedFilesView.pagesOnly(2) == "2 days have no picture to save, only a page.")
    }

    @Test func anOpenedLinkIsSanitizedForTheTerminalAndWholeInJSON() {
        let link = "https://apod.test/\u{1B}]8;;x\u{7}a"
        let opened = SavedFilesView.opened("2024-01-05", link: link)
        #expect(object(opened.json)["opened"] as? String == link)
        #expect(pipe.lines(opened.document).allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test func aSyncSaysWhatItAddedAndHowFarItReached() {
        let whole = SyncView.summary(
            .init(days: 11_000, added: 12, changed: 0, failed: [], syncedThrough: "2025-09-01", indexBytes: 5_000_000))
        #expect(pipe.lines(whole.document).first == "11,000 days, 12 new, 0 failed.")
        let terminal = DocumentLayout(width: 80, style: TextStyle(enabled: false), terminal: true)
        #expect(terminal.lines(whole.document).contains("Search them, offline: space apod search WORDS"))
        #expect(pipe.lines(whole.document).count == 1, "the hint on a terminal only")
        let record = object(whole.json)
        #expect(record["synced_through"] as? String == "2025-09-01" && record["new"] as? Int == 12)
        let partial = SyncView.summary(
            .init(days: 10, added: 1, changed: 2, failed: ["2024-01-03"], syncedThrough: nil, indexBytes: 99))
        #expect(pipe.lines(partial.document).first == "10 days, 1 new, 2 changed, 1 failed.")
        #expect(object(partial.json)["synced_through"] is NSNull)
        #expect(object(partial.json)["failed"] as? [String] == ["2024-01-03"])
        Localization.speaking(.spanish) {
            #expect(
                pipe.lines(
                    SyncView.summary(
                        .init(
                            days: 11_000, added: 0, changed: 0, failed: [],
                            syncedThrough: nil, indexBytes: 1)
                    ).document
                ).first?.contains("11.000") == true)
        }
    }

    @Test func theVersionAndTheRemovedFavorites() {
        let version = VersionView.version("0.1.0", commit: "abc123")
        #expect(pipe.lines(version.document) == ["space 0.1.0 (abc123)"])
        #expect(object(VersionView.version("0.1.0", commit: nil).json)["commit"] is NSNull)
        #expect(pipe.lines(VersionView.version("0.1.0", commit: nil).document) == ["space 0.1.0"])
        let removed = FavoritesView.removed(["2024-01-01", "2024-01-02"])
        #expect(pipe.lines(removed.document) == ["Removed 2024-01-01.", "Removed 2024-01-02."])
        #expect(object(removed.json)["removed"] as? [String] == ["2024-01-01", "2024-01-02"])
    }
}
