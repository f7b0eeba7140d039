import Foundation
import SpaceSupport
import SpaceTestSupport
import Synchronization
import Testing
@testable import SpaceDesktop

/// Which desktop's background is set, chosen from the session's variables and what is installed
/// (stand-ins named in `SPACE_DESKTOP_PROGRAMS`), and each desktop's exact arguments, recorded by
/// a runner that runs nothing.
@Suite struct WallpaperDesktopTests {
    typealias StandIns = MacDesktopTests.StandIns

    static let every = [
        "gsettings", "plasma-apply-wallpaperimage", "kwriteconfig6", "xfconf-query", "pcmanfm-qt", "swaymsg", "hyprctl",
        "swww", "feh", "xwallpaper",
    ]

    func chosen(_ variables: [String: String], installed: [String] = every) throws -> WallpaperDesktop.Kind? {
        let standIns = try StandIns(installed)
        let environment = standIns.environment.merging(variables) { _, new in new }
        return try? WallpaperDesktop.choose(environment: environment).get().kind
    }

    @Test func theSessionsVariablesChooseTheDesktop() throws {
        let cases: [([String: String], WallpaperDesktop.Kind)] = [
            (["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"], .gnome),
            (["XDG_CURRENT_DESKTOP": "X-Cinnamon"], .cinnamon),
            (["XDG_CURRENT_DESKTOP": "MATE"], .mate),
            (["XDG_CURRENT_DESKTOP": "KDE"], .kde),
            (["XDG_CURRENT_DESKTOP": "XFCE"], .xfce),
            (["XDG_CURRENT_DESKTOP": "LXQt"], .lxqt),
            (["SWAYSOCK": "/run/user/1000/sway-ipc.sock", "WAYLAND_DISPLAY": "wayland-1"], .sway),
            (["HYPRLAND_INSTANCE_SIGNATURE": "abc", "WAYLAND_DISPLAY": "wayland-1"], .hyprland),
            (["WAYLAND_DISPLAY": "wayland-1", "XDG_CURRENT_DESKTOP": "river"], .swww),
            (["DISPLAY": ":0", "XDG_CURRENT_DESKTOP": "i3"], .feh),
        ]
        for (variables, kind) in cases {
            #expect(try chosen(variables) == kind, "\(variables)")
        }
        // What is installed decides where the session leaves a choice.
        #expect(try chosen(["HYPRLAND_INSTANCE_SIGNATURE": "abc"], installed: ["swww"]) == .swww)
        #expect(try chosen(["DISPLAY": ":0"], installed: ["xwallpaper"]) == .xwallpaper)
    }

