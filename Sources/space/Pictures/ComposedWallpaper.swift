import Foundation
import SpaceImaging
import SpacePictures
import SpaceSupport

/// The wallpaper composed at the screen's size (`WallpaperComposition`): the whole picture, its
/// aspect kept, on its own colours, saved as `DATE-title-WIDTHxHEIGHT.jpg` beside the picture (a
/// new name for each day and size, so no desktop shows a cached one).
enum ComposedWallpaper {
    /// The composed file for `picture` (a file that decodes), or nil when the screen's size is not
    /// known (the picture is set as it is then).
    static func make(from picture: URL, screen: ScreenSize?) throws -> URL? {
        guard let screen else { return nil }
        let bytes = [UInt8](try Data(contentsOf: picture))
        guard let image = try? ImageDecoder.decode(bytes, fitting: (screen.width, screen.height)) else { return nil }
        let composed = WallpaperComposition.compose(image, width: screen.width, height: screen.height).image
        let name = picture.deletingPathExtension().lastPathComponent + "-\(screen.width)x\(screen.height).jpg"
        let file = picture.deletingLastPathComponent().appendingPathComponent(name, isDirectory: false)
        try AtomicFile.write(Data(JPEGEncoder.encode(composed, quality: 92)), to: file, mode: 0o644, durable: true)
        return file
    }
}
