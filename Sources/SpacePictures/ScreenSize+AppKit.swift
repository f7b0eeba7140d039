import Foundation

#if canImport(AppKit)
    import AppKit
#endif

extension ScreenSize {
    /// The screen a wallpaper is composed for, here: the setting, else on a Mac the largest screen
    /// AppKit knows (in pixels: its frame in points times its backing scale; never where
    /// `SPACE_DESKTOP_PROGRAMS` names stand-ins, so no test reads the real screens), else what the
    /// session's tools report (`detect(environment:)`).
    public static func here(environment: [String: String]) async -> ScreenSize? {
        #if canImport(AppKit)
            if (environment["SPACE_SCREEN_SIZE"] ?? "").isEmpty,
                DesktopProgramSearch.standInFolder(environment) == nil
            {
                return await appKit()
            }
        #endif
        return detect(environment: environment)
    }

    #if canImport(AppKit)
        /// The largest of AppKit's screens, asked on the main thread as AppKit requires.
        static func appKit() async -> ScreenSize? {
            let sizes = await MainActor.run {
                NSScreen.screens.map { screen in
                    (
                        width: Int((screen.frame.size.width * screen.backingScaleFactor).rounded()),
                        height: Int((screen.frame.size.height * screen.backingScaleFactor).rounded())
                    )
                }
            }
            guard let best = sizes.max(by: { $0.width * $0.height < $1.width * $1.height }),
                parse(size: "\(best.width)x\(best.height)") != nil
            else { return nil }
            return ScreenSize(width: best.width, height: best.height, source: "AppKit")
        }
    #endif
}