    @Test func aDesktopWithoutItsProgramSaysWhatToInstall() throws {
        let standIns = try StandIns(["feh"])
        let xfce = standIns.environment.merging(["XDG_CURRENT_DESKTOP": "XFCE"]) { _, new in new }
        guard case .failure(let missing) = WallpaperDesktop.choose(environment: xfce) else {
            Issue.record("XFCE without xfconf-query was chosen")
            return
        }
        #expect(
            missing.sentence
                == "The desktop is XFCE (XDG_CURRENT_DESKTOP=XFCE), but xfconf-query is not installed: install it to set the wallpaper."
        )
        let nothing = try StandIns([]).environment
        guard case .failure(let none) = WallpaperDesktop.choose(environment: nothing) else {
            Issue.record("a desktop was found among no programs")
            return
        }
        #expect(none.sentence.hasPrefix("No desktop was recognised and neither feh nor xwallpaper is installed"))
    }

    /// Each desktop's commands, as a runner records them (xfconf-query's list answered as XFCE 4.18 does).
    func commands(
        _ kind: WallpaperDesktop.Kind, lockScreen: Bool = false, installed: [String] = every,
        perOutput: [String: URL] = [:]
    ) throws -> (
        [String], String?
    ) {
        let standIns = try StandIns(installed)
        let desktop = WallpaperDesktop(kind: kind, program: kind.program, reason: "test")
        let calls = Mutex<[String]>([])
        let note = try desktop.set(
            URL(fileURLWithPath: "/pics/2024-02-08 moon.jpg"), lockScreen: lockScreen,
            environment: standIns.environment, perOutput: perOutput
        ) { program, arguments, _ in
            calls.withLock {
                $0.append(([URL(fileURLWithPath: program).lastPathComponent] + arguments).joined(separator: " "))
            }
            guard program == "xfconf-query", arguments.last == "-l" else { return Data() }
            return Data(
                """
                /backdrop/screen0/monitorHDMI-1/workspace0/color-style
                /backdrop/screen0/monitorHDMI-1/workspace0/last-image
                /backdrop/screen0/monitoreDP-1/workspace0/last-image
                /backdrop/screen0/monitoreDP-1/workspace1/last-image

                """.utf8)
        }
        return (calls.withLock { $0 }, note)
    }

    @Test func everyDesktopsOwnArguments() throws {
        let path = "/pics/2024-02-08 moon.jpg", uri = "file:///pics/2024-02-08%20moon.jpg"
        let expected: [(WallpaperDesktop.Kind, [String])] = [
            (
                .gnome,
                [
                    "gsettings set org.gnome.desktop.background picture-uri \(uri)",
                    "gsettings set org.gnome.desktop.background picture-uri-dark \(uri)",
                ]
            ),
            (.cinnamon, ["gsettings set org.cinnamon.desktop.background picture-uri \(uri)"]),
            (.mate, ["gsettings set org.mate.background picture-filename \(path)"]),
            (.kde, ["plasma-apply-wallpaperimage \(path)"]),
            (
                .xfce,
                [
                    "xfconf-query -c xfce4-desktop -p /backdrop -l",
                    "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitorHDMI-1/workspace0/last-image -s \(path)",
                    "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace0/last-image -s \(path)",
                    "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace1/last-image -s \(path)",
                ]
            ),
            (.lxqt, ["pcmanfm-qt --set-wallpaper \(path) --wallpaper-mode zoom"]),
            (.sway, ["swaymsg output * bg \(path) fill"]),
            (.hyprland, ["hyprctl hyprpaper preload \(path)", "hyprctl hyprpaper wallpaper ,\(path)"]),
            (.swww, ["swww img \(path)"]),
            (.feh, ["feh --bg-fill \(path)"]),
            (.xwallpaper, ["xwallpaper --zoom \(path)"]),
        ]
        // COSMIC runs no program: it has its own test, with its configuration in a scratch folder.
        #expect(
            Set(expected.map(\.0)) == Set(WallpaperDesktop.Kind.allCases).subtracting([.cosmic]),
            "every desktop is here")
        for (kind, calls) in expected {
            let (made, note) = try commands(kind)
            #expect(made == calls, "\(kind)")
            #expect(note == nil)
        }
    }

    @Test func theLockScreenWhereTheDesktopKeepsOne() throws {
        let uri = "file:///pics/2024-02-08%20moon.jpg"
        let (gnome, gnomeNote) = try commands(.gnome, lockScreen: true)
        #expect(gnome.last == "gsettings set org.gnome.desktop.screensaver picture-uri \(uri)" && gnomeNote == nil)
        let (kde, kdeNote) = try commands(.kde, lockScreen: true)
        #expect(
            kde.last
                == "kwriteconfig6 --file kscreenlockerrc --group Greeter --group Wallpaper --group org.kde.image --group General --key Image \(uri)"
        )
        #expect(kdeNote == nil)
        let (plasma5, _) = try commands(.kde, lockScreen: true, installed: ["kwriteconfig5"])
        #expect(plasma5.last?.hasPrefix("kwriteconfig5 --file kscreenlockerrc") == true)
        let (noWriter, said) = try commands(.kde, lockScreen: true, installed: [])
        #expect(noWriter == ["plasma-apply-wallpaperimage /pics/2024-02-08 moon.jpg"])
        #expect(said == "The lock screen's picture was not set: kwriteconfig6 (or kwriteconfig5) is not installed.")
        let (sway, swayNote) = try commands(.sway, lockScreen: true)
        #expect(sway.count == 1)
        #expect(
            swayNote == "sway keeps no lock-screen picture of its own that space can set; only the wallpaper was set.")
    }

    /// COSMIC: chosen from its session with cosmic-bg installed; set by writing cosmic-bg's
    /// configuration (the entry for every output, and that one entry is for all), which it watches.
    @Test func cosmicIsSetThroughItsBackgroundServicesConfiguration() throws {
        #expect(try chosen(["XDG_CURRENT_DESKTOP": "COSMIC"], installed: Self.every + ["cosmic-bg"]) == .cosmic)
        #expect(try chosen(["XDG_CURRENT_DESKTOP": "COSMIC"], installed: ["feh"]) == nil, "cosmic-bg missing")
        let config = Scratch.root.appendingPathComponent("cosmic-\(UUID().uuidString)")
        let desktop = WallpaperDesktop(kind: .cosmic, program: "cosmic-bg", reason: "test")
        let note = try desktop.set(
            URL(fileURLWithPath: "/pics/2024-02-08 \"moon\".jpg"), lockScreen: true,
            environment: ["XDG_CONFIG_HOME": config.path]
        ) { program, _, _ in
            Issue.record("COSMIC runs no program: \(program)")
            return Data()
        }
        let folder = config.appendingPathComponent("cosmic/com.system76.CosmicBackground/v1")
        let entry = try String(contentsOf: folder.appendingPathComponent("all"), encoding: .utf8)
        #expect(entry.contains("    output: \"all\",\n    source: Path(\"/pics/2024-02-08 \\\"moon\\\".jpg\"),\n"))
        #expect(entry.hasPrefix("(\n") && entry.hasSuffix("\n)") && entry.contains("scaling_mode: Zoom,"))
        #expect(try String(contentsOf: folder.appendingPathComponent("same-on-all"), encoding: .utf8) == "true")
        #expect(
            note == "COSMIC keeps no lock-screen picture of its own that space can set; only the wallpaper was set.")
    }

    /// XFCE: each monitor's workspaces get the file composed for that monitor, by xrandr's name.
    @Test func xfceSetsEachMonitorsOwnFile() throws {
        let (made, _) = try commands(.xfce, perOutput: ["eDP-1": URL(fileURLWithPath: "/pics/small.jpg")])
        #expect(
            made.dropFirst() == [
                "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitorHDMI-1/workspace0/last-image -s /pics/2024-02-08 moon.jpg",
                "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace0/last-image -s /pics/small.jpg",
                "xfconf-query -c xfce4-desktop -p /backdrop/screen0/monitoreDP-1/workspace1/last-image -s /pics/small.jpg",
            ])
    }

    /// sway and Hyprland take a file per screen: every screen first, then each screen's own.
    @Test func swayAndHyprlandSetEachScreensOwnFile() throws {
        let own = ["eDP-1": URL(fileURLWithPath: "/p/small.jpg")]
        for kind in [WallpaperDesktop.Kind.sway, .hyprland] {
            let desktop = WallpaperDesktop(kind: kind, program: kind.program, reason: "test")
            let calls = Mutex<[String]>([])
            _ = try desktop.set(URL(fileURLWithPath: "/p/big.jpg"), lockScreen: false, environment: [:], perOutput: own)
            {
                _, arguments, _ in
                calls.withLock { $0.append(arguments.joined(separator: " ")) }
                return Data()
            }
            let expected =
                kind == .sway
                ? ["output * bg /p/big.jpg fill", "output eDP-1 bg /p/small.jpg fill"]
                : [
                    "hyprpaper preload /p/big.jpg", "hyprpaper preload /p/small.jpg", "hyprpaper wallpaper ,/p/big.jpg",
                    "hyprpaper wallpaper eDP-1,/p/small.jpg",
                ]
            #expect(calls.withLock { $0 } == expected, "\(kind)")
        }
    }

    @Test func aNewXFCEMonitorGetsItsFirstWorkspaceSet() throws {
        let desktop = WallpaperDesktop(kind: .xfce, program: "xfconf-query", reason: "test")
        let calls = Mutex<[[String]]>([])
        _ = try desktop.set(URL(fileURLWithPath: "/p.jpg"), lockScreen: false, environment: [:]) { _, arguments, _ in
            calls.withLock { $0.append(arguments) }
            return Data("/backdrop/screen0/monitor0/workspace0/color-style\n".utf8)
        }
        #expect(
            calls.withLock { $0 }.last == [
                "-c", "xfce4-desktop", "-p", "/backdrop/screen0/monitor0/workspace0/last-image", "-n", "-t", "string",
                "-s", "/p.jpg",
            ])
    }
}
