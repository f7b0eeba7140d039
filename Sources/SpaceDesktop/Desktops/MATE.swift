import Foundation
import SpaceLocalization

/// MATE keeps its background under its own gsettings schema, as a file name rather than a URI.
/// It names GNOME among its ancestors, so it is tried before GNOME.
public struct MATE: Desktop {
    public init() {}
    public var name: String { "MATE" }
    public var program: String { "gsettings" }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("mate")
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(
            setter, ["set", "org.mate.background", "picture-filename", wallpaper.file.path], tr("set the wallpaper"))
        return .done
    }
}
