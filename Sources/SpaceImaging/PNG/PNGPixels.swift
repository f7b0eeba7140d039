/// Turns inflated PNG rows into pixels: undoes the row filters, then widens every sample to 8-bit
/// RGB or RGBA (RGBA when the picture has an alpha channel or a `tRNS` chunk).
enum PNGPixels {
    static func expand(
        _ raw: inout [UInt8], header: PNGDecoder.Header, palette: [UInt8], transparency: [UInt8]
    ) throws(ImageDecodingError) -> PixelImage {
        let hasAlpha = header.colorType == 4 || header.colorType == 6 || !transparency.isEmpty
        let channels = hasAlpha ? 4 : 3
        // Every pixel is written below (each row of each pass, every channel), so not zeroed first.
        let count = header.width * header.height * channels
        var pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        let converter = SampleConverter(
            header: header, palette: palette, transparency: transparency, channels: channels)
        var offset = 0
        let passes = header.interlaced ? Adam7.passes : [Adam7.Pass(x0: 0, y0: 0, dx: 1, dy: 1)]
        for pass in passes {
            let (width, height) = pass.size(header.width, header.height)
            if width == 0 || height == 0 { continue }
            let rowBytes = header.rowBytes(width)
            let stride = rowBytes + 1
            try unfilter(
                &raw, offset: offset, rows: height, rowBytes: rowBytes, bytesPerPixel: max(1, header.bitsPerPixel / 8))
            raw.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { target in
                    for row in 0..<height {
                        let line = UnsafeBufferPointer(
                            rebasing: source[(offset + row * stride + 1)..<(offset + row * stride + stride)])
                        let y = pass.y0 + row * pass.dy
                        converter.convert(
                            line, count: width, into: target, start: (y * header.width + pass.x0) * channels,
                            step: pass.dx * channels)
                    }
                }
            }
            offset += height * stride
        }
        return PixelImage(width: header.width, height: header.height, channels: channels, pixels: pixels)
    }

    /// Undoes the five PNG filters in place, row by row (each row starts with its filter byte).
    static func unfilter(
        _ raw: inout [UInt8], offset: Int, rows: Int, rowBytes: Int, bytesPerPixel bpp: Int
    ) throws(ImageDecodingError) {
        let stride = rowBytes + 1
        var bad = false
        raw.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress! + offset
            for row in 0..<rows {
                let previous: UnsafeMutablePointer<UInt8>? = row == 0 ? nil : base + (row - 1) * stride + 1
                if !unfilterRow(
                    base + row * stride + 1, filter: base[row * stride], previous: previous, rowBytes: rowBytes,
                    bytesPerPixel: bpp)
                {
                    bad = true
                    return
                }
            }
        }
        if bad { throw .corrupt(format: PNGDecoder.format, reason: "a row names an unknown filter") }
    }

    /// Undoes one row's filter in place, against the row above (nil for the first); false for a
    /// filter that does not exist.
    static func unfilterRow(
        _ line: UnsafeMutablePointer<UInt8>, filter: UInt8, previous: UnsafeMutablePointer<UInt8>?,
        rowBytes: Int, bytesPerPixel bpp: Int
    ) -> Bool {
        switch filter {
        case 0: break
        case 1:
            if rowBytes > bpp { for i in bpp..<rowBytes { line[i] = line[i] &+ line[i - bpp] } }
        case 2:
            if let previous { for i in 0..<rowBytes { line[i] = line[i] &+ previous[i] } }
        case 3:
            for i in 0..<rowBytes {
                let left = i >= bpp ? Int(line[i - bpp]) : 0
                let up = previous.map { Int($0[i]) } ?? 0
                line[i] = line[i] &+ UInt8((left + up) >> 1)
            }
        case 4:
            for i in 0..<rowBytes {
                let a = i >= bpp ? Int(line[i - bpp]) : 0
                let b = previous.map { Int($0[i]) } ?? 0
                let c = i >= bpp ? (previous.map { Int($0[i - bpp]) } ?? 0) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                line[i] = line[i] &+ UInt8(predictor)
            }
        default:
            return false
        }
        return true
    }
}

/// Reads one row of samples at the picture's depth and writes 8-bit RGB(A) pixels.
struct SampleConverter {
    let depth: Int
    let colorType: Int
    let channels: Int
    /// The palette as RGBA, 256 entries (indices past the palette are opaque black).
    let paletteRGBA: [UInt8]
    /// The `tRNS` key colour of gray or RGB pictures, in raw sample values.
    let key: [Int]?

