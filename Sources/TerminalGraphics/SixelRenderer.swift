import SpaceImaging

/// DEC sixel graphics: a palette of up to 256 colours fitted to the picture (median cut), the
/// pixels mapped to it with Floyd–Steinberg error diffusion, then written six rows at a time, one
/// pass per colour present in the band, with run-length encoding. Transparent pixels are left
/// unpainted (the sequence asks for a transparent background, `P2=1`).
public enum SixelRenderer {
    /// The most pixels across or down a sixel picture is drawn with: xterm's default
    /// `maxGraphicSize` is 1000×1000, and it draws nothing of a larger one.
    public static let maxPixels = 1000

    /// `newline` ends the picture with one, as a picture on its own does.
    public static func render(_ image: PixelImage, colors: Int = 256, newline: Bool = true) -> String {
        let palette = MedianCut.palette(image, size: max(2, min(256, colors)))
        let indices = dither(image, palette: palette)
        var out = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (i, color) in palette.enumerated() {
            out += "#\(i);2;\(Int(color.0) * 100 / 255);\(Int(color.1) * 100 / 255);\(Int(color.2) * 100 / 255)"
        }
        let width = image.width
        // Each colour's six bits per column for the band, filled in one pass over the band's
        // pixels (not one pass per colour), and cleared after use.
        var bitsByColor = [UInt8](repeating: 0, count: palette.count * width)
        var used = [Bool](repeating: false, count: palette.count)
        var band = 0
        while band < image.height {
            let bandHeight = min(6, image.height - band)
            for row in 0..<bandHeight {
                let line = (band + row) * width
                for x in 0..<width {
                    let index = indices[line + x]
                    guard index >= 0 else { continue }
                    bitsByColor[Int(index) * width + x] |= 1 << row
                    used[Int(index)] = true
                }
            }
            var firstColor = true
            for color in 0..<palette.count where used[color] {
                if !firstColor { out += "$" }
                firstColor = false
                out += "#\(color)"
                var run = 0
                var previous: UInt8 = 0
                func flush() {
                    guard run > 0 else { return }
                    let character = Character(Unicode.Scalar(63 + previous))
                    out += run > 3 ? "!\(run)\(character)" : String(repeating: character, count: run)
                }
                let start = color * width
                for x in 0..<width {
                    let bits = bitsByColor[start + x]
                    if bits == previous { run += 1 } else { flush(); previous = bits; run = 1 }
                    bitsByColor[start + x] = 0
                }
                flush()
                used[color] = false
            }
            out += "-"
            band += 6
        }
        return out + (newline ? "\u{1B}\\\n" : "\u{1B}\\")
    }

    /// Palette indices (−1 where transparent), with Floyd–Steinberg error diffusion.
    static func dither(_ image: PixelImage, palette: [(UInt8, UInt8, UInt8)]) -> [Int16] {
        let width = image.width, height = image.height, c = image.channels
        var errors = [Int](repeating: 0, count: (width + 2) * 2 * 3)
        var indices = [Int16](repeating: -1, count: width * height)
        var cache = [Int16](repeating: -1, count: 1 << 15)
        func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int16 {
            let key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
            if cache[key] >= 0 { return cache[key] }
            var best = 0, bestDistance = Int.max
            for (i, p) in palette.enumerated() {
                let dr = r - Int(p.0), dg = g - Int(p.1), db = b - Int(p.2)
                let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
                if d < bestDistance { best = i; bestDistance = d }
            }
            cache[key] = Int16(best)
            return Int16(best)
        }
        for y in 0..<height {
            let current = (y % 2) * (width + 2) * 3, next = ((y + 1) % 2) * (width + 2) * 3
            for i in 0..<((width + 2) * 3) { errors[next + i] = 0 }
            for x in 0..<width {
                let p = (y * width + x) * c
                if c == 4 && image.pixels[p + 3] < 128 { continue }
                var value = [0, 0, 0]
                for k in 0..<3 {
                    value[k] = max(0, min(255, Int(image.pixels[p + k]) + errors[current + (x + 1) * 3 + k] / 16))
                }
                let index = nearest(value[0], value[1], value[2])
                indices[y * width + x] = index
                let chosen = palette[Int(index)]
                let error = [value[0] - Int(chosen.0), value[1] - Int(chosen.1), value[2] - Int(chosen.2)]
                for k in 0..<3 {
                    errors[current + (x + 2) * 3 + k] += error[k] * 7
                    errors[next + x * 3 + k] += error[k] * 3
                    errors[next + (x + 1) * 3 + k] += error[k] * 5
                    errors[next + (x + 2) * 3 + k] += error[k]
                }
            }
        }
        return indices
    }
}
