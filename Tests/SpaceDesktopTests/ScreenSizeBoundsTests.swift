import Foundation
import SpaceTestSupport
import Synchronization
import Testing

@testable import SpaceDesktop

/// No tool's answer can trap `space` or ask it for gigabytes: every size is taken within 16 to
/// 16384 pixels a side, whatever reported it, and one past that is said and left out. (Two outputs
/// of 2^62×2^62 from kscreen-doctor made `--wallpaper` and `space status` stop on an overflow.)
@Suite struct ScreenSizeBoundsTests {
    static func kscreen(_ sizes: [(Int, Int)]) -> String {
        let outputs = sizes.enumerated().map { index, size in
            """
            {"name": "DP-\(index)", "enabled": true, "connected": true, "currentModeId": "1",
             "modes": [{"id": "1", "size": {"width": \(size.0), "height": \(size.1)}}]}
            """
        }
        return "{\"outputs\": [\(outputs.joined(separator: ","))]}"
    }

    @Test func hugeOutputsAreLeftOutWithoutOverflowing() {
        let hostile = Self.kscreen([(1 << 62, 1 << 62), (3_037_000_500, 3_037_000_500)])
        #expect(ScreenSize.largest(kscreen: hostile) == nil)
        let mixed = Self.kscreen([(200_000, 200_000), (2560, 1440), (30_000, 30_000)])
        #expect(ScreenSize.largest(kscreen: mixed).map { [$0.width, $0.height] } == [2560, 1440])
        #expect(ScreenSize.largest(kscreen: Self.kscreen([(16_384, 16_384)])).map { $0.width } == 16_384)
        #expect(ScreenSize.largest(kscreen: Self.kscreen([(16_385, 1080)])) == nil)
    }

    @Test func everySourceHasTheSameBounds() {
        #expect(ScreenSize.largest(xrandr: "HDMI-1 connected primary 99999x1080+0+0 (normal)") == nil)
        #expect(
            ScreenSize.largest(wlrRandr: "DP-1 \"x\"\n  Enabled: yes\n  Modes:\n    99999x99999 px, 60 Hz (current)")
                == nil)
        #expect(
            ScreenSize.largest(
                json: #"[{"name": "DP-1", "width": 4611686018427387904, "height": 2}]"#, width: ["width"],
                height: ["height"])
                == nil)
        #expect(
            ScreenSize.largest(
                monitorsXML: "<monitors><mode><width>90000</width><height>90000</height></mode></monitors>") == nil)
        #expect(ScreenSize.pixels(points: 1e300, 1e300, scale: 2) == nil)
        #expect(ScreenSize.pixels(points: .nan, 900, scale: 2) == nil)
        #expect(ScreenSize.pixels(points: 1440, 900, scale: 2).map { [$0.width, $0.height] } == [2880, 1800])
    }

    @Test func aSizeLeftOutIsSaid() async throws {
        let standIns = try MacDesktopTests.StandIns([])
        let file = standIns.folder.appendingPathComponent("kscreen-doctor")
        let answer = Self.kscreen([(200_000, 200_000), (1920, 1080)])
        try StandInProgram.write("#!/bin/sh\ncat <<'END'\n\(answer)\nEND\n", to: file)
        let kde = standIns.environment.merging(["WAYLAND_DISPLAY": "wayland-0", "XDG_CURRENT_DESKTOP": "KDE"]) {
            _, new in new
        }
        let said = Mutex<[String]>([])
        let size = await DesktopSession.linuxScreen(kde) { line in said.withLock { $0.append(line) } }
        #expect(size == ScreenSize(width: 1920, height: 1080, source: "kscreen-doctor"))
        #expect(
            said.withLock { $0 }
                == [
                    "kscreen-doctor reported a screen of 200000×200000 pixels, more than 16384 a side; it was left out."
                ])
    }
}

/// GNOME's monitors.xml lists every layout it has met; the one in use is the one whose monitors
/// are connected now. A laptop once docked to a 5K display is composed for as the laptop.
@Suite struct MonitorsXMLTests {
    static let xml = """
        <monitors version="2">
          <configuration>
            <logicalmonitor><x>0</x><y>0</y><scale>1</scale><primary>yes</primary>
              <monitor><monitorspec><connector>eDP-1</connector><vendor>BOE</vendor></monitorspec>
                <mode><width>1920</width><height>1200</height><rate>60.000</rate></mode></monitor>
            </logicalmonitor>
          </configuration>
          <configuration>
            <logicalmonitor><x>0</x><y>0</y><scale>1</scale>
              <monitor><monitorspec><connector>eDP-1</connector><vendor>BOE</vendor></monitorspec>
                <mode><width>1920</width><height>1200</height><rate>60.000</rate></mode></monitor>
            </logicalmonitor>
            <logicalmonitor><x>1920</x><y>0</y><scale>2</scale><primary>yes</primary>
              <monitor><monitorspec><connector>DP-2</connector><vendor>APP</vendor></monitorspec>
                <mode><width>5120</width><height>2880</height><rate>60.000</rate></mode></monitor>
            </logicalmonitor>
          </configuration>
        </monitors>
        """

    @Test func theConfigurationOfTheConnectedMonitors() {
        #expect(
            ScreenSize.largest(monitorsXML: Self.xml, connected: ["eDP-1"]).map { [$0.width, $0.height] } == [
                1920, 1200,
            ])
        #expect(
            ScreenSize.largest(monitorsXML: Self.xml, connected: ["eDP-1", "DP-2"]).map { [$0.width, $0.height] }
                == [5120, 2880])
        #expect(ScreenSize.largest(monitorsXML: Self.xml, connected: ["HDMI-1"]) == nil, "a layout never met")
        #expect(ScreenSize.largest(monitorsXML: Self.xml, connected: nil) == nil, "which one is in use cannot be told")
    }

    @Test func theKernelSaysWhatIsConnected() async throws {
        let standIns = try MacDesktopTests.StandIns([])
        let drm = standIns.folder.appendingPathComponent("drm")
        for (name, status) in [
            ("card1-eDP-1", "connected"), ("card1-DP-2", "disconnected"), ("card1-HDMI-A-1", "disconnected"),
        ] {
            let folder = drm.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\(status)\n".utf8).write(to: folder.appendingPathComponent("status"))
        }
        try Data("1\n".utf8).write(to: drm.appendingPathComponent("version"))
        #expect(ScreenSize.connectedConnectors(standIns.environment) == ["eDP-1"])
        let config = standIns.folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(Self.xml.utf8).write(to: config.appendingPathComponent("monitors.xml"))
        let gnome = standIns.environment.merging([
            "WAYLAND_DISPLAY": "wayland-0", "XDG_CURRENT_DESKTOP": "GNOME", "XDG_CONFIG_HOME": config.path,
        ]) { _, new in new }
        #expect(
            await DesktopSession.linuxScreen(gnome) == ScreenSize(width: 1920, height: 1200, source: "monitors.xml"))
    }
}
