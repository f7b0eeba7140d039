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

    static func islow(_ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 64) { workspace in
            let ws = workspace.baseAddress!
            // Pass 1: columns, into the workspace, scaled up by 2^pass1Bits.
            for column in 0..<8 {
                if input[column + 8] == 0 && input[column + 16] == 0 && input[column + 24] == 0 && input[column + 32] == 0
                    && input[column + 40] == 0 && input[column + 48] == 0 && input[column + 56] == 0 {
                    let dc = (Int32(input[column]) &* quant[column]) << pass1Bits
                    for row in 0..<8 { ws[row * 8 + column] = dc }
                    continue
                }
                var z2 = Int32(input[column + 16]) &* quant[column + 16]
                var z3 = Int32(input[column + 48]) &* quant[column + 48]
                var z1 = (z2 + z3) &* 4433
                var tmp2 = z1 &+ z3 &* -15137
                var tmp3 = z1 &+ z2 &* 6270
                z2 = Int32(input[column]) &* quant[column]
                z3 = Int32(input[column + 32]) &* quant[column + 32]
                var tmp0 = (z2 &+ z3) << constBits
                var tmp1 = (z2 &- z3) << constBits
                let tmp10 = tmp0 &+ tmp3, tmp13 = tmp0 &- tmp3, tmp11 = tmp1 &+ tmp2, tmp12 = tmp1 &- tmp2

                tmp0 = Int32(input[column + 56]) &* quant[column + 56]
                tmp1 = Int32(input[column + 40]) &* quant[column + 40]
                tmp2 = Int32(input[column + 24]) &* quant[column + 24]
                tmp3 = Int32(input[column + 8]) &* quant[column + 8]
                z1 = tmp0 &+ tmp3
                z2 = tmp1 &+ tmp2
                z3 = tmp0 &+ tmp2
                var z4 = tmp1 &+ tmp3
                let z5 = (z3 &+ z4) &* 9633
                tmp0 = tmp0 &* 2446; tmp1 = tmp1 &* 16819; tmp2 = tmp2 &* 25172; tmp3 = tmp3 &* 12299
                z1 = z1 &* -7373; z2 = z2 &* -20995; z3 = z3 &* -16069; z4 = z4 &* -3196
                z3 = z3 &+ z5; z4 = z4 &+ z5
                tmp0 = tmp0 &+ z1 &+ z3; tmp1 = tmp1 &+ z2 &+ z4; tmp2 = tmp2 &+ z2 &+ z3; tmp3 = tmp3 &+ z1 &+ z4

                let shift = constBits - pass1Bits, round: Int32 = 1 << (shift - 1)
                ws[column] = (tmp10 &+ tmp3 &+ round) >> shift
                ws[column + 56] = (tmp10 &- tmp3 &+ round) >> shift
                ws[column + 8] = (tmp11 &+ tmp2 &+ round) >> shift
                ws[column + 48] = (tmp11 &- tmp2 &+ round) >> shift
                ws[column + 16] = (tmp12 &+ tmp1 &+ round) >> shift
                ws[column + 40] = (tmp12 &- tmp1 &+ round) >> shift
                ws[column + 24] = (tmp13 &+ tmp0 &+ round) >> shift
                ws[column + 32] = (tmp13 &- tmp0 &+ round) >> shift
            }
            // Pass 2: rows, from the workspace to pixels (+128, clamped).
            let shift = constBits + pass1Bits + 3, round: Int32 = 1 << (shift - 1)
            for row in 0..<8 {
                let w = ws + row * 8
                let out = output + row * stride
                if w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0 && w[6] == 0 && w[7] == 0 {
                    let value = clamp(((w[0] &+ (1 << (pass1Bits + 2))) >> (pass1Bits + 3)) &+ 128)
                    for i in 0..<8 { out[i] = value }
                    continue
                }
                var z2 = w[2], z3 = w[6]
                var z1 = (z2 &+ z3) &* 4433
                var tmp2 = z1 &+ z3 &* -15137
                var tmp3 = z1 &+ z2 &* 6270
                var tmp0 = (w[0] &+ w[4]) << constBits
                var tmp1 = (w[0] &- w[4]) << constBits
                let tmp10 = tmp0 &+ tmp3, tmp13 = tmp0 &- tmp3, tmp11 = tmp1 &+ tmp2, tmp12 = tmp1 &- tmp2

                tmp0 = w[7]; tmp1 = w[5]; tmp2 = w[3]; tmp3 = w[1]
                z1 = tmp0 &+ tmp3
                z2 = tmp1 &+ tmp2
                z3 = tmp0 &+ tmp2
                var z4 = tmp1 &+ tmp3
                let z5 = (z3 &+ z4) &* 9633
                tmp0 = tmp0 &* 2446; tmp1 = tmp1 &* 16819; tmp2 = tmp2 &* 25172; tmp3 = tmp3 &* 12299
                z1 = z1 &* -7373; z2 = z2 &* -20995; z3 = z3 &* -16069; z4 = z4 &* -3196
                z3 = z3 &+ z5; z4 = z4 &+ z5
                tmp0 = tmp0 &+ z1 &+ z3; tmp1 = tmp1 &+ z2 &+ z4; tmp2 = tmp2 &+ z2 &+ z3; tmp3 = tmp3 &+ z1 &+ z4

                out[0] = clamp(((tmp10 &+ tmp3 &+ round) >> shift) &+ 128)
                out[7] = clamp(((tmp10 &- tmp3 &+ round) >> shift) &+ 128)
                out[1] = clamp(((tmp11 &+ tmp2 &+ round) >> shift) &+ 128)
                out[6] = clamp(((tmp11 &- tmp2 &+ round) >> shift) &+ 128)
                out[2] = clamp(((tmp12 &+ tmp1 &+ round) >> shift) &+ 128)
                out[5] = clamp(((tmp12 &- tmp1 &+ round) >> shift) &+ 128)
                out[3] = clamp(((tmp13 &+ tmp0 &+ round) >> shift) &+ 128)
                out[4] = clamp(((tmp13 &- tmp0 &+ round) >> shift) &+ 128)
            }
        }
    }

    /// basis[size][x * size + u]: C(u)·cos((2x+1)uπ / 2size) / 2, so that a size-point transform of
    /// the low coefficients gives the block's averages over size×size areas.
    private static let basis: [[Float]] = [1, 2, 4].map { size in
        var table = [Float](repeating: 0, count: size * size)
        for x in 0..<size {
            for u in 0..<size {
                let c: Float = u == 0 ? 1 / Float(2).squareRoot() : 1
                table[x * size + u] = c * Float(cos(Double((2 * x + 1) * u) * Double.pi / Double(2 * size))) / 2
            }
        }
        return table
    }

    private static func reduced(_ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, size: Int, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        let table = basis[size == 2 ? 1 : 2]
        var columns = [Float](repeating: 0, count: 16)
        // Rows v < size of the coefficient block, transformed along u into columns[v][x].
        for v in 0..<size {
            for x in 0..<size {
                var sum: Float = 0
                for u in 0..<size { sum += table[x * size + u] * Float(Int32(input[v * 8 + u]) &* quant[v * 8 + u]) }
                columns[v * size + x] = sum
            }
        }
        for y in 0..<size {
            for x in 0..<size {
                var sum: Float = 0
                for v in 0..<size { sum += table[y * size + v] * columns[v * size + x] }
                output[y * stride + x] = clamp(Int32((sum + 128).rounded()))
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
