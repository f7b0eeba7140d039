import Foundation
import Testing

/// The APOD archive searched from `space browse`, on a pseudo-terminal against the fake server:
/// after `space apod sync` a search lists the archive's days first (offline, ranked, the words
/// marked), Enter opens a day, `h` steps from it, Esc comes back, `s` switches to the image
/// library; before a sync, the archive's side says how to sync it.
@Suite struct BrowseArchiveSearchEndToEndTests {
    static var config: [String: Any] {
        ["apod_recorded": ["apod-basic-archive-sample.json"], "apod_today": "2024-02-08", "local_pictures": true]
    }

    @Test func afterASyncTheArchiveIsSearchedOnScreen() throws {
        let server = try FakeServer(config: Self.config)
        let space = try SpaceRunner(server: server)
        let sync = try space.run(["apod", "sync"], timeout: 300)
        #expect(sync.status == 0, "\(sync.stderr)")
        let report = try BrowseHarness.run(
            space, columns: 110, rows: 30,
            steps: [
                .waitFor("2024-02-08"),
                // Before any search, the status line names the side the words will search first.
                .keys("4"), .waitFor("Search · APOD archive"),
                .keys("/"), .keys("calafia\r"), .waitFor("NGC 1499: The California Nebula"),
                .pause(milliseconds: 300), .snapshot("rows"),
                .keys("j"), .keys("\r"), .waitFor("2021-03-10 · image"), .snapshot("day"),
                .keys("h"), .waitFor("2021-03-09"),
                .keys("\u{1B}"), .waitFor("APOD archive · 2 of 2"),
                .keys("s"), .waitFor("image library"), .snapshot("library"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["rows"] ?? "")")
        #expect(report.status == 0)
        let rows = report.snapshots["rows"] ?? ""
        #expect(rows.contains("1. NGC 1499: The California Nebula"), "\(rows)")
        #expect(rows.contains("2023-12-19 · APOD · image") && rows.contains("2021-03-10 · APOD · image"))
        #expect(rows.contains("Calafia"), "the snippet around the word")
        #expect(rows.contains("\"calafia\" · APOD archive · 1 of 2"))
        // The word searched for is drawn bold (SGR 1) in the snippet, the rest of it dim (or
        // reversed on the selected row).
        #expect(
            report.output.contains("\u{1B}[0;1mCalafia") || report.output.contains("\u{1B}[0;1;7mCalafia"),
            "the word marked")
        #expect(report.snapshots["library"]?.contains("\"calafia\" · image library") == true)
    }

    @Test func beforeASyncTheArchiveSideSaysHow() throws {
        let server = try FakeServer(config: Self.config)
        let space = try SpaceRunner(server: server)
        let report = try BrowseHarness.run(
            space, columns: 110, rows: 30,
            steps: [
                .waitFor("2024-02-08"),
                .keys("4"), .keys("/"), .keys("nebula\r"), .waitFor("image library"),
                .keys("s"), .waitFor("space apod sync"), .snapshot("archive"),
                .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["archive"] ?? "")")
        let archive = report.snapshots["archive"] ?? ""
        #expect(archive.contains("The APOD archive is not synced here"), "\(archive)")
    }

    /// `S` syncs the archive from the browser, its progress on the status line; the search shown
    /// is then the archive's, whole, and the next run finds it synced.
    @Test func sSyncsTheArchiveFromTheBrowser() throws {
        let server = try FakeServer(config: Self.config)
        defer { withExtendedLifetime(server) {} }
        let space = try SpaceRunner(server: server)
        let report = try BrowseHarness.run(
            space, columns: 100, rows: 30,
            steps: [
                .waitFor("2024-02-08"),
                .keys("4"), .keys("/"), .keys("calafia\r"), .waitFor("image library"), .keys("S"),
                .waitFor("Syncing the APOD archive"), .waitLong("The APOD archive is synced here", seconds: 240),
                .waitFor("NGC 1499: The California Nebula"), .snapshot("rows"), .keys("q"),
            ])
        #expect(report.timedOut.isEmpty, "never shown: \(report.timedOut)\n\(report.snapshots["rows"] ?? "")")
        #expect(report.snapshots["rows"]?.contains("\"calafia\" · APOD archive · 1 of 2") == true)
        let search = try space.run(["apod", "search", "calafia", "--offline", "--json"])
        #expect(search.status == 0, "the archive is synced for the line commands too: \(search.stderr)")
    }
}
