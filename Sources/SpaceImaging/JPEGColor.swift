/// The last steps of a JPEG decode: the inverse DCT of progressive coefficients, upsampling of
/// subsampled components (libjpeg's "fancy" triangle filter for 2:1, so full decodes match
/// libjpeg-turbo), and conversion to RGB with libjpeg's fixed-point YCbCr tables.
enum JPEGColor {
    static func convert(_ state: JPEGState) throws(ImageDecodingError) -> PixelImage {
        guard let frame = state.frame, state.scans > 0 else { throw .truncated(format: JPEGDecoder.format) }
        if frame.progressive { inverseTransform(frame, state: state) }
        let reduction = state.reduction
        let width = (frame.width + reduction - 1) / reduction
        let height = (frame.height + reduction - 1) / reduction
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let components = frame.components
        let rowLength = width + 2
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: components.count * rowLength)
        rows.initialize(repeating: 0, count: components.count * rowLength)
        defer { rows.deallocate() }
        let kind = colorKind(frame, adobe: state.adobeTransform)
        let tables = YCC.Tables()
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for (i, component) in components.enumerated() {
                    Upsampler.row(y, of: component, frame: frame, reduction: reduction, width: width, into: rows + i * rowLength)
                }
                let target = out.baseAddress! + y * width * 3
                switch kind {
                case .gray:
                    for x in 0..<width { target[x * 3] = rows[x]; target[x * 3 + 1] = rows[x]; target[x * 3 + 2] = rows[x] }
                case .ycc:
                    tables.toRGB(rows, rows + rowLength, rows + 2 * rowLength, width: width, into: target)
                case .rgb:
                    for x in 0..<width { target[x * 3] = rows[x]; target[x * 3 + 1] = rows[rowLength + x]; target[x * 3 + 2] = rows[2 * rowLength + x] }
                case .cmyk(let inverted, let ycck):
                    CMYK.toRGB(rows, rowLength: rowLength, width: width, inverted: inverted, ycck: ycck, tables: tables, into: target)
                }
            }
        }
        return PixelImage(width: width, height: height, channels: 3, pixels: pixels)
    }

    enum Kind { case gray, ycc, rgb, cmyk(inverted: Bool, ycck: Bool) }

    /// How the components are to be read: JFIF and most files are YCbCr; Adobe's APP14 says RGB
    /// (transform 0) or YCCK (2); component ids "R", "G", "B" mean RGB.
    static func colorKind(_ frame: JPEGFrame, adobe: Int?) -> Kind {
        switch frame.components.count {
        case 1: return .gray
        case 3:
            if adobe == 0 { return .rgb }
            if adobe == nil, frame.components.map(\.id) == [82, 71, 66] { return .rgb }
            return .ycc
        default:
            return .cmyk(inverted: adobe != nil, ycck: adobe == 2)
        }
    }

    /// Turns each progressive block's coefficients into samples.
    private static func inverseTransform(_ frame: JPEGFrame, state: JPEGState) {
        let quant = state.quant.flatMap { $0 }
        quant.withUnsafeBufferPointer { q in
            for component in frame.components {
                let size = component.blockSize
                let perBlock = component.coefficientsPerBlock
                var dcOnly = [Int16](repeating: 0, count: 64)
                dcOnly.withUnsafeMutableBufferPointer { scratch in
                    for by in 0..<component.blocksPerColumn {
                        for bx in 0..<component.blocksPerLine {
                            let source = component.coefficients.baseAddress! + (by * component.blocksPerLine + bx) * perBlock
                            let output = component.plane.baseAddress! + by * size * component.planeStride + bx * size
                            let coefficients: UnsafePointer<Int16>
                            if perBlock == 64 {
                                coefficients = UnsafePointer(source)
                            } else {
                                scratch[0] = source[0]
                                coefficients = UnsafePointer(scratch.baseAddress!)
                            }
                            JPEGIDCT.block(coefficients, quant: q.baseAddress! + component.quantIndex * 64, size: size, output: output, stride: component.planeStride)
                        }
                    }
                }
            }
        }
    }
}

