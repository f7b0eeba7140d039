import Foundation
import SpaceLocalization
import SpaceNetworking
import SpaceSupport

/// Linux with a systemd user session: a timer and the service it starts.
extension DailyWallpaper {
    var unitFolder: URL { configHome.appendingPathComponent("systemd/user", isDirectory: true) }
    var timerFile: URL { unitFolder.appendingPathComponent(Self.name + ".timer") }
    var serviceFile: URL { unitFolder.appendingPathComponent(Self.name + ".service") }

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
        ExecStart=\(Self.commandLine(binary))

        """
    }

    /// The service's command line, as systemd.service(5) reads it. The program itself is quoted
    /// with `%` doubled (a specifier otherwise); systemd expands no variable there but refuses a
    /// program whose path holds a quote, a backslash or a control character, so such a path is
    /// handed to `/bin/sh` as an argument instead, where every character can be written.
    public static func commandLine(_ binary: String) -> String {
        let needsShell = binary.unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || "\"'\\".unicodeScalars.contains($0)
        }
        guard needsShell else { return "\"" + binary.replacingOccurrences(of: "%", with: "%%") + "\" apod --wallpaper" }
        return "/bin/sh -c \"exec \\\"$$0\\\" apod --wallpaper\" " + argumentWord(binary)
    }

    /// One argument of a unit's command line (systemd.syntax(7)): quoted, `%` and `$` doubled, backslash
    /// and quote escaped, and every control character written as a C escape, which systemd turns back
    /// into the character (a newline written as itself would end the line and start another directive).
    static func argumentWord(_ text: String) -> String {
        var word = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": word += "%%"
            case "$": word += "$$"
            case "\\": word += "\\\\"
            case "\"": word += "\\\""
            case "\n": word += "\\n"
            case "\t": word += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                word += "\\x" + String(format: "%02x", scalar.value)
            default: word.unicodeScalars.append(scalar)
            }
        }
        return word + "\""
    }

    /// Writes the units, has systemd check them where it can (`systemd-analyze verify`), then
    /// enables the timer. Any failure is reported as one, and leaves no unit behind.
    func installTimer(_ systemctl: String) throws -> String {
        try AtomicFile.createFolder(unitFolder)
        try AtomicFile.write(Data(Self.timerUnit.utf8), to: timerFile, mode: 0o644, durable: true, links: .replace)
        try AtomicFile.write(Data(serviceUnit().utf8), to: serviceFile, mode: 0o644, durable: true, links: .replace)
        do {
            if let analyze = DesktopProgramSearch.find("systemd-analyze", environment: environment) {
                try ExternalProgram.run(
                    analyze, ["verify", timerFile.path, serviceFile.path], environment: environment,
                    what: tr("accept the daily units"))
            }
            try ExternalProgram.run(
                systemctl, ["--user", "daemon-reload"], environment: environment, what: tr("reload the user's units"))
            try ExternalProgram.run(
                systemctl, ["--user", "enable", "--now", Self.name + ".timer"], environment: environment,
                what: tr("start the daily timer"))
        } catch {
            unlink(timerFile.path)
            unlink(serviceFile.path)
            _ = try? ExternalProgram.run(
                systemctl, ["--user", "daemon-reload"], environment: environment, what: tr("reload the user's units"))
            throw error
        }
        return tr(
            "The wallpaper changes every day after APOD publishes (a systemd user timer, {file}).",
            ["file": timerFile.path])
    }

    func removeTimer(_ systemctl: String) -> String {
        _ = try? ExternalProgram.run(
            systemctl, ["--user", "disable", "--now", Self.name + ".timer"], environment: environment,
            what: tr("stop the daily timer"))
        let existed = FileManager.default.fileExists(atPath: timerFile.path)
        unlink(timerFile.path)
        unlink(serviceFile.path)
        _ = try? ExternalProgram.run(
            systemctl, ["--user", "daemon-reload"], environment: environment, what: tr("reload the user's units"))
        return existed ? tr("The daily wallpaper is off.") : tr("The daily wallpaper was not on.")
    }

    /// `systemctl --user is-enabled`: "enabled" (exit 0) is on; anything else, or no answer, is off.
    func timerIsEnabled(_ systemctl: String) -> Bool {
        let answer = try? ExternalProgram.run(
            systemctl, ["--user", "is-enabled", Self.name + ".timer"], environment: environment,
            what: tr("ask systemd about the daily timer"), keepOutput: true)
        return answer.map { String(decoding: $0, as: UTF8.self).hasPrefix("enabled") } ?? false
    }
}
