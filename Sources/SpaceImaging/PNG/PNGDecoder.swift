/// PNG: every colour type and bit depth (1–16), palettes with `tRNS`, Adam7 interlacing. Chunk
/// CRCs and the zlib stream's Adler-32 are checked; the inflated data may be exactly as long as
/// the header says, so a decompression bomb stops at that length. 16-bit samples are rounded to
/// 8 bits (v × 255 / 65535, as libpng's `png_set_scale_16`).
public enum PNGDecoder {
    static let format = "PNG"

    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlaced: Bool

        var samplesPerPixel: Int {
            switch colorType {
            case 0, 3: return 1
            case 2: return 3
            case 4: return 2
            default: return 4
            }
        }
        var bitsPerPixel: Int { samplesPerPixel * bitDepth }
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// With `fitting`, a picture at least twice that size each way is decoded row by row (pass by
    /// pass when interlaced) into a reduced copy that still covers it: a preview never holds the
    /// picture.
    public static func decode(
        _ data: [UInt8], fitting target: (width: Int, height: Int)? = nil,
        limits: DecodeLimits = .standard
    ) throws(ImageDecodingError) -> PixelImage {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data[0..<8]) == signature else { throw .unknownFormat }
        var position = 8
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var sawEnd = false
        var idatEnded = false
        while position + 8 <= data.count {
            let length =
                Int(data[position]) << 24 | Int(data[position + 1]) << 16 | Int(data[position + 2]) << 8
                | Int(data[position + 3])
            guard length <= 0x7FFF_FFFF else { throw .corrupt(format: format, reason: "a chunk's length is too large") }
            let typeStart = position + 4
            guard typeStart + 4 + length + 4 <= data.count else { throw .truncated(format: format) }
            let type = String(decoding: data[typeStart..<(typeStart + 4)], as: UTF8.self)
            let body = (typeStart + 4)..<(typeStart + 4 + length)
            let stored =
                UInt32(data[body.upperBound]) << 24 | UInt32(data[body.upperBound + 1]) << 16 | UInt32(
                    data[body.upperBound + 2]) << 8 | UInt32(data[body.upperBound + 3])
            let computed = data.withUnsafeBufferPointer {
                Checksums.crc32(UnsafeBufferPointer(rebasing: $0[typeStart..<body.upperBound]))
            }
            let ancillary = data[typeStart] & 0x20 != 0
            position = body.upperBound + 4
            if stored != computed {
                // An ancillary chunk (iCCP, cLLI…, none read here) with a bad CRC is dropped, as
                // the PNG specification asks of decoders and libpng does; a critical one refuses.
                guard ancillary else {
                    throw .corrupt(format: format, reason: "the \(Sanitized.word(type)) chunk's CRC does not match")
                }
                continue
            }
            if !compressed.isEmpty, type != "IDAT", type != "IEND", !idatEnded { idatEnded = true }
            switch type {
            case "IHDR":
                guard length == 13, header == nil else {
                    throw .corrupt(format: format, reason: "its header is malformed")
                }
                header = try readHeader(Array(data[body]), limits: limits)
            case "PLTE":
                guard length % 3 == 0, length <= 768, length > 0 else {
                    throw .corrupt(format: format, reason: "its palette is malformed")
                }
                palette = Array(data[body])
            case "tRNS":
                transparency = Array(data[body])
            case "IDAT":
                guard header != nil else {
                    throw .corrupt(format: format, reason: "picture data comes before the header")
                }
                // The picture data is one run of IDAT chunks; one split by another chunk is damaged.
                guard !idatEnded else {
                    throw .corrupt(format: format, reason: "its picture data is split by another chunk")
                }
                compressed.append(contentsOf: data[body])
            case "IEND":
                sawEnd = true
            default:
                // An unknown critical chunk (upper-case first letter) cannot be skipped safely.
                if let first = type.utf8.first, first >= 65, first <= 90 {
                    throw .unsupported(format: format, feature: "the chunk \(Sanitized.word(type))")
                }
            }
            if sawEnd { break }
        }
        guard let header else { throw .truncated(format: format) }
        guard !compressed.isEmpty else { throw .truncated(format: format) }
        if header.colorType == 3 && palette.isEmpty {
            throw .corrupt(format: format, reason: "a palette picture has no palette")
        }
        let expected = rawLength(header)
        // Reduced by the ratio of the side that limits the fit: the copy still covers the picture
        // fitted whole into the target, and a very wide strip (999,999 × 120) is reduced as much
        // as its width asks, so memory follows the output, whatever the picture's shape.
        let reduction =
            target.map { max(1, max(header.width / max(1, $0.width), header.height / max(1, $0.height))) } ?? 1
        if reduction > 1 {
            var reducer = PNGRowReducer(
                header: header, palette: palette, transparency: transparency, reduction: reduction)
            do throws(Inflate.Failure) {
                try Inflate.zlib(compressed, expected: expected) {
                    (bytes: UnsafeBufferPointer<UInt8>) throws(Inflate.Failure) in
                    try reducer.consume(bytes)
                }
                return try reducer.result()
            } catch {
                throw failure(error)
            }
        }
        var raw: [UInt8]
        do throws(Inflate.Failure) {
            raw = try Inflate.zlib(compressed, expected: expected)
        } catch {
            throw failure(error)
        }
        // Unfiltered where it lies (a copy of tens of MB saved).
        return try PNGPixels.expand(&raw, header: header, palette: palette, transparency: transparency)
    }

    /// An inflate failure in the PNG's words.
    private static func failure(_ error: Inflate.Failure) -> ImageDecodingError {
        switch error {
        case .truncated: return .truncated(format: format)
        case .tooLong: return .corrupt(format: format, reason: "its compressed data holds more than the picture's size")
        case .corrupt(let reason): return .corrupt(format: format, reason: reason)
        }
    }

    private static func readHeader(_ b: [UInt8], limits: DecodeLimits) throws(ImageDecodingError) -> Header {
        let width = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let height = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        let depth = Int(b[8]), color = Int(b[9])
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = allowed[color], depths.contains(depth) else {
            throw .corrupt(format: format, reason: "colour type \(color) with bit depth \(depth) does not exist")
        }
        guard b[10] == 0, b[11] == 0, b[12] <= 1 else {
            throw .corrupt(format: format, reason: "its header names an unknown method")
        }
        try limits.check(format: format, width: width, height: height)
        return Header(width: width, height: height, bitDepth: depth, colorType: color, interlaced: b[12] == 1)
    }

    /// The inflated length: one filter byte per row, for each pass when interlaced.
    static func rawLength(_ header: Header) -> Int {
        guard header.interlaced else { return header.height * (1 + header.rowBytes(header.width)) }
        return Adam7.passes.reduce(0) { total, pass in
            let (w, h) = pass.size(header.width, header.height)
            return w == 0 || h == 0 ? total : total + h * (1 + header.rowBytes(w))
        }
    }
}

/// Chunk names and other words from a file, made safe to put in a sentence.
enum Sanitized {
    static func word(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value >= 32 && $0.value < 127 ? Character($0) : "?" })
    }
}

/// The seven passes of Adam7 interlacing: where each starts and how far it steps.
enum Adam7 {
    struct Pass {
        let x0: Int, y0: Int, dx: Int, dy: Int
        func size(_ width: Int, _ height: Int) -> (Int, Int) {
            ((width - x0 + dx - 1) / dx, (height - y0 + dy - 1) / dy)
        }
    }
    static let passes = [
        Pass(x0: 0, y0: 0, dx: 8, dy: 8), Pass(x0: 4, y0: 0, dx: 8, dy: 8), Pass(x0: 0, y0: 4, dx: 4, dy: 8),
        Pass(x0: 2, y0: 0, dx: 4, dy: 4), Pass(x0: 0, y0: 2, dx: 2, dy: 4), Pass(x0: 1, y0: 0, dx: 2, dy: 2),
        Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]
}
