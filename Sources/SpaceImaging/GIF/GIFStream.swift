/// A GIF read block by block: its screen, its global palette and loop count, then each image as
/// stored (where it lies on the screen, its colours, how long it shows and what becomes of it),
/// its LZW stream decoded to palette indices. The first image's errors are the file's; an error
/// in a later one ends the animation there (browsers show what they could read).
struct GIFStream {
    static let format = "GIF"

    /// One image as stored.
    struct Image {
        var left: Int, top: Int, width: Int, height: Int
        /// Its palette (local, else global, else a gray ramp as Pillow gives): three bytes a colour.
        var palette: [UInt8]
        var transparentIndex: Int?
        /// Its delay in hundredths of a second, as written (0 in most stills).
        var delay: Int
        /// 0 or 1 leave it, 2 restores the background, 3 restores what was there before.
        var disposal: Int
        var interlaced: Bool
        /// Its palette indices in stored row order (see `rowOrder`).
        var indices: [UInt8]

        /// The screen row of each stored row.
        var rowOrder: [Int] { interlaced ? GIFDecoder.interlacedRows(height) : Array(0..<height) }
    }

    let data: [UInt8]
    let screenWidth: Int
    let screenHeight: Int
    let globalPalette: [UInt8]
    /// The logical screen's background colour index.
    let backgroundIndex: Int
    /// The NETSCAPE2.0 loop count once read: 0 forever; nil when the file has none (shown once).
    private(set) var loops: Int?
    private var position: Int

    init(_ data: [UInt8]) throws(ImageDecodingError) {
        guard data.count >= 6, data[0] == 0x47, data[1] == 0x49, data[2] == 0x46 else { throw .unknownFormat }
        guard data.count >= 13 else { throw .truncated(format: Self.format) }
        self.data = data
        screenWidth = Int(data[6]) | Int(data[7]) << 8
        screenHeight = Int(data[8]) | Int(data[9]) << 8
        backgroundIndex = Int(data[11])
        let flags = data[10]
        var position = 13
        var palette: [UInt8] = []
        if flags & 0x80 != 0 {
            let size = 3 << (Int(flags & 7) + 1)
            guard position + size <= data.count else { throw .truncated(format: Self.format) }
            palette = Array(data[position..<(position + size)])
            position += size
        }
        globalPalette = palette
        self.position = position
    }

    /// The next image's header read and its pixels decoded; nil at the trailer.
    mutating func next(limits: DecodeLimits) throws(ImageDecodingError) -> Image? {
        var transparentIndex: Int?
        var delay = 0, disposal = 0
        while position < data.count {
            switch data[position] {
            case 0x21:  // extension
                guard position + 2 <= data.count else { throw .truncated(format: Self.format) }
                let label = data[position + 1]
                position += 2
                if label == 0xF9, position + 6 <= data.count, data[position] == 4 {
                    let flags = data[position + 1]
                    transparentIndex = flags & 1 != 0 ? Int(data[position + 4]) : nil
                    disposal = Int(flags >> 2) & 7
                    delay = Int(data[position + 2]) | Int(data[position + 3]) << 8
                } else if label == 0xFF, position + 17 <= data.count, data[position] == 11,
                    data[(position + 1)..<(position + 12)].elementsEqual(Array("NETSCAPE2.0".utf8)),
                    data[position + 12] >= 3, data[position + 13] == 1, loops == nil
                {
                    loops = Int(data[position + 14]) | Int(data[position + 15]) << 8
                }
                position = try skipSubBlocks(from: position)
            case 0x2C:
                return try image(transparentIndex: transparentIndex, delay: delay, disposal: disposal, limits: limits)
            case 0x3B:
                return nil
            default:
                throw .corrupt(format: Self.format, reason: "a block has an unknown type")
            }
        }
        throw .truncated(format: Self.format)
    }

    private func skipSubBlocks(from start: Int) throws(ImageDecodingError) -> Int {
        var position = start
        while true {
            guard position < data.count else { throw .truncated(format: Self.format) }
            let size = Int(data[position])
            position += 1 + size
            if size == 0 { return position }
        }
    }

    private mutating func image(
        transparentIndex: Int?, delay: Int, disposal: Int, limits: DecodeLimits
    ) throws(ImageDecodingError) -> Image {
        let start = position
        guard start + 10 <= data.count else { throw .truncated(format: Self.format) }
        func le16(_ i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 }
        let left = le16(start + 1), top = le16(start + 3), width = le16(start + 5), height = le16(start + 7)
        let flags = data[start + 9]
        var position = start + 10
        var palette = globalPalette
        if flags & 0x80 != 0 {
            let size = 3 << (Int(flags & 7) + 1)
            guard position + size <= data.count else { throw .truncated(format: Self.format) }
            palette = Array(data[position..<(position + size)])
            position += size
        }
        // No colour table at all: GIF89a leaves the colours to the decoder; a gray ramp, as Pillow.
        if palette.isEmpty { palette = (0..<256).flatMap { [UInt8($0), UInt8($0), UInt8($0)] } }
        // A screen smaller than its frame (or of size zero) is common in the wild; it is grown.
        try limits.check(
            format: Self.format, width: max(screenWidth, left + width), height: max(screenHeight, top + height))
        guard width > 0, height > 0 else { throw .corrupt(format: Self.format, reason: "its first frame is empty") }
        guard position < data.count else { throw .truncated(format: Self.format) }
        let minimumCodeSize = Int(data[position])
        // 1 (a real 1×1 beacon) to 11 are drawn by every other decoder; 12 leaves no room for a code.
        guard (1...11).contains(minimumCodeSize) else {
            throw .corrupt(format: Self.format, reason: "its LZW code size is \(minimumCodeSize)")
        }
        position += 1
        var stream: [UInt8] = []
        while true {
            guard position < data.count else { throw .truncated(format: Self.format) }
            let size = Int(data[position])
            position += 1
            if size == 0 { break }
            guard position + size <= data.count else { throw .truncated(format: Self.format) }
            stream.append(contentsOf: data[position..<(position + size)])
            position += size
        }
        let indices = try LZW.decode(stream, minimumCodeSize: minimumCodeSize, count: width * height)
        self.position = position
        return Image(
            left: left, top: top, width: width, height: height, palette: palette, transparentIndex: transparentIndex,
            delay: delay, disposal: disposal, interlaced: flags & 0x40 != 0, indices: indices)
    }
}
