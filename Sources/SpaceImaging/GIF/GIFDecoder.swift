/// GIF: the first frame, laid on the logical screen (transparent where the frame does not
/// reach), with its local or the global palette, transparency and interlacing. The LZW decoder
/// writes at most the frame's pixels, so a stream that claims more ends in an error. Every frame,
/// for an animation, is `GIFAnimation`'s.
public enum GIFDecoder {
    static let format = "GIF"

    /// With `fitting`, the screen is composed at a whole-number reduction that still covers that
    /// many pixels, each output pixel the mean of the screen's pixels it stands for: a huge screen
    /// around a small frame costs the reduced canvas, never the screen.
    public static func decode(
        _ data: [UInt8], fitting target: (width: Int, height: Int)? = nil,
        limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> PixelImage {
        var stream = try GIFStream(data)
        guard let first = try stream.next(limits: limits) else {
            throw .corrupt(format: format, reason: "it has no picture")
        }
        // A screen smaller than its frame (or of size zero) is common in the wild; grow it.
        let canvasWidth = max(stream.screenWidth, first.left + first.width)
        let canvasHeight = max(stream.screenHeight, first.top + first.height)
        let reduction =
            target.map { max(1, min(canvasWidth / max(1, $0.width), canvasHeight / max(1, $0.height))) } ?? 1
        if reduction > 1 {
            return reduced(
                first.indices, rowOrder: first.rowOrder, frame: (first.left, first.top, first.width, first.height),
                canvas: (canvasWidth, canvasHeight), palette: first.palette, transparentIndex: first.transparentIndex,
                reduction: reduction)
        }
        // The frame's pixels all arrived: only now is the screen's memory taken.
        var canvas = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        paint(first, on: &canvas, width: canvasWidth, height: canvasHeight)
        return PixelImage(width: canvasWidth, height: canvasHeight, channels: 4, pixels: canvas)
    }

    /// Lays an image on an RGBA canvas of `width`×`height`: its transparent pixels leave what is
    /// there, the others are opaque (black where the index is past the palette); what reaches past
    /// the canvas (a later frame larger than the first set it) is cut off.
    static func paint(_ image: GIFStream.Image, on canvas: inout [UInt8], width: Int, height: Int) {
        let colors = image.palette.count / 3
        let palette = image.palette
        let columns = max(0, min(image.width, width - image.left))
        for (sourceRow, row) in image.rowOrder.enumerated() where image.top + row < height {
            for x in 0..<columns {
                let index = Int(image.indices[sourceRow * image.width + x])
                if index == image.transparentIndex { continue }
                let target = ((image.top + row) * width + image.left + x) * 4
                if index < colors {
                    canvas[target] = palette[index * 3]; canvas[target + 1] = palette[index * 3 + 1]
                    canvas[target + 2] = palette[index * 3 + 2]
                } else {
                    canvas[target] = 0; canvas[target + 1] = 0; canvas[target + 2] = 0
                }
                canvas[target + 3] = 255
            }
        }
    }

    /// The screen at 1/`reduction`: each output pixel sums the frame's pixels it covers (colour
    /// weighted by coverage) over the `reduction`² screen pixels it stands for, so only the frame's
    /// pixels are visited and the memory is the reduced canvas.
    static func reduced(
        _ indices: [UInt8], rowOrder: [Int], frame: (left: Int, top: Int, width: Int, height: Int), canvas: (Int, Int),
        palette: [UInt8], transparentIndex: Int?, reduction: Int
    ) -> PixelImage {
        let width = (canvas.0 + reduction - 1) / reduction, height = (canvas.1 + reduction - 1) / reduction
        var sums = [Int](repeating: 0, count: width * height * 4)  // r, g, b, covered pixels
        let colors = palette.count / 3
        for (sourceRow, row) in rowOrder.enumerated() {
            let y = (frame.top + row) / reduction
            for x in 0..<frame.width {
                let index = Int(indices[sourceRow * frame.width + x])
                guard index != transparentIndex else { continue }
                let cell = (y * width + (frame.left + x) / reduction) * 4
                if index < colors {
                    sums[cell] += Int(palette[index * 3]); sums[cell + 1] += Int(palette[index * 3 + 1]);
                    sums[cell + 2] += Int(palette[index * 3 + 2])
                }
                sums[cell + 3] += 1
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let area = reduction * reduction
        for cell in 0..<(width * height) where sums[cell * 4 + 3] > 0 {
            let covered = sums[cell * 4 + 3]
            for k in 0..<3 { pixels[cell * 4 + k] = UInt8(sums[cell * 4 + k] / covered) }
            pixels[cell * 4 + 3] = UInt8(min(255, covered * 255 / area))
        }
        return PixelImage(width: width, height: height, channels: 4, pixels: pixels)
    }

    /// The order in which an interlaced GIF stores its rows: every 8th from 0, every 8th from 4,
    /// every 4th from 2, every 2nd from 1.
    static func interlacedRows(_ height: Int) -> [Int] {
        stride(from: 0, to: height, by: 8).map { $0 } + stride(from: 4, to: height, by: 8).map { $0 }
            + stride(from: 2, to: height, by: 4).map { $0 } + stride(from: 1, to: height, by: 2).map { $0 }
    }
}
