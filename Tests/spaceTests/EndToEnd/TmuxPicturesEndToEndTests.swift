import Foundation
import Testing

/// Pictures inside tmux, seen by the terminal outside it: a real tmux whose outer terminal is
/// Ghostty's own terminal core. With passthrough on, the picture is stored in the outer terminal
/// with a virtual placement, and placeholder cells on its screen cover the placement's whole
/// grid; with passthrough off, half blocks, and `space status` says why.
@Suite(
    .serialized,
    .enabled(
        if: TestPlatform.isLinux || PlaceholderHarness.python() != nil,
        "Ghostty's terminal core (PyPI pyghostty) needs Python 3.10 or later, and macOS's own python3 is 3.9: make .build/terminal-python from Homebrew's python3 to run these"
    )
)
struct TmuxPicturesEndToEndTests {
    func space() throws -> (SpaceRunner, FakeServer) {
        let server = try FakeServer(config: ["apod_today": "2024-02-08", "local_pictures": true])
        return (try SpaceRunner(server: server), server)
    }

    var binary: String { "'" + ((try? ReleaseBinary.url()) ?? SpaceRunner.binary).path + "'" }

    /// Each placement's picture shown whole: its rows, each with every column once, in order.
    func expectCovered(_ snapshot: PlaceholderHarness.Snapshot, _ what: String) {
        for placement in snapshot.placements {
            #expect(
                placement.virtual && placement.stored,
                "\(what): image \(placement.imageID) stored with a virtual placement")
            let rows = snapshot.cells[placement.imageID] ?? [:]
            #expect(
                rows.keys.sorted() == Array(0..<placement.rows),
                "\(what): image \(placement.imageID) has its \(placement.rows) rows on screen: \(rows.keys.sorted())")
            for (row, columns) in rows {
                #expect(
                    columns == Array(0..<placement.columns),
                    "\(what): row \(row) of image \(placement.imageID) shows columns 0–\(placement.columns - 1)")
            }
        }
    }

    @Test func showDrawsARealPictureThroughPassthrough() throws {
        let python = try #require(PlaceholderHarness.python(), Comment(rawValue: PlaceholderHarness.missing))
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let snapshots = try PlaceholderHarness.run(
            space, python: python, command: "sh -c \"\(binary) apod --show; sleep 5\"")
        let shown = try #require(snapshots.first)
        #expect(shown.placements.count == 1, "one picture: \(shown.placements)\n\(shown.text)")
        expectCovered(shown, "--show")
        #expect(shown.text.contains("Synthetic picture of 2024-02-08"))
        #expect(!shown.text.contains("▀"), "not half blocks")
    }

    @Test func theBrowserPlacesDeletesAndCoversEveryPicture() throws {
        let python = try #require(PlaceholderHarness.python(), Comment(rawValue: PlaceholderHarness.missing))
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let snapshots = try PlaceholderHarness.run(
            space, python: python, command: "sh -c \"\(binary) browse; sleep 5\"",
            keys: [
                (name: "day before", keys: "h", wait: 2), (name: "album", keys: "2", wait: 3),
                (name: "quit", keys: "q", wait: 1),
            ])
        #expect(snapshots.map(\.name) == ["first", "day before", "album", "quit"])
        guard snapshots.count == 4 else { return }
        #expect(snapshots[0].placements.count == 1, "the day's picture: \(snapshots[0].text)")
        expectCovered(snapshots[0], "the latest day")
        let first = snapshots[0].placements.first?.imageID
        #expect(
            snapshots[1].placements.count == 1 && snapshots[1].placements.first?.imageID != first,
            "the day before replaces it, the old one deleted by id")
        expectCovered(snapshots[1], "the day before")
        #expect(snapshots[2].placements.count >= 10, "the album's tiles: \(snapshots[2].placements.count)")
        #expect(
            snapshots[2].placements.allSatisfy { ($0.imageID & 0xFF) >= 1 && ($0.imageID & 0xFF) <= 255 },
            "ids a 256-colour index can name")
        let runBytes = Set((snapshots[0].placements + snapshots[2].placements).map { $0.imageID >> 24 })
        #expect(runBytes.count == 1 && runBytes.first != 0, "every id carries this run's own high byte: \(runBytes)")
        expectCovered(snapshots[2], "the album")
        #expect(snapshots[3].placements.isEmpty, "quitting deletes every picture placed")
    }

    @Test func passthroughOffIsHalfBlocksAndStatusSaysWhy() throws {
        let python = try #require(PlaceholderHarness.python(), Comment(rawValue: PlaceholderHarness.missing))
        let (space, server) = try space()
        defer { withExtendedLifetime(server) {} }
        let snapshots = try PlaceholderHarness.run(
            space, python: python, command: "sh -c \"\(binary) apod --show; sleep 5\"",
            passthrough: "off", ready: "Alt text")
        let shown = try #require(snapshots.first)
        #expect(shown.placements.isEmpty, "nothing reaches the outer terminal")
        #expect(shown.text.contains("▀"), "half blocks: \(shown.text)")
        let status = try #require(
            try PlaceholderHarness.run(
                space, python: python, command: "sh -c \"\(binary) status; sleep 5\"",
                passthrough: "off", ready: "Proxies"
            ).first)
        #expect(status.text.contains("allow-passthrough off"), "status says why: \(status.text)")
    }
}
