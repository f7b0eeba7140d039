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
        // Row by row: each output row sums its source rows, each shrunk across as it is needed
        // (premultiplied linear values), so the memory is a few rows, not a copy of the picture.
        var pixels = [UInt8](repeating: 0, count: width * height * channels)
        var shrunk = [Float](repeating: 0, count: width * 4)
        var sums = [Float](repeating: 0, count: width * 4)
        image.pixels.withUnsafeBufferPointer { source in
            linear.withUnsafeBufferPointer { linear in
                pixels.withUnsafeMutableBufferPointer { target in
                    shrunk.withUnsafeMutableBufferPointer { shrunk in
                        sums.withUnsafeMutableBufferPointer { sums in
                            for (y, rowSpan) in vertical.enumerated() {
                                sums.update(repeating: 0)
                                for (offset, rowWeight) in rowSpan.weights.enumerated() {
                                    let line = source.baseAddress! + (rowSpan.first + offset) * image.width * channels
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
                                        shrunk[x * 4] = r; shrunk[x * 4 + 1] = g; shrunk[x * 4 + 2] = b;
                                        shrunk[x * 4 + 3] = a
                                    }
                                    for i in 0..<(width * 4) { sums[i] += shrunk[i] * rowWeight }
                                }
                                for x in 0..<width {
                                    let out = target.baseAddress! + (y * width + x) * channels
                                    // Weights sum to 1; with alpha, the colour is un-premultiplied.
                                    let coverage: Float = channels == 4 ? sums[x * 4 + 3] : 1
                                    if coverage <= 0.0001 { continue }
                                    out[0] = Gamma.toSRGB(sums[x * 4] / coverage)
                                    out[1] = Gamma.toSRGB(sums[x * 4 + 1] / coverage)
                                    out[2] = Gamma.toSRGB(sums[x * 4 + 2] / coverage)
                                    if channels == 4 { out[3] = UInt8(min(255, max(0, (coverage * 255).rounded()))) }
                                }
                            }
                        }
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
