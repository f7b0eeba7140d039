/// JPEG: baseline and progressive Huffman-coded 8-bit files; any sampling (4:4:4, 4:2:2,
/// 4:2:0, 4:4:0 and the rest); grayscale, YCbCr, RGB and Adobe CMYK/YCCK; restart markers; the
/// EXIF orientation applied. `reduction` 2, 4 or 8 decodes at 1/2, 1/4 or 1/8 of the size through
/// a reduced inverse DCT; a progressive file at 1/8 reads only its DC scans.
public enum JPEGDecoder {
    static let format = "JPEG"

    public static func decode(
        _ data: [UInt8], reduction: Int = 1, applyOrientation: Bool = true,
        limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> PixelImage {
        guard data.count >= 3, data[0] == 0xFF, data[1] == 0xD8 else { throw .unknownFormat }
        guard [1, 2, 4, 8].contains(reduction) else {
            throw .unsupported(format: format, feature: "a reduction of 1/\(reduction)")
        }
        var state = JPEGState(reduction: reduction, limits: limits)
        try data.withUnsafeBufferPointer { (buffer) throws(ImageDecodingError) in try state.read(buffer) }
        var image = try JPEGColor.convert(state)
        if applyOrientation, state.orientation != 1 { image = Orientation.apply(state.orientation, to: image) }
        return image
    }
}

/// What the markers of one file have said so far.
struct JPEGState {
    let reduction: Int
    let limits: DecodeLimits
    var frame: JPEGFrame?
    var quant = [[Int32]](repeating: [Int32](repeating: 1, count: 64), count: 4)
    /// Which quantization tables a DQT segment defined (a component may not use another).
    var quantDefined = [Bool](repeating: false, count: 4)
    var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    /// Huffman tables defined but not built yet: a table is built when a scan first uses it, so a
    /// file that defines a hundred thousand tables costs their reading, not their building.
    var pendingDC = [(counts: [UInt8], values: [UInt8])?](repeating: nil, count: 4)
    var pendingAC = [(counts: [UInt8], values: [UInt8])?](repeating: nil, count: 4)
    /// Components a sequential (baseline) file has already sent in a scan: one scan each.
    var sequentialComponents = Set<UInt8>()
    /// Blocks the scans have walked so far, against `blockVisitBudget`.
    var blockVisits = 0
    var restartInterval = 0
    var adobeTransform: Int?
    var orientation = 1
    var scans = 0
    /// The picture, when a baseline scan of every component converted it as it went.
    var converted: PixelImage?

    init(reduction: Int, limits: DecodeLimits) {
        self.reduction = reduction
        self.limits = limits
    }

    private static let format = JPEGDecoder.format

