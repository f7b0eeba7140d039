/// Decoded pixels: 8 bits per channel, rows top to bottom, no padding. `channels` is 3 (RGB) or
/// 4 (RGBA, straight alpha); grayscale pictures are expanded to RGB so every consumer reads one shape.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let channels: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, channels: Int, pixels: [UInt8]) {
        precondition(channels == 3 || channels == 4, "3 or 4 channels")
        precondition(pixels.count == width * height * channels, "pixel count")
        self.width = width
        self.height = height
        self.channels = channels
        self.pixels = pixels
    }

    /// The pixel at (x, y) as RGBA (alpha 255 for RGB pictures).
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * channels
        return (pixels[i], pixels[i + 1], pixels[i + 2], channels == 4 ? pixels[i + 3] : 255)
    }

    /// The same picture with three channels, transparent parts laid over `background`.
    public func flattened(onto background: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0)) -> PixelImage {
        guard channels == 4 else { return self }
        var out = [UInt8](repeating: 0, count: width * height * 3)
        let back = [Int(background.r), Int(background.g), Int(background.b)]
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for p in 0..<(width * height) {
                    let a = Int(source[p * 4 + 3])
                    for c in 0..<3 {
                        target[p * 3 + c] = UInt8((Int(source[p * 4 + c]) * a + back[c] * (255 - a) + 127) / 255)
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, channels: 3, pixels: out)
    }
}
