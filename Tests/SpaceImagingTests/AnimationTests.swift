import Foundation
import Testing
@testable import SpaceImaging

/// Every frame of an animated GIF as Pillow composes it (disposal to keep, to the background and
/// to the previous screen; frames past the first one's extent; Pillow's real animations), with the
/// delays and loop count Pillow reads.
@Suite struct AnimationTests {
    struct Entry: Decodable, CustomTestStringConvertible {
        let file: String
        let width: Int
        let height: Int
        let loop: Int?
        let centiseconds: [Int]
        let crc32: [UInt32]
        let strip: String?
        var testDescription: String { file }
    }

    static let directory = Bundle.module.url(forResource: "Animated", withExtension: nil)!
    static let entries: [Entry] = {
        let data = try! Data(contentsOf: directory.appendingPathComponent("animated.json", isDirectory: false))
        return try! JSONDecoder().decode([Entry].self, from: data)
    }()

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name, isDirectory: false)))
    }

    /// The RGBA with every fully transparent pixel as (0,0,0,0), as the references are written.
    static func normalized(_ image: PixelImage) -> [UInt8] {
        var pixels = image.pixels
        for p in stride(from: 0, to: pixels.count, by: 4) where pixels[p + 3] == 0 {
            pixels[p] = 0; pixels[p + 1] = 0; pixels[p + 2] = 0
        }
        return pixels
    }

    @Test(arguments: entries)
    func composesEveryFrameAsPillow(_ entry: Entry) throws {
        let animation = try GIFAnimation.decode(Self.bytes(entry.file))
        #expect(animation.frames.count == entry.crc32.count)
        #expect(animation.frames.map(\.centiseconds) == entry.centiseconds)
        #expect(animation.loopCount == entry.loop)
        let strip = try entry.strip.map { try Self.bytes($0) }
        for (k, frame) in animation.frames.enumerated() where k < entry.crc32.count {
            #expect(frame.image.width == entry.width && frame.image.height == entry.height, "frame \(k)")
            let ours = Self.normalized(frame.image)
            let crc = ours.withUnsafeBufferPointer { Checksums.crc32($0) }
            if crc != entry.crc32[k], let strip {
                let size = entry.width * entry.height * 4
                let theirs = Array(strip[(k * size)..<((k + 1) * size)])
                let differing = (0..<(size / 4)).filter {
                    ours[($0 * 4)..<($0 * 4 + 4)] != theirs[($0 * 4)..<($0 * 4 + 4)]
                }
                let first = differing.first.map {
                    "first at (\($0 % entry.width), \($0 / entry.width)): ours \(Array(ours[($0 * 4)..<($0 * 4 + 4)])), Pillow's \(Array(theirs[($0 * 4)..<($0 * 4 + 4)]))"
                }
                Issue.record("frame \(k): \(differing.count) pixels differ; \(first ?? "")")
            } else {
                #expect(crc == entry.crc32[k], "frame \(k) is not Pillow's")
            }
        }
    }

    @Test func theFirstFrameIsTheStillAtEveryReduction() throws {
        for entry in Self.entries {
            let file = try Self.bytes(entry.file)
            for target in [nil, (width: 60, height: 40), (width: 10, height: 10)] as [(width: Int, height: Int)?] {
                let still = try GIFDecoder.decode(file, fitting: target)
                let animation = try GIFAnimation.decode(file, fitting: target)
                #expect(animation.frames.first?.image == still, "\(entry.file) at \(String(describing: target))")
            }
        }
    }
}

/// What the animation keeps of a file past its bounds or damaged, and how long it shows.
@Suite struct AnimationBoundsTests {
    @Test func pastItsFramesOrItsBudgetAFileIsAStill() throws {
        let file = try AnimationTests.bytes("chi.gif")
        let whole = try GIFAnimation.decode(file)
        #expect(whole.frames.count == 31 && whole.isAnimated && whole.plays == nil)
        let fewFrames = try GIFAnimation.decode(file, maxFrames: 30)
        let smallBudget = try GIFAnimation.decode(file, budget: 320 * 240 * 4 * 10)
        for still in [fewFrames, smallBudget] {
            #expect(!still.isAnimated && still.frames.first?.image == whole.frames.first?.image)
        }
    }

    @Test func aDamagedLaterFrameEndsTheAnimationBeforeIt() throws {
        var file = try AnimationTests.bytes("made-keep.gif")
        let whole = try GIFAnimation.decode(file)
        // The third image descriptor's byte turned into an unknown block.
        let descriptors = file.indices.filter { $0 > 13 && file[$0] == 0x2C && file[$0 - 1] == 0 }
        file[descriptors[2]] = 0x99
        let cut = try GIFAnimation.decode(file)
        #expect(cut.frames.count == 2 && cut.frames == Array(whole.frames.prefix(2)))
        #expect(throws: ImageDecodingError.self) { try GIFAnimation.decode(Array(file.prefix(40))) }
    }

    @Test func delaysAndPlaysAsBrowsersShowThem() throws {
        let previous = try GIFAnimation.decode(AnimationTests.bytes("made-previous.gif"))
        #expect(previous.frames.map(\.centiseconds) == [0, 1, 25, 100])
        #expect(previous.frames.map(\.milliseconds) == [100, 100, 250, 1000])
        #expect(previous.loopCount == 3 && previous.plays == 4 && previous.duration == 1450)
        let interlaced = try GIFAnimation.decode(AnimationTests.bytes("made-interlaced.gif"))
        #expect(interlaced.loopCount == nil && interlaced.plays == 1)
        let still = try GIFAnimation.decode(Corpus.bytes("global.gif"))
        let first = try GIFDecoder.decode(Corpus.bytes("global.gif"))
        #expect(!still.isAnimated && still.frames.first?.image == first)
    }
}
