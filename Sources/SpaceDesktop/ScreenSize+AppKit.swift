import Foundation

#if canImport(AppKit)
    import AppKit
#endif

extension ScreenSize {
    /// The screen a wallpaper is composed for, here: the setting, else on a Mac the largest screen
    /// AppKit knows (in pixels: its frame in points times its backing scale; never where
    /// `SPACE_DESKTOP_PROGRAMS` names stand-ins, so no test reads the real screens), else what the
    /// session's tools report (`detect(environment:)`).
    public static func here(
        environment: [String: String], notice: @Sendable (String) -> Void = { _ in }
    ) async -> ScreenSize? {
        #if canImport(AppKit)
            if (environment["SPACE_SCREEN_SIZE"] ?? "").isEmpty,
                DesktopProgramSearch.standInFolder(environment) == nil
            {
                return await appKit()
            }
        #endif
        return detect(environment: environment, notice: notice)
    }

    /// A screen's size in pixels from its size in points and its backing scale, as AppKit gives
    /// them; nil past `sides` (or not a number), before any conversion that could trap.
    static func pixels(points width: Double, _ height: Double, scale: Double) -> (width: Int, height: Int)? {
        let (w, h) = ((width * scale).rounded(), (height * scale).rounded())
        let range = Double(sides.lowerBound)...Double(sides.upperBound)
        guard range.contains(w), range.contains(h) else { return nil }
        return (Int(w), Int(h))
    }

    #if canImport(AppKit)
        /// The largest of AppKit's screens, asked on the main thread as AppKit requires.
        static func appKit() async -> ScreenSize? {
            let sizes = await MainActor.run {
                NSScreen.screens.compactMap { screen in
                    pixels(
                        points: Double(screen.frame.size.width), Double(screen.frame.size.height),
                        scale: Double(screen.backingScaleFactor))
                }
            }
            return largest(sizes).map { ScreenSize(width: $0.width, height: $0.height, source: "AppKit") }
        }
    #endif
}
