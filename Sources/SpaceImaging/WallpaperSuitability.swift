/// Whether a picture would make a poor wallpaper on a screen, and why: far too small for it (even
/// enlarged half again it would cover less than a third of the screen's width and of its height),
/// or mostly a white page (seven tenths of it near-white and grey: a page of text, a chart, a
/// drawing on paper). A daily run keeps yesterday's wallpaper rather than show such a day.
public enum WallpaperSuitability {
    public enum Problem: Sendable, Equatable {
        /// The picture's size, far smaller than the screen's.
        case tooSmall(width: Int, height: Int)
        /// Mostly a white page.
        case mostlyWhite
    }

    /// The problem with `picture` on a `width`×`height` screen, or nil when it would look right.
    public static func problem(
        _ picture: PixelImage, width: Int, height: Int, maxEnlargement: Double = 1.5
    )
        -> Problem?
    {
        let shown = (
            width: Double(picture.width) * maxEnlargement, height: Double(picture.height) * maxEnlargement
        )
        if shown.width * 3 < Double(width) && shown.height * 3 < Double(height) {
            return .tooSmall(width: picture.width, height: picture.height)
        }
        // A sample of about 40,000 pixels is plenty to tell a page from a photograph.
        let step = max(1, Int((Double(picture.width * picture.height) / 40_000).squareRoot()))
        var white = 0
        var counted = 0
        let channels = picture.channels
        picture.pixels.withUnsafeBufferPointer { pixels in
            for y in stride(from: 0, to: picture.height, by: step) {
                for x in stride(from: 0, to: picture.width, by: step) {
                    let at = (y * picture.width + x) * channels
                    let (r, g, b) = (pixels[at], pixels[at + 1], pixels[at + 2])
                    let low = min(r, g, b), high = max(r, g, b)
                    if low >= 225 && high - low <= 20 && (channels == 3 || pixels[at + 3] >= 128) { white += 1 }
                    counted += 1
                }
            }
        }
        return counted > 0 && white * 10 >= counted * 7 ? .mostlyWhite : nil
    }
}
