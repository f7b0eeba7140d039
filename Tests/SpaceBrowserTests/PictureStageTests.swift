import Foundation
import Synchronization
import Testing
import APODFeature
import SpacePresentation
import SpaceImaging
@testable import TerminalGraphics
@testable import SpaceBrowser

/// The browser's pictures without a terminal, carried out as the state decides: a fetch posts its
/// answer, escape sequences come out when a picture arrived, and it is taken away when the frame
/// leaves it.
@Suite struct PictureStageTests {
    final class Count: Sendable {
        let value = Mutex(0)
    }
    let fetches = Count()

    func stage(_ drawing: DrawingProtocol, fails: Bool = true) -> (PictureStage, AsyncStream<BrowserLoop.Event>) {
        let (events, sink) = AsyncStream.makeStream(of: BrowserLoop.Event.self)
        let counter = fetches
        let pictures = BrowserLoop.Pictures(
            edge: { _ in 1000 },
            fetch: { _, _ in
                counter.value.withLock { $0 += 1 }
                throw BrowserFailure("The picture could not be fetched.")
            })
        let stage = PictureStage(
            drawing: drawing, pictures: pictures, services: FakeServices(), failure: { BrowserFailure("\($0)") },
            cellPixels: nil
        ) { sink.yield($0) }
        return (stage, events)
    }

    func slot(_ key: PictureKey, row: Int = 3) -> PictureSlot {
        PictureSlot(
            key: key, subject: .apod(BrowserStateTests.picture("2024-01-05")),
            rect: CellRect(row: row, column: 2, columns: 20, rows: 8))
    }

    func decoded(_ drawing: DrawingProtocol) -> PicturePreview.Decoded {
        PicturePreview.Decoded(
            image: PixelImage(width: 4, height: 4, channels: 3, pixels: [UInt8](repeating: 200, count: 48)), file: [],
            drawing: drawing)
    }

    @Test func aFetchThatFailsPostsWhyForTheState() async {
        let (stage, events) = stage(.blocks(.trueColor))
        let placement = PicturePlacement(drawing: .blocks(.trueColor), screenRows: 40)
        #expect(stage.place([slot("day 2024-01-05")], with: placement).isEmpty, "nothing decoded: nothing placed")
        #expect(fetches.value.withLock { $0 } == 0, "placing never fetches: the state asks for that")
        stage.fetch(slot("day 2024-01-05"))
        var iterator = events.makeAsyncIterator()
        guard case .browser(.pictureArrived(let key, .failure(let failure)))? = await iterator.next() else {
            Issue.record("no failure posted")
            return
        }
        #expect(key == "day 2024-01-05" && failure.message == "The picture could not be fetched.")
        #expect(fetches.value.withLock { $0 } == 1)
    }

    @Test func aPictureThatArrivedIsPlacedOnceAndTakenAwayWhenTheFrameLeavesIt() {
        let (stage, _) = stage(.kitty)
        let placement = PicturePlacement(drawing: .kitty, screenRows: 40)
        #expect(stage.arrived("a", decoded(.kitty), CellFit(columns: 8, rows: 4)).isEmpty)
        let first = stage.place([slot("a")], with: placement)
        #expect(first.contains("\u{1B}_G"))
        let id = stage.placed["a"]?.id
        #expect(id != nil)
        #expect(stage.place([slot("a")], with: placement).isEmpty, "placed once")
        var last: CellBuffer? = nil
        #expect(stage.takeAway(leaving: ["a": slot("a")], last: &last).isEmpty, "still wanted where it is")
        let gone = stage.takeAway(leaving: [:], last: &last)
        #expect(gone == KittyRenderer.delete(id: id!) && stage.placed.isEmpty)
    }

