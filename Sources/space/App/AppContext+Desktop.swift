import SpaceDesktop
import SpaceSettings

extension AppContext {
    /// The session's desktop, detected from this run's environment and platform. A command asks
    /// once and passes the value on, so what it sets, the screens it composes for and what it
    /// says all come from one detection.
    func desktopSession() -> DesktopSession { DesktopSession.detect(environment: environment) }
}

extension Settings {
    /// The `metered` setting when it is on or off, and where it was set.
    var meteredSetting: (metered: Bool, origin: String)? { wallpaper.metered.map { ($0.value, $0.origin) } }
}
