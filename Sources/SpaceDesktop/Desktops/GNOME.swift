import Foundation
import SpaceLocalization

/// GNOME, and the desktops that keep GNOME's background settings (Unity, Budgie, Pantheon,
/// Ubuntu's session): gsettings sets the picture for the light and the dark style, and the lock
/// screen's. Under Wayland its screens are read from `monitors.xml` (see `ScreenSize+GNOME`).
public struct GNOME: Desktop {
    public init() {}
    public var name: String { "GNOME" }
    public var program: String { "gsettings" }
    public var keepsLockScreen: Bool { true }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("gnome", "unity", "budgie", "pantheon", "ubuntu")
    }

    public func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported? {
        guard session.wayland else { return nil }
        return ScreenSize.Reported(
            source: "monitors.xml",
            sizes: ScreenSize.modes(
                monitorsXML: ScreenSize.monitorsFile(session.environment),
                connected: ScreenSize.connectedConnectors(session.environment)))
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        let uri = wallpaper.file.absoluteString
        _ = try session.run(
            setter, ["set", "org.gnome.desktop.background", "picture-uri", uri], tr("set the wallpaper"))
        _ = try session.run(
            setter, ["set", "org.gnome.desktop.background", "picture-uri-dark", uri], tr("set the dark wallpaper"))
        if wallpaper.lockScreen {
            _ = try session.run(
                setter, ["set", "org.gnome.desktop.screensaver", "picture-uri", uri],
                tr("set the lock screen's picture"))
        }
        return .done
    }
}
