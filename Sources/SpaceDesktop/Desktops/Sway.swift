import Foundation
import SpaceLocalization

/// sway: `swaymsg output * bg`, then each screen's own file by its output's name; its screens are
/// `swaymsg -t get_outputs -r`'s.
public struct Sway: Desktop {
    public init() {}
    public var name: String { "sway" }
    public var program: String { "swaymsg" }

    public func recognises(_ session: DesktopTools) -> String? {
        if session.isSet("SWAYSOCK") { return "SWAYSOCK" }
        return session.names("sway")
    }

    public func screens(_ session: DesktopTools) async -> [ScreenSize.Output] {
        guard let json = session.answer("swaymsg", ["-t", "get_outputs", "-r"]) else { return [] }
        return ScreenSize.named(json: json, width: ["current_mode", "width"], height: ["current_mode", "height"])
    }

    public func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported? {
        guard let json = session.answer("swaymsg", ["-t", "get_outputs", "-r"]) else { return nil }
        return ScreenSize.Reported(
            source: "swaymsg",
            sizes: ScreenSize.sizes(json: json, width: ["current_mode", "width"], height: ["current_mode", "height"]))
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        let what = tr("set the wallpaper")
        _ = try session.run(setter, ["output", "*", "bg", wallpaper.file.path, "fill"], what)
        for (name, own) in wallpaper.perScreen.sorted(by: { $0.key < $1.key }) {
            _ = try session.run(setter, ["output", name, "bg", own.path, "fill"], what)
        }
        return .done
    }
}
