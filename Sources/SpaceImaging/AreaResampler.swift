/// Downsizes a picture by area averaging: each output pixel is the mean of the source area it
/// covers, with fractional weights at the edges, so fine detail (stars, text) averages out instead
/// of aliasing. The averaging is done in linear light, not on sRGB values: averaging sRGB numbers
/// darkens every edge between bright and dark (a white star on black sky would fade to a grey
/// smudge far darker than its true brightness). Alpha is premultiplied while averaging so that
/// transparent pixels lend no colour. Enlarging is not its job: a target larger than the source
/// is clamped to the source size.
public enum AreaResampler {
    public static func resize(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
        let width = max(1, min(width, image.width)), height = max(1, min(height, image.height))
        if width == image.width && height == image.height { return image }
        let channels = image.channels
        let horizontal = weights(from: image.width, to: width)
        let vertical = weights(from: image.height, to: height)
        let linear = Gamma.toLinear
        // Pass 1: each source row shrunk to `width`, premultiplied linear values.
        var rows = [Float](repeating: 0, count: image.height * width * channels)
        image.pixels.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { target in
                linear.withUnsafeBufferPointer { linear in
                    for y in 0..<image.height {
                        let line = source.baseAddress! + y * image.width * channels
                        let out = target.baseAddress! + y * width * channels
                        for (x, span) in horizontal.enumerated() {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            for (offset, weight) in span.weights.enumerated() {
                                let p = line + (span.first + offset) * channels
                                let alpha: Float = channels == 4 ? Float(p[3]) / 255 * weight : weight
                                r += linear[Int(p[0])] * alpha
                                g += linear[Int(p[1])] * alpha
                                b += linear[Int(p[2])] * alpha
                                a += alpha
                            }
                            out[x * channels] = r; out[x * channels + 1] = g; out[x * channels + 2] = b
                            if channels == 4 { out[x * channels + 3] = a }
                        }
                    }
                }
            }
        }
        // Pass 2: columns shrunk to `height`, back to straight sRGB.
        var pixels = [UInt8](repeating: 0, count: width * height * channels)
        rows.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for (y, span) in vertical.enumerated() {
                    for x in 0..<width {
                        var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for (offset, weight) in span.weights.enumerated() {
                            let p = source.baseAddress! + ((span.first + offset) * width + x) * channels
                            sums.0 += p[0] * weight; sums.1 += p[1] * weight; sums.2 += p[2] * weight
                            if channels == 4 { sums.3 += p[3] * weight }
                        }
                        let out = target.baseAddress! + (y * width + x) * channels
                        // Weights sum to 1; with alpha, the colour is un-premultiplied.
                        let coverage: Float = channels == 4 ? sums.3 : 1
                        if coverage <= 0.0001 { continue }
                        out[0] = Gamma.toSRGB(sums.0 / coverage)
                        out[1] = Gamma.toSRGB(sums.1 / coverage)
                        out[2] = Gamma.toSRGB(sums.2 / coverage)
                        if channels == 4 { out[3] = UInt8(min(255, max(0, (coverage * 255).rounded()))) }
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, channels: channels, pixels: pixels)
    }

    struct Span {
        var first: Int
        var weights: [Float]
    }

    /// For each output index, the source indices it covers and their weights (summing to 1).
    static func weights(from source: Int, to target: Int) -> [Span] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { i in
            let start = Double(i) * scale, end = Double(i + 1) * scale
            let first = Int(start), last = min(source - 1, Int((end - 1e-9).rounded(.down)))
            var weights: [Float] = []
            for s in first...max(first, last) {
                let covered = min(end, Double(s + 1)) - max(start, Double(s))
                weights.append(Float(covered / scale))
            }
            return Span(first: first, weights: weights)
        }
    }
}

/// sRGB transfer functions (IEC 61966-2-1).
enum Gamma {
    static let toLinear: [Float] = (0..<256).map { i in
        let c = Double(i) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// 4096 steps of linear light back to sRGB bytes.
    static let fromLinear: [UInt8] = (0..<4096).map { i in
        let l = Double(i) / 4095
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8(max(0, min(255, (c * 255).rounded())))
    }

    @inline(__always) static func toSRGB(_ linear: Float) -> UInt8 {
        let index = Int((min(1, max(0, linear)) * 4095).rounded())
        return fromLinear[index]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
