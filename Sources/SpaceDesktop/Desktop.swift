import Foundation
import SpaceSupport

/// One desktop (or one wallpaper setter) `space` knows, with every fact about it in its own file
/// under `Desktops/`: its name, its program, how a session is recognised as it and why, whether it
/// keeps a lock screen's picture, its screens, and how it sets a wallpaper. The ones known, in the
/// order they are tried, are `Desktops.all`: a new desktop is one file and one line there.
public protocol Desktop: Sendable {
    /// The name people know it by ("KDE Plasma").
    var name: String { get }
    /// The program that sets its background, found through `DesktopProgramSearch`.
    var program: String { get }
    /// Why this session is this desktop, in words (the variable that says so); nil when it is not.
    func recognises(_ session: DesktopTools) -> String?
    /// Where its setter is: the program's full path (or "AppKit"); nil when it is not installed.
    func setter(_ session: DesktopTools) -> String?
    /// Whether, recognised without its program, a setter further down the list may still serve
    /// the session (Hyprland's swww, feh's xwallpaper); when false, its program is what to install.
    var leavesTheSessionToOthers: Bool { get }
    /// A desktop one runs, a platform's own (macOS), or a bare setter (swww, feh, xwallpaper): a
    /// session recognised only by a setter has no desktop, and the sentence that says so names
    /// the desktops of the list.
    var kind: DesktopKind { get }
    /// Whether it keeps a lock screen's picture of its own that `space` can set.
    var keepsLockScreen: Bool { get }
    /// Each screen by name and size, where it takes a file per screen; empty where one file is
    /// for every screen (or its tool does not answer).
    func screens(_ session: DesktopTools) async -> [ScreenSize.Output]
    /// Its screens' sizes from its own tool, for the largest; nil where it has no tool of its own
    /// (the session's generic tools are asked then).
    func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported?
    /// Sets `wallpaper.file` on every screen (each of `wallpaper.perScreen` on its own), and the
    /// lock screen's picture when asked and it keeps one, with `setter` (what `setter(_:)` found).
    func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet
}

extension Desktop {
    public func setter(_ session: DesktopTools) -> String? { session.find(program) }
    public var leavesTheSessionToOthers: Bool { false }
    public var kind: DesktopKind { .desktop }
    public var keepsLockScreen: Bool { false }
    public func screens(_ session: DesktopTools) async -> [ScreenSize.Output] { [] }
    public func screenSizes(_ session: DesktopTools) async -> ScreenSize.Reported? { nil }
}

/// What a `Desktop` is.
public enum DesktopKind: Sendable, Equatable {
    /// A desktop one runs (GNOME, sway…).
    case desktop
    /// The platform's own (macOS).
    case platform
    /// A program that sets a wallpaper on any session of its kind (swww, feh, xwallpaper).
    case setter
}

/// What setting a wallpaper did, beyond setting it: how the notice names what was set when it says
/// more than the desktop's name ("macOS, 2 screens"), and what could not be done but left the
/// background set, as a sentence to print.
public struct WallpaperSet: Sendable, Equatable {
    public var shownAs: String?
    public var note: String?

    public init(shownAs: String? = nil, note: String? = nil) {
        self.shownAs = shownAs
        self.note = note
    }

    /// Set, nothing to add.
    public static let done = WallpaperSet()
    /// Set, with a sentence about what was not.
    public static func note(_ sentence: String) -> WallpaperSet { WallpaperSet(note: sentence) }
}

/// What a wallpaper is set from: the file for every screen, the files composed for a screen of
/// their own size (by the screen's name), and whether the lock screen's picture is set too.
public struct WallpaperFiles: Sendable, Equatable {
    public var file: URL
    public var perScreen: [String: URL]
    public var lockScreen: Bool

    public init(file: URL, perScreen: [String: URL] = [:], lockScreen: Bool = false) {
        self.file = file
        self.perScreen = perScreen
        self.lockScreen = lockScreen
    }
}

/// The session as a desktop sees it: its variables, its platform, its programs found through
/// `DesktopProgramSearch` and run through `run` (a test records them instead).
public struct DesktopTools: Sendable {
    /// Runs one program with its arguments (what it is for, for a failure's sentence) and returns
    /// its output.
    public typealias Runner = @Sendable (_ program: String, _ arguments: [String], _ what: String) throws -> Data

    public var environment: [String: String]
    public var platform: HostPlatform
    public var run: Runner

    public init(environment: [String: String], platform: HostPlatform = .current, run: Runner? = nil) {
        self.environment = environment
        self.platform = platform
        self.run =
            run ?? { program, arguments, what in
                try ExternalProgram.run(program, arguments, environment: environment, what: what, keepOutput: true)
            }
    }

    /// A program's full path, among the stand-ins when they are named, else on `PATH`.
    public func find(_ name: String) -> String? { DesktopProgramSearch.find(name, environment: environment) }

    /// Whether a variable is set and not empty.
    public func isSet(_ variable: String) -> Bool { !(environment[variable] ?? "").isEmpty }

    /// The variable that names one of `words` (lowered), as the reason a desktop gives:
    /// `XDG_CURRENT_DESKTOP=ubuntu:GNOME`, else `DESKTOP_SESSION=xfce`; nil when neither does.
    public func names(_ words: String...) -> String? {
        for variable in ["XDG_CURRENT_DESKTOP", "DESKTOP_SESSION"] {
            let value = environment[variable] ?? ""
            if words.contains(where: { value.lowercased().contains($0) }) { return variable + "=" + value }
        }
        return nil
    }

    /// Whether the session is a Wayland one.
    public var wayland: Bool { isSet("WAYLAND_DISPLAY") || environment["XDG_SESSION_TYPE"] == "wayland" }

    /// What a desktop's tool prints, asked with a second's bound and 64 KB; nil when it is not
    /// there or fails.
    public func answer(_ name: String, _ arguments: [String]) -> String? {
        guard let program = find(name),
            let outcome = BoundedRun.run(program, arguments, environment: environment, limit: 65_536, seconds: 1),
            outcome.status == 0
        else { return nil }
        return String(decoding: outcome.output, as: UTF8.self)
    }
}
