/// The inverse DCTs of one 8×8 block, written once and compiled twice: in `SpaceImaging` for
/// any x86-64 (or arm64) processor, and in `SpaceImagingAVX2` for processors with AVX2, where the
/// same lanes are twice as wide and 32-bit products one instruction (see `JPEGKernels`). Every
/// function is inlined where it is called, so each module's copy is compiled for its processor.
public enum IDCTKernels {
    /// Clamps a sample to 0…255.
    @inlinable @inline(__always) public static func clamp(_ value: Int32) -> UInt8 {
        value < 0 ? 0 : (value > 255 ? 255 : UInt8(value))
    }

    /// Row `k` of a block's coefficients times its quantization row, one lane a column.
    @inlinable @inline(__always) static func dequantizedRow(
        _ k: Int, _ input: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>
    ) -> SIMD8<Int32> {
        let c = input + k * 8, q = quant + k * 8
        return SIMD8<Int32>(
            Int32(c[0]), Int32(c[1]), Int32(c[2]), Int32(c[3]), Int32(c[4]), Int32(c[5]), Int32(c[6]), Int32(c[7]))
            &* SIMD8<Int32>(q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
    }

    /// islow on eight lanes at once: pass 1 runs on all eight columns together (each vector is a
    /// row of coefficients), the workspace is transposed, and pass 2 runs on all eight rows
    /// together. The arithmetic is libjpeg's, lane by lane, so the pixels are the same; its
    /// shortcuts for all-zero columns and rows give what the full formula gives, so none is needed.
    @inlinable @inline(__always)
    public static func islow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        islow(input, quant: quant, output: output, stride: stride, band: 8)
    }

