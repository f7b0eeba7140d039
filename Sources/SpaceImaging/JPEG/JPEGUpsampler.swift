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
            JPEGKernels.fancyH2V1(c.planeRow(min(y, ch - 1)), width: cw, into: out)
        case (1, 2) where fancy:
            let near = min(y / 2, ch - 1)
            let far = y % 2 == 0 ? max(near - 1, 0) : min(near + 1, ch - 1)
            JPEGKernels.fancyV2(
                c.planeRow(near), c.planeRow(far), bias: y % 2 == 0 ? 1 : 2, count: min(width, stride), into: out)
        case (2, 2) where fancy && cw > 2:
            let near = min(y / 2, ch - 1)
            let far = y % 2 == 0 ? max(near - 1, 0) : min(near + 1, ch - 1)
            JPEGKernels.fancyH2V2(c.planeRow(near), c.planeRow(far), width: cw, into: out)
        default:
            let sourceRow = c.planeRow(min(y * vDenominator / vNumerator, ch - 1))
            for x in 0..<width { out[x] = sourceRow[min(x * hDenominator / hNumerator, cw - 1)] }
        }
    }
}
