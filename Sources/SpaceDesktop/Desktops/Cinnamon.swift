import Foundation
import SpaceLocalization

/// Cinnamon keeps its background under its own gsettings schema. It names GNOME among its
/// ancestors, so it is tried before GNOME.
public struct Cinnamon: Desktop {
    public init() {}
    public var name: String { "Cinnamon" }
    public var program: String { "gsettings" }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("cinnamon")
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(
            setter, ["set", "org.cinnamon.desktop.background", "picture-uri", wallpaper.file.absoluteString],
            tr("set the wallpaper"))
        return .done
    }
}
