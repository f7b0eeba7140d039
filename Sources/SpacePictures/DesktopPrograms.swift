import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// The desktop's own programs: the link opener and the wallpaper setters. Each is looked up on
/// `PATH` and run with its output kept off our standard output.
public struct DesktopPrograms: Sendable {
    /// The environment (PATH, desktop variables).
    public var environment: [String: String]

    public init(environment: [String: String]) { self.environment = environment }

    /// Opens a link with `xdg-open` (or `open` on macOS).
    public func open(_ url: URL) throws {
        #if os(macOS)
            let names = ["open"]
        #else
            let names = ["xdg-open"]
        #endif
        guard let opener = names.lazy.compactMap({ ExecutableSearch.find($0, environment: environment) }).first else {
            throw SpaceError(
                .failure,
                tr(
                    "No program to open links was found ({programs}); the link is {link}",
                    ["programs": names.joined(separator: " " + tr("or") + " "), "link": url.absoluteString]))
        }
        try run(opener, [url.absoluteString], what: tr("open {link}", ["link": url.absoluteString]))
    }

    /// Sets the desktop background: GNOME-family desktops through gsettings (light and dark),
    /// KDE Plasma, else feh, or osascript on macOS.
    public func setWallpaper(_ file: URL) throws -> String {
        #if os(macOS)
            if let osascript = ExecutableSearch.find("osascript", environment: environment) {
                let escaped = file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                try run(
                    osascript,
                    [
                        "-e",
                        "tell application \"System Events\" to tell every desktop to set picture to \"\(escaped)\"",
                    ], what: tr("set the wallpaper"))
                return "macOS"
            }
        #endif
        let desktop = (environment["XDG_CURRENT_DESKTOP"] ?? "") + ":" + (environment["DESKTOP_SESSION"] ?? "")
        let lowered = desktop.lowercased()
        let gnomeFamily = ["gnome", "unity", "budgie", "pantheon", "cinnamon", "ubuntu"].contains {
            lowered.contains($0)
        }
        if gnomeFamily, let gsettings = ExecutableSearch.find("gsettings", environment: environment) {
            let uri = file.absoluteString
            try run(
                gsettings, ["set", "org.gnome.desktop.background", "picture-uri", uri], what: tr("set the wallpaper"))
            try run(
                gsettings, ["set", "org.gnome.desktop.background", "picture-uri-dark", uri],
                what: tr("set the dark wallpaper"))
            return "GNOME"
        }
        if lowered.contains("kde"),
            let plasma = ExecutableSearch.find("plasma-apply-wallpaperimage", environment: environment)
        {
            try run(plasma, [file.path], what: tr("set the wallpaper"))
            return "KDE Plasma"
        }
        if let feh = ExecutableSearch.find("feh", environment: environment) {
            try run(feh, ["--bg-fill", file.path], what: tr("set the wallpaper"))
            return "feh"
        }
        throw SpaceError(
            .failure,
            tr(
                "No supported desktop was found to set the wallpaper (GNOME, KDE Plasma, feh or macOS); the picture is at {path}",
                ["path": file.path]))
    }

    private func run(_ program: String, _ arguments: [String], what: String) throws {
        try ExternalProgram.run(program, arguments, environment: environment, what: what)
    }
}