/// One output row of a component, brought to the picture's width.
enum Upsampler {
    static func row(_ y: Int, of c: JPEGComponent, frame: JPEGFrame, reduction: Int, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        let plane = c.plane.baseAddress!
        let stride = c.planeStride
        // The component's real size in decoded samples (libjpeg's downsampled_width at this scale).
        let cw = max(1, (c.width * c.blockSize + 7) / 8)
        let ch = max(1, (c.height * c.blockSize + 7) / 8)
        // Output pixels per component sample, across and down: (hMax · luma block) / (h · block).
        let lumaBlock = 8 / reduction
        let hNumerator = frame.hMax * lumaBlock, hDenominator = c.h * c.blockSize
        let vNumerator = frame.vMax * lumaBlock, vDenominator = c.v * c.blockSize
        let exact = hNumerator % hDenominator == 0 && vNumerator % vDenominator == 0
        let hf = exact ? hNumerator / hDenominator : 0, vf = exact ? vNumerator / vDenominator : 0
        switch (hf, vf) {
        case (1, 1):
            out.update(from: plane + min(y, ch - 1) * stride, count: min(width, stride))
        case (2, 1):
            fancyH2V1(plane + min(y, ch - 1) * stride, width: cw, into: out)
        case (1, 2):
            let near = min(y / 2, ch - 1)
            let far = y % 2 == 0 ? max(near - 1, 0) : min(near + 1, ch - 1)
            let bias = y % 2 == 0 ? 1 : 2
            let a = plane + near * stride, b = plane + far * stride
            for x in 0..<min(width, stride) { out[x] = UInt8((3 * Int(a[x]) + Int(b[x]) + bias) >> 2) }
        case (2, 2):
            let near = min(y / 2, ch - 1)
            let far = y % 2 == 0 ? max(near - 1, 0) : min(near + 1, ch - 1)
            fancyH2V2(plane + near * stride, plane + far * stride, width: cw, into: out)
        default:
            let sourceRow = plane + min(y * vDenominator / vNumerator, ch - 1) * stride
            for x in 0..<width { out[x] = sourceRow[min(x * hDenominator / hNumerator, cw - 1)] }
        }
    }

    /// libjpeg's `h2v1_fancy_upsample`: each output sample is ¾ of its nearer input and ¼ of the
    /// next one over. Writes 2 × width samples (the caller's row has room for the odd one).
    private static func fancyH2V1(_ input: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        if width == 1 { out[0] = input[0]; out[1] = input[0]; return }
        out[0] = input[0]
        out[1] = UInt8((Int(input[0]) * 3 + Int(input[1]) + 2) >> 2)
        for i in 1..<(width - 1) {
            let v = Int(input[i]) * 3
            out[2 * i] = UInt8((v + Int(input[i - 1]) + 1) >> 2)
            out[2 * i + 1] = UInt8((v + Int(input[i + 1]) + 2) >> 2)
        }
        let last = width - 1
        out[2 * last] = UInt8((Int(input[last]) * 3 + Int(input[last - 1]) + 1) >> 2)
        out[2 * last + 1] = input[last]
    }

    /// libjpeg's `h2v2_fancy_upsample`: the triangle filter in both directions.
    private static func fancyH2V2(_ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        @inline(__always) func colsum(_ i: Int) -> Int { Int(near[i]) * 3 + Int(far[i]) }
        if width == 1 {
            let c = colsum(0)
            out[0] = UInt8((c * 4 + 8) >> 4); out[1] = UInt8((c * 4 + 7) >> 4)
            return
        }
        var last = colsum(0), this = last, next = colsum(1)
        out[0] = UInt8((this * 4 + 8) >> 4)
        out[1] = UInt8((this * 3 + next + 7) >> 4)
        last = this
        this = next
        for i in 1..<(width - 1) {
            next = colsum(i + 1)
            out[2 * i] = UInt8((this * 3 + last + 8) >> 4)
            out[2 * i + 1] = UInt8((this * 3 + next + 7) >> 4)
            last = this
            this = next
        }
        let end = width - 1
        out[2 * end] = UInt8((this * 3 + last + 8) >> 4)
        out[2 * end + 1] = UInt8((this * 4 + 7) >> 4)
    }
}

