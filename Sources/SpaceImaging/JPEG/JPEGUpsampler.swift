/// One output row of a component, brought to the picture's width.
enum JPEGUpsampler {
    /// The row itself, in the component's plane, when it needs no upsampling (full-size luma):
    /// read in place rather than copied.
    static func direct(
        _ y: Int, of c: JPEGComponent, frame: JPEGFrame, reduction: Int, width: Int
    ) -> UnsafePointer<UInt8>? {
        let lumaBlock = 8 / reduction
        guard frame.hMax * lumaBlock == c.h * c.blockSize, frame.vMax * lumaBlock == c.v * c.blockSize,
            width <= c.planeStride
        else { return nil }
        let ch = max(1, (c.height * c.blockSize + 7) / 8)
        return UnsafePointer(c.planeRow(min(y, ch - 1)))
    }

    static func row(
        _ y: Int, of c: JPEGComponent, frame: JPEGFrame, reduction: Int, width: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let stride = c.planeStride
        // The component's real size in decoded samples (libjpeg's downsampled_width at this scale).
        let cw = max(1, (c.width * c.blockSize + 7) / 8)
        let ch = max(1, (c.height * c.blockSize + 7) / 8)
        // Output pixels per component sample, across and down: (hMax · luma block) / (h · block).
        let lumaBlock = 8 / reduction
        let hNumerator = frame.hMax * lumaBlock, hDenominator = c.h * c.blockSize
        let vNumerator = frame.vMax * lumaBlock, vDenominator = c.v * c.blockSize
        // The frame refuses fractional sampling, so both ratios are whole.
        let hf = hNumerator / hDenominator, vf = vNumerator / vDenominator
        // As libjpeg-turbo's jdsample.c: the triangle filter needs blocks of more than one sample
        // (not at 1/8), and across, more than two samples in the row; else plain replication.
        let fancy = lumaBlock > 1
        switch (hf, vf) {
        case (1, 1):
            out.update(from: c.planeRow(min(y, ch - 1)), count: min(width, stride))
        case (2, 1) where fancy && cw > 2:
            fancyH2V1(c.planeRow(min(y, ch - 1)), width: cw, into: out)
        case (1, 2) where fancy:
            let near = min(y / 2, ch - 1)
            let far = y % 2 == 0 ? max(near - 1, 0) : min(near + 1, ch - 1)
            let bias = y % 2 == 0 ? 1 : 2
            let a = c.planeRow(near), b = c.planeRow(far)
            for x in 0..<min(width, stride) { out[x] = UInt8((3 * Int(a[x]) + Int(b[x]) + bias) >> 2) }
        case (2, 2) where fancy && cw > 2:
            let near = min(y / 2, ch - 1)
            let far = y % 2 == 0 ? max(near - 1, 0) : min(near + 1, ch - 1)
            fancyH2V2(c.planeRow(near), c.planeRow(far), width: cw, into: out)
        default:
            let sourceRow = c.planeRow(min(y * vDenominator / vNumerator, ch - 1))
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
    private static func fancyH2V2(
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
