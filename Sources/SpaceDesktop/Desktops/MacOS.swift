import Foundation
import SpaceLocalization
import SpaceSupport

#if canImport(AppKit)
    import AppKit
#endif

/// macOS: every screen's desktop picture through AppKit (`MacDesktopPicture`), and its screens in
/// pixels as AppKit knows them. The only file that imports AppKit. Where `SPACE_DESKTOP_PROGRAMS`
/// names stand-ins, its `set-desktop-picture` stands in for AppKit, and no real screen is read.
public struct MacOS: Desktop {
    public init() {}
    public var name: String { "macOS" }
    /// The stand-in's name; AppKit itself needs no program.
    public var program: String { "set-desktop-picture" }
    public var kind: DesktopKind { .platform }
    /// Its lock screen shows the desktop picture of the screen it is on.
    public var keepsLockScreen: Bool { true }

    public func recognises(_ session: DesktopTools) -> String? {
        session.platform == .macOS ? tr("every screen, through AppKit") : nil
    }

    public func setter(_ session: DesktopTools) -> String? {
        if DesktopProgramSearch.standInFolder(session.environment) != nil { return session.find(program) }
        #if canImport(AppKit)
            return "AppKit"
        #else
            return nil
        #endif
    }

    public func screens(_ session: DesktopTools) async -> [ScreenSize.Output] {
        guard let setter = setter(session) else { return [] }
        return await pictureSetter(setter, session).sizes()
    }

    public func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported? {
        guard setter(session) == "AppKit" else { return nil }
        let sizes = await pictureSetter("AppKit", session).sizes()
        return ScreenSize.Reported(source: "AppKit", sizes: sizes.map { ($0.width, $0.height) })
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        let shown = try await MacDesktopPicture.setEveryScreen(
            wallpaper.file, perScreen: wallpaper.perScreen, with: pictureSetter(setter, session))
        return WallpaperSet(shownAs: shown)
    }

    /// AppKit, or the stand-in program at `setter`.
    private func pictureSetter(_ setter: String, _ session: DesktopTools) -> any MacDesktopPicture.Setter {
        #if canImport(AppKit)
            if setter == "AppKit" { return AppKitSetter() }
        #endif
        return MacDesktopPicture.StandIn(program: setter, environment: session.environment)
    }

    #if canImport(AppKit)
        /// AppKit itself; its calls are made on the main thread, as NSWorkspace requires.
        struct AppKitSetter: MacDesktopPicture.Setter {
            func screens() async -> [String] {
                await MainActor.run { NSScreen.screens.map(\.localizedName) }
            }
            /// Each screen in pixels: its frame in points times its backing scale.
            func sizes() async -> [ScreenSize.Output] {
                await MainActor.run {
                    NSScreen.screens.enumerated().compactMap { index, screen in
                        ScreenSize.pixels(
                            points: Double(screen.frame.size.width), Double(screen.frame.size.height),
                            scale: Double(screen.backingScaleFactor)
                        ).map { ScreenSize.Output(name: String(index + 1), width: $0.width, height: $0.height) }
                    }
                }
            }
            func set(_ file: URL, screen index: Int) async throws {
                try await MainActor.run {
                    let screens = NSScreen.screens
                    guard index < screens.count else { return }
                    let workspace = NSWorkspace.shared
                    let options = workspace.desktopImageOptions(for: screens[index]) ?? [:]
                    try workspace.setDesktopImageURL(file, for: screens[index], options: options)
                }
            }
        }
    #endif
}
