import Foundation
import SpaceLocalization

/// XFCE keeps a picture for every monitor and workspace (`/backdrop/screen0/monitorHDMI-1/
/// workspace0/last-image`; `image-path` before 4.12): each one listed is set, or the first
/// monitor's first workspace when none is listed yet. Its screens are xrandr's connected outputs,
/// by the names XFCE's monitors carry (`monitorHDMI-1`), and a monitor with a file of its own gets it.
public struct XFCE: Desktop {
    public init() {}
    public var name: String { "XFCE" }
    public var program: String { "xfconf-query" }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("xfce")
    }

    public func screens(_ session: DesktopTools) async -> [ScreenSize.Output] {
        session.answer("xrandr", ["--current"]).map { ScreenSize.named(xrandr: $0) } ?? []
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        let path = wallpaper.file.path
        let listed = try session.run(
            setter, ["-c", "xfce4-desktop", "-p", "/backdrop", "-l"], tr("list XFCE's backgrounds"))
        let properties = String(decoding: listed, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
            .filter { $0.hasSuffix("/last-image") || $0.hasSuffix("/image-path") }
        guard !properties.isEmpty else {
            _ = try session.run(
                setter,
                [
                    "-c", "xfce4-desktop", "-p", "/backdrop/screen0/monitor0/workspace0/last-image", "-n", "-t",
                    "string", "-s", path,
                ],
                tr("set the wallpaper"))
            return .done
        }
        for property in properties {
            let monitor = property.split(separator: "/").first { $0.hasPrefix("monitor") }.map {
                String($0.dropFirst(7))
            }
            let file = monitor.flatMap { wallpaper.perScreen[$0]?.path } ?? path
            _ = try session.run(setter, ["-c", "xfce4-desktop", "-p", property, "-s", file], tr("set the wallpaper"))
        }
        return .done
    }
}
