import Foundation
import SpaceLocalization
import SpaceNetworking
import SpaceSupport

/// macOS: a launchd agent in the person's GUI session.
extension DailyWallpaper {
    /// The launchd agent's label; its file is `~/Library/LaunchAgents/<label>.plist`, as launchd expects.
    public static let agentLabel = "dev.space.wallpaper"
    var agentFile: URL { home.appendingPathComponent("Library/LaunchAgents/\(Self.agentLabel).plist") }
    /// The person's GUI session, where an agent that changes the desktop belongs.
    var launchdDomain: String { "gui/\(userID)" }

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

    /// Writes the agent and bootstraps it: bootstrap and bootout, not the legacy load and unload
    /// (deprecated, and their failures say only "Input/output error"). An agent already there is
    /// booted out first: a second bootstrap of the same label fails.
    func installAgent(_ launchctl: String) throws -> String {
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
            "The wallpaper changes every day after APOD publishes (a launchd agent, {file}).", ["file": agentFile.path])
    }

    func removeAgent(_ launchctl: String) -> String {
        _ = try? ExternalProgram.run(
            launchctl, ["bootout", launchdDomain + "/" + Self.agentLabel], environment: environment,
            what: tr("stop the daily agent"))
        let existed = FileManager.default.fileExists(atPath: agentFile.path)
        unlink(agentFile.path)
        return existed ? tr("The daily wallpaper is off.") : tr("The daily wallpaper was not on.")
    }

    func agentIsLoaded(_ launchctl: String) -> Bool {
        (try? ExternalProgram.run(
            launchctl, ["print", launchdDomain + "/" + Self.agentLabel], environment: environment,
            what: tr("ask launchd about the daily agent"))) != nil
    }
}