    /// islow for a block whose coefficients all lie in its top-left 4×4 (the first ten in zig-zag
    /// order: most blocks of a smooth picture): the same formula with the other rows and columns
    /// known to be zero, so their products are never computed. Pass 1 gives exact zeros in the
    /// lanes of zero columns (its rounding term shifts out), so pass 2 may take them as known too.
    @inlinable @inline(__always)
    public static func islowLow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        islow(input, quant: quant, output: output, stride: stride, band: 4)
    }

    /// islow for a block whose coefficients all lie in its top-left 2×2 (the first three in
    /// zig-zag order), as `islowLow`.
    @inlinable @inline(__always)
    public static func islowLowest(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        islow(input, quant: quant, output: output, stride: stride, band: 2)
    }

    @inlinable @inline(__always)
    static func islow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int,
        band: Int
    ) {
        typealias V = SIMD8<Int32>
        let constBits: Int32 = 13, pass1Bits: Int32 = 2
        let zero = V(repeating: 0)
        @inline(__always) func row(_ k: Int) -> V { k >= band ? zero : dequantizedRow(k, input, quant) }
        /// One 8-point pass over eight lanes; `shift` and `round` descale the results.
        @inline(__always) func pass(
            _ x0: V, _ x1: V, _ x2: V, _ x3: V, _ x4: V, _ x5: V, _ x6: V, _ x7: V,
            round: V, shift: Int32
        ) -> (V, V, V, V, V, V, V, V) {
            let z1e = (x2 &+ x6) &* 4433
            let tmp2e = z1e &+ x6 &* -15137
            let tmp3e = z1e &+ x2 &* 6270
            let tmp0e = (x0 &+ x4) &<< 13
            let tmp1e = (x0 &- x4) &<< 13
            let tmp10 = tmp0e &+ tmp3e, tmp13 = tmp0e &- tmp3e, tmp11 = tmp1e &+ tmp2e, tmp12 = tmp1e &- tmp2e
            var z1 = x7 &+ x1, z2 = x5 &+ x3, z3 = x7 &+ x3, z4 = x5 &+ x1
            let z5 = (z3 &+ z4) &* 9633
            var tmp0 = x7 &* 2446, tmp1 = x5 &* 16819, tmp2 = x3 &* 25172, tmp3 = x1 &* 12299
            z1 = z1 &* -7373; z2 = z2 &* -20995; z3 = z3 &* -16069; z4 = z4 &* -3196
            z3 = z3 &+ z5; z4 = z4 &+ z5
            tmp0 = tmp0 &+ z1 &+ z3; tmp1 = tmp1 &+ z2 &+ z4; tmp2 = tmp2 &+ z2 &+ z3; tmp3 = tmp3 &+ z1 &+ z4
            let s = V(repeating: shift)
            return (
                (tmp10 &+ tmp3 &+ round) &>> s, (tmp11 &+ tmp2 &+ round) &>> s, (tmp12 &+ tmp1 &+ round) &>> s,
                (tmp13 &+ tmp0 &+ round) &>> s,
                (tmp13 &- tmp0 &+ round) &>> s, (tmp12 &- tmp1 &+ round) &>> s, (tmp11 &- tmp2 &+ round) &>> s,
                (tmp10 &- tmp3 &+ round) &>> s
            )
        }
        // Pass 1: lanes are columns; w_k is row k of the workspace.
        let w = pass(
            row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7),
            round: V(repeating: 1 << (constBits - pass1Bits - 1)), shift: constBits - pass1Bits)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 128) { buffer in
            let ws = buffer.baseAddress!
            let raw = UnsafeMutableRawPointer(ws)
            @inline(__always) func store(_ v: V, at k: Int) { raw.storeBytes(of: v, toByteOffset: k * 32, as: V.self) }
            store(w.0, at: 0); store(w.1, at: 1); store(w.2, at: 2); store(w.3, at: 3)
            store(w.4, at: 4); store(w.5, at: 5); store(w.6, at: 6); store(w.7, at: 7)
            // Pass 2: lanes are rows; c_j is column j of the workspace.
            @inline(__always) func column(_ j: Int) -> V {
                if j >= band { return zero }
                return V(ws[j], ws[8 + j], ws[16 + j], ws[24 + j], ws[32 + j], ws[40 + j], ws[48 + j], ws[56 + j])
            }
            let shift = constBits + pass1Bits + 3
            let o = pass(
                column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7),
                round: V(repeating: 1 << (shift - 1)), shift: shift)
            let low = V(repeating: 0), high = V(repeating: 255), center = V(repeating: 128)
            // Output column j (lanes are rows) goes to ws[64 + 8j …]; rows are read back across.
            @inline(__always) func put(_ v: V, _ j: Int) {
                store((v &+ center).clamped(lowerBound: low, upperBound: high), at: 8 + j)
            }
            put(o.0, 0); put(o.1, 1); put(o.2, 2); put(o.3, 3); put(o.4, 4); put(o.5, 5); put(o.6, 6); put(o.7, 7)
            let pixels = ws + 64
            for r in 0..<8 {
                let out = output + r * stride
                for j in 0..<8 { out[j] = UInt8(truncatingIfNeeded: pixels[j * 8 + r]) }
            }
        }
    }

    @inlinable @inline(__always) static func descale(_ x: Int, _ n: Int) -> Int { (x + (1 << (n - 1))) >> n }
    @inlinable @inline(__always) static func pixel(_ value: Int) -> UInt8 {
        clamp(Int32(truncatingIfNeeded: value + 128))
    }

    @inlinable @inline(__always)
    public static func idct4x4(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let constBits = 13, pass1Bits = 2
        // Pass 1 on all eight columns at once (lanes are columns; column 4 is computed and never
        // read): libjpeg's shortcut for a column whose AC terms are zero gives what this formula
        // gives, so no lane needs it. 32-bit lanes, as the full-size transform's (libjpeg-turbo's
        // own vector code is narrower still).
        typealias V = SIMD8<Int32>
        @inline(__always) func row(_ k: Int) -> V { dequantizedRow(k, input, quant) }
        let c1 = row(1), c2 = row(2), c3 = row(3), c5 = row(5), c6 = row(6), c7 = row(7)
        let tmp0 = row(0) &<< 14
        let tmp2 = c2 &* 15137 &+ c6 &* -6270
        let tmp10 = tmp0 &+ tmp2, tmp12 = tmp0 &- tmp2
        let odd0 = c7 &* -1730 &+ c5 &* 11893 &+ c3 &* -17799 &+ c1 &* 8697
        let odd2 = c7 &* -4176 &+ c5 &* -4926 &+ c3 &* 7373 &+ c1 &* 20995
        let round = V(repeating: 1 << 11)
        let rows = (
            (tmp10 &+ odd2 &+ round) &>> 12, (tmp12 &+ odd0 &+ round) &>> 12, (tmp12 &- odd0 &+ round) &>> 12,
            (tmp10 &- odd2 &+ round) &>> 12
        )
        // Pass 2 on the four rows at once (lanes are rows; w_j is column j of the workspace), on
        // 32 bits as libjpeg-turbo's own vector code (jidctred-sse2) computes it: a row whose AC
        // terms are zero takes libjpeg's shortcut value from this formula too.
        typealias W = SIMD4<Int32>
        @inline(__always) func column(_ j: Int) -> W { W(rows.0[j], rows.1[j], rows.2[j], rows.3[j]) }
        let w0 = column(0), w1 = column(1), w2 = column(2), w3 = column(3), w5 = column(5), w6 = column(6)
        let w7 = column(7)
        let even0 = w0 &<< Int32(constBits + 1)
        let even2 = w2 &* 15137 &+ w6 &* -6270
        let even10 = even0 &+ even2, even12 = even0 &- even2
        let odd20 = w7 &* -1730 &+ w5 &* 11893 &+ w3 &* -17799 &+ w1 &* 8697
        let odd22 = w7 &* -4176 &+ w5 &* -4926 &+ w3 &* 7373 &+ w1 &* 20995
        let shift = Int32(constBits + pass1Bits + 3 + 1)
        let half = W(repeating: 1 &<< (shift &- 1)), center = W(repeating: 128)
        let low = W(repeating: 0), high = W(repeating: 255)
        @inline(__always) func pixels(_ v: W) -> W {
            (((v &+ half) &>> shift) &+ center).clamped(lowerBound: low, upperBound: high)
        }
        let out0 = pixels(even10 &+ odd22), out1 = pixels(even12 &+ odd20), out2 = pixels(even12 &- odd20)
        let out3 = pixels(even10 &- odd22)
        for r in 0..<4 {
            let out = output + r &* stride
            out[0] = UInt8(truncatingIfNeeded: out0[r]); out[1] = UInt8(truncatingIfNeeded: out1[r])
            out[2] = UInt8(truncatingIfNeeded: out2[r]); out[3] = UInt8(truncatingIfNeeded: out3[r])
        }
    }

    /// libjpeg's `jpeg_idct_2x2`: columns 0, 1, 3, 5 and 7 (pass 1 on eight lanes at once, on
    /// 32 bits as libjpeg-turbo's vector code computes it), then two rows. Its shortcuts for
    /// columns and rows with no AC terms give what the formula gives, so the code has no branch.
    @inlinable @inline(__always)
    public static func idct2x2(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        typealias V = SIMD8<Int32>
        @inline(__always) func row(_ k: Int) -> V { dequantizedRow(k, input, quant) }
        let tmp10 = row(0) &<< 15
        let tmp0 = row(7) &* -5906 &+ row(5) &* 6967 &+ row(3) &* -10426 &+ row(1) &* 29692
        let round = V(repeating: 1 &<< 12)
        let ws0 = (tmp10 &+ tmp0 &+ round) &>> 13, ws1 = (tmp10 &- tmp0 &+ round) &>> 13
        @inline(__always) func pass2(_ w: V, into out: UnsafeMutablePointer<UInt8>) {
            let t10 = Int(w[0]) &<< 15
            let t0 = Int(w[7]) &* -5906 &+ Int(w[5]) &* 6967 &+ Int(w[3]) &* -10426 &+ Int(w[1]) &* 29692
            out[0] = pixel((t10 &+ t0 &+ (1 &<< 19)) &>> 20)
            out[1] = pixel((t10 &- t0 &+ (1 &<< 19)) &>> 20)
        }
        pass2(ws0, into: output)
        pass2(ws1, into: output + stride)
    }
}
