import Testing
@testable import TerminalGraphics
import TerminalSession
@testable import SpacePictures

/// `--show` of an animation the terminal does not play itself: room made, the top left saved,
/// each later frame drawn from it after the one before has stayed its time, once through and
/// never past `longestPlay`.
@Suite struct AnimatedShowTests {
    func drawing(frames count: Int, milliseconds: Int) -> PicturePreview.Drawing {
        var drawn = PicturePreview.Drawing(text: "F0\n", fit: CellFit(columns: 4, rows: 3))
        drawn.frames = (0..<count).map { PicturePreview.FrameText(text: "F\($0)\n", milliseconds: milliseconds) }
        return drawn
    }

    @Test func framesFollowTheFirstAfterTheirTimeOnceThrough() {
        let output = BufferOutput()
        var slept: [Int] = []
        TerminalPicture.play(drawing(frames: 4, milliseconds: 120), on: output) { slept.append($0) }
        #expect(output.text == "\n\n\n\n\n\u{1B}[5A\u{1B}7F0\n" + "\u{1B}8F1\n\u{1B}8F2\n\u{1B}8F3\n")
        #expect(slept == [120, 120, 120])
    }

    @Test func aLongAnimationStopsAtTheLongestPlay() {
        let output = BufferOutput()
        var slept: [Int] = []
        TerminalPicture.play(drawing(frames: 500, milliseconds: 100), on: output) { slept.append($0) }
        #expect(slept.reduce(0, +) == TerminalPicture.longestPlay && slept.count == TerminalPicture.longestPlay / 100)
    }

    @Test func aStillIsWrittenAsItIs() {
        let output = BufferOutput()
        TerminalPicture.play(PicturePreview.Drawing(text: "S\n", fit: CellFit(columns: 1, rows: 1)), on: output) { _ in
            Issue.record("a still does not wait")
        }
        #expect(output.text == "S\n")
    }
}
