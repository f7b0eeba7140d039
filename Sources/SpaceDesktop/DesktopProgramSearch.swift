import Foundation
import SpaceSupport

/// Where the desktop's programs are found: the opener, the wallpaper setters and the schedulers
/// (xdg-open, open, gsettings, feh, systemctl, launchctl, …), each through this one seam.
///
/// `SPACE_DESKTOP_PROGRAMS`, when set, is the only folder searched, and on macOS its
/// `set-desktop-picture` program stands in for AppKit: a test (or a sandbox) gives an empty
/// folder, or one of stand-ins, and no real desktop program of any platform can run.
public enum DesktopProgramSearch {
    /// The variable naming the stand-ins' folder.
    public static let variable = Seam.desktopPrograms.variable

    /// The program's full path: in `SPACE_DESKTOP_PROGRAMS` when set, else on `PATH`.
    public static func find(_ name: String, environment: [String: String]) -> String? {
        guard let folder = standInFolder(environment) else {
            return ExecutableSearch.find(name, environment: environment)
        }
        let candidate = folder + "/" + name
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// The stand-ins' folder, when one is named.
    public static func standInFolder(_ environment: [String: String]) -> String? {
        environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
