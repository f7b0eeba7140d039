import Foundation
import SpaceLocalization
import SpaceNetworking
import SpaceSupport

/// What the session's desktop does for `space`: opens links, tells its screens, sets the
/// wallpaper. Every program is looked up through `DesktopProgramSearch` (on `PATH`, or only among a
/// test's stand-ins) and run with its output kept off our standard output.
extension DesktopSession {
    /// Opens a link with `xdg-open` (or `open` on macOS).
    public func open(_ url: URL) throws {
        let names = platform == .macOS ? ["open"] : ["xdg-open"]
        guard let opener = names.lazy.compactMap({ tools.find($0) }).first else {
            throw SpaceError(
                .failure,
                tr(
                    "No program to open links was found ({programs}); the link is {link}",
                    ["programs": Localization.alternatives(names), "link": url.absoluteString]))
        }
        try ExternalProgram.run(
            opener, [url.absoluteString], environment: environment,
            what: tr("open {link}", ["link": url.absoluteString]))
    }

    /// Sets the desktop background with the chosen desktop's own program and arguments; with
    /// `lockScreen`, the lock screen's picture too where the desktop keeps one. The desktop's
    /// name (as the notice says it), and a sentence to print when part of it could not be done.
    public func setWallpaper(_ wallpaper: WallpaperFiles) async throws -> (desktop: String, note: String?) {
        switch choice {
        case .success(let chosen):
            let set = try await chosen.desktop.set(wallpaper, setter: chosen.setter, session: tools)
            var note = set.note
            if wallpaper.lockScreen, !chosen.desktop.keepsLockScreen, note == nil {
                note = tr(
                    "{desktop} keeps no lock-screen picture of its own that space can set; only the wallpaper was set.",
                    ["desktop": chosen.desktop.name])
            }
            return (set.shownAs ?? chosen.desktop.name, note)
        case .failure(let missing):
            throw SpaceError(
                .failure, missing.sentence + " " + tr("The picture is at {path}", ["path": wallpaper.file.path]))
        }
    }

    /// The screens by name and size, where the chosen desktop takes a picture per screen (AppKit's
    /// by number on a Mac; sway's, Hyprland's, XFCE's by xrandr's names); empty elsewhere.
    public func screens() async -> [ScreenSize.Output] {
        guard case .success(let chosen) = choice else { return [] }
        return await chosen.desktop.screens(tools)
    }

    /// The screen a wallpaper is composed for, the largest: `setting` (the `screen-size` setting,
    /// its source where it was set) when there is one; else what the recognised desktop's own tool reports
    /// (AppKit, swaymsg, hyprctl, kscreen-doctor, monitors.xml); else `wlr-randr` on Wayland and
    /// `xrandr`; nil when none answers, and the picture is set as it is. `notice` hears of each
    /// size reported past `ScreenSize.sides` (left out).
    public func screenSize(setting: ScreenSize?, notice: (String) -> Void = { _ in }) async -> ScreenSize? {
        if let setting { return setting }
        if let own = await recognised?.desktop.screenSizes(tools), let size = own.largest(notice: notice) {
            return size
        }
        if tools.wayland, let text = tools.answer("wlr-randr", []),
            let size = ScreenSize.Reported(source: "wlr-randr", sizes: ScreenSize.sizes(wlrRandr: text)).largest(
                notice: notice)
        {
            return size
        }
        if let text = tools.answer("xrandr", ["--current"]),
            let size = ScreenSize.Reported(source: "xrandr", sizes: ScreenSize.sizes(xrandr: text)).largest(
                notice: notice)
        {
            return size
        }
        return nil
    }
}
