import SpaceImaging

/// Unicode half blocks: each cell shows two pixels, the upper one as the foreground of `▀`
/// and the lower one as its background, so a picture needs nothing but colour. A transparent
/// half keeps the terminal's own background. Colours are only sent when they change.
public enum BlockRenderer {
    /// The picture (already `columns` × 2·`rows` pixels) as lines of text, each ending in a reset
    /// and a newline.
    public static func render(_ picture: PixelImage, depth: ColorDepth) -> String {
        // The 256-colour cube has even steps of about 40, which ordered dithering suits; the 16
        // colours are too uneven for a fixed pattern, so they get error diffusion (as sixel does).
        let image: PixelImage
        switch depth {
        case .trueColor: image = picture
        case .palette256: image = OrderedDither.apply(picture, step: 40)
        case .ansi16: image = diffusedToANSI(picture)
        }
        var out = ""
        out.reserveCapacity(image.width * (image.height / 2 + 1) * (depth == .trueColor ? 20 : 10))
        var y = 0
        while y < image.height {
            var foreground = "", background = ""
            for x in 0..<image.width {
                let top = image.rgba(x: x, y: y)
                let bottom = y + 1 < image.height ? image.rgba(x: x, y: y + 1) : (r: 0, g: 0, b: 0, a: 0)
                let topShown = top.a >= 128, bottomShown = bottom.a >= 128
                var glyph = "▀"
                var wantForeground = "39", wantBackground = "49"
                switch (topShown, bottomShown) {
                case (true, true):
                    wantForeground = depth.parameters(top.r, top.g, top.b, background: false)
                    wantBackground = depth.parameters(bottom.r, bottom.g, bottom.b, background: true)
                case (true, false):
                    wantForeground = depth.parameters(top.r, top.g, top.b, background: false)
                case (false, true):
                    glyph = "▄"
                    wantForeground = depth.parameters(bottom.r, bottom.g, bottom.b, background: false)
                case (false, false):
                    glyph = " "
                }
                var codes: [String] = []
                if glyph != " ", wantForeground != foreground {
                    codes.append(wantForeground); foreground = wantForeground
                }
                if wantBackground != background { codes.append(wantBackground); background = wantBackground }
                if !codes.isEmpty { out += "\u{1B}[" + codes.joined(separator: ";") + "m" }
                out += glyph
            }
            out += "\u{1B}[0m\n"
            y += 2
        }
        return out
    }

    /// Every pixel replaced by one of the 16 colours, chosen with Floyd–Steinberg error diffusion
    /// so a gradient becomes a mix of them instead of a few flat patches.
    static func diffusedToANSI(_ image: PixelImage) -> PixelImage {
        let palette = XtermPalette.ansi.map { (UInt8($0.0), UInt8($0.1), UInt8($0.2)) }
        let indices = SixelRenderer.dither(image, palette: palette)
        var pixels = image.pixels
        let c = image.channels
        for (i, index) in indices.enumerated() where index >= 0 {
            let color = palette[Int(index)]
            pixels[i * c] = color.0
            pixels[i * c + 1] = color.1
            pixels[i * c + 2] = color.2
        }
        return PixelImage(width: image.width, height: image.height, channels: c, pixels: pixels)
    }
}

/// Ordered (Bayer 4×4) dithering before a picture is mapped to the 256-colour cube: each pixel is
/// nudged by up to half a palette step, in a fixed pattern, so a smooth gradient becomes a fine
/// mix of the two nearest colours instead of flat bands. Pure colours at the ends stay as they are.
enum OrderedDither {
    static let matrix: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    static func apply(_ image: PixelImage, step: Int) -> PixelImage {
        var pixels = image.pixels
        let c = image.channels
        for y in 0..<image.height {
            for x in 0..<image.width {
                let offset = (matrix[(y % 4) * 4 + x % 4] * 2 - 15) * step / 32
                let i = (y * image.width + x) * c
                for k in 0..<3 { pixels[i + k] = UInt8(clamping: Int(pixels[i + k]) + offset) }
            }
        }
        return PixelImage(width: image.width, height: image.height, channels: c, pixels: pixels)
    }
}
