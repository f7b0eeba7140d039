import Foundation
import SpacePictures

extension DailyWallpaper {
    /// The schedule for this run's person: `$XDG_CONFIG_HOME` (the parent of space's config
    /// folder), `HOME`, and this very binary to run each day.
    static func here(_ context: AppContext) -> DailyWallpaper {
        let home = URL(
            fileURLWithPath: context.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
            isDirectory: true)
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        return DailyWallpaper(
            environment: context.environment, configHome: context.files.config.deletingLastPathComponent(), home: home,
            binary: binary)
    }
}
