import Foundation
import SpaceSupport
import SpaceTestSupport
import Synchronization
import Testing
@testable import SpaceDesktop

/// Every desktop of `Desktops.all`, as one table: the session each is recognised in, the setter
/// chosen from what is installed (stand-ins named in `SPACE_DESKTOP_PROGRAMS`), and each one's
/// exact arguments, recorded by a runner that runs nothing.
@Suite struct DesktopsTests {
    typealias StandIns = MacDesktopTests.StandIns

    static let every = [
        "gsettings", "plasma-apply-wallpaperimage", "kwriteconfig6", "xfconf-query", "pcmanfm-qt", "cosmic-bg",
        "swaymsg", "hyprctl", "swww", "feh", "xwallpaper",
    ]

    /// Each desktop, a session it is recognised in (on Linux but for macOS), and its commands for
    /// `/pics/2024-02-08 moon.jpg` (COSMIC runs none: it has its own test).
    static let table: [(name: String, session: [String: String], commands: [String])] = {
        let path = "/pics/2024-02-08 moon.jpg", uri = "file:///pics/2024-02-08%20moon.jpg"
        return [
            ("macOS", [:], ["set-desktop-picture \(path) 0"]),
            (
                "Cinnamon", ["XDG_CURRENT_DESKTOP": "X-Cinnamon"],
                ["gsettings set org.cinnamon.desktop.background picture-uri \(uri)"]
            ),
            ("MATE", ["XDG_CURRENT_DESKTOP": "MATE"], ["gsettings set org.mate.background picture-filename \(path)"]),
            (
                "GNOME", ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"],
                [
                    "gsettings set org.gnome.desktop.background picture-uri \(uri)",
                    "gsettings set org.gnome.desktop.background picture-uri-dark \(uri)",
                ]
            ),
            ("KDE Plasma", ["XDG_CURRENT_DESKTOP": "KDE"], ["plasma-apply-wallpaperimage \(path)"]),
            (
                "XFCE", ["XDG_CURRENT_DESKTOP": "XFCE"],
                [
                    "xfconf-query -c xfce4-desktop -p /backdrop -l",
                    "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitorHDMI-1/workspace0/last-image -s \(path)",
                    "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace0/last-image -s \(path)",
                    "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace1/last-image -s \(path)",
                ]
            ),
            ("LXQt", ["XDG_CURRENT_DESKTOP": "LXQt"], ["pcmanfm-qt --set-wallpaper \(path) --wallpaper-mode zoom"]),
            ("COSMIC", ["XDG_CURRENT_DESKTOP": "COSMIC"], []),
            (
                "sway", ["SWAYSOCK": "/run/user/1000/sway-ipc.sock", "WAYLAND_DISPLAY": "wayland-1"],
                ["swaymsg output * bg \(path) fill"]
            ),
            (
                "Hyprland (hyprpaper)", ["HYPRLAND_INSTANCE_SIGNATURE": "abc", "WAYLAND_DISPLAY": "wayland-1"],
                ["hyprctl hyprpaper preload \(path)", "hyprctl hyprpaper wallpaper ,\(path)"]
            ),
            ("swww", ["WAYLAND_DISPLAY": "wayland-1", "XDG_CURRENT_DESKTOP": "river"], ["swww img \(path)"]),
            ("feh", ["DISPLAY": ":0", "XDG_CURRENT_DESKTOP": "i3"], ["feh --bg-fill \(path)"]),
            ("xwallpaper", [:], ["xwallpaper --zoom \(path)"]),
        ]
    }()

    /// The programs a session ran, in order, as `name arguments…`.
    final class Calls: Sendable {
        private let list = Mutex<[String]>([])
        var all: [String] { list.withLock { $0 } }
        func add(_ call: String) { list.withLock { $0.append(call) } }
    }

    /// The session `environment` is, with `installed` stand-ins, its programs' calls recorded.
    func session(
        _ variables: [String: String], installed: [String] = every, platform: HostPlatform = .linux,
        answer: @escaping @Sendable (String, [String]) -> Data = { _, _ in Data() }
    ) throws -> (DesktopSession, Calls) {
        let standIns = try StandIns(installed)
        let environment = standIns.environment.merging(variables) { _, new in new }
        let calls = Calls()
        let session = DesktopSession.detect(environment: environment, platform: platform) {
            program, arguments, _ in
            calls.add(([URL(fileURLWithPath: program).lastPathComponent] + arguments).joined(separator: " "))
            return answer(program, arguments)
        }
        return (session, calls)
    }

