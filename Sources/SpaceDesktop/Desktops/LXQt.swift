import Foundation
import SpaceLocalization

/// LXQt's desktop is pcmanfm-qt's, which sets its own background.
public struct LXQt: Desktop {
    public init() {}
    public var name: String { "LXQt" }
    public var program: String { "pcmanfm-qt" }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("lxqt")
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(
            setter, ["--set-wallpaper", wallpaper.file.path, "--wallpaper-mode", "zoom"], tr("set the wallpaper"))
        return .done
    }
}
