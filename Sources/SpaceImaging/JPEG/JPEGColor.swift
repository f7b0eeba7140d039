/// The last steps of a JPEG decode: the inverse DCT of progressive coefficients, upsampling of
/// subsampled components (libjpeg's "fancy" triangle filter for 2:1, so full decodes match
/// libjpeg-turbo), and conversion to RGB with libjpeg's fixed-point YCbCr arithmetic.
enum JPEGColor {
    static func convert(_ state: JPEGState) throws(ImageDecodingError) -> PixelImage {
        guard let frame = state.frame, state.scans > 0 else { throw .truncated(format: JPEGDecoder.format) }
        // A baseline scan of every component converted its rows as it went (see `JPEGPipeline`).
        if let done = state.converted { return done }
        let converter = JPEGRowConverter(frame: frame, reduction: state.reduction, adobe: state.adobeTransform)
        let shared = JPEGShared.worthIt(pixels: frame.width * frame.height, limits: state.limits)
        if frame.progressive { inverseTransform(frame, state: state, shared: shared) }
        for component in frame.components { component.prepare() }
        let count = converter.width * converter.height * 3
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            converter.convertAll(into: buffer.baseAddress!, shared: shared)
            initialized = count
        }
        return PixelImage(width: converter.width, height: converter.height, channels: 3, pixels: pixels)
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

    /// Turns each progressive block's coefficients into samples (each component's block rows in
    /// two halves on two cores when `shared`).
    private static func inverseTransform(_ frame: JPEGFrame, state: JPEGState, shared: Bool) {
        let quant = state.quant.flatMap { $0 }
        quant.withUnsafeBufferPointer { q in
            let tables = UncheckedBox(q.baseAddress!)
            for component in frame.components {
                let size = component.blockSize
                let perBlock = component.coefficientsPerBlock
                let table = tables.value + component.quantIndex * 64
                JPEGShared.split(0..<component.blocksPerColumn, shared: shared) { rows in
                    var dcOnly = [Int16](repeating: 0, count: 64)
                    dcOnly.withUnsafeMutableBufferPointer { scratch in
                        for by in rows {
                            for bx in 0..<component.blocksPerLine {
                                let source =
                                    component.coefficients.baseAddress! + (by * component.blocksPerLine + bx) * perBlock
                                let output =
                                    component.plane.baseAddress! + by * size * component.planeStride + bx * size
                                let coefficients: UnsafePointer<Int16>
                                if perBlock == 64, JPEGIDCT.onlyDC(source) {
                                    JPEGIDCT.fill(
                                        dc: source[0], quant: table, size: size, output: output,
                                        stride: component.planeStride)
                                    continue
                                } else if perBlock == 64, size == 8, JPEGIDCT.onlyLow(source) {
                                    JPEGKernels.islowLow(
                                        source, quant: table, output: output, stride: component.planeStride)
                                    continue
                                } else if perBlock == 64 {
                                    coefficients = UnsafePointer(source)
                                } else {
                                    scratch[0] = source[0]
                                    coefficients = UnsafePointer(scratch.baseAddress!)
                                }
                                JPEGIDCT.block(
                                    coefficients, quant: table, size: size, output: output,
                                    stride: component.planeStride)
                            }
                        }
                    }
                }
                // Every block of the plane was written.
                component.planeWritten = true
            }
        }
    }
}
