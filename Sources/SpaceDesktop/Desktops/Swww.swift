import Foundation
import SpaceLocalization

/// swww, for Hyprland without hyprctl and for any other wlroots compositor (river, labwc,
/// Wayfire…) where its daemon runs.
public struct Swww: Desktop {
    public init() {}
    public var name: String { "swww" }
    public var program: String { "swww" }
    public var kind: DesktopKind { .setter }

    public func recognises(_ session: DesktopTools) -> String? {
        if let hyprland = Hyprland().recognises(session) { return hyprland }
        return session.wayland ? "WAYLAND_DISPLAY" : nil
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(setter, ["img", wallpaper.file.path], tr("set the wallpaper"))
        return .done
    }
}
