/// Every frame of a GIF as it is shown: each image laid on what the ones before it left (after
/// their disposal: kept, the background restored, or the screen as it was before them), with how
/// long it stays. Composed at full size and then reduced as the still is, so the first frame is
/// exactly what `GIFDecoder` gives. Bounded: past `maxFrames` frames or `budget` bytes of composed
/// frames the file is a still (its first frame), never a part of an animation.
public struct GIFAnimation: Sendable {
    /// A frame and how long it stays.
    public struct Frame: Sendable, Equatable {
        public let image: PixelImage
        /// The delay written in the file, in hundredths of a second.
        public let centiseconds: Int

        public init(image: PixelImage, centiseconds: Int) {
            self.image = image
            self.centiseconds = centiseconds
        }

        /// How long it is shown: as browsers do, a delay under 2 hundredths (0 in many files, which
        /// meant "as fast as you can" on 1990s machines) is shown for a tenth of a second.
        public var milliseconds: Int { centiseconds < 2 ? 100 : centiseconds * 10 }
    }

    public let frames: [Frame]
    /// The NETSCAPE2.0 loop count as written: 0 for ever, N to play it again N times; nil when
    /// the file has none (it plays once).
    public let loopCount: Int?

    public init(frames: [Frame], loopCount: Int?) {
        precondition(!frames.isEmpty, "an animation has a frame")
        self.frames = frames
        self.loopCount = loopCount
    }

    /// How many times it plays in all, as browsers play it; nil for ever.
    public var plays: Int? {
        guard let loopCount else { return 1 }
        return loopCount == 0 ? nil : loopCount + 1
    }

    /// Whether there is more than one frame to show.
    public var isAnimated: Bool { frames.count > 1 }

    /// How long one pass takes, in milliseconds.
    public var duration: Int { frames.reduce(0) { $0 + $1.milliseconds } }

    public static let maxFrames = 2000
    public static let budget = 96 << 20

    /// The frames of `data` composed at a whole-number reduction that still covers `target`.
    /// A damaged first frame is the file's error; a damaged later one ends the animation before it.
    public static func decode(
        _ data: [UInt8], fitting target: (width: Int, height: Int)? = nil, limits: DecodeLimits = .standard,
        maxFrames: Int = maxFrames, budget: Int = budget
    ) throws(ImageDecodingError) -> GIFAnimation {
        var stream = try GIFStream(data)
        guard let first = try stream.next(limits: limits) else {
            throw .corrupt(format: GIFStream.format, reason: "it has no picture")
        }
        let width = max(stream.screenWidth, first.left + first.width)
        let height = max(stream.screenHeight, first.top + first.height)
        let reduction = target.map { max(1, min(width / max(1, $0.width), height / max(1, $0.height))) } ?? 1
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Frame] = []
        var spent = 0
        var image: GIFStream.Image? = first
        while let current = image {
            let before = current.disposal == 3 ? canvas : nil
            GIFDecoder.paint(current, on: &canvas, width: width, height: height)
            let shown = reduce(canvas, width: width, height: height, by: reduction)
            spent += shown.pixels.count
            guard frames.count < maxFrames, spent <= budget else { return still(first, stream, reduction) }
            frames.append(Frame(image: shown, centiseconds: current.delay))
            switch current.disposal {
            case 2:
                fill(&canvas, width: width, height: height, current, with: background(of: current, stream))
            case 3 where frames.count == 1 && current.transparentIndex == nil:
                break  // nothing was there before the first frame: Pillow keeps it
            case 3:
                if let before { canvas = before }
            default: break
            }
            do {
                image = try stream.next(limits: limits)
            } catch {
                image = nil  // what could be read is shown, as browsers do
            }
        }
        return GIFAnimation(frames: frames, loopCount: stream.loops)
    }

    /// The first frame alone, for a file past the bounds.
    private static func still(_ first: GIFStream.Image, _ stream: GIFStream, _ reduction: Int) -> GIFAnimation {
        let width = max(stream.screenWidth, first.left + first.width)
        let height = max(stream.screenHeight, first.top + first.height)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        GIFDecoder.paint(first, on: &canvas, width: width, height: height)
        return GIFAnimation(
            frames: [Frame(image: reduce(canvas, width: width, height: height, by: reduction), centiseconds: 0)],
            loopCount: nil)
    }

    /// What disposing of `image` to "the background" leaves, by Pillow's rule: transparent when the
    /// image has a transparent colour, else the screen's background index in the image's palette.
    static func background(of image: GIFStream.Image, _ stream: GIFStream) -> [UInt8] {
        guard image.transparentIndex == nil else { return [0, 0, 0, 0] }
        let index = stream.backgroundIndex * 3 + 2 < image.palette.count ? stream.backgroundIndex : 0
        return [image.palette[index * 3], image.palette[index * 3 + 1], image.palette[index * 3 + 2], 255]
    }

    /// The image's rectangle (as far as it lies on the screen) painted `colour`.
    static func fill(_ canvas: inout [UInt8], width: Int, height: Int, _ image: GIFStream.Image, with colour: [UInt8]) {
        for row in image.top..<min(height, image.top + image.height) {
            for x in image.left..<min(width, image.left + image.width) {
                let at = (row * width + x) * 4
                canvas[at] = colour[0]; canvas[at + 1] = colour[1]; canvas[at + 2] = colour[2]
                canvas[at + 3] = colour[3]
            }
        }
    }

    /// The canvas at 1/`reduction`, as `GIFDecoder.reduced` makes the still: each output pixel the
    /// mean colour of the opaque pixels it stands for, its alpha the share of them.
    static func reduce(_ canvas: [UInt8], width: Int, height: Int, by reduction: Int) -> PixelImage {
        guard reduction > 1 else { return PixelImage(width: width, height: height, channels: 4, pixels: canvas) }
        let outWidth = (width + reduction - 1) / reduction, outHeight = (height + reduction - 1) / reduction
        var sums = [Int](repeating: 0, count: outWidth * outHeight * 4)
        for y in 0..<height {
            let row = (y / reduction) * outWidth
            for x in 0..<width {
                let at = (y * width + x) * 4
                guard canvas[at + 3] != 0 else { continue }
                let cell = (row + x / reduction) * 4
                sums[cell] += Int(canvas[at]); sums[cell + 1] += Int(canvas[at + 1])
                sums[cell + 2] += Int(canvas[at + 2]); sums[cell + 3] += 1
            }
        }
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let area = reduction * reduction
        for cell in 0..<(outWidth * outHeight) where sums[cell * 4 + 3] > 0 {
            let covered = sums[cell * 4 + 3]
            for k in 0..<3 { pixels[cell * 4 + k] = UInt8(sums[cell * 4 + k] / covered) }
            pixels[cell * 4 + 3] = UInt8(min(255, covered * 255 / area))
        }
        return PixelImage(width: outWidth, height: outHeight, channels: 4, pixels: pixels)
    }
}
