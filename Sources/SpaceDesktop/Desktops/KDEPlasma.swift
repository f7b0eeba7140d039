import Foundation
import SpaceLocalization

/// KDE Plasma: `plasma-apply-wallpaperimage` sets every screen's picture, and the lock screen's is
/// written to `kscreenlockerrc` with Plasma 6's kwriteconfig6 (else Plasma 5's). Under Wayland its
/// screens are read from `kscreen-doctor --json`.
public struct KDEPlasma: Desktop {
    public init() {}
    public var name: String { "KDE Plasma" }
    public var program: String { "plasma-apply-wallpaperimage" }
    public var keepsLockScreen: Bool { true }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("kde")
    }

    public func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported? {
        guard session.wayland, let json = session.answer("kscreen-doctor", ["--json"]) else { return nil }
        return ScreenSize.Reported(source: "kscreen-doctor", sizes: ScreenSize.sizes(kscreen: json))
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(setter, [wallpaper.file.path], tr("set the wallpaper"))
        guard wallpaper.lockScreen else { return .done }
        guard let writer = ["kwriteconfig6", "kwriteconfig5"].lazy.compactMap({ session.find($0) }).first else {
            return .note(
                tr("The lock screen's picture was not set: kwriteconfig6 (or kwriteconfig5) is not installed."))
        }
        _ = try session.run(
            writer,
            [
                "--file", "kscreenlockerrc", "--group", "Greeter", "--group", "Wallpaper", "--group",
                "org.kde.image", "--group", "General", "--key", "Image", wallpaper.file.absoluteString,
            ], tr("set the lock screen's picture"))
        return .done
    }
}
