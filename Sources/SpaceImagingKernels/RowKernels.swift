/// The per-row work of a JPEG decode after the transforms (the triangle filter's upsampling and
/// YCbCr → RGB), written once and compiled twice, like `IDCTKernels`.
public enum RowKernels {
    /// YCbCr → RGB as libjpeg computes it (`jdcolor.c`: its tables hold these sums, 16
    /// fractional bits, rounded), in libjpeg-turbo's 16-bit form: R − Y = 0.402·Cr + Cr and
    /// B − Y = −0.228·Cb + 2·Cb, each product the high half of a 16-bit multiply of the doubled
    /// value, rounded by adding one and halving (the same results as the tables' 91881 and 116130:
    /// ⌊(⌊2x/2¹⁶⌋ + 1)/2⌋ = ⌊(x + 2¹⁵)/2¹⁶⌋), and G − Y = −0.344·Cb + 0.286·Cr − Cr on 32 bits.
    /// Lanes of 16 bits hold twice as many pixels as 32-bit ones.
    @inlinable @inline(__always)
    public static func yccToRGB(
        _ y: UnsafePointer<UInt8>, _ cb: UnsafePointer<UInt8>, _ cr: UnsafePointer<UInt8>, width: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        @inline(__always) func high(_ a: Int16, _ b: Int16) -> Int16 {
            Int16(truncatingIfNeeded: (Int32(a) &* Int32(b)) &>> 16)
        }
        @inline(__always) func limit(_ v: Int16) -> UInt8 { UInt8(truncatingIfNeeded: min(max(v, 0), 255)) }
        for x in 0..<width {
            let l = Int16(y[x]), b = Int16(cb[x]) &- 128, r = Int16(cr[x]) &- 128
            let red = ((high(r &<< 1, 26345) &+ 1) &>> 1) &+ r
            let blue = ((high(b &<< 1, -14942) &+ 1) &>> 1) &+ b &+ b
            let green = Int16(truncatingIfNeeded: (Int32(b) &* -22554 &+ Int32(r) &* 18734 &+ 32768) &>> 16) &- r
            let target = out + x &* 3
            target[0] = limit(l &+ red)
            target[1] = limit(l &+ green)
            target[2] = limit(l &+ blue)
        }
    }

    /// libjpeg's `h2v1_fancy_upsample`: each output sample is ¾ of its nearer input and ¼ of the
    /// next one over. Writes 2 × width samples (the caller's row has room for the odd one).
    @inlinable @inline(__always)
    public static func fancyH2V1(_ input: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        if width == 1 { out[0] = input[0]; out[1] = input[0]; return }
        out[0] = input[0]
        out[1] = UInt8((Int(input[0]) * 3 + Int(input[1]) + 2) >> 2)
        for i in 1..<(width - 1) {
            let v = Int32(input[i]) &* 3
            out[2 &* i] = UInt8(truncatingIfNeeded: (v &+ Int32(input[i &- 1]) &+ 1) &>> 2)
            out[2 &* i &+ 1] = UInt8(truncatingIfNeeded: (v &+ Int32(input[i &+ 1]) &+ 2) &>> 2)
        }
        let last = width - 1
        out[2 * last] = UInt8((Int(input[last]) * 3 + Int(input[last - 1]) + 1) >> 2)
        out[2 * last + 1] = input[last]
    }

    /// The triangle filter down only (`h1v2_fancy_upsample`): ¾ of the nearer row, ¼ of the
    /// farther, `bias` 1 above and 2 below.
    @inlinable @inline(__always)
    public static func fancyV2(
        _ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, bias: Int32, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        for x in 0..<count {
            out[x] = UInt8(truncatingIfNeeded: (3 &* Int32(near[x]) &+ Int32(far[x]) &+ bias) &>> 2)
        }
    }

    /// libjpeg's `h2v2_fancy_upsample`: the triangle filter in both directions.
    @inlinable @inline(__always)
    public static func fancyH2V2(
        _ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        @inline(__always) func colsum(_ i: Int) -> Int { Int(near[i]) * 3 + Int(far[i]) }
        if width == 1 {
            let c = colsum(0)
            out[0] = UInt8((c * 4 + 8) >> 4); out[1] = UInt8((c * 4 + 7) >> 4)
            return
        }
        let first = colsum(0)
        out[0] = UInt8((first * 4 + 8) >> 4)
        out[1] = UInt8((first * 3 + colsum(1) + 7) >> 4)
        // No value carried from one step to the next, and wrapping arithmetic on 32 bits (the sums
        // stay under 4,096), so the compiler vectorizes it.
        for i in 1..<(width - 1) {
            let this = Int32(near[i]) &* 3 &+ Int32(far[i])
            let last = Int32(near[i &- 1]) &* 3 &+ Int32(far[i &- 1])
            let next = Int32(near[i &+ 1]) &* 3 &+ Int32(far[i &+ 1])
            out[2 &* i] = UInt8(truncatingIfNeeded: (this &* 3 &+ last &+ 8) &>> 4)
            out[2 &* i &+ 1] = UInt8(truncatingIfNeeded: (this &* 3 &+ next &+ 7) &>> 4)
        }
        let end = width - 1
        let this = colsum(end), last = colsum(end - 1)
        out[2 * end] = UInt8((this * 3 + last + 8) >> 4)
        out[2 * end + 1] = UInt8((this * 4 + 7) >> 4)
    }
}
