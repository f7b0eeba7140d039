import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// The desktop's own programs: the link opener and the wallpaper setters. Each is looked up
/// through `DesktopProgramSearch` (on `PATH`, or only among a test's stand-ins) and run with its
/// output kept off our standard output.
public struct DesktopPrograms: Sendable {
    /// The environment (PATH, desktop variables).
    public var environment: [String: String]
    /// Which platform's programs to use.
    public var platform: HostPlatform

    public init(environment: [String: String], platform: HostPlatform = .current) {
        self.environment = environment
        self.platform = platform
    }

    /// Opens a link with `xdg-open` (or `open` on macOS).
    public func open(_ url: URL) throws {
        let names = platform == .macOS ? ["open"] : ["xdg-open"]
        guard let opener = names.lazy.compactMap({ DesktopProgramSearch.find($0, environment: environment) }).first
        else {
            throw SpaceError(
                .failure,
                tr(
                    "No program to open links was found ({programs}); the link is {link}",
                    ["programs": names.joined(separator: " " + tr("or") + " "), "link": url.absoluteString]))
        }
        try run(opener, [url.absoluteString], what: tr("open {link}", ["link": url.absoluteString]))
    }

    /// Sets the desktop background: every screen on macOS (AppKit); GNOME-family desktops through
    /// gsettings (light and dark), KDE Plasma, else feh.
    public func setWallpaper(_ file: URL) async throws -> String {
        if platform == .macOS, let setter = macSetter() {
            return try await MacDesktopPicture.setEveryScreen(file, with: setter)
        }
        let desktop = (environment["XDG_CURRENT_DESKTOP"] ?? "") + ":" + (environment["DESKTOP_SESSION"] ?? "")
        let lowered = desktop.lowercased()
        let gnomeFamily = ["gnome", "unity", "budgie", "pantheon", "cinnamon", "ubuntu"].contains {
            lowered.contains($0)
        }
        if gnomeFamily, let gsettings = DesktopProgramSearch.find("gsettings", environment: environment) {
            let uri = file.absoluteString
            try run(
                gsettings, ["set", "org.gnome.desktop.background", "picture-uri", uri], what: tr("set the wallpaper"))
            try run(
                gsettings, ["set", "org.gnome.desktop.background", "picture-uri-dark", uri],
                what: tr("set the dark wallpaper"))
            return "GNOME"
        }
        if lowered.contains("kde"),
            let plasma = DesktopProgramSearch.find("plasma-apply-wallpaperimage", environment: environment)
        {
            try run(plasma, [file.path], what: tr("set the wallpaper"))
            return "KDE Plasma"
        }
        if let feh = DesktopProgramSearch.find("feh", environment: environment) {
            try run(feh, ["--bg-fill", file.path], what: tr("set the wallpaper"))
            return "feh"
        }
        throw SpaceError(
            .failure,
            tr(
                "No supported desktop was found to set the wallpaper (GNOME, KDE Plasma, feh or macOS); the picture is at {path}",
                ["path": file.path]))
    }

    /// AppKit on a Mac, or the stand-in where `SPACE_DESKTOP_PROGRAMS` names a folder (nil when
    /// that folder has none: no real desktop is touched then).
    private func macSetter() -> (any MacDesktopPicture.Setter)? {
        if DesktopProgramSearch.standInFolder(environment) != nil {
            return DesktopProgramSearch.find("set-desktop-picture", environment: environment).map {
                MacDesktopPicture.StandIn(program: $0, environment: environment)
            }
        }
        #if canImport(AppKit)
            return MacDesktopPicture.AppKitSetter()
        #else
            return nil
        #endif
    }

    private func run(_ program: String, _ arguments: [String], what: String) throws {
        try ExternalProgram.run(program, arguments, environment: environment, what: what)
    }
}