    init(header: PNGDecoder.Header, palette: [UInt8], transparency: [UInt8], channels: Int) {
        depth = header.bitDepth
        colorType = header.colorType
        self.channels = channels
        var rgba = [UInt8](repeating: 0, count: 256 * 4)
        for i in 0..<256 {
            if i * 3 + 2 < palette.count {
                rgba[i * 4] = palette[i * 3]; rgba[i * 4 + 1] = palette[i * 3 + 1]; rgba[i * 4 + 2] = palette[i * 3 + 2]
            }
            rgba[i * 4 + 3] = i < transparency.count && header.colorType == 3 ? transparency[i] : 255
        }
        paletteRGBA = rgba
        switch header.colorType {
        case 0 where transparency.count >= 2:
            // Masked to the bit depth, as libpng and Pillow read a key wider than the samples.
            key = [(Int(transparency[0]) << 8 | Int(transparency[1])) & ((1 << header.bitDepth) - 1)]
        case 2 where transparency.count >= 6:
            key = (0..<3).map {
                (Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1])) & ((1 << header.bitDepth) - 1)
            }
        default:
            key = nil
        }
    }

    @inline(__always) private func sample(_ line: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        switch depth {
        case 8: return Int(line[index])
        case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
        default:
            let bit = index * depth
            let shift = 8 - depth - bit % 8
            return Int(line[bit / 8] >> UInt8(shift)) & ((1 << depth) - 1)
        }
    }

    @inline(__always) private func to8(_ value: Int) -> UInt8 {
        switch depth {
        case 8: return UInt8(value)
        case 16: return UInt8((value * 255 + 32895) >> 16)
        default: return UInt8(value * 255 / ((1 << depth) - 1))
        }
    }

    func convert(
        _ line: UnsafeBufferPointer<UInt8>, count: Int, into target: UnsafeMutableBufferPointer<UInt8>, start: Int,
        step: Int
    ) {
        var out = start
        let alpha = channels == 4
        // The common cases, 8-bit RGB and RGBA read straight through, copy whole rows.
        if depth == 8, step == channels, (colorType == 2 && !alpha) || colorType == 6 {
            (target.baseAddress! + start).update(from: line.baseAddress!, count: count * channels)
            return
        }
        // 8-bit palette and gray pictures: one table read or one byte a pixel, no per-pixel switch.
        if depth == 8, colorType == 3 {
            paletteRGBA.withUnsafeBufferPointer { palette in
                let palette = palette.baseAddress!, source = line.baseAddress!, base = target.baseAddress! + start
                for x in 0..<count {
                    let entry = palette + Int(source[x]) &* 4, pixel = base + x &* step
                    pixel[0] = entry[0]; pixel[1] = entry[1]; pixel[2] = entry[2]
                    if alpha { pixel[3] = entry[3] }
                }
            }
            return
        }
        if depth == 8, colorType == 0, key == nil {
            let source = line.baseAddress!, base = target.baseAddress! + start
            for x in 0..<count {
                let g = source[x], pixel = base + x &* step
                pixel[0] = g; pixel[1] = g; pixel[2] = g
                if alpha { pixel[3] = 255 }
            }
            return
        }
        for x in 0..<count {
            switch colorType {
            case 0:
                let v = sample(line, x), g = to8(v)
                target[out] = g; target[out + 1] = g; target[out + 2] = g
                if alpha { target[out + 3] = key?[0] == v ? 0 : 255 }
            case 2:
                let r = sample(line, x * 3), g = sample(line, x * 3 + 1), b = sample(line, x * 3 + 2)
                target[out] = to8(r); target[out + 1] = to8(g); target[out + 2] = to8(b)
                if alpha, let key {
                    target[out + 3] = key[0] == r && key[1] == g && key[2] == b ? 0 : 255
                } else if alpha {
                    target[out + 3] = 255
                }
            case 3:
                let i = sample(line, x) * 4
                target[out] = paletteRGBA[i]; target[out + 1] = paletteRGBA[i + 1]; target[out + 2] = paletteRGBA[i + 2]
                if alpha { target[out + 3] = paletteRGBA[i + 3] }
            case 4:
                let g = to8(sample(line, x * 2))
                target[out] = g; target[out + 1] = g; target[out + 2] = g;
                target[out + 3] = to8(sample(line, x * 2 + 1))
            default:
                for c in 0..<4 { target[out + c] = to8(sample(line, x * 4 + c)) }
            }
            out += step
        }
    }
}
