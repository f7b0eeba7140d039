import SpaceDesktop

extension AppContext {
    /// The session's desktop, detected from this run's environment and platform. A command asks
    /// once and passes the value on, so what it sets, the screens it composes for and what it
    /// says all come from one detection.
    func desktopSession() -> DesktopSession { DesktopSession.detect(environment: environment) }
}
