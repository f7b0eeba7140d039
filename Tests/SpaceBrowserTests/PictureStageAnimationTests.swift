import Foundation
import Testing
import SpaceImaging
@testable import TerminalGraphics
@testable import SpaceBrowser

/// Animations drawn frame by frame by the stage: encoded once for their cells, each frame written
/// when due, the file's plays kept, and stopped when the picture leaves.
@Suite struct PictureStageAnimationTests {
    let helper = PictureStageTests()

    /// An animated picture of `count` frames, each `centiseconds` long, played `loops` (nil: once).
    func animated(
        _ drawing: DrawingProtocol, frames count: Int = 3, centiseconds: Int = 10, loops: Int? = 0
    )
        -> PicturePreview.Decoded
    {
        let frames = (0..<count).map { k in
            GIFAnimation.Frame(
                image: PixelImage(
                    width: 4, height: 4, channels: 3, pixels: [UInt8](repeating: UInt8(40 * k + 20), count: 48)),
                centiseconds: centiseconds)
        }
        let animation = GIFAnimation(frames: frames, loopCount: loops)
        return PicturePreview.Decoded(image: frames[0].image, file: [], drawing: drawing, animation: animation)
    }

    func readyFrames(
        _ events: AsyncStream<BrowserLoop.Event>
    ) async -> (PictureKey, CellRect, [PicturePreview.FrameText], Int?)? {
        for await event in events {
            if case .frames(let key, let cells, let frames, let plays) = event { return (key, cells, frames, plays) }
        }
        return nil
    }

    @Test func blocksFramesAreEncodedOnceThenWrittenWhenDue() async throws {
        let (stage, events) = helper.stage(.blocks(.trueColor))
        let placement = PicturePlacement(drawing: .blocks(.trueColor), screenRows: 40)
        _ = stage.arrived("a", animated(.blocks(.trueColor)), CellFit(columns: 8, rows: 4))
        let placed = stage.place([helper.slot("a")], with: placement)
        #expect(placed.contains("▀"))
        let (key, cells, frames, plays) = try #require(await readyFrames(events))
        #expect(key == "a" && cells == stage.placed["a"]?.cells && frames.count == 3 && plays == nil)
        #expect(Set(frames.map(\.text)).count == 3 && frames.allSatisfy { $0.milliseconds == 100 })
        let start: UInt64 = 5_000_000_000
        stage.framesReady(key, cells, frames, plays: plays, now: start)
        #expect(stage.framesDue(now: start + 50_000_000).isEmpty, "the first frame stays 100 ms")
        #expect(stage.framesDue(now: start + 100_000_000) == frames[1].text)
        #expect(stage.framesDue(now: start + 150_000_000).isEmpty)
        #expect(stage.framesDue(now: start + 200_000_000) == frames[2].text)
        #expect(stage.framesDue(now: start + 300_000_000) == frames[0].text, "for ever: round again")
        #expect(stage.framesDue(now: start + 450_000_000) == frames[1].text, "late: the frame due now, once")
        // Stopped for a minute (Ctrl-Z): timing starts again rather than racing.
        #expect(stage.framesDue(now: start + 60_000_000_000) == frames[2].text)
        #expect(stage.framesDue(now: start + 60_050_000_000).isEmpty)
        // The picture leaves the screen: it stops.
        var last: CellBuffer? = nil
        _ = stage.takeAway(leaving: [:], last: &last)
        #expect(stage.playing.isEmpty && stage.framesDue(now: start + 99_000_000_000).isEmpty)
    }

    @Test func aFileThatPlaysOnceEndsOnItsLastFrame() {
        let (stage, _) = helper.stage(.sixel)
        let cells = CellRect(row: 3, column: 2, columns: 8, rows: 4)
        stage.placed["a"] = (1, cells, nil)
        let frames = (0..<3).map { PicturePreview.FrameText(text: "f\($0)", milliseconds: 100) }
        stage.framesReady("a", cells, frames, plays: 1, now: 0)
        let written = (1...8).map { stage.framesDue(now: UInt64($0) * 100_000_000) }
        #expect(written == ["f1", "f2", "", "", "", "", "", ""])
        #expect(stage.playing.isEmpty)
        // Frames made for cells it no longer has (a resize placed it again) are not played.
        stage.framesReady("a", CellRect(row: 1, column: 1, columns: 4, rows: 2), frames, plays: nil, now: 0)
        #expect(stage.playing.isEmpty)
    }

