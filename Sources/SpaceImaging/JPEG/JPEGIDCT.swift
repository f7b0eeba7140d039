import SpaceImagingKernels

/// The inverse DCT of one 8×8 block into pixels, at full size with libjpeg's accurate integer
/// method (`jidctint.c`'s islow, so full decodes match libjpeg-turbo's), or reduced to 4×4, 2×2
/// or 1×1 with libjpeg's own reduced transforms (`jidctred.c`): a preview at 1/8 costs one
/// multiply per block. The transforms themselves are `IDCTKernels`, run through `JPEGKernels`.
enum JPEGIDCT {
    /// `coefficients` in natural (row-major) order, not yet dequantized; `quant` in natural order.
    @inline(__always)
    static func block(
        _ coefficients: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, size: Int,
        output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        switch size {
        case 8: JPEGKernels.islow(coefficients, quant: quant, output: output, stride: stride)
        case 4: JPEGKernels.idct4x4(coefficients, quant: quant, output: output, stride: stride)
        case 2: IDCTKernels.idct2x2(coefficients, quant: quant, output: output, stride: stride)
        default: output[0] = clamp((Int32(coefficients[0]) &* quant[0] + 4) >> 3 + 128)
        }
    }

    @inline(__always) static func clamp(_ value: Int32) -> UInt8 { IDCTKernels.clamp(value) }
}
