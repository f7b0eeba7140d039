import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// `space apod --wallpaper --daily`: a per-user schedule that runs `space apod --wallpaper` once a
/// day after APOD publishes (00:05 US Eastern, whatever the person's own time zone), catching up
/// after a sleep or a shutdown. A systemd user timer where systemd runs the user's session, a
/// launchd agent on macOS, else the crontab line to add, in one sentence.
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

    public init(
        environment: [String: String], configHome: URL, home: URL, binary: String, platform: HostPlatform = .current,
        userID: UInt32 = getuid()
    ) {
        self.environment = environment
        self.configHome = configHome
        self.home = home
        self.binary = binary
        self.platform = platform
        self.userID = userID
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

    var unitFolder: URL { configHome.appendingPathComponent("systemd/user", isDirectory: true) }
    var timerFile: URL { unitFolder.appendingPathComponent(Self.name + ".timer") }
    var serviceFile: URL { unitFolder.appendingPathComponent(Self.name + ".service") }
    /// The launchd agent's label; its file is `~/Library/LaunchAgents/<label>.plist`, as launchd expects.
    public static let agentLabel = "dev.space.wallpaper"
    var agentFile: URL { home.appendingPathComponent("Library/LaunchAgents/\(Self.agentLabel).plist") }
    /// The person's GUI session, where an agent that changes the desktop belongs.
    var launchdDomain: String { "gui/\(userID)" }

    /// The timer: every day at 00:05 in New York (APOD's day starts at midnight US Eastern), and
    /// at the next start when a run was missed.
    public static let timerUnit = """
        [Unit]
        Description=The Astronomy Picture of the Day as the desktop background, every day (space)

        [Timer]
        OnCalendar=*-*-* 00:05:00 America/New_York
        Persistent=true
        Unit=\(name).service

        [Install]
        WantedBy=timers.target

        """

    /// The service the timer starts: one run of `space apod --wallpaper`.
    public func serviceUnit() -> String {
        """
        [Unit]
        Description=Set the Astronomy Picture of the Day as the desktop background (space)

        [Service]
        Type=oneshot
        ExecStart="\(binary.replacingOccurrences(of: "\"", with: "\\\""))" apod --wallpaper

        """
    }

    /// The line for a crontab where nothing else schedules (00:05 New York is 05:05 UTC in
    /// winter; cron has no time zone of its own, so it runs hourly and sets it when it changed).
    public var crontabLine: String {
        "5 * * * * '" + binary.replacingOccurrences(of: "'", with: "'\\''") + "' apod --wallpaper"
    }

    /// Installs the schedule; what was done, in one sentence.
    public func install() throws -> String {
        switch scheduler {
        case .systemd(let systemctl):
            try AtomicFile.createFolder(unitFolder)
            try AtomicFile.write(Data(Self.timerUnit.utf8), to: timerFile, mode: 0o644, durable: true, links: .replace)
            try AtomicFile.write(Data(serviceUnit().utf8), to: serviceFile, mode: 0o644, durable: true, links: .replace)
            try ExternalProgram.run(
                systemctl, ["--user", "daemon-reload"], environment: environment, what: tr("reload the user's units"))
            try ExternalProgram.run(
                systemctl, ["--user", "enable", "--now", Self.name + ".timer"], environment: environment,
                what: tr("start the daily timer"))
            return tr(
                "The wallpaper changes every day after APOD publishes (a systemd user timer, {file}).",
                ["file": timerFile.path])
        case .launchd(let launchctl):
            // bootstrap and bootout, not the legacy load and unload (deprecated, and their failures
            // say only "Input/output error"). An agent already there is booted out first: a second
            // bootstrap of the same label fails.
            try AtomicFile.createFolder(agentFile.deletingLastPathComponent())
            try AtomicFile.write(Data(launchAgent().utf8), to: agentFile, mode: 0o644, durable: true, links: .replace)
            _ = try? ExternalProgram.run(
                launchctl, ["bootout", launchdDomain + "/" + Self.agentLabel], environment: environment,
                what: tr("stop the daily agent"))
            do {
                try ExternalProgram.run(
                    launchctl, ["bootstrap", launchdDomain, agentFile.path], environment: environment,
                    what: tr("start the daily agent"))
            } catch let error as SpaceError {
                throw SpaceError(
                    .failure, error.message,
                    hint: tr(
                        "An agent that changes the desktop needs your login session at the Mac (not only SSH): log in there and run this again."
                    ))
            }
            return tr(
                "The wallpaper changes every day after APOD publishes (a launchd agent, {file}).",
                ["file": agentFile.path])
        case .none:
            throw SpaceError(
                .failure,
                tr(
                    "Nothing here schedules a daily run (no systemd user session, no launchd); add this line to your crontab (crontab -e): {line}",
                    ["line": crontabLine]))
        }
    }

    /// Removes the schedule; what was done, in one sentence.
    public func remove() throws -> String {
        switch scheduler {
        case .systemd(let systemctl):
            _ = try? ExternalProgram.run(
                systemctl, ["--user", "disable", "--now", Self.name + ".timer"], environment: environment,
                what: tr("stop the daily timer"))
            let existed = FileManager.default.fileExists(atPath: timerFile.path)
            unlink(timerFile.path)
            unlink(serviceFile.path)
            _ = try? ExternalProgram.run(
                systemctl, ["--user", "daemon-reload"], environment: environment, what: tr("reload the user's units"))
            return existed ? tr("The daily wallpaper is off.") : tr("The daily wallpaper was not on.")
        case .launchd(let launchctl):
            _ = try? ExternalProgram.run(
                launchctl, ["bootout", launchdDomain + "/" + Self.agentLabel], environment: environment,
                what: tr("stop the daily agent"))
            let existed = FileManager.default.fileExists(atPath: agentFile.path)
            unlink(agentFile.path)
            return existed ? tr("The daily wallpaper is off.") : tr("The daily wallpaper was not on.")
        case .none:
            return tr(
                "Nothing here schedules it; remove the space line from your crontab (crontab -e) if you added one.")
        }
    }

    /// The launchd agent: 06:05 every day in the Mac's own time zone (launchd knows no other; it is
    /// after midnight US Eastern from the Americas to Europe), run at the next wake when the Mac
    /// slept through it, and at login (launchd skips a time missed while the Mac was off).
    public func launchAgent() -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>Label</key><string>\(Self.agentLabel)</string>
              <key>ProgramArguments</key><array><string>\(escaped(binary))</string><string>apod</string><string>--wallpaper</string></array>
              <key>StartCalendarInterval</key><dict><key>Hour</key><integer>6</integer><key>Minute</key><integer>5</integer></dict>
              <key>RunAtLoad</key><true/>
              <key>ProcessType</key><string>Background</string>
            </dict>
            </plist>

            """
    }

    /// Whether a schedule is installed here, for `space status`: on macOS, whether launchd has the
    /// agent (`launchctl print`), not only its file.
    public var isOn: Bool {
        if case .launchd(let launchctl) = scheduler {
            return
                (try? ExternalProgram.run(
                    launchctl, ["print", launchdDomain + "/" + Self.agentLabel], environment: environment,
                    what: tr("ask launchd about the daily agent"))) != nil
        }
        return FileManager.default.fileExists(atPath: timerFile.path)
            || FileManager.default.fileExists(atPath: agentFile.path)
    }
}
