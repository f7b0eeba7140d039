import Foundation
import SpaceLocalization
import SpaceNetworking
import SpaceSupport

/// macOS's desktop picture on every screen, through AppKit's `NSWorkspace`: no Automation
/// permission (System Events through osascript needs one, which a launchd agent never gets), and
/// every display rather than one. Only the current Space of each screen changes (no public
/// interface reaches the others). macOS keeps showing the old picture when the path is the same,
/// so each picture has a file of its own (the wallpapers folder names files by day).
public enum MacDesktopPicture {
    /// What sets a screen's picture: AppKit, or a stand-in in tests.
    public protocol Setter: Sendable {
        /// The screens, by name, in AppKit's order (the first has the menu bar).
        func screens() async -> [String]
        /// Sets the picture of the screen at `index`, keeping its scaling and fill colour.
        func set(_ file: URL, screen index: Int) async throws
        /// Each screen's size in pixels, in the same order, named by its number from 1.
        func sizes() async -> [ScreenSize.Output]
    }

    /// Sets `file` on every screen (or the file composed for a screen's own size, `perScreen` by
    /// its number from 1); the desktop's name for the notice ("macOS, 2 screens").
    /// A screen that fails does not stop the others; when every one fails, the first reason.
    public static func setEveryScreen(
        _ file: URL, perScreen: [String: URL] = [:], with setter: any Setter
    ) async throws -> String {
        let screens = await setter.screens()
        guard !screens.isEmpty else {
            throw SpaceError(
                .failure,
                tr(
                    "macOS reports no screen to set the wallpaper on (is anyone logged in at the Mac?); the picture is at {path}",
                    ["path": file.path]))
        }
        var failures: [(String, Error)] = []
        for (index, name) in screens.enumerated() {
            do {
                try await setter.set(perScreen[String(index + 1)] ?? file, screen: index)
            } catch { failures.append((name, error)) }
        }
        if failures.count == screens.count, let (name, error) = failures.first {
            throw SpaceError(
                .failure,
                tr(
                    "macOS could not set the wallpaper of {screen}: {reason}",
                    ["screen": name, "reason": error.localizedDescription]))
        }
        let set = screens.count - failures.count
        return set == 1 ? "macOS" : tr("macOS, {count} screens", ["count": String(set)])
    }

    /// A stand-in program (`set-desktop-picture FILE INDEX`), for tests: the seam of `DesktopProgramSearch`.
    public struct StandIn: Setter {
        public var program: String
        public var environment: [String: String]
        /// How many screens it pretends to have (`SPACE_TEST_SCREENS`, default 1).
        public var count: Int

        public init(program: String, environment: [String: String]) {
            self.program = program
            self.environment = environment
            self.count = Seam.testScreens.value(in: environment).flatMap { Int($0) } ?? 1
        }

        public func screens() async -> [String] { (0..<count).map { "Screen \($0 + 1)" } }
        /// The sizes it pretends its screens have (`SPACE_TEST_SCREEN_SIZES`, as `2560x1440,1920x1080`).
        public func sizes() async -> [ScreenSize.Output] {
            (Seam.testScreenSizes.value(in: environment) ?? "").split(separator: ",").enumerated().compactMap {
                index, text in
                ScreenSize.parse(size: String(text)).map {
                    ScreenSize.Output(name: String(index + 1), width: $0.width, height: $0.height)
                }
            }
        }
        public func set(_ file: URL, screen index: Int) async throws {
            try ExternalProgram.run(
                program, [file.path, String(index)], environment: environment, what: tr("set the wallpaper"))
        }
    }
}
