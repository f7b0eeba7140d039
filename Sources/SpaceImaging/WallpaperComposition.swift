/// A picture made into a wallpaper of exactly a screen's size: the whole picture, its aspect kept,
/// centred, never enlarged past `maxEnlargement` (a small picture stays sharp and smaller, rather
/// than blurred to the edges), on a background made of the picture itself: shrunk to a few pixels
/// and enlarged back over the whole screen (its colours, blurred), darkened so the picture stands
/// out. No desktop crops it or leaves bars of a colour of its own.
public enum WallpaperComposition {
    /// Where the picture lies on the screen.
    public struct Placement: Sendable, Equatable {
        public var x: Int, y: Int, width: Int, height: Int
    }

    /// The wallpaper (RGB) and where the picture is in it. `reserveBottom` rows along the bottom
    /// are kept for a caption: the picture is fitted and centred above them, whole.
    public static func compose(
        _ picture: PixelImage, width: Int, height: Int, maxEnlargement: Double = 1.5, reserveBottom: Int = 0
    ) -> (image: PixelImage, placement: Placement) {
        let source = picture.flattened()
        let room = max(1, height - max(0, reserveBottom))
        let scale = min(
            Double(width) / Double(source.width), Double(room) / Double(source.height), maxEnlargement)
        let fittedWidth = max(1, min(width, Int((Double(source.width) * scale).rounded())))
        let fittedHeight = max(1, min(room, Int((Double(source.height) * scale).rounded())))
        let fitted = Enlarger.fitted(source, width: fittedWidth, height: fittedHeight)
        // Enlarger.fitted never shrinks past the picture's own size nor grows a side alone: the
        // size asked is what comes back for a uniform scale.
        let placement = Placement(
            x: (width - fitted.width) / 2, y: (room - fitted.height) / 2, width: fitted.width,
            height: fitted.height)
        var canvas = background(source, width: width, height: height).pixels
        for row in 0..<fitted.height {
            let from = row * fitted.width * 3
            let to = ((placement.y + row) * width + placement.x) * 3
            canvas.replaceSubrange(to..<(to + fitted.width * 3), with: fitted.pixels[from..<(from + fitted.width * 3)])
        }
        return (PixelImage(width: width, height: height, channels: 3, pixels: canvas), placement)
    }

    /// The picture shrunk to at most 8 pixels a side and enlarged over the screen, at 45 % of its
    /// brightness: its own colours, without detail, behind it.
    static func background(_ picture: PixelImage, width: Int, height: Int) -> PixelImage {
        let side = 8
        let scale = min(1, Double(side) / Double(max(picture.width, picture.height)))
        let tiny = AreaResampler.resize(
            picture, width: max(1, Int(Double(picture.width) * scale)),
            height: max(1, Int(Double(picture.height) * scale)))
        let spread = Enlarger.enlarge(tiny, width: max(width, tiny.width), height: max(height, tiny.height))
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                let from = (row * spread.width + column) * 3
                let to = (row * width + column) * 3
                for channel in 0..<3 { pixels[to + channel] = UInt8(Int(spread.pixels[from + channel]) * 45 / 100) }
            }
        }
        return PixelImage(width: width, height: height, channels: 3, pixels: pixels)
    }
}
