/// Enlarges a picture by bilinear interpolation, for the renderers that draw pixels as they are
/// sent (sixel): a small file is drawn at the size of its room, as kitty and iTerm2 scale it
/// themselves. Shrinking is `AreaResampler`'s job; `fitted` picks the one that applies.
public enum Enlarger {
    /// The picture at exactly `width`×`height` (each at least its own size here).
    public static func enlarge(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
        let width = max(image.width, width), height = max(image.height, height)
        if width == image.width && height == image.height { return image }
        let channels = image.channels
        var pixels = [UInt8](repeating: 0, count: width * height * channels)
        // Each output pixel's centre mapped into the source, clamped to its edge pixels.
        let scaleX = Double(image.width) / Double(width), scaleY = Double(image.height) / Double(height)
        let columns: [(Int, Int, Double)] = (0..<width).map { x in
            let position = max(0, min(Double(image.width - 1), (Double(x) + 0.5) * scaleX - 0.5))
            let left = Int(position)
            return (left, min(image.width - 1, left + 1), position - Double(left))
        }
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let position = max(0, min(Double(image.height - 1), (Double(y) + 0.5) * scaleY - 0.5))
                    let top = Int(position), bottom = min(image.height - 1, top + 1), down = position - Double(top)
                    let topRow = top * image.width * channels, bottomRow = bottom * image.width * channels
                    for (x, (left, right, across)) in columns.enumerated() {
                        let out = (y * width + x) * channels
                        for channel in 0..<channels {
                            let a = Double(source[topRow + left * channels + channel]),
                                b = Double(source[topRow + right * channels + channel])
                            let c = Double(source[bottomRow + left * channels + channel]),
                                d = Double(source[bottomRow + right * channels + channel])
                            let value = (a + (b - a) * across) * (1 - down) + (c + (d - c) * across) * down
                            target[out + channel] = UInt8(max(0, min(255, value.rounded())))
                        }
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, channels: channels, pixels: pixels)
    }

    /// The picture at `width`×`height`: enlarged when both are larger than it, else shrunk by
    /// area averaging (never past its own size).
    public static func fitted(_ image: PixelImage, width: Int, height: Int) -> PixelImage {
        if width > image.width && height > image.height { return enlarge(image, width: width, height: height) }
        return AreaResampler.resize(image, width: width, height: height)
    }
}
