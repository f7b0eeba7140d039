import Foundation
import SpaceLocalization

/// Hyprland through hyprpaper (`hyprctl hyprpaper preload`, then `wallpaper`), every screen and
/// then each screen's own file; its screens are `hyprctl monitors -j`'s. Without hyprctl, swww
/// (next in the list) may serve it.
public struct Hyprland: Desktop {
    public init() {}
    public var name: String { "Hyprland (hyprpaper)" }
    public var program: String { "hyprctl" }
    public var leavesTheSessionToOthers: Bool { true }

    public func recognises(_ session: DesktopTools) -> String? {
        if session.isSet("HYPRLAND_INSTANCE_SIGNATURE") { return "HYPRLAND_INSTANCE_SIGNATURE" }
        return session.names("hyprland")
    }

    public func screens(_ session: DesktopTools) async -> [ScreenSize.Output] {
        guard let json = session.answer("hyprctl", ["monitors", "-j"]) else { return [] }
        return ScreenSize.named(json: json, width: ["width"], height: ["height"])
    }

    public func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported? {
        guard let json = session.answer("hyprctl", ["monitors", "-j"]) else { return nil }
        return ScreenSize.Reported(
            source: "hyprctl", sizes: ScreenSize.sizes(json: json, width: ["width"], height: ["height"]))
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        let what = tr("set the wallpaper")
        let screens = wallpaper.perScreen.sorted { $0.key < $1.key }
        _ = try session.run(setter, ["hyprpaper", "preload", wallpaper.file.path], what)
        for (_, own) in screens { _ = try session.run(setter, ["hyprpaper", "preload", own.path], what) }
        _ = try session.run(setter, ["hyprpaper", "wallpaper", "," + wallpaper.file.path], what)
        for (name, own) in screens {
            _ = try session.run(setter, ["hyprpaper", "wallpaper", name + "," + own.path], what)
        }
        return .done
    }
}
