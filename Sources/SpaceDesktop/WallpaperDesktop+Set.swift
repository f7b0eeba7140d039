import Foundation
import SpaceLocalization
import SpaceSupport

/// Each desktop's own way of setting its background (and, where it keeps one, its lock screen's
/// picture), with the arguments its own tools and documentation use (variety's set_wallpaper
/// script gathers most of them).
extension WallpaperDesktop {
    /// Runs one program with its arguments (what it is for, for a failure's sentence), and keeps
    /// its output when asked.
    public typealias Runner = @Sendable (_ program: String, _ arguments: [String], _ what: String) throws -> Data

    /// Sets the background to `file`; with `lockScreen`, the lock screen's picture too where the
    /// desktop keeps one. What could not be done (a desktop with no lock-screen picture of its
    /// own) comes back as a sentence to print, not an error: the background was set.
    /// `perOutput`: screens (by name) that get a file composed for their own size, after `file`
    /// is set on every screen (sway, Hyprland and XFCE take one per screen; the others ignore it).
    public func set(
        _ file: URL, lockScreen: Bool, environment: [String: String], perOutput: [String: URL] = [:], run: Runner
    ) throws -> String? {
        let screens = perOutput.sorted { $0.key < $1.key }
        let path = file.path, uri = file.absoluteString
        let what = tr("set the wallpaper")
        switch kind {
        case .gnome:
            _ = try run(program, ["set", "org.gnome.desktop.background", "picture-uri", uri], what)
            _ = try run(
                program, ["set", "org.gnome.desktop.background", "picture-uri-dark", uri], tr("set the dark wallpaper"))
            if lockScreen {
                _ = try run(
                    program, ["set", "org.gnome.desktop.screensaver", "picture-uri", uri],
                    tr("set the lock screen's picture"))
            }
        case .cinnamon:
            _ = try run(program, ["set", "org.cinnamon.desktop.background", "picture-uri", uri], what)
        case .mate:
            _ = try run(program, ["set", "org.mate.background", "picture-filename", path], what)
        case .kde:
            _ = try run(program, [path], what)
            if lockScreen {
                // Plasma 6's kwriteconfig6, else Plasma 5's.
                guard
                    let writer = ["kwriteconfig6", "kwriteconfig5"].lazy.compactMap({
                        DesktopProgramSearch.find($0, environment: environment)
                    }).first
                else {
                    return tr(
                        "The lock screen's picture was not set: kwriteconfig6 (or kwriteconfig5) is not installed.")
                }
                _ = try run(
                    writer,
                    [
                        "--file", "kscreenlockerrc", "--group", "Greeter", "--group", "Wallpaper", "--group",
                        "org.kde.image", "--group", "General", "--key", "Image", uri,
                    ], tr("set the lock screen's picture"))
            }
        case .xfce:
            try setXFCE(path, perOutput: perOutput, run: run)
        case .lxqt:
            _ = try run(program, ["--set-wallpaper", path, "--wallpaper-mode", "zoom"], what)
        case .cosmic:
            try Self.setCOSMIC(path, environment: environment)
        case .sway:
            _ = try run(program, ["output", "*", "bg", path, "fill"], what)
            for (name, own) in screens { _ = try run(program, ["output", name, "bg", own.path, "fill"], what) }
        case .hyprland:
            _ = try run(program, ["hyprpaper", "preload", path], what)
            for (_, own) in screens { _ = try run(program, ["hyprpaper", "preload", own.path], what) }
            _ = try run(program, ["hyprpaper", "wallpaper", "," + path], what)
            for (name, own) in screens {
                _ = try run(program, ["hyprpaper", "wallpaper", name + "," + own.path], what)
            }
        case .swww:
            _ = try run(program, ["img", path], what)
        case .feh:
            _ = try run(program, ["--bg-fill", path], what)
        case .xwallpaper:
            _ = try run(program, ["--zoom", path], what)
        }
        guard lockScreen, kind != .gnome, kind != .kde else { return nil }
        return tr(
            "{desktop} keeps no lock-screen picture of its own that space can set; only the wallpaper was set.",
            ["desktop": kind.rawValue])
    }

    /// COSMIC keeps its background in cosmic-config's files, which cosmic-bg watches:
    /// `$XDG_CONFIG_HOME/cosmic/com.system76.CosmicBackground/v1/all` holds the entry for every
    /// output (a RON struct, as cosmic-bg's `Entry` serializes), and `same-on-all` says the one
    /// entry is for every output. Both are replaced whole, atomically.
    static func setCOSMIC(_ path: String, environment: [String: String]) throws {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        let folder = URL(fileURLWithPath: base).appendingPathComponent(
            "cosmic/com.system76.CosmicBackground/v1", isDirectory: true)
        try AtomicFile.createFolder(folder)
        try AtomicFile.write(
            Data(cosmicEntry(path).utf8), to: folder.appendingPathComponent("all", isDirectory: false), mode: 0o644,
            durable: true)
        try AtomicFile.write(
            Data("true".utf8), to: folder.appendingPathComponent("same-on-all", isDirectory: false), mode: 0o644,
            durable: true)
    }

    /// cosmic-bg's entry for every output showing `path`, zoomed to fill (the picture is composed
    /// at the screen's size already), never rotated away.
    static func cosmicEntry(_ path: String) -> String {
        let quoted = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
            (
                output: "all",
                source: Path("\(quoted)"),
                filter_by_theme: false,
                rotation_frequency: 86400,
                filter_method: Lanczos,
                scaling_mode: Zoom,
                sampling_method: Alphanumeric,
            )
            """
    }

    /// XFCE keeps a picture for every monitor and workspace (`/backdrop/screen0/monitorHDMI-1/
    /// workspace0/last-image`; `image-path` before 4.12): each one listed is set, or the first
    /// monitor's first workspace when none is listed yet.
    /// A monitor with a file of its own (`perOutput`, by xrandr's name: `monitorHDMI-1`) gets it.
    private func setXFCE(_ path: String, perOutput: [String: URL], run: Runner) throws {
        let listed = try run(program, ["-c", "xfce4-desktop", "-p", "/backdrop", "-l"], tr("list XFCE's backgrounds"))
        let properties = String(decoding: listed, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
            .filter { $0.hasSuffix("/last-image") || $0.hasSuffix("/image-path") }
        guard !properties.isEmpty else {
            _ = try run(
                program,
                [
                    "-c", "xfce4-desktop", "-p", "/backdrop/screen0/monitor0/workspace0/last-image", "-n", "-t",
                    "string", "-s", path,
                ],
                tr("set the wallpaper"))
            return
        }
        for property in properties {
            let monitor = property.split(separator: "/").first { $0.hasPrefix("monitor") }.map {
                String($0.dropFirst(7))
            }
            let file = monitor.flatMap { perOutput[$0]?.path } ?? path
            _ = try run(program, ["-c", "xfce4-desktop", "-p", property, "-s", file], tr("set the wallpaper"))
        }
    }
}
