import Foundation
import SpaceLocalization

/// feh, for an X11 session no desktop of the list names (i3, Openbox…); xwallpaper (next in the
/// list) when feh is not installed.
public struct Feh: Desktop {
    public init() {}
    public var name: String { "feh" }
    public var program: String { "feh" }
    public var leavesTheSessionToOthers: Bool { true }
    public var kind: DesktopKind { .setter }

    public func recognises(_ session: DesktopTools) -> String? { Self.reason(session) }

    /// `DISPLAY` when an X11 display is named, else that no desktop is: the bare setters are tried
    /// whatever the session says, last.
    static func reason(_ session: DesktopTools) -> String {
        session.isSet("DISPLAY") ? "DISPLAY" : tr("no desktop named")
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        _ = try session.run(setter, ["--bg-fill", wallpaper.file.path], tr("set the wallpaper"))
        return .done
    }
}
