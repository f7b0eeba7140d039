import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// The desktop's own programs: the link opener and the wallpaper setters. Each is looked up
/// through `DesktopProgramSearch` (on `PATH`, or only among a test's stand-ins) and run with its
/// output kept off our standard output.
public struct DesktopPrograms: Sendable {
    /// The environment (PATH, desktop variables).
    public var environment: [String: String]
    /// Which platform's programs to use.
    public var platform: HostPlatform

    public init(environment: [String: String], platform: HostPlatform = .current) {
        self.environment = environment
        self.platform = platform
    }

    /// Opens a link with `xdg-open` (or `open` on macOS).
    public func open(_ url: URL) throws {
        let names = platform == .macOS ? ["open"] : ["xdg-open"]
        guard let opener = names.lazy.compactMap({ DesktopProgramSearch.find($0, environment: environment) }).first
        else {
            throw SpaceError(
                .failure,
                tr(
                    "No program to open links was found ({programs}); the link is {link}",
                    ["programs": names.joined(separator: " " + tr("or") + " "), "link": url.absoluteString]))
        }
        try run(opener, [url.absoluteString], what: tr("open {link}", ["link": url.absoluteString]))
    }

    /// Sets the desktop background: every screen on macOS (AppKit); on Linux the desktop
    /// `WallpaperDesktop` chooses, with its own program and arguments. With `lockScreen`, the lock
    /// screen's picture too where the desktop keeps one. The desktop's name, and a sentence to
    /// print when part of it could not be done. `perOutput`: a file composed for a screen of its
    /// own size, by the screen's name, where the desktop takes one per screen (sway, Hyprland).
    public func setWallpaper(
        _ file: URL, lockScreen: Bool = false, perOutput: [String: URL] = [:]
    ) async throws -> (
        desktop: String, note: String?
    ) {
        if platform == .macOS, let setter = macSetter() {
            // macOS's lock screen shows the desktop picture of the screen it is on.
            return (try await MacDesktopPicture.setEveryScreen(file, perScreen: perOutput, with: setter), nil)
        }
        switch WallpaperDesktop.choose(environment: environment) {
        case .success(let desktop):
            let environment = self.environment
            let note = try desktop.set(file, lockScreen: lockScreen, environment: environment, perOutput: perOutput) {
                program, arguments, what in
                try ExternalProgram.run(program, arguments, environment: environment, what: what, keepOutput: true)
            }
            return (desktop.kind.rawValue, note)
        case .failure(let missing):
            throw SpaceError(
                .failure, missing.sentence + " " + tr("The picture is at {path}", ["path": file.path]))
        }
    }

    /// The screens by name and size, where the desktop takes a picture per screen: AppKit's (by
    /// number) on a Mac, sway's, Hyprland's, or on XFCE xrandr's; empty elsewhere.
    public func screens() async -> [ScreenSize.Output] {
        if platform == .macOS { return await macSetter()?.sizes() ?? [] }
        return ScreenSize.outputs(environment: environment)
    }

    /// AppKit on a Mac, or the stand-in where `SPACE_DESKTOP_PROGRAMS` names a folder (nil when
    /// that folder has none: no real desktop is touched then).
    private func macSetter() -> (any MacDesktopPicture.Setter)? {
        if DesktopProgramSearch.standInFolder(environment) != nil {
            return DesktopProgramSearch.find("set-desktop-picture", environment: environment).map {
                MacDesktopPicture.StandIn(program: $0, environment: environment)
            }
        }
        #if canImport(AppKit)
            return MacDesktopPicture.AppKitSetter()
        #else
            return nil
        #endif
    }

    private func run(_ program: String, _ arguments: [String], what: String) throws {
        try ExternalProgram.run(program, arguments, environment: environment, what: what)
    }
}
