/// Every frame of a GIF as it is shown: each image laid on what the ones before it left (after
/// their disposal: kept, the background restored, or the screen as it was before them), with how
/// long it stays. Composed at the size it will be drawn (`GIFCanvas`), so the first frame is exactly
/// what `GIFDecoder` gives. Bounded three ways, each making the file a still (its first frame), never
/// a part of an animation: `maxFrames` frames; `budget` bytes of composed frames (what is kept, and
/// what a terminal is sent); and `work`, the pixels painted and composed over all its frames (a
/// file of 2,000 tiny frames on a huge screen costs its frames, not 2,000 screens).
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

    /// Frames: more than the animations people make and few enough that tiny frames cannot make a
    /// small file write tens of megabytes to a terminal (2,000 frames of 64×64 were 44 MB of escapes).
    public static let maxFrames = 500
    /// Bytes of composed frames: 32 MB, about 43 MB of escapes for a terminal that is sent every frame.
    public static let budget = 32 << 20
    /// Pixels painted, disposed of and composed, over every frame: about a second of work.
    public static let workBudget = 256 << 20

    /// The frames of `data` composed at a whole-number reduction that still covers `target`.
    /// A damaged first frame is the file's error; a damaged later one ends the animation before it.
    /// `isCancelled` is asked between frames: once it says yes, the frames so far are returned, for a
    /// caller that will throw them away.
    public static func decode(
        _ data: [UInt8], fitting target: (width: Int, height: Int)? = nil, limits: DecodeLimits = .standard,
        maxFrames: Int = maxFrames, budget: Int = budget, work: Int = workBudget,
        isCancelled: () -> Bool = { false }
    ) throws(ImageDecodingError) -> GIFAnimation {
        var stream = try GIFStream(data)
        guard let first = try stream.next(limits: limits) else {
            throw .corrupt(format: GIFStream.format, reason: "it has no picture")
        }
        let width = max(stream.screenWidth, first.left + first.width)
        let height = max(stream.screenHeight, first.top + first.height)
        let reduction = target.map { max(1, min(width / max(1, $0.width), height / max(1, $0.height))) } ?? 1
        let still = { () -> GIFAnimation in
            GIFAnimation(
                frames: [Frame(image: firstFrame(first, width, height, reduction), centiseconds: 0)], loopCount: nil)
        }
        var canvas = GIFCanvas(screenWidth: width, screenHeight: height, reduction: reduction)
        let frameBytes = canvas.width * canvas.height * 4
        // Two frames must fit, and the canvas may take what two frames take, or it is a still from the start.
        guard 2 * frameBytes <= budget, canvas.width * canvas.height * GIFCanvas.bytesPerCell <= 2 * budget else {
            return still()
        }
        var frames: [Frame] = []
        var spent = 0, worked = 0
        var image: GIFStream.Image? = first
        while let current = image {
            worked += current.width * current.height + 2 * canvas.width * canvas.height
            spent += frameBytes
            guard frames.count < maxFrames, spent <= budget, worked <= work else { return still() }
            let before = current.disposal == 3 ? canvas.save(current) : nil
            canvas.paint(current)
            // The first frame is the still's own composition, to the last bit.
            let shown = frames.isEmpty ? firstFrame(current, width, height, reduction) : canvas.image()
            if reduction > 1, let last = frames.last, last.image == shown {
                // A change too fine to see at this size: the frame shown stays for both delays.
                let both = last.milliseconds + Frame(image: shown, centiseconds: current.delay).milliseconds
                frames[frames.count - 1] = Frame(image: shown, centiseconds: both / 10)
                spent -= frameBytes
            } else {
                frames.append(Frame(image: shown, centiseconds: current.delay))
            }
            switch current.disposal {
            case 2:
                canvas.fill(current, with: background(of: current, stream))
            case 3 where frames.count == 1 && current.transparentIndex == nil:
                break  // nothing was there before the first frame: Pillow keeps it
            case 3:
                if let before { canvas.restore(before) }
            default: break
            }
            if isCancelled() { return GIFAnimation(frames: frames, loopCount: nil) }
            do {
                image = try stream.next(limits: limits)
            } catch {
                image = nil  // what could be read is shown, as browsers do
            }
        }
        return GIFAnimation(frames: frames, loopCount: stream.loops)
    }

    /// The first image alone on its screen, as `GIFDecoder` composes the still: at 1/1 on a canvas of
    /// the screen, reduced from the image's own pixels otherwise.
    private static func firstFrame(
        _ first: GIFStream.Image, _ width: Int, _ height: Int, _ reduction: Int
    ) -> PixelImage {
        if reduction > 1 {
            return GIFDecoder.reduced(
                first.indices, rowOrder: first.rowOrder, frame: (first.left, first.top, first.width, first.height),
                canvas: (width, height), palette: first.palette, transparentIndex: first.transparentIndex,
                reduction: reduction)
        }
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        GIFDecoder.paint(first, on: &canvas, width: width, height: height)
        return PixelImage(width: width, height: height, channels: 4, pixels: canvas)
    }

    /// What disposing of `image` to "the background" leaves, by Pillow's rule: transparent when the
    /// image has a transparent colour, else the screen's background index in the image's palette.
    static func background(of image: GIFStream.Image, _ stream: GIFStream) -> [UInt8] {
        guard image.transparentIndex == nil else { return [0, 0, 0, 0] }
        let index = stream.backgroundIndex * 3 + 2 < image.palette.count ? stream.backgroundIndex : 0
        return [image.palette[index * 3], image.palette[index * 3 + 1], image.palette[index * 3 + 2], 255]
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
