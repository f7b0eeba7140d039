import Foundation
import SpaceTestSupport
import Testing

@testable import SpaceImaging

/// An animated GIF built to cost: a huge screen with many tiny frames that restore what was under
/// them, or a huge screen with one frame. Its frames are composed at the size they will be drawn,
/// each frame costing its own pixels, so these end in moments and in the reduced canvas's memory
/// (before, each frame walked the whole screen: 222 s for the first, gigabytes for a larger one).
@Suite struct HostileAnimationTests {
    /// The terminal's picture: 80 columns of half blocks, 48 pixels down.
    static let target = (width: 80, height: 48)

    @Test(.timeLimit(.minutes(1)))
    func tinyFramesOnAHugeScreenCostTheirOwnPixels() throws {
        let file = HostileGIF.make(width: 4000, height: 4000, frames: 400)
        #expect(file.count < 12_000)
        let animation = try GIFAnimation.decode(file, fitting: Self.target)
        let still = try GIFDecoder.decode(file, fitting: Self.target)
        // Frames that look the same at this size are one, shown as long as they were together.
        #expect(animation.frames.count < 400)
        #expect(animation.duration == 400 * 100)
        #expect(animation.frames[0].image == still)
        for frame in animation.frames {
            #expect(frame.image.width == still.width && frame.image.height == still.height)
        }
        // Each 1×1 frame restores what it covered: the screen never keeps more than one red pixel.
        let reds = animation.frames.map { frame in
            stride(from: 0, to: frame.image.pixels.count, by: 4).filter { frame.image.pixels[$0 + 3] > 0 }.count
        }
        #expect(reds.allSatisfy { $0 <= 1 })
    }

    @Test(.timeLimit(.minutes(1)))
    func twoThousandFramesTooSmallToSeeAreTheFewThatCanBe() throws {
        // 2,000 frames of 1×1 on 4000×4000, shown for no time: 46 KB.
        let file = HostileGIF.make(width: 4000, height: 4000, frames: 2000)
        #expect(file.count < 48_000)
        let animation = try GIFAnimation.decode(file, fitting: Self.target)
        #expect(animation.frames.count < 50)
        #expect(animation.duration == 2000 * 100)
        #expect(animation.frames[0].image == (try GIFDecoder.decode(file, fitting: Self.target)))
    }

    @Test(.timeLimit(.minutes(1)))
    func theWorkOverEveryFrameIsBounded() throws {
        // 300 frames on a screen whose reduced canvas is 160×160: past a work budget of ten frames'
        // composing, a still.
        let file = HostileGIF.make(width: 4000, height: 4000, frames: 300)
        let bounded = try GIFAnimation.decode(file, fitting: (160, 160), work: 10 * 160 * 160 * 2)
        #expect(!bounded.isAnimated)
        let unbounded = try GIFAnimation.decode(file, fitting: (160, 160))
        #expect(unbounded.isAnimated && unbounded.duration == 300 * 100)
    }

    @Test(.timeLimit(.minutes(1)))
    func aHugeScreenWithOneFrameIsTheReducedStill() throws {
        let file = HostileGIF.make(width: 11000, height: 9000, frames: 1)
        let animation = try GIFAnimation.decode(file, fitting: (200, 100))
        #expect(!animation.isAnimated)
        #expect(animation.frames[0].image == (try GIFDecoder.decode(file, fitting: (200, 100))))
        #expect(animation.frames[0].image.width < 400)
    }

    @Test func manyFramesThatWouldWriteTensOfMegabytesAreAStill() throws {
        // 2,000 frames of 64×64 filling a 64×64 screen: sent to kitty, 44 MB of escapes.
        let file = HostileGIF.make(width: 64, height: 64, frames: 2000, frameSide: 64, disposal: 1, delay: 2)
        let animation = try GIFAnimation.decode(file, fitting: (640, 640))
        #expect(!animation.isAnimated)
        let fewer = HostileGIF.make(width: 64, height: 64, frames: 40, frameSide: 64, disposal: 1, delay: 2)
        #expect(try GIFAnimation.decode(fewer, fitting: (640, 640)).frames.count == 40)
    }

    @Test func cancellingStopsBetweenFrames() throws {
        // At 1/1, where every frame differs from the one before.
        let file = HostileGIF.make(width: 40, height: 40, frames: 300)
        var asked = 0
        let animation = try GIFAnimation.decode(file) {
            asked += 1
            return asked >= 5
        }
        #expect(animation.frames.count == 5)
    }

    /// At a reduction, the frame shown at each moment is close to the frame composed at full size
    /// and then reduced (the reference, itself Pillow's at 1/1), the first one is the still exactly,
    /// and a pass lasts as long.
    @Test func reducedFramesFollowTheFullComposition() throws {
        for entry in AnimationTests.entries {
            let file = try AnimationTests.bytes(entry.file)
            let full = try GIFAnimation.decode(file)
            for target in [(width: 60, height: 40), (width: 25, height: 20)] {
                let reduced = try GIFAnimation.decode(file, fitting: target)
                #expect(reduced.duration == full.duration, "\(entry.file)")
                let canvas = (width: full.frames[0].image.width, height: full.frames[0].image.height)
                let reduction = max(1, min(canvas.width / target.width, canvas.height / target.height))
                // Ours at the moment each of the full frames starts.
                var starts: [Int] = []
                var time = 0
                for frame in reduced.frames {
                    starts.append(time)
                    time += frame.milliseconds
                }
                var moment = 0
                let shown = full.frames.map { frame in
                    defer { moment += frame.milliseconds }
                    return reduced.frames[(starts.lastIndex { $0 <= moment } ?? 0)]
                }
                for (index, (ours, theirs)) in zip(shown, full.frames).enumerated() {
                    let reference = GIFAnimation.reduce(
                        theirs.image.pixels, width: theirs.image.width, height: theirs.image.height, by: reduction)
                    #expect(ours.image.width == reference.width && ours.image.height == reference.height)
                    let difference = zip(ours.image.pixels, reference.pixels).reduce(0) {
                        $0 + abs(Int($1.0) - Int($1.1))
                    }
                    let mean = Double(difference) / Double(max(1, reference.pixels.count))
                    #expect(mean < 4, "\(entry.file) frame \(index) at 1/\(reduction): \(mean) per channel")
                    if index == 0 { #expect(ours.image == reference, "\(entry.file): the first frame is the still") }
                }
            }
        }
    }
}
