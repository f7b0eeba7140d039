import CProcessor
import SpaceImagingAVX2
import SpaceImagingKernels
import SpaceSupport
import Testing

@testable import SpaceImaging

/// The decoders' inner loops exist twice, compiled for any processor and for x86-64-v3
/// (`JPEGKernels`): on the same inputs, both give the same bytes (the corpus tests then hold for
/// whichever copy a machine runs), and the row kernels give what the one-pixel formulas give.
@Suite struct KernelCopiesTests {
    /// Whether this machine runs the AVX2 copy, as the decoders ask.
    static let wide = space_cpu_runs_x86_64_v3() != 0

    @Test func theDecodersUseTheAVX2CopyExactlyWhereTheProcessorRunsIt() {
        #expect(JPEGKernels.wide == Self.wide)
    }

    /// Blocks as files have them (a few low coefficients, most zero), dense ones, and extremes.
    static func blocks() -> [([Int16], [Int32])] {
        var random = SeededRandom(state: 36)
        var cases: [([Int16], [Int32])] = []
        for kind in 0..<600 {
            var coefficients = [Int16](repeating: 0, count: 64)
            let quant = (0..<64).map { _ in Int32.random(in: 1...(kind % 3 == 0 ? 255 : 40), using: &random) }
            let filled = kind % 4 == 0 ? 64 : Int.random(in: 1...12, using: &random)
            for _ in 0..<filled {
                let limit: Int16 = kind % 5 == 0 ? 32767 : 1023
                coefficients[Int.random(in: 0..<64, using: &random)] = Int16.random(in: -limit...limit, using: &random)
            }
            cases.append((coefficients, quant))
        }
        return cases
    }

    @Test func bothCopiesOfTheTransformsGiveTheSamePixels() {
        guard Self.wide else { return }
        for (coefficients, quant) in Self.blocks() {
            for size in [8, 4, 2] {
                var generic = [UInt8](repeating: 0, count: 8 * 16)
                var avx2 = generic
                if size == 8 {
                    IDCTKernels.islow(coefficients, quant: quant, output: &generic, stride: 16)
                    AVX2Kernels.islow(coefficients, quant: quant, output: &avx2, stride: 16)
                } else if size == 4 {
                    IDCTKernels.idct4x4(coefficients, quant: quant, output: &generic, stride: 16)
                    AVX2Kernels.idct4x4(coefficients, quant: quant, output: &avx2, stride: 16)
                } else {
                    IDCTKernels.idct2x2(coefficients, quant: quant, output: &generic, stride: 16)
                    AVX2Kernels.idct2x2(coefficients, quant: quant, output: &avx2, stride: 16)
                }
                #expect(generic == avx2, "size \(size), coefficients \(coefficients), quant \(quant)")
            }
        }
    }

    /// libjpeg-turbo's 16-bit colour arithmetic gives libjpeg's tables' sums for every Cb and Cr,
    /// at the luma values where the results are clamped and between.
    @Test func colourConversionMatchesLibjpegsTablesForEveryChroma() {
        let chroma = (0..<65536).map { UInt8(truncatingIfNeeded: $0) }
        let other = (0..<65536).map { UInt8(truncatingIfNeeded: $0 >> 8) }
        for luma: UInt8 in [0, 1, 16, 100, 128, 200, 235, 254, 255] {
            let y = [UInt8](repeating: luma, count: 65536)
            var rgb = [UInt8](repeating: 0, count: 3 * 65536)
            RowKernels.yccToRGB(y, chroma, other, width: 65536, into: &rgb)
            var wrong = 0
            for i in 0..<65536 {
                let (r, g, b) = YCC.rgb(luma, chroma[i], other[i])
                if rgb[3 * i] != r || rgb[3 * i + 1] != g || rgb[3 * i + 2] != b { wrong += 1 }
            }
            #expect(wrong == 0, "luma \(luma)")
        }
    }

