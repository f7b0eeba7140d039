import Foundation
import SpaceLocalization

/// The desktop whose background `space` sets, chosen from the session's variables
/// (`XDG_CURRENT_DESKTOP`, `DESKTOP_SESSION`, `XDG_SESSION_TYPE`, `SWAYSOCK`,
/// `HYPRLAND_INSTANCE_SIGNATURE`, `WAYLAND_DISPLAY`, `DISPLAY`) and what is installed, with the
/// reason in words (`space status` prints it). Linux and the BSDs; macOS sets every screen through
/// AppKit (`MacDesktopPicture`).
public struct WallpaperDesktop: Sendable, Equatable {
    /// The desktops and setters known, each by the name people know it by.
    public enum Kind: String, Sendable, CaseIterable {
        case gnome = "GNOME"
        case cinnamon = "Cinnamon"
        case mate = "MATE"
        case kde = "KDE Plasma"
        case xfce = "XFCE"
        case lxqt = "LXQt"
        case cosmic = "COSMIC"
        case sway = "sway"
        case hyprland = "Hyprland (hyprpaper)"
        case swww = "swww"
        case feh = "feh"
        case xwallpaper = "xwallpaper"

        /// The program that sets it.
        var program: String {
            switch self {
            case .gnome, .cinnamon, .mate: return "gsettings"
            case .kde: return "plasma-apply-wallpaperimage"
            case .xfce: return "xfconf-query"
            case .lxqt: return "pcmanfm-qt"
            // COSMIC's background service, which reads its configuration as it changes.
            case .cosmic: return "cosmic-bg"
            case .sway: return "swaymsg"
            case .hyprland: return "hyprctl"
            case .swww: return "swww"
            case .feh: return "feh"
            case .xwallpaper: return "xwallpaper"
            }
        }
    }

    public var kind: Kind
    /// The setter's full path.
    public var program: String
    /// Why this one, in words.
    public var reason: String

    /// The desktop to set, or the one sentence naming what to install.
    public static func choose(environment: [String: String]) -> Result<WallpaperDesktop, Missing> {
        let named = (environment["XDG_CURRENT_DESKTOP"] ?? "") + ":" + (environment["DESKTOP_SESSION"] ?? "")
        let lowered = named.lowercased()
        func set(_ variable: String) -> Bool { !(environment[variable] ?? "").isEmpty }
        func pick(_ kind: Kind, because reason: String) -> Result<WallpaperDesktop, Missing>? {
            guard let path = DesktopProgramSearch.find(kind.program, environment: environment) else { return nil }
            return .success(WallpaperDesktop(kind: kind, program: path, reason: reason))
        }
        func missing(_ kind: Kind, because reason: String) -> Result<WallpaperDesktop, Missing> {
            .failure(Missing(desktop: kind.rawValue, program: kind.program, reason: reason))
        }
        let desktopVariable = "XDG_CURRENT_DESKTOP=" + (environment["XDG_CURRENT_DESKTOP"] ?? "")
        // Cinnamon and MATE name GNOME among their ancestors, so they come first.
        let sessions: [(Kind, [String])] = [
            (.cinnamon, ["cinnamon"]), (.mate, ["mate"]),
            (.gnome, ["gnome", "unity", "budgie", "pantheon", "ubuntu"]),
            (.kde, ["kde"]), (.xfce, ["xfce"]), (.lxqt, ["lxqt"]), (.cosmic, ["cosmic"]),
        ]
        for (kind, words) in sessions where words.contains(where: { lowered.contains($0) }) {
            return pick(kind, because: desktopVariable) ?? missing(kind, because: desktopVariable)
        }
        if set("SWAYSOCK") || lowered.contains("sway") {
            let why = set("SWAYSOCK") ? "SWAYSOCK" : desktopVariable
            return pick(.sway, because: why) ?? missing(.sway, because: why)
        }
        if set("HYPRLAND_INSTANCE_SIGNATURE") || lowered.contains("hyprland") {
            let why = set("HYPRLAND_INSTANCE_SIGNATURE") ? "HYPRLAND_INSTANCE_SIGNATURE" : desktopVariable
            return pick(.hyprland, because: why) ?? pick(.swww, because: why) ?? missing(.hyprland, because: why)
        }
        if set("WAYLAND_DISPLAY") || environment["XDG_SESSION_TYPE"] == "wayland" {
            // Another wlroots compositor (river, labwc, Wayfire…): swww where its daemon runs.
            let why = "WAYLAND_DISPLAY"
            return pick(.swww, because: why) ?? missing(.swww, because: why)
        }
        let x11 = set("DISPLAY") ? "DISPLAY" : tr("no desktop named")
        return pick(.feh, because: x11) ?? pick(.xwallpaper, because: x11)
            ?? .failure(Missing(desktop: nil, program: "feh", reason: x11))
    }

    /// No setter for the session: what it is and what to install.
    public struct Missing: Error, Sendable, Equatable {
        /// The desktop found, if one was.
        public var desktop: String?
        /// The program it needs.
        public var program: String
        public var reason: String

        /// One sentence.
        public var sentence: String {
            guard let desktop else {
                return tr(
                    "No desktop was recognised and neither feh nor xwallpaper is installed: install one of them, or run space on GNOME, KDE Plasma, XFCE, Cinnamon, MATE, LXQt, COSMIC, sway or Hyprland."
                )
            }
            return tr(
                "The desktop is {desktop} ({reason}), but {program} is not installed: install it to set the wallpaper.",
                ["desktop": desktop, "reason": reason, "program": program])
        }
    }
}