/// YCbCr → RGB with libjpeg's tables (`jdcolor.c`): 16 fractional bits, rounded.
enum YCC {
    /// The four tables, in memory of their own for the length of one decode.
    struct Tables: ~Copyable {
        let crR: UnsafeMutablePointer<Int32>
        let cbB: UnsafeMutablePointer<Int32>
        let crG: UnsafeMutablePointer<Int32>
        let cbG: UnsafeMutablePointer<Int32>

        init() {
            func fix(_ x: Double) -> Int32 { Int32(x * 65536 + 0.5) }
            crR = .allocate(capacity: 256); cbB = .allocate(capacity: 256); crG = .allocate(capacity: 256); cbG = .allocate(capacity: 256)
            for i in 0..<256 {
                let x = Int32(i - 128)
                crR[i] = (fix(1.40200) * x + 32768) >> 16
                cbB[i] = (fix(1.77200) * x + 32768) >> 16
                crG[i] = -fix(0.71414) * x
                cbG[i] = -fix(0.34414) * x + 32768
            }
        }

        deinit {
            crR.deallocate(); cbB.deallocate(); crG.deallocate(); cbG.deallocate()
        }

        @inline(__always) func rgb(_ l: Int32, _ b: Int, _ r: Int) -> (UInt8, UInt8, UInt8) {
            (YCC.clamp(l + crR[r]), YCC.clamp(l + ((cbG[b] + crG[r]) >> 16)), YCC.clamp(l + cbB[b]))
        }

        /// The same sums as the tables, computed (identical results; the loop has no lookups).
        func toRGB(_ y: UnsafePointer<UInt8>, _ cb: UnsafePointer<UInt8>, _ cr: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
            for x in 0..<width {
                let l = Int32(y[x]), b = Int32(cb[x]) - 128, r = Int32(cr[x]) - 128
                out[x * 3] = YCC.clamp(l + ((91881 * r + 32768) >> 16))
                out[x * 3 + 1] = YCC.clamp(l + ((-22554 * b - 46802 * r + 32768) >> 16))
                out[x * 3 + 2] = YCC.clamp(l + ((116130 * b + 32768) >> 16))
            }
        }
    }

    @inline(__always) static func clamp(_ v: Int32) -> UInt8 { v < 0 ? 0 : (v > 255 ? 255 : UInt8(truncatingIfNeeded: v)) }
}

/// CMYK and YCCK → RGB. Adobe's files store CMYK inverted; the conversion is the naive one
/// (R = (255 − C)(255 − K) / 255), as Pillow and most viewers do without a colour profile.
enum CMYK {
    @inline(__always) static func mulDiv255(_ a: Int, _ b: Int) -> Int {
        let t = a * b + 128
        return ((t >> 8) + t) >> 8
    }

    static func toRGB(_ rows: UnsafePointer<UInt8>, rowLength: Int, width: Int, inverted: Bool, ycck: Bool, tables: borrowing YCC.Tables, into out: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            var c = Int(rows[x]), m = Int(rows[rowLength + x]), yellow = Int(rows[2 * rowLength + x])
            if ycck {
                // libjpeg's ycck_cmyk_convert: the YCC part becomes RGB, then its complement.
                let (r, g, b) = tables.rgb(Int32(c), m, yellow)
                c = 255 - Int(r)
                m = 255 - Int(g)
                yellow = 255 - Int(b)
            }
            var k = Int(rows[3 * rowLength + x])
            if inverted { c = 255 - c; m = 255 - m; yellow = 255 - yellow; k = 255 - k }
            let nk = 255 - k
            out[x * 3] = UInt8(clamping: nk - mulDiv255(c, nk))
            out[x * 3 + 1] = UInt8(clamping: nk - mulDiv255(m, nk))
            out[x * 3 + 2] = UInt8(clamping: nk - mulDiv255(yellow, nk))
        }
    }
}
