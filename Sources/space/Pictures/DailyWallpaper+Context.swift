import Foundation
import SpaceDesktop
import SpacePictures
import SpaceSupport

extension DailyWallpaper {
    /// The schedule for this run's person: `$XDG_CONFIG_HOME` (the parent of space's config
    /// folder), `HOME`, and this very binary to run each day (see `OwnExecutable`).
    static func here(_ context: AppContext) -> DailyWallpaper {
        let home = XDGBase.home(context.environment)
        let binary = OwnExecutable.path(environment: context.environment) ?? CommandLine.arguments[0]
        // cron's times are the machine's local time: TZ when set, else the system's zone.
        let zone = context.environment["TZ"].flatMap {
            TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0)
        }
        return DailyWallpaper(
            environment: context.environment, configHome: context.files.config.deletingLastPathComponent(), home: home,
            binary: binary, timeZone: zone ?? .current, now: context.now())
    }
}