    /// When the key help opens over a placed picture it is placed again around the box (kitty),
    /// and whole again when the box closes.
    @Test func aPictureIsPlacedAgainWhenWhatCoversItChanges() {
        let (stage, _) = stage(.kitty)
        let placement = PicturePlacement(drawing: .kitty, screenRows: 40)
        _ = stage.arrived("a", decoded(.kitty), CellFit(columns: 8, rows: 4))
        _ = stage.place([slot("a")], with: placement)
        var covered = slot("a")
        covered.covered = CellRect(row: 4, column: 1, columns: 80, rows: 2)
        var last: CellBuffer? = nil
        let id = stage.placed["a"]!.id
        #expect(stage.takeAway(leaving: ["a": covered], last: &last) == KittyRenderer.delete(id: id))
        let around = stage.place([covered], with: placement)
        #expect(around.contains("a=t,") && around.contains("a=p,") && stage.placed["a"]?.covered == covered.covered)
        #expect(stage.takeAway(leaving: ["a": covered], last: &last).isEmpty, "still covered the same way")
        #expect(!stage.takeAway(leaving: ["a": slot("a")], last: &last).isEmpty)
        #expect(stage.place([slot("a")], with: placement).contains("a=T,"), "whole again")
    }

    /// A reuse whose source is gone reports the slot itself forgotten, so the state fetches it.
    @Test func aReuseOfAPictureNoLongerKeptForgetsTheSlot() {
        let (stage, _) = stage(.kitty)
        #expect(stage.reuse("gone", for: slot("a")) == ["a"])
        _ = stage.arrived("b", decoded(.kitty), CellFit(columns: 8, rows: 4))
        #expect(stage.reuse("b", for: slot("a")).isEmpty && stage.decoded["a"] != nil)
    }

    @Test func theMostRecentSixtyFourAreKeptAndIdsInUseAreNotGivenAgain() {
        let (stage, _) = stage(.kittyPlaceholders(tmux: false))
        var forgotten: [PictureKey] = []
        for index in 0..<70 {
            forgotten += stage.arrived(
                PictureKey(stringLiteral: "k\(index)"), decoded(.kitty), CellFit(columns: 2, rows: 1))
        }
        #expect(stage.decoded.count == 64 && stage.decoded["k5"] == nil && stage.decoded["k6"] != nil)
        #expect(forgotten == (0..<6).map { PictureKey(stringLiteral: "k\($0)") }, "the state is told what went")
        let drawing = DrawingProtocol.kittyPlaceholders(tmux: false)
        let cell = CellRect(row: 1, column: 1, columns: 1, rows: 1)
        stage.placed = ["x": (id: drawing.pictureID(1), cells: cell, covered: nil)]
        #expect(stage.freeID() == drawing.pictureID(2))
        stage.nextID = 255
        #expect(
            stage.freeID() == drawing.pictureID(255) && stage.freeID() == drawing.pictureID(2),
            "round past the last id, skipping one in use")
        #expect(stage.freeID() >> 24 == KittyPlaceholders.runByte, "every id has the run's own high byte")
    }

    /// A picture on the screen is never the one forgotten past 64 (forgotten, it stayed marked
    /// placed while its frame blanked its cells: a list came back with 1 of 14 thumbnails after
    /// a tour of the screens); a picture placed again is the most recent.
    @Test func picturesOnTheScreenAreNotForgotten() {
        let (stage, _) = stage(.blocks(.trueColor))
        let placement = PicturePlacement(drawing: .blocks(.trueColor), screenRows: 40)
        let shown = (0..<14).map { slot(PictureKey(stringLiteral: "row \($0)"), row: 1 + $0) }
        for slot in shown { _ = stage.arrived(slot.key, decoded(.blocks(.trueColor)), CellFit(columns: 2, rows: 1)) }
        _ = stage.place(shown, with: placement)
        #expect(stage.placed.count == 14)
        for index in 0..<80 {
            _ = stage.arrived(
                PictureKey(stringLiteral: "other \(index)"), decoded(.blocks(.trueColor)), CellFit(columns: 2, rows: 1))
        }
        #expect(shown.allSatisfy { stage.decoded[$0.key] != nil }, "every picture on the screen is kept")
        #expect(stage.decoded.count == 64 && stage.decoded["other 30"] != nil && stage.decoded["other 29"] == nil)
        var last: CellBuffer? = nil
        _ = stage.takeAway(leaving: [:], last: &last)
        _ = stage.place([shown[3]], with: placement)
        _ = stage.arrived("one more", decoded(.blocks(.trueColor)), CellFit(columns: 2, rows: 1))
        #expect(stage.decoded[shown[3].key] != nil, "placed again: the most recent")
    }
}

/// Keys named by a word in these tests: opaque names, all of one size (the slot's 20×8).
extension PictureKey: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(.row(value), columns: 20, rows: 8) }
}
