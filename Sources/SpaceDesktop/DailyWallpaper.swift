import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// `space apod --wallpaper --daily`: a per-user schedule that runs `space apod --wallpaper` once a
/// day after APOD publishes (00:05 US Eastern, whatever the person's own time zone), catching up
/// after a sleep or a shutdown. A systemd user timer where systemd runs the user's session
/// (`+Systemd`), a launchd agent on macOS (`+Launchd`), else the crontab line to add, in one
/// sentence (`+Cron`).
public struct DailyWallpaper: Sendable {
    /// The programs, files and folders it works with.
    public var environment: [String: String]
    /// `$XDG_CONFIG_HOME` (systemd's user units go under `systemd/user/` in it).
    public var configHome: URL
    /// The person's home (launchd's agents go under `Library/LaunchAgents`).
    public var home: URL
    /// The `space` to run each day (an absolute path).
    public var binary: String
    /// Which platform's scheduler to use.
    public var platform: HostPlatform
    /// The person's user id (launchd's `gui/UID` domain).
    public var userID: UInt32
    /// The machine's time zone, which cron's times are in.
    public var timeZone: TimeZone
    /// Now, for the crontab line's time (the offsets of the year ahead).
    public var now: Date

    public init(
        environment: [String: String], configHome: URL, home: URL, binary: String, platform: HostPlatform = .current,
        userID: UInt32 = getuid(), timeZone: TimeZone = .current, now: Date = Date()
    ) {
        self.environment = environment
        self.configHome = configHome
        self.home = home
        self.binary = binary
        self.platform = platform
        self.userID = userID
        self.timeZone = timeZone
        self.now = now
    }

    /// The units' name.
    public static let name = "space-wallpaper"

    /// What runs the schedule here.
    public enum Scheduler: Sendable, Equatable {
        case systemd(systemctl: String)
        case launchd(launchctl: String)
        case none
    }

    /// systemd when its user manager answers, launchd on macOS, else none.
    public var scheduler: Scheduler {
        if platform == .macOS {
            if let launchctl = DesktopProgramSearch.find("launchctl", environment: environment) {
                return .launchd(launchctl: launchctl)
            }
            return .none
        }
        if let systemctl = DesktopProgramSearch.find("systemctl", environment: environment),
            (try? ExternalProgram.run(
                systemctl, ["--user", "show-environment"], environment: environment,
                what: tr("reach the user's systemd"))) != nil
        {
            return .systemd(systemctl: systemctl)
        }
        return .none
    }

    /// Installs the schedule; what was done, in one sentence.
    public func install() throws -> String {
        switch scheduler {
        case .systemd(let systemctl): return try installTimer(systemctl)
        case .launchd(let launchctl): return try installAgent(launchctl)
        case .none:
            throw SpaceError(
                .failure,
                tr(
                    "Nothing here schedules a daily run (no systemd user session, no launchd); add this line to your crontab (crontab -e): {line}",
                    ["line": crontabLine]), hint: crontabHint)
        }
    }

    /// Removes the schedule; what was done, in one sentence.
    public func remove() throws -> String {
        switch scheduler {
        case .systemd(let systemctl): return removeTimer(systemctl)
        case .launchd(let launchctl): return removeAgent(launchctl)
        case .none:
            return tr(
                "Nothing here schedules it; remove the space line from your crontab (crontab -e) if you added one.")
        }
    }

    /// Whether a schedule is on here, for `space status`, asked of the scheduler rather than read
    /// from its files (a unit whose `enable` failed is there and off): `systemctl --user
    /// is-enabled`, `launchctl print`; with neither, whether a unit or an agent file is there.
    public var isOn: Bool {
        switch scheduler {
        case .systemd(let systemctl): return timerIsEnabled(systemctl)
        case .launchd(let launchctl): return agentIsLoaded(launchctl)
        case .none:
            return FileManager.default.fileExists(atPath: timerFile.path)
                || FileManager.default.fileExists(atPath: agentFile.path)
        }
    }
}
