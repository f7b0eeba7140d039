/// A PNG preview made as its rows arrive: each row is unfiltered against the one above, widened
/// to 8-bit RGB(A), and added into a band of `reduction` rows whose every `reduction` × `reduction`
/// block becomes one pixel, averaged in linear light with alpha weighting (as `AreaResampler`
/// does). The memory is two rows and the reduced picture, never the picture.
struct PNGRowReducer {
    let header: PNGDecoder.Header
    let converter: SampleConverter
    let channels: Int
    let reduction: Int
    let outWidth: Int
    let outHeight: Int
    private let stride: Int
    private let bytesPerPixel: Int
    /// The row being filled (filter byte first), and the row above, unfiltered.
    private var current: [UInt8]
    private var previous: [UInt8]
    private var filled = 0
    private var row = 0
    private var pixels: [UInt8]
    /// Per output column of the band: premultiplied linear r, g, b, then alpha, then pixels.
    private var sums: [Float]
    private(set) var image: [UInt8]

    init(header: PNGDecoder.Header, palette: [UInt8], transparency: [UInt8], reduction: Int) {
        self.header = header
        let hasAlpha = header.colorType == 4 || header.colorType == 6 || !transparency.isEmpty
        channels = hasAlpha ? 4 : 3
        converter = SampleConverter(header: header, palette: palette, transparency: transparency, channels: channels)
        self.reduction = reduction
        outWidth = (header.width + reduction - 1) / reduction
        outHeight = (header.height + reduction - 1) / reduction
        stride = header.rowBytes(header.width) + 1
        bytesPerPixel = max(1, header.bitsPerPixel / 8)
        current = [UInt8](repeating: 0, count: stride)
        previous = [UInt8](repeating: 0, count: stride)
        pixels = [UInt8](repeating: 0, count: header.width * channels)
        sums = [Float](repeating: 0, count: outWidth * 5)
        image = [UInt8](repeating: 0, count: outWidth * outHeight * channels)
    }

    /// Takes the next inflated bytes.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) throws(Inflate.Failure) {
        var i = 0
        while i < bytes.count {
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
        guard row < header.height else { throw .tooLong }
        let rowBytes = stride - 1
        let ok = current.withUnsafeMutableBufferPointer { line in
            previous.withUnsafeMutableBufferPointer { above in
                PNGPixels.unfilterRow(line.baseAddress! + 1, filter: line[0], previous: row == 0 ? nil : above.baseAddress! + 1,
                                      rowBytes: rowBytes, bytesPerPixel: bytesPerPixel)
            }
        }
        guard ok else { throw .corrupt("a row names an unknown filter") }
        current.withUnsafeBufferPointer { line in
            pixels.withUnsafeMutableBufferPointer { target in
                converter.convert(UnsafeBufferPointer(rebasing: line[1...]), count: header.width, into: target, start: 0, step: channels)
            }
        }
        swap(&current, &previous)
        addToBand()
        row += 1
        if row % reduction == 0 || row == header.height { emitBand() }
    }

    private mutating func addToBand() {
        let linear = Gamma.toLinear
        let c = channels
        for x in 0..<header.width {
            let p = x * c
            let alpha: Float = c == 4 ? Float(pixels[p + 3]) / 255 : 1
            let cell = (x / reduction) * 5
            sums[cell] += linear[Int(pixels[p])] * alpha
            sums[cell + 1] += linear[Int(pixels[p + 1])] * alpha
            sums[cell + 2] += linear[Int(pixels[p + 2])] * alpha
            sums[cell + 3] += alpha
            sums[cell + 4] += 1
        }
    }

    private mutating func emitBand() {
        let y = (row - 1) / reduction
        for x in 0..<outWidth {
            let cell = x * 5
            let out = (y * outWidth + x) * channels
            let alpha = sums[cell + 3], count = max(1, sums[cell + 4])
            if alpha > 0 {
                image[out] = Gamma.toSRGB(sums[cell] / alpha)
                image[out + 1] = Gamma.toSRGB(sums[cell + 1] / alpha)
                image[out + 2] = Gamma.toSRGB(sums[cell + 2] / alpha)
            }
            if channels == 4 { image[out + 3] = UInt8(min(255, (alpha / count * 255).rounded())) }
        }
        for i in sums.indices { sums[i] = 0 }
    }

    /// The reduced picture, once every row arrived.
    func result() throws(Inflate.Failure) -> PixelImage {
        guard row == header.height else { throw .truncated }
        return PixelImage(width: outWidth, height: outHeight, channels: channels, pixels: image)
    }
}
