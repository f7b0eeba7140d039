/// GIF: the first frame, laid on the logical screen (transparent where the frame does not
/// reach), with its local or the global palette, transparency and interlacing. The LZW decoder
/// writes at most the frame's pixels, so a stream that claims more ends in an error.
public enum GIFDecoder {
    static let format = "GIF"

    /// With `fitting`, the screen is composed at a whole-number reduction that still covers that
    /// many pixels, each output pixel the mean of the screen's pixels it stands for: a huge screen
    /// around a small frame costs the reduced canvas, never the screen.
    public static func decode(
        _ data: [UInt8], fitting target: (width: Int, height: Int)? = nil,
        limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> PixelImage {
        guard data.count >= 6, data[0] == 0x47, data[1] == 0x49, data[2] == 0x46 else { throw .unknownFormat }
        guard data.count >= 13 else { throw .truncated(format: format) }
        let screenWidth = Int(data[6]) | Int(data[7]) << 8
        let screenHeight = Int(data[8]) | Int(data[9]) << 8
        let flags = data[10]
        var position = 13
        var globalPalette: [UInt8] = []
        if flags & 0x80 != 0 {
            let size = 3 << (Int(flags & 7) + 1)
            guard position + size <= data.count else { throw .truncated(format: format) }
            globalPalette = Array(data[position..<(position + size)])
            position += size
        }
        var transparentIndex: Int?
        while position < data.count {
            switch data[position] {
            case 0x21:  // extension
                guard position + 2 <= data.count else { throw .truncated(format: format) }
                let label = data[position + 1]
                position += 2
                if label == 0xF9, position + 6 <= data.count, data[position] == 4 {
                    transparentIndex = data[position + 1] & 1 != 0 ? Int(data[position + 4]) : nil
                }
                position = try skipSubBlocks(data, from: position)
            case 0x2C:  // the first image: the only one drawn
                return try frame(
                    data, at: position, screen: (screenWidth, screenHeight), globalPalette: globalPalette,
                    transparentIndex: transparentIndex, limits: limits, target: target)
            case 0x3B:
                throw .corrupt(format: format, reason: "it has no picture")
            default:
                throw .corrupt(format: format, reason: "a block has an unknown type")
            }
        }
        throw .truncated(format: format)
    }

    private static func skipSubBlocks(_ data: [UInt8], from start: Int) throws(ImageDecodingError) -> Int {
        var position = start
        while true {
            guard position < data.count else { throw .truncated(format: format) }
            let size = Int(data[position])
            position += 1 + size
            if size == 0 { return position }
        }
    }

    private static func frame(
        _ data: [UInt8], at start: Int, screen: (Int, Int), globalPalette: [UInt8], transparentIndex: Int?,
        limits: DecodeLimits, target: (width: Int, height: Int)?
    ) throws(ImageDecodingError) -> PixelImage {
        guard start + 10 <= data.count else { throw .truncated(format: format) }
        func le16(_ i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 }
        let left = le16(start + 1), top = le16(start + 3), width = le16(start + 5), height = le16(start + 7)
        let flags = data[start + 9]
        var position = start + 10
        var palette = globalPalette
        if flags & 0x80 != 0 {
            let size = 3 << (Int(flags & 7) + 1)
            guard position + size <= data.count else { throw .truncated(format: format) }
            palette = Array(data[position..<(position + size)])
            position += size
        }
        // No colour table at all: GIF89a leaves the colours to the decoder; a gray ramp, as Pillow.
        if palette.isEmpty { palette = (0..<256).flatMap { [UInt8($0), UInt8($0), UInt8($0)] } }
        // A screen smaller than its frame (or of size zero) is common in the wild; grow it.
        let canvasWidth = max(screen.0, left + width), canvasHeight = max(screen.1, top + height)
        try limits.check(format: format, width: canvasWidth, height: canvasHeight)
        guard width > 0, height > 0 else { throw .corrupt(format: format, reason: "its first frame is empty") }
        guard position < data.count else { throw .truncated(format: format) }
        let minimumCodeSize = Int(data[position])
        // 1 (a real 1×1 beacon) to 11 are drawn by every other decoder; 12 leaves no room for a code.
        guard (1...11).contains(minimumCodeSize) else {
            throw .corrupt(format: format, reason: "its LZW code size is \(minimumCodeSize)")
        }
        position += 1
        var stream: [UInt8] = []
        while true {
            guard position < data.count else { throw .truncated(format: format) }
            let size = Int(data[position])
            position += 1
            if size == 0 { break }
            guard position + size <= data.count else { throw .truncated(format: format) }
            stream.append(contentsOf: data[position..<(position + size)])
            position += size
        }
        let indices = try LZW.decode(stream, minimumCodeSize: minimumCodeSize, count: width * height)
        let interlaced = flags & 0x40 != 0
        let rowOrder = interlaced ? interlacedRows(height) : Array(0..<height)
        let colors = palette.count / 3
        let reduction =
            target.map { max(1, min(canvasWidth / max(1, $0.width), canvasHeight / max(1, $0.height))) } ?? 1
        if reduction > 1 {
            return reduced(
                indices, rowOrder: rowOrder, frame: (left, top, width, height), canvas: (canvasWidth, canvasHeight),
                palette: palette, transparentIndex: transparentIndex, reduction: reduction)
        }
        // The frame's pixels all arrived: only now is the screen's memory taken.
        var pixels = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        for (sourceRow, row) in rowOrder.enumerated() {
            for x in 0..<width {
                let index = Int(indices[sourceRow * width + x])
                let target = ((top + row) * canvasWidth + left + x) * 4
                if index == transparentIndex { continue }
                if index < colors {
                    pixels[target] = palette[index * 3]; pixels[target + 1] = palette[index * 3 + 1];
                    pixels[target + 2] = palette[index * 3 + 2]
                }
                pixels[target + 3] = 255
            }
        }
        return PixelImage(width: canvasWidth, height: canvasHeight, channels: 4, pixels: pixels)
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