    func chosen(_ variables: [String: String], installed: [String] = every) throws -> String? {
        try? session(variables, installed: installed).0.choice.get().desktop.name
    }

    /// xfconf-query's list, answered as XFCE 4.18 does.
    static let xfceList: @Sendable (String, [String]) -> Data = { program, arguments in
        guard program.hasSuffix("xfconf-query"), arguments.last == "-l" else { return Data() }
        return Data(
            """
            /backdrop/screen0/monitorHDMI-1/workspace0/color-style
            /backdrop/screen0/monitorHDMI-1/workspace0/last-image
            /backdrop/screen0/monitoreDP-1/workspace0/last-image
            /backdrop/screen0/monitoreDP-1/workspace1/last-image

            """.utf8)
    }

    @Test func theTableIsEveryDesktopOfTheList() {
        #expect(Self.table.map(\.name) == Desktops.all.map(\.name), "in the list's order")
        #expect(Set(Desktops.all.map(\.name)).count == Desktops.all.count, "each name once")
    }

    @Test func eachDesktopIsChosenInItsSessionAndSetWithItsOwnArguments() async throws {
        let file = URL(fileURLWithPath: "/pics/2024-02-08 moon.jpg")
        for row in Self.table where row.name != "COSMIC" {
            let platform: HostPlatform = row.name == "macOS" ? .macOS : .linux
            let installed = row.name == "xwallpaper" ? ["xwallpaper"] : Self.every + ["set-desktop-picture"]
            let (found, calls) = try session(
                row.session, installed: installed, platform: platform, answer: Self.xfceList)
            #expect(try found.choice.get().desktop.name == row.name, "\(row.session)")
            if platform == .macOS {
                // The Mac's stand-in writes to its log rather than through the runner.
                continue
            }
            let (desktop, note) = try await found.setWallpaper(WallpaperFiles(file: file))
            #expect(desktop == row.name)
            #expect(note == nil)
            #expect(calls.all == row.commands, "\(row.name)")
        }
    }

