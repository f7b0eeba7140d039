/// A PNG preview made as its rows arrive: each row is unfiltered against the one above (in its
/// Adam7 pass, for an interlaced file), widened to 8-bit RGB(A), and added into the
/// `reduction` × `reduction` block it falls in; each block becomes one pixel, averaged in linear
/// light with alpha weighting (as `AreaResampler` does). A plain file is reduced a band of rows at
/// a time; an interlaced one, whose passes each cover the whole picture, into sums of the reduced
/// size. Either way the memory is a couple of rows and the reduced picture, never the picture.
struct PNGRowReducer {
    let header: PNGDecoder.Header
    let converter: SampleConverter
    let channels: Int
    let reduction: Int
    let outWidth: Int
    let outHeight: Int
    /// The passes with rows (one, the whole picture, when not interlaced), and their sizes.
    private let passes: [(pass: Adam7.Pass, width: Int, height: Int)]
    private var passIndex = 0
    private var rowInPass = 0
    private let bytesPerPixel: Int
    /// The row being filled (filter byte first), and the row above in its pass, unfiltered.
    private var current: [UInt8]
    private var previous: [UInt8]
    private var filled = 0
    private var pixels: [UInt8]
    /// Per reduced pixel (of the band, or of the whole picture when interlaced): premultiplied
    /// linear r, g, b, then alpha, then how many pixels were added.
    private var sums: [Float]
    private var image: [UInt8]

    init(header: PNGDecoder.Header, palette: [UInt8], transparency: [UInt8], reduction: Int) {
        self.header = header
        let hasAlpha = header.colorType == 4 || header.colorType == 6 || !transparency.isEmpty
        channels = hasAlpha ? 4 : 3
        converter = SampleConverter(header: header, palette: palette, transparency: transparency, channels: channels)
        self.reduction = reduction
        outWidth = (header.width + reduction - 1) / reduction
        outHeight = (header.height + reduction - 1) / reduction
        let all = header.interlaced ? Adam7.passes : [Adam7.Pass(x0: 0, y0: 0, dx: 1, dy: 1)]
        passes = all.map { pass in
            let (width, height) = pass.size(header.width, header.height)
            return (pass, width, height)
        }.filter { $0.width > 0 && $0.height > 0 }
        bytesPerPixel = max(1, header.bitsPerPixel / 8)
        let widest = header.rowBytes(header.width) + 1
        current = [UInt8](repeating: 0, count: widest)
        previous = [UInt8](repeating: 0, count: widest)
        pixels = [UInt8](repeating: 0, count: header.width * channels)
        sums = [Float](repeating: 0, count: outWidth * (header.interlaced ? outHeight : 1) * 5)
        image = [UInt8](repeating: 0, count: outWidth * outHeight * channels)
    }

    /// The bytes of one row of the current pass, filter byte included.
    private var stride: Int { header.rowBytes(passes[passIndex].width) + 1 }

    /// Takes the next inflated bytes.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) throws(Inflate.Failure) {
        var i = 0
        while i < bytes.count {
            guard passIndex < passes.count else { throw .tooLong }
            let take = min(stride - filled, bytes.count - i)
            for k in 0..<take { current[filled + k] = bytes[i + k] }
            filled += take
            i += take
            if filled == stride {
                try finishRow()
                filled = 0
            }
        }
    }

    private mutating func finishRow() throws(Inflate.Failure) {
        let (pass, width, height) = passes[passIndex]
        let rowBytes = stride - 1
        let first = rowInPass == 0
        let ok = current.withUnsafeMutableBufferPointer { line in
            previous.withUnsafeMutableBufferPointer { above in
                PNGPixels.unfilterRow(
                    line.baseAddress! + 1, filter: line[0], previous: first ? nil : above.baseAddress! + 1,
                    rowBytes: rowBytes, bytesPerPixel: bytesPerPixel)
            }
        }
        guard ok else { throw .corrupt("a row names an unknown filter") }
        current.withUnsafeBufferPointer { line in
            pixels.withUnsafeMutableBufferPointer { target in
                converter.convert(
                    UnsafeBufferPointer(rebasing: line[1..<(1 + rowBytes)]), count: width, into: target, start: 0,
                    step: channels)
            }
        }
        swap(&current, &previous)
        let y = pass.y0 + rowInPass * pass.dy
        add(width: width, x0: pass.x0, dx: pass.dx, row: header.interlaced ? y / reduction : 0)
        rowInPass += 1
        if !header.interlaced, rowInPass % reduction == 0 || rowInPass == height {
            emit(band: (rowInPass - 1) / reduction, from: 0)
        }
        if rowInPass == height {
            passIndex += 1
            rowInPass = 0
        }
    }

    /// Adds the converted row's pixels to the sums of the reduced row `row` of `sums`.
    private mutating func add(width: Int, x0: Int, dx: Int, row: Int) {
        let linear = Gamma.toLinear
        let c = channels
        let base = row * outWidth * 5
        for i in 0..<width {
            let p = i * c
            let alpha: Float = c == 4 ? Float(pixels[p + 3]) / 255 : 1
            let cell = base + ((x0 + i * dx) / reduction) * 5
            sums[cell] += linear[Int(pixels[p])] * alpha
            sums[cell + 1] += linear[Int(pixels[p + 1])] * alpha
            sums[cell + 2] += linear[Int(pixels[p + 2])] * alpha
            sums[cell + 3] += alpha
            sums[cell + 4] += 1
        }
    }

    /// Writes reduced row `band` of the picture from the sums' row `from`, and clears those sums.
    private mutating func emit(band: Int, from row: Int) {
        for x in 0..<outWidth {
            let cell = (row * outWidth + x) * 5
            let out = (band * outWidth + x) * channels
            let alpha = sums[cell + 3], count = max(1, sums[cell + 4])
            if alpha > 0 {
                image[out] = Gamma.toSRGB(sums[cell] / alpha)
                image[out + 1] = Gamma.toSRGB(sums[cell + 1] / alpha)
                image[out + 2] = Gamma.toSRGB(sums[cell + 2] / alpha)
            }
            if channels == 4 { image[out + 3] = UInt8(min(255, (alpha / count * 255).rounded())) }
            for k in 0..<5 { sums[cell + k] = 0 }
        }
    }

    /// The reduced picture, once every row of every pass arrived.
    mutating func result() throws(Inflate.Failure) -> PixelImage {
        guard passIndex == passes.count else { throw .truncated }
        if header.interlaced { for row in 0..<outHeight { emit(band: row, from: row) } }
        return PixelImage(width: outWidth, height: outHeight, channels: channels, pixels: image)
    }
}
