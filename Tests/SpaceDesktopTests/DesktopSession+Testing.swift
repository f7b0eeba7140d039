import Foundation
@testable import SpaceDesktop

extension DesktopSession {
    /// The session a Linux machine with `environment` is, and the screen it composes for.
    static func linuxScreen(_ environment: [String: String], notice: (String) -> Void = { _ in }) async -> ScreenSize? {
        await DesktopSession.detect(environment: environment, platform: .linux).screenSize(setting: nil, notice: notice)
    }
}
