import Foundation
import SpaceTestSupport
import Testing
@testable import SpaceDesktop

/// The screen a wallpaper is composed for: the setting, else the largest output the session's
/// own tool reports (stand-ins answer as sway, Hyprland and xrandr do).
@Suite struct ScreenSizeTests {
    static let xrandr = """
        Screen 0: minimum 320 x 200, current 4480 x 1440, maximum 16384 x 16384
        eDP-1 connected primary 1920x1080+0+360 (normal left inverted right x axis y axis) 309mm x 174mm
           1920x1080     60.01*+
        HDMI-1 connected 2560x1440+1920+0 (normal left inverted right x axis y axis) 597mm x 336mm
           2560x1440     59.95*+
        DP-1 disconnected (normal left inverted right x axis y axis)
        """

    @Test func theLargestConnectedOutputOfEachTool() {
        #expect(ScreenSize.largest(xrandr: Self.xrandr).map { [$0.width, $0.height] } == [2560, 1440])
        let sway =
            #"[{"name":"eDP-1","active":true,"current_mode":{"width":2880,"height":1800,"refresh":60000}},"#
            + #"{"name":"HDMI-A-1","active":false,"current_mode":{"width":3840,"height":2160}}]"#
        #expect(
            ScreenSize.largest(json: sway, width: ["current_mode", "width"], height: ["current_mode", "height"])
                .map { [$0.width, $0.height] } == [2880, 1800], "an inactive output does not count")
        let hyprland = #"[{"name":"DP-1","width":3440,"height":1440},{"name":"eDP-1","width":1920,"height":1200}]"#
        #expect(
            ScreenSize.largest(json: hyprland, width: ["width"], height: ["height"]).map { [$0.width, $0.height] }
                == [3440, 1440])
        #expect(ScreenSize.largest(json: "not json", width: ["width"], height: ["height"]) == nil)
    }

    @Test func namedOutputsForAPicturePerScreen() {
        let sway =
            #"[{"name":"eDP-1","active":true,"current_mode":{"width":2880,"height":1800}},"#
            + #"{"name":"HDMI-A-1","active":false,"current_mode":{"width":3840,"height":2160}},"#
            + #"{"name":"DP-2","current_mode":{"width":1920,"height":1080}}]"#
        #expect(
            ScreenSize.named(json: sway, width: ["current_mode", "width"], height: ["current_mode", "height"]) == [
                ScreenSize.Output(name: "eDP-1", width: 2880, height: 1800),
                ScreenSize.Output(name: "DP-2", width: 1920, height: 1080),
            ])
        #expect(
            ScreenSize.named(xrandr: Self.xrandr) == [
                ScreenSize.Output(name: "eDP-1", width: 1920, height: 1080),
                ScreenSize.Output(name: "HDMI-1", width: 2560, height: 1440),
            ], "XFCE's monitors by xrandr's names; a disconnected one is not among them")
    }

    @Test func theSettingWinsAndIsChecked() async {
        // The setting (resolved by SpaceSettings) is taken as it is, with no tool asked.
        let setting = ScreenSize(width: 3840, height: 2160, source: "SPACE_SCREEN_SIZE")
        let session = DesktopSession.detect(environment: ["SWAYSOCK": "/run/sway.sock"], platform: .linux) { _, _, _ in
            Issue.record("no program is run")
            return Data()
        }
        #expect(await session.screenSize(setting: setting) == setting)
        #expect(ScreenSize.parse(size: "12x9000") == nil && ScreenSize.parse(size: "wide") == nil)
    }

    @Test func aStandInXrandrIsAskedAndNothingAnswersWithoutOne() async throws {
        let standIns = try MacDesktopTests.StandIns([])
        #expect(await DesktopSession.linuxScreen(standIns.environment) == nil, "no tool: the picture as it is")
        let script = "#!/bin/sh\ncat <<'END'\n\(Self.xrandr)\nEND\n"
        let file = standIns.folder.appendingPathComponent("xrandr")
        try StandInProgram.write(script, to: file)
        #expect(
            await DesktopSession.linuxScreen(standIns.environment)
                == ScreenSize(width: 2560, height: 1440, source: "xrandr"))
    }
}

/// Whether the network is metered: the setting, else NetworkManager's devices.
@Suite struct MeteredNetworkTests {
    @Test func nmcliSaysItForTheDevicesConnected() {
        let hotspot =
            "GENERAL.STATE:100 (connected)\nGENERAL.METERED:yes (guessed)\nGENERAL.STATE:100 (connected (externally))\nGENERAL.METERED:no (guessed)\n"
        #expect(MeteredNetwork.parse(nmcli: hotspot) == true)
        let home =
            "GENERAL.STATE:100 (connected)\nGENERAL.METERED:no (guessed)\nGENERAL.STATE:30 (disconnected)\nGENERAL.METERED:yes\n"
        #expect(MeteredNetwork.parse(nmcli: home) == false, "a metered device not connected does not count")
        #expect(MeteredNetwork.parse(nmcli: "GENERAL.STATE:20 (unavailable)\nGENERAL.METERED:unknown\n") == nil)
        #expect(MeteredNetwork.parse(nmcli: "") == nil)
    }

