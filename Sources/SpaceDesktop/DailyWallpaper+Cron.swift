import Foundation
import SpaceLocalization
import SpaceSupport
import APODFeature

/// Where nothing schedules: the line to add to the person's crontab.
extension DailyWallpaper {
    /// What a desktop's wallpaper programs need that cron does not give (it runs commands with
    /// almost no environment): the display, the session bus, and which desktop it is.
    static let desktopVariables = [
        "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS", "XDG_CURRENT_DESKTOP",
        "DESKTOP_SESSION",
    ]

    /// Once a day, at the machine's local time that is after 00:05 in New York all year round (the
    /// two places change their clocks on other dates), with the desktop's variables of this session
    /// and `%` escaped (cron turns a bare one into a new line).
    public var crontabLine: String {
        let (hour, minute) = Self.localTime(after: (0, 5), in: APODDate.eastern, here: timeZone, from: now)
        let variables = Self.desktopVariables.compactMap { name in
            environment[name].flatMap { $0.isEmpty ? nil : name + "=" + Self.shellWord($0) }
        }
        let command = (variables + [Self.shellWord(binary), "apod", "--wallpaper"]).joined(separator: " ")
        return "\(minute) \(hour) * * * " + command.replacingOccurrences(of: "%", with: "\\%")
    }

    /// What to know of that line: cron's missing desktop, when this session did not have it either.
    var crontabHint: String? {
        let known = ["DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"].contains {
            !(environment[$0] ?? "").isEmpty
        }
        return known
            ? nil
            : tr(
                "cron runs it without your desktop's DISPLAY and DBUS_SESSION_BUS_ADDRESS, which most desktops need to change the wallpaper: run this command from your desktop session to have them in the line, or write them before the command yourself."
            )
    }

    /// A word for sh: single-quoted unless plain.
    static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "/._-:=,+@".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The latest local time of day, over the year from `start`, at which `time` in `zone` has come:
    /// a daily job at that time always runs after it, whatever the clocks of the two places do.
    public static func localTime(
        after time: (hour: Int, minute: Int), in zone: TimeZone, here: TimeZone, from start: Date
    ) -> (hour: Int, minute: Int) {
        var source = Calendar(identifier: .gregorian)
        source.timeZone = zone
        var local = Calendar(identifier: .gregorian)
        local.timeZone = here
        var minutes: [Int] = []
        for day in 0..<366 {
            guard let date = source.date(byAdding: .day, value: day, to: start),
                let instant = source.date(bySettingHour: time.hour, minute: time.minute, second: 0, of: date)
            else { continue }
            let parts = local.dateComponents([.hour, .minute], from: instant)
            minutes.append((parts.hour ?? 0) * 60 + (parts.minute ?? 0))
        }
        guard let low = minutes.min(), var high = minutes.max() else { return time }
        if high - low > 720 {
            // Around midnight here: the times just after it are the later ones.
            high = minutes.map { $0 < 720 ? $0 + 1440 : $0 }.max()! % 1440
        }
        return (high / 60, high % 60)
    }
}