    /// A block whose coefficients lie in the first ten zig-zag positions (the top-left 4×4) gives
    /// the same pixels through `islowLow` as through `islow`, and one within the first three (the
    /// top-left 2×2) through `islowLowest`, in both copies.
    @Test(arguments: [2, 4])
    func theLowFrequencyTransformsGiveWhatTheFullOneGives(band: Int) {
        let zigzag = band == 4 ? [0, 1, 8, 16, 9, 2, 3, 10, 17, 24] : [0, 1, 8]
        var random = SeededRandom(state: UInt64(band))
        for kind in 0..<2000 {
            var coefficients = [Int16](repeating: 0, count: 64)
            for position in zigzag where Int.random(in: 0..<3, using: &random) > 0 {
                let limit: Int16 = kind % 7 == 0 ? 32767 : 600
                coefficients[position] = Int16.random(in: -limit...limit, using: &random)
            }
            let quant = (0..<64).map { _ in Int32.random(in: 1...(kind % 2 == 0 ? 255 : 30), using: &random) }
            var full = [UInt8](repeating: 0, count: 8 * 8)
            var low = full
            IDCTKernels.islow(coefficients, quant: quant, output: &full, stride: 8)
            if band == 4 {
                IDCTKernels.islowLow(coefficients, quant: quant, output: &low, stride: 8)
            } else {
                IDCTKernels.islowLowest(coefficients, quant: quant, output: &low, stride: 8)
            }
            #expect(low == full, "coefficients \(coefficients), quant \(quant)")
            guard Self.wide else { continue }
            var wide = full
            if band == 4 {
                AVX2Kernels.islowLow(coefficients, quant: quant, output: &wide, stride: 8)
            } else {
                AVX2Kernels.islowLowest(coefficients, quant: quant, output: &wide, stride: 8)
            }
            #expect(wide == full, "coefficients \(coefficients), quant \(quant)")
        }
    }

    /// Rows of every width up to a few vectors' worth, so each loop's vector part and its tail run.
    static func rows(_ count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededRandom(state: seed)
        return (0..<count).map { _ in (0..<300).map { _ in UInt8.random(in: 0...255, using: &random) } }
    }

    @Test func bothCopiesOfTheRowKernelsGiveTheSameBytes() {
        let source = Self.rows(3, seed: 7)
        for width in 1...140 {
            let (y, cb, cr) = (source[0], source[1], source[2])
            var generic = [UInt8](repeating: 0, count: 3 * width)
            RowKernels.yccToRGB(y, cb, cr, width: width, into: &generic)
            var expected: [UInt8] = []
            for x in 0..<width {
                let (r, g, b) = YCC.rgb(y[x], cb[x], cr[x])
                expected += [r, g, b]
            }
            #expect(generic == expected, "width \(width)")
            var fancy = [[UInt8]](repeating: [UInt8](repeating: 0, count: 2 * width + 2), count: 4)
            RowKernels.fancyH2V1(y, width: width, into: &fancy[0])
            RowKernels.fancyH2V2(y, cb, width: width, into: &fancy[1])
            RowKernels.fancyV2(y, cb, bias: 1, count: width, into: &fancy[2])
            RowKernels.fancyV2(y, cb, bias: 2, count: width, into: &fancy[3])
            // The triangle filter's sums, one sample at a time (libjpeg's jdsample.c).
            let h2v1 = (0..<(2 * width)).map { i -> UInt8 in
                let x = i / 2, near = Int(y[x]) * 3
                if width == 1 { return y[0] }
                if i % 2 == 0 { return x == 0 ? y[0] : UInt8((near + Int(y[x - 1]) + 1) >> 2) }
                return x == width - 1 ? y[x] : UInt8((near + Int(y[x + 1]) + 2) >> 2)
            }
            #expect(Array(fancy[0].prefix(2 * width)) == h2v1, "width \(width)")
            let v2 = (0..<width).map { x -> UInt8 in UInt8((3 * Int(y[x]) + Int(cb[x]) + 1) >> 2) }
            #expect(Array(fancy[2].prefix(width)) == v2, "width \(width)")
            guard Self.wide else { continue }
            var avx2 = [UInt8](repeating: 0, count: 3 * width)
            AVX2Kernels.yccToRGB(y, cb, cr, width: width, into: &avx2)
            #expect(avx2 == generic, "width \(width)")
            var wide = [[UInt8]](repeating: [UInt8](repeating: 0, count: 2 * width + 2), count: 4)
            AVX2Kernels.fancyH2V1(y, width: width, into: &wide[0])
            AVX2Kernels.fancyH2V2(y, cb, width: width, into: &wide[1])
            AVX2Kernels.fancyV2(y, cb, bias: 1, count: width, into: &wide[2])
            AVX2Kernels.fancyV2(y, cb, bias: 2, count: width, into: &wide[3])
            #expect(wide == fancy, "width \(width)")
        }
    }
}