    @Test func theSettingComesFirst() {
        #expect(MeteredNetwork.detect(setting: (true, "SPACE_METERED"), environment: ["PATH": "/nonexistent"]).metered)
        let off = MeteredNetwork.detect(
            setting: (false, "metered in /c/config.json"), environment: ["PATH": "/nonexistent"])
        #expect(!off.metered && off.source == "metered in /c/config.json")
        #expect(
            !MeteredNetwork.detect(setting: nil, environment: ["PATH": "/nonexistent"]).metered,
            "nothing says so: not metered")
    }
}

/// The screen's size from KDE's kscreen-doctor, GNOME's monitors.xml and wlr-randr (Wayland
/// sessions where xrandr sees only XWayland's idea of the screens).
@Suite struct WaylandScreenSizeTests {
    @Test func kscreenDoctorsCurrentModeOfEachEnabledOutput() {
        let json = """
            {"outputs": [
              {"name": "eDP-1", "enabled": true, "connected": true, "currentModeId": "2",
               "modes": [{"id": "1", "size": {"width": 1280, "height": 800}},
                         {"id": "2", "size": {"width": 2880, "height": 1800}}]},
              {"name": "DP-2", "enabled": false, "connected": true, "currentModeId": "7",
               "modes": [{"id": "7", "size": {"width": 5120, "height": 2880}}]}
            ]}
            """
        #expect(ScreenSize.largest(kscreen: json).map { [$0.width, $0.height] } == [2880, 1800])
        #expect(ScreenSize.largest(kscreen: "[]") == nil)
    }

    @Test func monitorsXMLsLargestMode() {
        let xml = """
            <monitors version="2">
              <configuration>
                <logicalmonitor><x>0</x><y>0</y><scale>2</scale><primary>yes</primary>
                  <monitor><monitorspec><connector>eDP-1</connector></monitorspec>
                    <mode><width>2560</width><height>1600</height><rate>60.000</rate></mode>
                  </monitor></logicalmonitor>
                <logicalmonitor><x>1280</x><y>0</y><scale>1</scale>
                  <monitor><monitorspec><connector>DP-1</connector></monitorspec>
                    <mode><width>3440</width><height>1440</height><rate>59.973</rate></mode>
                  </monitor></logicalmonitor>
              </configuration>
            </monitors>
            """
        #expect(ScreenSize.largest(monitorsXML: xml).map { [$0.width, $0.height] } == [3440, 1440])
        #expect(ScreenSize.largest(monitorsXML: "<monitors/>") == nil)
    }

    @Test func wlrRandrsCurrentModeOfEachEnabledHead() {
        let text = """
            eDP-1 "Sharp Corporation 0x1453 (eDP-1)"
              Physical size: 290x180 mm
              Enabled: yes
              Modes:
                1920x1200 px, 59.950001 Hz (preferred)
                1280x800 px, 59.810001 Hz (current)
              Position: 0,0
              Scale: 1.000000
            HDMI-A-1 "Dell Inc. DELL U2720Q (HDMI-A-1)"
              Enabled: no
              Modes:
                3840x2160 px, 60.000000 Hz (preferred, current)
            DP-1 "LG (DP-1)"
              Enabled: yes
              Modes:
                2560x1080 px, 60.000000 Hz (preferred, current)
            """
        #expect(ScreenSize.largest(wlrRandr: text).map { [$0.width, $0.height] } == [2560, 1080])
    }

    @Test func theSessionDecidesWhichToolIsAsked() async throws {
        let standIns = try MacDesktopTests.StandIns([])
        func answering(_ name: String, _ output: String) throws {
            let file = standIns.folder.appendingPathComponent(name)
            try StandInProgram.write("#!/bin/sh\ncat <<'END'\n\(output)\nEND\n", to: file)
        }
        try answering("wlr-randr", "DP-1 \"x\"\n  Enabled: yes\n  Modes:\n    2560x1440 px, 60.0 Hz (current)")
        try answering("xrandr", ScreenSizeTests.xrandr.replacingOccurrences(of: "2560x1440", with: "1600x900"))
        let wayland = standIns.environment.merging(["WAYLAND_DISPLAY": "wayland-1"]) { _, new in new }
        #expect(await DesktopSession.linuxScreen(wayland) == ScreenSize(width: 2560, height: 1440, source: "wlr-randr"))
        #expect(await DesktopSession.linuxScreen(standIns.environment)?.source == "xrandr", "X11: xrandr")
        // GNOME on Wayland: its own record of the displays, in the session's config folder.
        let config = standIns.folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("<monitors><mode><width>3840</width><height>2160</height></mode></monitors>".utf8)
            .write(to: config.appendingPathComponent("monitors.xml"))
        let gnome = wayland.merging(["XDG_CURRENT_DESKTOP": "GNOME", "XDG_CONFIG_HOME": config.path]) { _, new in new }
        #expect(
            await DesktopSession.linuxScreen(gnome) == ScreenSize(width: 3840, height: 2160, source: "monitors.xml"))
    }
}
