/// The inverse DCT of one 8×8 block into pixels, at full size with libjpeg's accurate integer
/// method (`jidctint.c`'s islow, so full decodes match libjpeg-turbo's), or reduced to 4×4, 2×2
/// or 1×1 from the low-frequency coefficients alone (T.81's scaling, as libjpeg's `jidctred.c`):
/// a preview at 1/8 costs one multiply per block.
enum JPEGIDCT {
    /// `coefficients` in natural (row-major) order, not yet dequantized; `quant` in natural order.
    @inline(__always)
    static func block(_ coefficients: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, size: Int,
                      output: UnsafeMutablePointer<UInt8>, stride: Int) {
        switch size {
        case 8: islow(coefficients, quant: quant, output: output, stride: stride)
        case 1: output[0] = clamp((Int32(coefficients[0]) &* quant[0] + 4) >> 3 + 128)
        default: reduced(coefficients, quant: quant, size: size, output: output, stride: stride)
        }
    }

    @inline(__always) static func clamp(_ value: Int32) -> UInt8 {
        value < 0 ? 0 : (value > 255 ? 255 : UInt8(value))
    }

    private static let constBits: Int32 = 13
    private static let pass1Bits: Int32 = 2

    /// islow on eight lanes at once: pass 1 runs on all eight columns together (each vector is a
    /// row of coefficients), the workspace is transposed, and pass 2 runs on all eight rows
    /// together. The arithmetic is libjpeg's, lane by lane, so the pixels are the same; its
    /// shortcuts for all-zero columns and rows give what the full formula gives, so none is needed.
    static func islow(_ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        typealias V = SIMD8<Int32>
        @inline(__always) func row(_ k: Int) -> V {
            let c = input + k * 8, q = quant + k * 8
            return V(Int32(c[0]), Int32(c[1]), Int32(c[2]), Int32(c[3]), Int32(c[4]), Int32(c[5]), Int32(c[6]), Int32(c[7]))
                &* V(q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7])
        }
        /// One 8-point pass over eight lanes; `shift` and `round` descale the results.
        @inline(__always) func pass(_ x0: V, _ x1: V, _ x2: V, _ x3: V, _ x4: V, _ x5: V, _ x6: V, _ x7: V,
                                    round: V, shift: Int32) -> (V, V, V, V, V, V, V, V) {
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
            return ((tmp10 &+ tmp3 &+ round) &>> s, (tmp11 &+ tmp2 &+ round) &>> s, (tmp12 &+ tmp1 &+ round) &>> s, (tmp13 &+ tmp0 &+ round) &>> s,
                    (tmp13 &- tmp0 &+ round) &>> s, (tmp12 &- tmp1 &+ round) &>> s, (tmp11 &- tmp2 &+ round) &>> s, (tmp10 &- tmp3 &+ round) &>> s)
        }
        // Pass 1: lanes are columns; w_k is row k of the workspace.
        let w = pass(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7),
                     round: V(repeating: 1 << (constBits - pass1Bits - 1)), shift: constBits - pass1Bits)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 128) { buffer in
            let ws = buffer.baseAddress!
            let raw = UnsafeMutableRawPointer(ws)
            @inline(__always) func store(_ v: V, at k: Int) { raw.storeBytes(of: v, toByteOffset: k * 32, as: V.self) }
            store(w.0, at: 0); store(w.1, at: 1); store(w.2, at: 2); store(w.3, at: 3)
            store(w.4, at: 4); store(w.5, at: 5); store(w.6, at: 6); store(w.7, at: 7)
            // Pass 2: lanes are rows; c_j is column j of the workspace.
            @inline(__always) func column(_ j: Int) -> V {
                V(ws[j], ws[8 + j], ws[16 + j], ws[24 + j], ws[32 + j], ws[40 + j], ws[48 + j], ws[56 + j])
            }
            let shift = constBits + pass1Bits + 3
            let o = pass(column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7),
                         round: V(repeating: 1 << (shift - 1)), shift: shift)
            let low = V(repeating: 0), high = V(repeating: 255), center = V(repeating: 128)
            // Output column j (lanes are rows) goes to ws[64 + 8j …]; rows are read back across.
            @inline(__always) func put(_ v: V, _ j: Int) { store((v &+ center).clamped(lowerBound: low, upperBound: high), at: 8 + j) }
            put(o.0, 0); put(o.1, 1); put(o.2, 2); put(o.3, 3); put(o.4, 4); put(o.5, 5); put(o.6, 6); put(o.7, 7)
            let pixels = ws + 64
            for r in 0..<8 {
                let out = output + r * stride
                for j in 0..<8 { out[j] = UInt8(truncatingIfNeeded: pixels[j * 8 + r]) }
            }
        }
    }

    /// boxBasis[size][x * 8 + u]: the mean over output pixel x's group of 8 / size full-size
    /// pixels of C(u)·cos((2p+1)uπ/16) / 2. A transform with it gives each group's mean directly,
    /// as libjpeg's reduced transforms (`jidctred.c`) do: a box filter, so no aliasing, and the
    /// same picture as a full decode averaged (within rounding; djpeg -scale agrees within ±3).
    private static let boxBasis: [[Float]] = [2, 4].map { size in
        let group = 8 / size
        var table = [Float](repeating: 0, count: size * 8)
        for x in 0..<size {
            for u in 0..<8 {
                let c = u == 0 ? 1 / 2.0.squareRoot() : 1
                var sum = 0.0
                for p in (x * group)..<((x + 1) * group) { sum += c * cos(Double((2 * p + 1) * u) * Double.pi / 16) / 2 }
                table[x * 8 + u] = Float(sum / Double(group))
            }
        }
        return table
    }

    private static func reduced(_ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, size: Int, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        // The frame only ever makes blocks of 1, 2, 4 or 8 samples; the buffers below hold 4 × 8.
        precondition(size == 2 || size == 4, "a reduced block is 2 or 4 samples")
        boxBasis[size == 2 ? 0 : 1].withUnsafeBufferPointer { basis in
            let t = basis.baseAddress!
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 32) { buffer in
                let rows = buffer.baseAddress!  // rows[v * size + x]
                for v in 0..<8 {
                    let line = input + v * 8, q = quant + v * 8
                    var any = false
                    var coefficients: (Float, Float, Float, Float, Float, Float, Float, Float) = (0, 0, 0, 0, 0, 0, 0, 0)
                    withUnsafeMutableBytes(of: &coefficients) { raw in
                        let f = raw.baseAddress!.assumingMemoryBound(to: Float.self)
                        for u in 0..<8 where line[u] != 0 { f[u] = Float(Int32(line[u]) &* q[u]); any = true }
                    }
                    for x in 0..<size {
                        guard any else { rows[v * size + x] = 0; continue }
                        let b = t + x * 8
                        rows[v * size + x] = b[0] * coefficients.0 + b[1] * coefficients.1 + b[2] * coefficients.2 + b[3] * coefficients.3
                            + b[4] * coefficients.4 + b[5] * coefficients.5 + b[6] * coefficients.6 + b[7] * coefficients.7
                    }
                }
                for y in 0..<size {
                    let b = t + y * 8
                    for x in 0..<size {
                        var sum: Float = 128
                        for v in 0..<8 { sum += b[v] * rows[v * size + x] }
                        output[y * stride + x] = sum <= 0 ? 0 : (sum >= 255 ? 255 : UInt8(sum.rounded()))
                    }
                }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
