import Foundation
import SpaceLocalization

/// xwallpaper, for an X11 session without feh.
public struct Xwallpaper: Desktop {
    public init() {}
    public var name: String { "xwallpaper" }
    public var program: String { "xwallpaper" }
    public var kind: DesktopKind { .setter }

    public func recognises(_ session: DesktopTools) -> String? { Feh.reason(session) }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(setter, ["--zoom", wallpaper.file.path], tr("set the wallpaper"))
        return .done
    }
}