    @Test func whatIsInstalledDecidesWhereTheSessionLeavesAChoice() throws {
        #expect(try chosen(["HYPRLAND_INSTANCE_SIGNATURE": "abc"], installed: ["swww"]) == "swww")
        #expect(try chosen(["DISPLAY": ":0"], installed: ["xwallpaper"]) == "xwallpaper")
        // XFCE named only by DESKTOP_SESSION is XFCE, and its screens are asked of xrandr as XFCE's.
        #expect(try chosen(["DESKTOP_SESSION": "xfce"]) == "XFCE")
        // The reason names the variable that named it.
        #expect(
            try session(["DESKTOP_SESSION": "xfce", "XDG_CURRENT_DESKTOP": ""]).0.status.why.hasPrefix(
                "DESKTOP_SESSION=xfce; /"))
        #expect(
            try session(["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"]).0.status.why.hasPrefix(
                "XDG_CURRENT_DESKTOP=ubuntu:GNOME; /"))
    }

    @Test func aDesktopWithoutItsProgramSaysWhatToInstall() throws {
        let (xfce, _) = try session(["XDG_CURRENT_DESKTOP": "XFCE"], installed: ["feh"])
        guard case .failure(let missing) = xfce.choice else {
            Issue.record("XFCE without xfconf-query was chosen")
            return
        }
        #expect(
            missing.sentence
                == "The desktop is XFCE (XDG_CURRENT_DESKTOP=XFCE), but xfconf-query is not installed: install it to set the wallpaper."
        )
        #expect(xfce.status.name == nil && xfce.status.why == missing.sentence, "status says the same")
        let (hyprland, _) = try session(["HYPRLAND_INSTANCE_SIGNATURE": "abc"], installed: [])
        #expect(
            hyprland.status.why
                == "The desktop is Hyprland (hyprpaper) (HYPRLAND_INSTANCE_SIGNATURE), but hyprctl is not installed: install it to set the wallpaper."
        )
        let (nothing, _) = try session([:], installed: [])
        #expect(
            nothing.status.why
                == "No desktop was recognised and no wallpaper setter is installed: install feh or xwallpaper, or run space on Cinnamon, MATE, GNOME, KDE Plasma, XFCE, LXQt, COSMIC, sway or Hyprland (hyprpaper)."
        )
        // A Wayland session no desktop of the list names: swww is what would set it, not feh.
        let (wayland, _) = try session(["WAYLAND_DISPLAY": "wayland-1"], installed: [])
        #expect(
            wayland.status.why.hasPrefix(
                "No desktop was recognised and no wallpaper setter is installed: install swww, or"))
        // The desktops named are the list's: one more desktop is one more name.
        let one = DesktopSession.detect(
            environment: try StandIns([]).environment, platform: .linux, desktops: [GNOME(), Feh()])
        #expect(one.status.why.hasSuffix("install feh, or run space on GNOME."))
        let (chosen, _) = try session(["XDG_CURRENT_DESKTOP": "KDE"])
        #expect(chosen.status.name == "KDE Plasma")
        #expect(
            chosen.status.why.hasPrefix("XDG_CURRENT_DESKTOP=KDE; /")
                && chosen.status.why.hasSuffix("/plasma-apply-wallpaperimage"))
    }

    @Test func theLockScreenWhereTheDesktopKeepsOne() async throws {
        let file = WallpaperFiles(file: URL(fileURLWithPath: "/pics/2024-02-08 moon.jpg"), lockScreen: true)
        let uri = "file:///pics/2024-02-08%20moon.jpg"
        let (gnome, gnomeCalls) = try session(["XDG_CURRENT_DESKTOP": "GNOME"])
        #expect(try await gnome.setWallpaper(file).note == nil)
        #expect(gnomeCalls.all.last == "gsettings set org.gnome.desktop.screensaver picture-uri \(uri)")
        let (kde, kdeCalls) = try session(["XDG_CURRENT_DESKTOP": "KDE"])
        #expect(try await kde.setWallpaper(file).note == nil)
        #expect(
            kdeCalls.all.last
                == "kwriteconfig6 --file kscreenlockerrc --group Greeter --group Wallpaper --group org.kde.image --group General --key Image \(uri)"
        )
        let (plasma5, plasma5Calls) = try session(
            ["XDG_CURRENT_DESKTOP": "KDE"], installed: ["plasma-apply-wallpaperimage", "kwriteconfig5"])
        _ = try await plasma5.setWallpaper(file)
        #expect(plasma5Calls.all.last?.hasPrefix("kwriteconfig5 --file kscreenlockerrc") == true)
        let (noWriter, noWriterCalls) = try session(
            ["XDG_CURRENT_DESKTOP": "KDE"], installed: ["plasma-apply-wallpaperimage"])
        #expect(
            try await noWriter.setWallpaper(file).note
                == "The lock screen's picture was not set: kwriteconfig6 (or kwriteconfig5) is not installed.")
        #expect(noWriterCalls.all == ["plasma-apply-wallpaperimage /pics/2024-02-08 moon.jpg"])
        let (sway, swayCalls) = try session(["SWAYSOCK": "/run/sway.sock"])
        #expect(
            try await sway.setWallpaper(file).note
                == "sway keeps no lock-screen picture of its own that space can set; only the wallpaper was set.")
        #expect(swayCalls.all.count == 1)
    }

    /// COSMIC: chosen from its session with cosmic-bg installed; set by writing cosmic-bg's
    /// configuration (the entry for every output, and that one entry is for all), which it watches.
    @Test func cosmicIsSetThroughItsBackgroundServicesConfiguration() async throws {
        #expect(try chosen(["XDG_CURRENT_DESKTOP": "COSMIC"], installed: ["feh"]) == nil, "cosmic-bg missing")
        let config = Scratch.root.appendingPathComponent("cosmic-\(UUID().uuidString)")
        let (cosmic, calls) = try session(["XDG_CURRENT_DESKTOP": "COSMIC", "XDG_CONFIG_HOME": config.path])
        let note = try await cosmic.setWallpaper(
            WallpaperFiles(file: URL(fileURLWithPath: "/pics/2024-02-08 \"moon\".jpg"), lockScreen: true)
        ).note
        #expect(calls.all.isEmpty, "COSMIC runs no program")
        let folder = config.appendingPathComponent("cosmic/com.system76.CosmicBackground/v1")
        let entry = try String(contentsOf: folder.appendingPathComponent("all"), encoding: .utf8)
        #expect(entry.contains("    output: \"all\",\n    source: Path(\"/pics/2024-02-08 \\\"moon\\\".jpg\"),\n"))
        #expect(entry.hasPrefix("(\n") && entry.hasSuffix("\n)") && entry.contains("scaling_mode: Zoom,"))
        #expect(try String(contentsOf: folder.appendingPathComponent("same-on-all"), encoding: .utf8) == "true")
        #expect(
            note == "COSMIC keeps no lock-screen picture of its own that space can set; only the wallpaper was set.")
    }

    /// XFCE: each monitor's workspaces get the file composed for that monitor, by xrandr's name.
    @Test func xfceSetsEachMonitorsOwnFile() async throws {
        let (xfce, calls) = try session(["XDG_CURRENT_DESKTOP": "XFCE"], answer: Self.xfceList)
        _ = try await xfce.setWallpaper(
            WallpaperFiles(
                file: URL(fileURLWithPath: "/pics/2024-02-08 moon.jpg"),
                perScreen: ["eDP-1": URL(fileURLWithPath: "/pics/small.jpg")]))
        #expect(
            calls.all.dropFirst() == [
                "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitorHDMI-1/workspace0/last-image -s /pics/2024-02-08 moon.jpg",
                "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace0/last-image -s /pics/small.jpg",
                "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace1/last-image -s /pics/small.jpg",
            ])
    }

    /// sway and Hyprland take a file per screen: every screen first, then each screen's own.
    @Test func swayAndHyprlandSetEachScreensOwnFile() async throws {
        let files = WallpaperFiles(
            file: URL(fileURLWithPath: "/p/big.jpg"), perScreen: ["eDP-1": URL(fileURLWithPath: "/p/small.jpg")])
        let (sway, swayCalls) = try session(["SWAYSOCK": "/run/sway.sock"])
        _ = try await sway.setWallpaper(files)
        #expect(
            swayCalls.all == ["swaymsg output * bg /p/big.jpg fill", "swaymsg output eDP-1 bg /p/small.jpg fill"])
        let (hyprland, hyprlandCalls) = try session(["HYPRLAND_INSTANCE_SIGNATURE": "abc"])
        _ = try await hyprland.setWallpaper(files)
        #expect(
            hyprlandCalls.all == [
                "hyprctl hyprpaper preload /p/big.jpg", "hyprctl hyprpaper preload /p/small.jpg",
                "hyprctl hyprpaper wallpaper ,/p/big.jpg", "hyprctl hyprpaper wallpaper eDP-1,/p/small.jpg",
            ])
    }

    @Test func aNewXFCEMonitorGetsItsFirstWorkspaceSet() async throws {
        let (xfce, calls) = try session(["XDG_CURRENT_DESKTOP": "XFCE"]) { _, _ in
            Data("/backdrop/screen0/monitor0/workspace0/color-style\n".utf8)
        }
        _ = try await xfce.setWallpaper(WallpaperFiles(file: URL(fileURLWithPath: "/p.jpg")))
        #expect(
            calls.all.last
                == "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitor0/workspace0/last-image -n -t string -s /p.jpg"
        )
    }

    /// The screens composed for are the chosen desktop's: XFCE's by xrandr's names wherever the
    /// session names XFCE (`DESKTOP_SESSION` alone too); none for a desktop that takes one file.
    @Test func theScreensAreTheChosenDesktops() async throws {
        let (xfce, _) = try session(["DESKTOP_SESSION": "xfce"])
        let xrandr = DesktopProgramSearch.standInFolder(xfce.environment)! + "/xrandr"
        try StandInProgram.write(
            "#!/bin/sh\ncat <<'END'\n\(ScreenSizeTests.xrandr)\nEND\n", to: URL(fileURLWithPath: xrandr))
        #expect(await xfce.screens().map(\.name) == ["eDP-1", "HDMI-1"])
        let gnome = DesktopSession.detect(
            environment: xfce.environment.merging(["DESKTOP_SESSION": "gnome"]) { _, new in new }, platform: .linux)
        #expect(await gnome.screens().isEmpty, "GNOME takes one file for every screen")
        #expect(await gnome.screenSize(setting: nil)?.source == "xrandr", "its size is still known")
    }
}
