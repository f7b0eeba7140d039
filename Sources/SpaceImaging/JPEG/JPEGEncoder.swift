import Foundation

/// A baseline JPEG of a picture: JFIF, YCbCr with chroma at half size both ways (4:2:0), the
/// quantization tables of T.81 Annex K scaled to `quality` as libjpeg scales them, and its standard
/// Huffman tables. What a wallpaper composed at a screen's size is saved as; any JPEG decoder reads
/// it (tested with libjpeg-turbo's and Pillow's, and ours).
public enum JPEGEncoder {
    /// The file's bytes. A picture with an alpha channel is laid on black first.
    public static func encode(_ picture: PixelImage, quality: Int = 90) -> [UInt8] {
        let image = picture.flattened()
        let luminance = scaled(lumaBase, quality: quality)
        let chrominance = scaled(chromaBase, quality: quality)
        var out: [UInt8] = [0xFF, 0xD8]
        // JFIF 1.1, no density, no thumbnail.
        out += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        out += [0xFF, 0xDB, 0x00, 0x84, 0x00] + (0..<64).map { UInt8(luminance[jpegNaturalOrder[$0]]) }
        out += [0x01] + (0..<64).map { UInt8(chrominance[jpegNaturalOrder[$0]]) }
        let (w, h) = (image.width, image.height)
        out += [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 3]
        out += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let tables: [(UInt8, [UInt8], [UInt8])] = [
            (0x00, JPEGStandardTables.dcLuminanceCounts, Array(0...11)),
            (0x10, JPEGStandardTables.acLuminanceCounts, JPEGStandardTables.acLuminanceValues),
            (0x01, JPEGStandardTables.dcChrominanceCounts, Array(0...11)),
            (0x11, JPEGStandardTables.acChrominanceCounts, JPEGStandardTables.acChrominanceValues),
        ]
        let length = 2 + tables.reduce(0) { $0 + 17 + $1.2.count }
        out += [0xFF, 0xC4, UInt8(length >> 8), UInt8(length & 0xFF)]
        for (slot, counts, values) in tables { out += [slot] + counts + values }
        out += [0xFF, 0xDA, 0x00, 0x0C, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]
        var writer = BitWriter()
        writer.bytes.reserveCapacity(w * h / 4)
        encodeScan(image, luminance: luminance, chrominance: chrominance, into: &writer)
        writer.finish()
        out += writer.bytes
        out += [0xFF, 0xD9]
        return out
    }

    /// T.81 Annex K.1's tables (natural order).
    static let lumaBase: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    static let chromaBase: [Int] =
        [
            17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99,
            47, 66, 99, 99, 99, 99, 99, 99,
        ] + [Int](repeating: 99, count: 32)

    /// libjpeg's `jpeg_quality_scaling`: 50 is the table as printed, 100 all ones.
    static func scaled(_ base: [Int], quality: Int) -> [Int] {
        let q = min(100, max(1, quality))
        let scale = q < 50 ? 5000 / q : 200 - q * 2
        return base.map { min(255, max(1, ($0 * scale + 50) / 100)) }
    }

    /// `cosines[u * 8 + x]` = C(u)/2 · cos((2x+1)uπ/16): the forward DCT as two matrix products.
    static let cosines: [Float] = (0..<64).map { index in
        let (u, x) = (index / 8, index % 8)
        let c: Double = u == 0 ? 1 / 2.0.squareRoot() : 1
        return Float(c / 2 * cos(Double(2 * x + 1) * Double(u) * Double.pi / 16))
    }

