import Foundation
import SpaceImaging
import SpaceNetworking
import SpaceSupport
import SpaceCommandLine

/// A video day's still as a wallpaper: only when it is at least a full-HD screen's size, since a
/// small still (a player's 480×360 thumbnail) stretched over a desktop is worse than yesterday's
/// picture.
enum WallpaperStill {
    /// The smallest still that becomes a wallpaper.
    static let minimum = (width: 1920, height: 1080)

    /// The first of `links` that gives a picture at least `minimum` in size (turned either way);
    /// nil when none does, or none can be had.
    static func fetch(_ links: [URL], what: String, context: AppContext) async -> URL? {
        for link in links {
            guard let picture = try? await context.pictureFetcher().fetch([link], what: what),
                let size = ImageDecoder.size(of: [UInt8](picture.data))
            else { continue }
            let (long, short) = (max(size.width, size.height), min(size.width, size.height))
            if long >= minimum.width && short >= minimum.height { return picture.url }
        }
        return nil
    }
}

extension WallpaperRun {
    /// An error in the one sentence a person would have seen.
    static func words(for error: any Error) -> String {
        if let error = error as? SpaceError { return error.message }
        if let error = error as? UsageError { return error.message }
        return String(describing: error)
    }
}
