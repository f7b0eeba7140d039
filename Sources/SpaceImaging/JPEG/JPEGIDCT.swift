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
        case 2: JPEGKernels.idct2x2(coefficients, quant: quant, output: output, stride: stride)
        default: output[0] = clamp((Int32(coefficients[0]) &* quant[0] + 4) >> 3 + 128)
        }
    }

    @inline(__always) static func clamp(_ value: Int32) -> UInt8 { IDCTKernels.clamp(value) }

    /// A block of DC alone is one value at every size: what islow, libjpeg's reduced transforms
    /// and the 1×1 one all give for it (their DC terms descale alike).
    @inline(__always)
    static func fill(
        dc: Int16, quant: UnsafePointer<Int32>, size: Int, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let value = dcValue(dc, quant: quant)
        // A row is one store of 8, 4, 2 or 1 bytes (not a call to memset for each).
        let bytes = UInt64(value) &* 0x0101_0101_0101_0101
        for row in 0..<size {
            let target = UnsafeMutableRawPointer(output + row &* stride)
            switch size {
            case 8: target.storeBytes(of: bytes, as: UInt64.self)
            case 4: target.storeBytes(of: UInt32(truncatingIfNeeded: bytes), as: UInt32.self)
            case 2: target.storeBytes(of: UInt16(truncatingIfNeeded: bytes), as: UInt16.self)
            default: target.storeBytes(of: value, as: UInt8.self)
            }
        }
    }

    /// The one value of a block of DC alone.
    @inline(__always) static func dcValue(_ dc: Int16, quant: UnsafePointer<Int32>) -> UInt8 {
        clamp(((Int32(dc) &* quant[0] &* 4 &+ 16) >> 5) &+ 128)
    }

    /// Whether the block's coefficients all lie in its top-left 4×4 (natural order: rows 4–7 and
    /// columns 4–7 of rows 0–3 are zero), for `islowLow`.
    @inline(__always) static func onlyLow(_ block: UnsafePointer<Int16>) -> Bool {
        let raw = UnsafeRawPointer(block)
        @inline(__always) func word(_ index: Int) -> UInt64 {
            raw.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
        }
        var any = word(1) | word(3) | word(5) | word(7)
        for word in 8..<16 { any |= raw.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self) }
        return any == 0
    }

    /// Whether the block's 63 AC coefficients are all zero.
    @inline(__always) static func onlyDC(_ block: UnsafePointer<Int16>) -> Bool {
        let raw = UnsafeRawPointer(block)
        var any =
            UInt64(UInt16(bitPattern: block[1])) | UInt64(UInt16(bitPattern: block[2]))
            | UInt64(UInt16(bitPattern: block[3]))
        for word in 1..<16 { any |= raw.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self) }
        return any == 0
    }
}