    /// Every MCU of 16×16 pixels: four luma blocks, then one Cb and one Cr of the 2×2 means.
    static func encodeScan(_ image: PixelImage, luminance: [Int], chrominance: [Int], into writer: inout BitWriter) {
        let dcLuma = HuffmanCodes(JPEGStandardTables.dcLuminanceCounts, Array(0...11))
        let acLuma = HuffmanCodes(JPEGStandardTables.acLuminanceCounts, JPEGStandardTables.acLuminanceValues)
        let dcChroma = HuffmanCodes(JPEGStandardTables.dcChrominanceCounts, Array(0...11))
        let acChroma = HuffmanCodes(JPEGStandardTables.acChrominanceCounts, JPEGStandardTables.acChrominanceValues)
        let lumaDivisors = luminance.map { 1 / Float($0) }
        let chromaDivisors = chrominance.map { 1 / Float($0) }
        // One scratch allocation for the whole picture: 256 luma, 64 Cb, 64 Cr, a block, its
        // half-transformed rows, its coefficients.
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 256 + 64 * 4)
        defer { scratch.deallocate() }
        let coefficients = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { coefficients.deallocate() }
        let (y, cb, cr, block, rows) = (scratch, scratch + 256, scratch + 320, scratch + 384, scratch + 448)
        var previous: [Int32] = [0, 0, 0]
        let (width, height) = (image.width, image.height)
        lumaDivisors.withUnsafeBufferPointer { lumaDivide in
            chromaDivisors.withUnsafeBufferPointer { chromaDivide in
                image.pixels.withUnsafeBufferPointer { pixels in
                    for top in stride(from: 0, to: height, by: 16) {
                        for left in stride(from: 0, to: width, by: 16) {
                            for k in 0..<64 { cb[k] = 0; cr[k] = 0 }
                            for j in 0..<16 {
                                let row = min(height - 1, top + j) * width
                                for i in 0..<16 {
                                    let at = (row + min(width - 1, left + i)) * 3
                                    let r = Float(pixels[at]), g = Float(pixels[at + 1]), b = Float(pixels[at + 2])
                                    y[j &* 16 &+ i] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                                    let c = (j >> 1) &* 8 &+ (i >> 1)
                                    cb[c] += (-0.168_736 * r - 0.331_264 * g + 0.5 * b) * 0.25
                                    cr[c] += (0.5 * r - 0.418_688 * g - 0.081_312 * b) * 0.25
                                }
                            }
                            for quarter in 0..<4 {
                                let origin = (quarter >> 1) * 128 + (quarter & 1) * 8
                                for k in 0..<64 { block[k] = y[origin + (k >> 3) * 16 + (k & 7)] }
                                transform(block, rows, divisors: lumaDivide.baseAddress!, into: coefficients)
                                entropy(coefficients, previous: &previous[0], dc: dcLuma, ac: acLuma, into: &writer)
                            }
                            transform(cb, rows, divisors: chromaDivide.baseAddress!, into: coefficients)
                            entropy(coefficients, previous: &previous[1], dc: dcChroma, ac: acChroma, into: &writer)
                            transform(cr, rows, divisors: chromaDivide.baseAddress!, into: coefficients)
                            entropy(coefficients, previous: &previous[2], dc: dcChroma, ac: acChroma, into: &writer)
                        }
                    }
                }
            }
        }
    }

    /// A block's forward DCT, quantized (natural order): rows, then columns (`rows` is scratch).
    static func transform(
        _ samples: UnsafeMutablePointer<Float>, _ rows: UnsafeMutablePointer<Float>, divisors: UnsafePointer<Float>,
        into quantized: UnsafeMutablePointer<Int32>
    ) {
        cosines.withUnsafeBufferPointer { table in
            let c = table.baseAddress!
            for row in 0..<8 {
                let line = samples + row * 8
                for v in 0..<8 {
                    let basis = c + v * 8
                    var sum: Float = 0
                    for x in 0..<8 { sum += line[x] * basis[x] }
                    rows[row * 8 + v] = sum
                }
            }
            for u in 0..<8 {
                let basis = c + u * 8
                for v in 0..<8 {
                    var sum: Float = 0
                    for row in 0..<8 { sum += basis[row] * rows[row * 8 + v] }
                    quantized[u * 8 + v] = Int32((sum * divisors[u * 8 + v]).rounded())
                }
            }
        }
    }

    /// A quantized block: the DC as a difference from the component's last, the ACs as runs of
    /// zeros and sizes in zig-zag order.
    static func entropy(
        _ quantized: UnsafeMutablePointer<Int32>, previous: inout Int32, dc: HuffmanCodes, ac: HuffmanCodes,
        into writer: inout BitWriter
    ) {
        let difference = Int(quantized[0] - previous)
        previous = quantized[0]
        let size = bitLength(difference)
        writer.write(dc.codes[size], dc.lengths[size])
        if size > 0 { writer.write(magnitudeBits(difference, size), size) }
        var run = 0
        jpegNaturalOrder.withUnsafeBufferPointer { order in
            for k in 1..<64 {
                let value = Int(quantized[order[k]])
                if value == 0 {
                    run += 1
                    continue
                }
                while run >= 16 {
                    writer.write(ac.codes[0xF0], ac.lengths[0xF0])
                    run -= 16
                }
                let size = bitLength(value)
                let symbol = run << 4 | size
                writer.write(ac.codes[symbol], ac.lengths[symbol])
                writer.write(magnitudeBits(value, size), size)
                run = 0
            }
        }
        if run > 0 { writer.write(ac.codes[0], ac.lengths[0]) }
    }

    /// A coefficient's bits after its size: itself when positive, one less when negative (T.81 F.1.2.1).
    @inline(__always) static func magnitudeBits(_ value: Int, _ size: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: value < 0 ? value - 1 : value) & ((1 << UInt32(size)) - 1)
    }

    /// The bits a value's magnitude takes (its JPEG "size" category).
    @inline(__always) static func bitLength(_ value: Int) -> Int {
        let magnitude = value < 0 ? -value : value
        return magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
    }

    /// Canonical codes from a table's counts by length and its values (T.81 Annex C).
    struct HuffmanCodes {
        var codes = [UInt32](repeating: 0, count: 256)
        var lengths = [Int](repeating: 0, count: 256)

        init(_ counts: [UInt8], _ values: [UInt8]) {
            var code: UInt32 = 0
            var index = 0
            for length in 1...16 {
                for _ in 0..<Int(counts[length - 1]) {
                    codes[Int(values[index])] = code
                    lengths[Int(values[index])] = length
                    code += 1
                    index += 1
                }
                code <<= 1
            }
        }
    }

    /// Bits written most significant first; a 0xFF byte is followed by a stuffed zero.
    struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt64 = 0
        var count = 0

        @inline(__always) mutating func write(_ bits: UInt32, _ length: Int) {
            guard length > 0 else { return }
            buffer = buffer << UInt64(length) | UInt64(bits)
            count += length
            while count >= 8 {
                count -= 8
                let byte = UInt8(truncatingIfNeeded: buffer >> UInt64(count))
                bytes.append(byte)
                if byte == 0xFF { bytes.append(0) }
            }
        }

        /// The last byte filled with ones, as T.81 asks.
        mutating func finish() {
            if count > 0 { write((1 << UInt32(8 - count)) - 1, 8 - count) }
        }
    }
}
