import Foundation
import SpaceDesktop
import SpaceLocalization
import SpaceSupport

/// Every setting in effect for one run, typed, each with where it came from: resolved once, as the
/// run starts, from the variables, the settings file and the defaults; a flag, where a command has
/// one, is applied over it by that command. No other module reads a setting's variable: they are
/// given these values (the test seams, which are not settings, are `Seam`'s).
public struct Settings: Sendable, Equatable {
    /// A value and where it came from, in words for a message: the variable, or the key in the
    /// settings file (which the default also names: it is where the person would change it).
    public struct Resolved<Value: Sendable & Equatable>: Sendable, Equatable {
        public var value: Value
        public var origin: String
        /// Whether it came from the settings file rather than the variable (a wrong value there is
        /// mended with `space config`, not by typing the command again).
        public var fromFile: Bool

        public init(_ value: Value, origin: String, fromFile: Bool = false) {
            self.value = value
            self.origin = origin
            self.fromFile = fromFile
        }
    }

    /// The browser's colours: the terminal's background decides, or dark, or light.
    public enum Theme: String, Sendable, Equatable {
        case auto, dark, light
    }

    public var wallpaper: WallpaperSettings
    /// `renderer`, as written: checked where it is used, which names its origin when it is wrong.
    public var renderer: Resolved<String>
    /// `animate`: whether animated GIFs play when drawn.
    public var animate: Bool
    public var theme: Theme
    /// `color`: auto, always or never.
    public var color: String
    /// `cache-size`, in megabytes; nil for the default.
    public var cacheMegabytes: Int?
    /// `timeout`, as written (checked when the run starts, naming its origin); nil when not set.
    public var timeout: Resolved<String?>
    /// `language`, as written; nil when not set (the locale's variables decide then).
    public var language: Resolved<String?>
    /// `ll2-token`, as written (white space around it is trimmed where it is used); nil when not set.
    public var launchLibraryToken: String?

    /// The settings in `environment` (the variables with the file's values filled in where a
    /// variable is not set: `ConfigFile.environment(_:with:)`); `original` is the environment as
    /// the run was given it, to tell a variable from the file.
    public static func resolve(_ environment: [String: String], original: [String: String], file: URL) -> Settings {
        /// The value as set, empty or not; `text` leaves an empty one out.
        func raw(_ name: String) -> String? {
            ConfigFile.keys.first { $0.name == name }.flatMap { environment[$0.variable] }
        }
        func text(_ name: String) -> String? { raw(name).flatMap { $0.isEmpty ? nil : $0 } }
        func origin(_ name: String) -> (words: String, fromFile: Bool) {
            let variable = ConfigFile.keys.first { $0.name == name }?.variable ?? name
            return (ConfigFile.origin(of: variable, original: original, file: file), (original[variable] ?? "").isEmpty)
        }
        func resolved<Value>(_ name: String, _ value: Value) -> Resolved<Value> {
            let (words, fromFile) = origin(name)
            return Resolved(value, origin: words, fromFile: fromFile)
        }
        func on(_ name: String) -> Bool { text(name) == "on" }
        return Settings(
            wallpaper: WallpaperSettings(
                caption: on("caption"), lockScreen: on("lock-screen"),
                screenSize: text("screen-size").flatMap { ScreenSize.parse(size: $0) }.map {
                    ScreenSize(width: $0.width, height: $0.height, source: origin("screen-size").words)
                },
                from: text("wallpaper-from") == "favorites" ? .favorites : .today,
                metered: text("metered").flatMap { ["on": true, "off": false][$0] }.map { resolved("metered", $0) }),
            renderer: resolved("renderer", text("renderer") ?? "auto"),
            animate: text("animate") != "off",
            theme: text("theme").flatMap(Theme.init(rawValue:)) ?? .auto,
            color: text("color") ?? "auto",
            cacheMegabytes: text("cache-size").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil },
            timeout: resolved("timeout", text("timeout")),
            language: resolved("language", text("language")),
            launchLibraryToken: raw("ll2-token"))
    }
}

/// What `--wallpaper` does when no flag says otherwise.
public struct WallpaperSettings: Sendable, Equatable {
    /// Where the picture comes from when no day is given.
    public enum Source: String, Sendable, Equatable {
        case today, favorites
    }

    /// `caption`: the title, date and credit along the bottom edge.
    public var caption: Bool
    /// `lock-screen`: the lock screen's picture too.
    public var lockScreen: Bool
    /// `screen-size`: the one screen composed for, its source where it was set; nil to ask the desktop.
    public var screenSize: ScreenSize?
    /// `wallpaper-from`.
    public var from: Source
    /// `metered`: on or off as set, and where; nil for auto (NetworkManager says).
    public var metered: Settings.Resolved<Bool>?

    public init(
        caption: Bool, lockScreen: Bool, screenSize: ScreenSize?, from: Source,
        metered: Settings.Resolved<Bool>?
    ) {
        self.caption = caption
        self.lockScreen = lockScreen
        self.screenSize = screenSize
        self.from = from
        self.metered = metered
    }
}

extension Settings {
    /// The language to speak: this setting, then the locale's variables of `environment`.
    public func languageChoice(_ environment: [String: String]) -> LanguageChoice {
        LanguageChoice.resolve(environment, setting: language.value.map { ($0, language.origin) })
    }
}
