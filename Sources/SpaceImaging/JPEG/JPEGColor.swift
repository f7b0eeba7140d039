/// The last steps of a JPEG decode: the inverse DCT of progressive coefficients, upsampling of
/// subsampled components (libjpeg's "fancy" triangle filter for 2:1, so full decodes match
/// libjpeg-turbo), and conversion to RGB with libjpeg's fixed-point YCbCr arithmetic.
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
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for (i, component) in components.enumerated() {
                    JPEGUpsampler.row(y, of: component, frame: frame, reduction: reduction, width: width, into: rows + i * rowLength)
                }
                let target = out.baseAddress! + y * width * 3
                switch kind {
                case .gray:
                    for x in 0..<width { target[x * 3] = rows[x]; target[x * 3 + 1] = rows[x]; target[x * 3 + 2] = rows[x] }
                case .ycc:
                    YCC.toRGB(rows, rows + rowLength, rows + 2 * rowLength, width: width, into: target)
                case .rgb:
                    for x in 0..<width { target[x * 3] = rows[x]; target[x * 3 + 1] = rows[rowLength + x]; target[x * 3 + 2] = rows[2 * rowLength + x] }
                case .cmyk(let inverted, let ycck):
                    CMYK.toRGB(rows, rowLength: rowLength, width: width, inverted: inverted, ycck: ycck, into: target)
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