    mutating func read(_ data: UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) {
        var position = 2
        while true {
            // Find the next marker, past fill bytes and anything that is not a marker (a scan
            // longer than its frame leaves stuffed FF 00 pairs and zeros before the next one, which
            // libjpeg skips too).
            while true {
                while position < data.count, data[position] != 0xFF { position += 1 }
                while position < data.count, data[position] == 0xFF { position += 1 }
                guard position < data.count, data[position] == 0x00 else { break }
                position += 1
            }
            guard position < data.count else {
                // A file may end without EOI once its picture is complete.
                if scans > 0, frame != nil { return }
                throw .truncated(format: Self.format)
            }
            let marker = data[position]
            position += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue
            case 0xD8:
                // As libjpeg: "two SOI markers" is no JPEG file it draws.
                throw .corrupt(format: Self.format, reason: "it has a second start-of-image marker")
            case 0xD9:
                guard frame != nil, scans > 0 else {
                    throw .corrupt(format: Self.format, reason: "it ends before any picture data")
                }
                return
            default:
                break
            }
            guard position + 2 <= data.count else { throw .truncated(format: Self.format) }
            let length = Int(data[position]) << 8 | Int(data[position + 1])
            if length < 2, marker == 0xFE || (0xE0...0xEF).contains(marker) {
                // A comment or application segment that says it is shorter than its own length:
                // nothing in it, as libjpeg-turbo reads it.
                position += 2
                continue
            }
            guard length >= 2 else { throw .corrupt(format: Self.format, reason: "a marker's length is \(length)") }
            guard position + length <= data.count else { throw .truncated(format: Self.format) }
            let segment = UnsafeBufferPointer(rebasing: data[(position + 2)..<(position + length)])
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw .corrupt(format: Self.format, reason: "it has two frame headers") }
                frame = try readFrame(segment, progressive: marker == 0xC2)
            case 0xC3, 0xC5...0xC8, 0xC9...0xCB, 0xCD...0xCF:
                let feature =
                    marker >= 0xC9
                    ? "arithmetic coding"
                    : (marker == 0xC3
                        ? "lossless coding" : marker == 0xC8 ? "a reserved coding" : "hierarchical coding")
                throw .unsupported(format: Self.format, feature: feature)
            case 0xC4: try readHuffmanTables(segment)
            case 0xDB: try readQuantizationTables(segment)
            case 0xDD:
                guard segment.count >= 2 else {
                    throw .corrupt(format: Self.format, reason: "its restart interval is malformed")
                }
                restartInterval = Int(segment[0]) << 8 | Int(segment[1])
            case 0xE1:
                if let found = Orientation.fromEXIF(segment) { orientation = found }
            case 0xEE:
                if segment.count >= 12, Array(segment[0..<5]) == Array("Adobe".utf8) {
                    adobeTransform = Int(segment[11])
                }
            case 0xDA:
                guard let frame else {
                    throw .corrupt(format: Self.format, reason: "a scan comes before the frame header")
                }
                position = try JPEGScanDecoder.decode(
                    header: segment, after: position + length, data: data, frame: frame, state: &self)
                scans += 1
                continue
            case 0xCC, 0xDC, 0xE0...0xEF, 0xFE:
                break  // arithmetic tables (unused), the line count (DNL), application data, comments
            default:
                // Any other marker (one where a restart marker belongs, a reserved one): libjpeg
                // stops at "Unsupported marker type", and so does this decoder.
                throw .corrupt(
                    format: Self.format,
                    reason: "it has an unknown marker 0x\(String(marker, radix: 16, uppercase: true))")
            }
            position += length
        }
    }

    private func readFrame(_ s: UnsafeBufferPointer<UInt8>, progressive: Bool) throws(ImageDecodingError) -> JPEGFrame {
        guard s.count >= 6 else { throw .corrupt(format: Self.format, reason: "its frame header is malformed") }
        guard s[0] == 8 else { throw .unsupported(format: Self.format, feature: "\(s[0])-bit samples") }
        let height = Int(s[1]) << 8 | Int(s[2]), width = Int(s[3]) << 8 | Int(s[4])
        let count = Int(s[5])
        guard height > 0 else {
            throw .unsupported(format: Self.format, feature: "a height given after the picture (DNL)")
        }
        try limits.check(format: Self.format, width: width, height: height)
        guard [1, 3, 4].contains(count), s.count >= 6 + count * 3 else {
            throw .corrupt(format: Self.format, reason: "its frame has \(count) components")
        }
        var specs: [(id: UInt8, h: Int, v: Int, q: Int)] = []
        for i in 0..<count {
            let base = 6 + i * 3
            let h = Int(s[base + 1] >> 4), v = Int(s[base + 1] & 15), q = Int(s[base + 2])
            guard (1...4).contains(h), (1...4).contains(v), q < 4 else {
                throw .corrupt(format: Self.format, reason: "a component's sampling or table is out of range")
            }
            specs.append((s[base], h, v, q))
        }
        var frame = JPEGFrame()
        frame.width = width
        frame.height = height
        frame.progressive = progressive
        frame.hMax = specs.map(\.h).max()!
        frame.vMax = specs.map(\.v).max()!
        frame.mcusX = (width + 8 * frame.hMax - 1) / (8 * frame.hMax)
        frame.mcusY = (height + 8 * frame.vMax - 1) / (8 * frame.vMax)
        let outputPixels = ((width + reduction - 1) / reduction) * ((height + reduction - 1) / reduction)
        guard outputPixels <= limits.maxOutputPixels else {
            throw .tooLarge(
                format: Self.format, width: width / reduction, height: height / reduction,
                budget: limits.maxOutputPixels)
        }
        // Progressive files keep every coefficient until the last scan: 2 bytes a sample.
        if progressive && reduction < 8 && width * height > limits.maxOutputPixels {
            throw .tooLarge(format: Self.format, width: width, height: height, budget: limits.maxOutputPixels)
        }
        // As libjpeg does when it scales: a subsampled component is transformed to a larger
        // block, so that it comes out at (or nearer) the picture's own size and keeps its detail;
        // at 1/8, 4:2:0 chroma is a 2×2 transform of each block instead of one value per 16×16.
        let lumaBlock = 8 / reduction
        let hMax = frame.hMax, vMax = frame.vMax
        // libjpeg refuses what it cannot upsample by a whole factor ("Fractional sampling not
        // implemented yet"), and so does this decoder.
        guard specs.allSatisfy({ hMax % $0.h == 0 && vMax % $0.v == 0 }) else {
            throw .unsupported(
                format: Self.format,
                feature: "fractional sampling (\(specs.map { "\($0.h)x\($0.v)" }.joined(separator: ",")))")
        }
        var blockSizes = specs.map { spec in
            // libjpeg-turbo's rule (jpeg_core_output_dimensions): the block doubles while the
            // component's ratio to the largest sampling stays whole, up to 8; so a block is 1, 2, 4
            // or 8 samples, never 3 or 6, whatever factor the file declares.
            var blockSize = lumaBlock
            while blockSize < 8 && (hMax * lumaBlock) % (spec.h * blockSize * 2) == 0
                && (vMax * lumaBlock) % (spec.v * blockSize * 2) == 0
            {
                blockSize *= 2
            }
            return blockSize
        }
        if progressive && reduction == 8 {
            // Coefficients are kept until the last scan: past the budget, every component keeps
            // only its DC (its AC scans are skipped unread), as luma does at 1/8 anyway.
            let bytes = zip(specs, blockSizes).reduce(0) { total, pair in
                total + frame.mcusX * pair.0.h * frame.mcusY * pair.0.v * (pair.1 == 1 ? 1 : 64) * 2
            }
            if bytes > limits.maxCoefficientBytes { blockSizes = blockSizes.map { _ in 1 } }
        }
        frame.components = zip(specs, blockSizes).map { spec, blockSize in
            JPEGComponent(
                id: spec.id, h: spec.h, v: spec.v, quantIndex: spec.q, frameWidth: width, frameHeight: height,
                hMax: hMax, vMax: vMax, mcusX: frame.mcusX, mcusY: frame.mcusY, blockSize: blockSize)
        }
        if progressive {
            // A block drawn as one value needs only its DC coefficient.
            for component in frame.components {
                component.allocateCoefficients(perBlock: component.blockSize == 1 ? 1 : 64)
            }
        }
        return frame
    }

    private mutating func readHuffmanTables(_ s: UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) {
        var i = 0
        while i < s.count {
            guard i + 17 <= s.count else { throw .corrupt(format: Self.format, reason: "a Huffman table is cut short") }
            let tableClass = Int(s[i] >> 4), index = Int(s[i] & 15)
            guard tableClass <= 1, index < 4 else {
                throw .corrupt(format: Self.format, reason: "a Huffman table has a bad index")
            }
            let counts = Array(s[(i + 1)..<(i + 17)])
            let total = counts.reduce(0) { $0 + Int($1) }
            guard total <= 256, i + 17 + total <= s.count else {
                throw .corrupt(format: Self.format, reason: "a Huffman table is cut short")
            }
            let spec = (counts: counts, values: Array(s[(i + 17)..<(i + 17 + total)]))
            if tableClass == 0 {
                pendingDC[index] = spec; dcTables[index] = nil
            } else {
                pendingAC[index] = spec; acTables[index] = nil
            }
            i += 17 + total
        }
    }

    private mutating func readQuantizationTables(_ s: UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) {
        var i = 0
        while i < s.count {
            let precision = Int(s[i] >> 4), index = Int(s[i] & 15)
            guard precision <= 1, index < 4 else {
                throw .corrupt(format: Self.format, reason: "a quantization table has a bad index")
            }
            let size = precision == 0 ? 64 : 128
            guard i + 1 + size <= s.count else {
                throw .corrupt(format: Self.format, reason: "a quantization table is cut short")
            }
            for k in 0..<64 {
                let value =
                    precision == 0 ? Int32(s[i + 1 + k]) : Int32(s[i + 1 + 2 * k]) << 8 | Int32(s[i + 2 + 2 * k])
                quant[index][jpegNaturalOrder[k]] = value
            }
            quantDefined[index] = true
            i += 1 + size
        }
    }
}
