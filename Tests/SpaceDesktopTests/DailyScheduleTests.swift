import Foundation
import SpaceTestSupport
import SpaceDesktop
import SpaceSupport
import Testing

/// The systemd unit names the binary exactly, whatever its path holds; systemd is asked whether
/// the timer is on; a failed enable is a failure that leaves no unit; and the crontab line runs
/// once a day, after APOD publishes, in the machine's own time.
@Suite struct DailyScheduleTests {
    @Test func aPlainPathIsTheProgramWithItsPercentSignsDoubled() {
        #expect(DailyWallpaper.commandLine("/usr/local/bin/space") == "\"/usr/local/bin/space\" apod --wallpaper")
        #expect(
            DailyWallpaper.commandLine("/home/a b/100%/$HOME/space")
                == "\"/home/a b/100%%/$HOME/space\" apod --wallpaper", "systemd expands no variable in the program")
    }

    @Test func aPathSystemdWouldRefuseIsHandedToTheShellEscaped() {
        let line = DailyWallpaper.commandLine("/tmp/a\"b\\c\nExecStartPre=/bin/rm\td$e%f/space")
        #expect(
            line
                == "/bin/sh -c \"exec \\\"$$0\\\" apod --wallpaper\" \"/tmp/a\\\"b\\\\c\\nExecStartPre=/bin/rm\\td$$e%%f/space\""
        )
        #expect(!line.contains("\n"), "a newline in the path never starts another directive")
    }

    /// systemd itself reads the units (where systemd-analyze is installed, as in CI): paths with
    /// every awkward character give units it accepts, each pointing at a real program.
    static let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: analyze != nil, "systemd-analyze is not installed here (it is in CI)"))
    func systemdAcceptsTheUnitsForAwkwardPaths() throws {
        let analyze = try #require(Self.analyze)
        let folder = Scratch.root.appendingPathComponent("units-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["plain", "with space", "100%", "a$HOME", "quote\"d", "back\\slash", "tab\there", "new\nline"] {
            let programs = folder.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
            let binary = programs.appendingPathComponent(name).path
            try StandInProgram.write("#!/bin/sh\n", to: URL(fileURLWithPath: binary))
            let daily = DailyWallpaper(
                environment: [:], configHome: programs, home: programs, binary: binary, platform: .linux)
            let units = programs.appendingPathComponent("units")
            try FileManager.default.createDirectory(at: units, withIntermediateDirectories: true)
            let timer = units.appendingPathComponent("space-wallpaper.timer")
            let service = units.appendingPathComponent("space-wallpaper.service")
            try Data(DailyWallpaper.timerUnit.utf8).write(to: timer)
            try Data(daily.serviceUnit().utf8).write(to: service)
            let verify = Process()
            verify.executableURL = URL(fileURLWithPath: analyze)
            verify.arguments = ["verify", timer.path, service.path]
            let errors = Pipe()
            verify.standardError = errors
            verify.standardOutput = FileHandle.nullDevice
            try verify.run()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            verify.waitUntilExit()
            #expect(verify.terminationStatus == 0, "\(name.debugDescription): \(said)")
        }
    }

    /// A systemctl stand-in that logs, answers is-enabled with `state`, and fails `enable`.
    func systemd(state: String, enableFails: Bool = false) throws -> (DailyWallpaper, URL) {
        let folder = Scratch.root.appendingPathComponent("systemd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            echo "systemctl $*" >> '\(folder.path)/calls.log'
            [ "$2" = is-enabled ] && { echo \(state); [ \(state) = enabled ]; exit $?; }
            [ "$2" = enable ] && [ \(enableFails ? 1 : 0) = 1 ] && { echo 'Failed to enable unit: Unit file space-wallpaper.timer is masked.' >&2; exit 1; }
            exit 0

            """
        try StandInProgram.write(script, to: folder.appendingPathComponent("systemctl"))
        let daily = DailyWallpaper(
            environment: [DesktopProgramSearch.variable: folder.path],
            configHome: folder.appendingPathComponent("config"),
            home: folder, binary: "/usr/bin/space", platform: .linux)
        return (daily, folder)
    }

    @Test func statusAsksSystemdNotTheFiles() throws {
        let (on, _) = try systemd(state: "enabled")
        _ = try on.install()
        #expect(on.isOn)
        let (off, _) = try systemd(state: "disabled")
        _ = try off.install()
        #expect(!off.isOn, "the unit files are there, and systemd says the timer is off")
    }

    @Test func aFailedEnableIsAFailureAndLeavesNoUnit() throws {
        let (daily, folder) = try systemd(state: "disabled", enableFails: true)
        #expect(throws: Error.self) { try daily.install() }
        let units = folder.appendingPathComponent("config/systemd/user")
        #expect(!FileManager.default.fileExists(atPath: units.appendingPathComponent("space-wallpaper.timer").path))
        #expect(!FileManager.default.fileExists(atPath: units.appendingPathComponent("space-wallpaper.service").path))
    }

    /// 00:05 in New York, as a daily time here: the latest over the year, so the job always runs
    /// after APOD publishes, whatever the two clocks do.
    @Test(arguments: [
        ("Europe/Berlin", 6, 5), ("America/Chicago", 23, 5), ("Asia/Tokyo", 14, 5), ("UTC", 5, 5),
        ("America/New_York", 0, 5), ("America/Phoenix", 22, 5), ("Australia/Sydney", 16, 5),
    ])
    func theCrontabTimeIsAfterPublicationAllYear(_ zone: String, _ hour: Int, _ minute: Int) throws {
        let here = try #require(TimeZone(identifier: zone))
        let start = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18, fixed: no clock read
        let time = DailyWallpaper.localTime(
            after: (0, 5), in: TimeZone(identifier: "America/New_York")!, here: here, from: start)
        #expect(time.hour == hour && time.minute == minute, "\(zone): \(time)")
    }

    @Test func theCrontabLineCarriesTheDesktopAndEscapesPercent() {
        let daily = DailyWallpaper(
            environment: [
                "DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
                "XDG_CURRENT_DESKTOP": "GNOME",
            ], configHome: URL(fileURLWithPath: "/nonexistent"), home: URL(fileURLWithPath: "/nonexistent"),
            binary: "/home/a/it's 100%/space", platform: .linux, timeZone: TimeZone(identifier: "UTC")!,
            now: Date(timeIntervalSince1970: 1_795_000_000))
        #expect(
            daily.crontabLine
                == "5 5 * * * DISPLAY=:0 DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus XDG_CURRENT_DESKTOP=GNOME '/home/a/it'\\''s 100\\%/space' apod --wallpaper"
        )
    }
}