    @Test func kittyIsHandedEveryFrameAndNothingIsPlayedByTheStage() async {
        let (stage, _) = helper.stage(.kitty)
        let placement = PicturePlacement(drawing: .kitty, screenRows: 40)
        _ = stage.arrived("a", animated(.kitty, loops: 2), CellFit(columns: 8, rows: 4))
        let placed = stage.place([helper.slot("a")], with: placement)
        let id = try! #require(stage.placed["a"]?.id)
        #expect(placed.components(separatedBy: "\u{1B}_Ga=f,i=\(id),").count - 1 == 2)
        #expect(placed.contains("\u{1B}_Ga=a,i=\(id),s=3,v=4,q=2\u{1B}\\"), "loop count 2: three plays, v=4")
        #expect(stage.encoding.isEmpty && stage.playing.isEmpty)
    }

    @Test func framesPastTheBoundAreKeptAsStillsOldestFirst() {
        let (stage, _) = helper.stage(.blocks(.trueColor))
        let big = GIFAnimation(
            frames: (0..<2).map { _ in
                GIFAnimation.Frame(
                    image: PixelImage(
                        width: 2048, height: 2048, channels: 4, pixels: [UInt8](repeating: 9, count: 2048 * 2048 * 4)),
                    centiseconds: 10)
            }, loopCount: 0)
        for key: PictureKey in ["old", "mid", "new", "newest"] {
            _ = stage.arrived(
                key,
                PicturePreview.Decoded(
                    image: big.frames[0].image, file: [], drawing: .blocks(.trueColor), animation: big),
                CellFit(columns: 8, rows: 4))
        }
        // Four pictures with 16 MB of later frames each: 64 MB is the bound, so all fit; a fifth
        // makes the oldest a still.
        #expect(stage.decoded.values.filter { $0.picture.animation != nil }.count == 4)
        _ = stage.arrived(
            "fifth",
            PicturePreview.Decoded(image: big.frames[0].image, file: [], drawing: .blocks(.trueColor), animation: big),
            CellFit(columns: 8, rows: 4))
        #expect(stage.decoded["old"]?.picture.animation == nil && stage.decoded["fifth"]?.picture.animation != nil)
    }
}

/// kitty's animation commands: each frame once, whole, then the first frame's gap and the start;
/// inside tmux every command in its own passthrough.
@Suite struct KittyAnimationCommandTests {
    @Test func framesGapAndStartInsideTmux() {
        let frames = [30, 1, 250].enumerated().map { k, centiseconds in
            GIFAnimation.Frame(
                image: PixelImage(width: 2, height: 1, channels: 4, pixels: [UInt8](repeating: UInt8(k), count: 8)),
                centiseconds: centiseconds)
        }
        let text = KittyAnimation.commands(
            GIFAnimation(frames: frames, loopCount: nil), width: 2, height: 1, id: 77, tmux: true)
        let commands = text.components(separatedBy: "\u{1B}Ptmux;").dropFirst()
        #expect(commands.count == 4 && commands.allSatisfy { $0.hasSuffix("\u{1B}\\") })
        #expect(commands.map { $0.prefix(30) }.allSatisfy { $0.hasPrefix("\u{1B}\u{1B}_Ga=") })
        #expect(text.contains("a=f,i=77,q=2,f=32,s=2,v=1,z=100,m=0;"), "a delay of 1 shows for 100 ms")
        #expect(text.contains("a=f,i=77,q=2,f=32,s=2,v=1,z=2500,m=0;"))
        #expect(text.contains("a=a,i=77,r=1,z=300,q=2"), "the first frame's own gap")
        #expect(text.contains("a=a,i=77,s=3,v=2,q=2"), "no loop count: played once, v=2")
        #expect(
            KittyAnimation.commands(
                GIFAnimation(frames: [frames[0]], loopCount: 0), width: 2, height: 1, id: 1, tmux: false
            ).isEmpty)
    }

    /// A frame past one chunk: every chunk after the first says a=f again (kitty 0.26 took a bare
    /// chunk for more of the first frame and showed the last frame, still).
    @Test func everyChunkOfAFrameSaysItIsAFrame() {
        let big = GIFAnimation.Frame(
            image: PixelImage(width: 64, height: 64, channels: 4, pixels: [UInt8](repeating: 7, count: 64 * 64 * 4)),
            centiseconds: 5)
        let text = KittyAnimation.commands(
            GIFAnimation(frames: [big, big], loopCount: 0), width: 64, height: 64, id: 9, tmux: false)
        let chunks = text.components(separatedBy: "\u{1B}_G").dropFirst()
        let frameChunks = chunks.filter { !$0.hasPrefix("a=a,") }
        #expect(frameChunks.count == 6, "16 KiB of pixels in base64 is six chunks of 4096")
        #expect(frameChunks.first?.hasPrefix("a=f,i=9,q=2,f=32,s=64,v=64,z=50,m=1;") == true)
        #expect(frameChunks.dropFirst().allSatisfy { $0.hasPrefix("a=f,q=2,m=") })
        #expect(frameChunks.last?.hasPrefix("a=f,q=2,m=0;") == true)
    }
}
