import Foundation
import SpaceLocalization
import TerminalGraphics
import TerminalText
import SpaceSupport
import SpaceNetworking
import SpaceDesktop

/// The settings `space config` knows, each with its variable, its help and its check.
extension ConfigFile {
    /// Every key, in `list` order.
    public static let keys: [Key] = [
        Key(
            name: "nasa-api-key", variable: "NASA_API_KEY", secret: true,
            help: "",
            validate: { try token($0, what: msgid("A NASA API key is printable ASCII without spaces.")) }, retired: true
        ),
        Key(
            name: "ll2-token", variable: "SPACE_LL2_TOKEN", secret: true,
            help: msgid("Your Launch Library 2 token (without one, 15 requests an hour)."),
            validate: { try token($0, what: msgid("A Launch Library 2 token is printable ASCII without spaces.")) }),
        Key(
            name: "timeout", variable: "SPACE_TIMEOUT", secret: false,
            help: msgid("Seconds allowed for each request (default 15)."),
            validate: { try seconds($0, name: "timeout") }, defaultValue: "15"),
        .choice(
            name: "color", variable: "SPACE_COLOR",
            help: msgid("Colour: auto, always or never (default auto)."),
            among: ["auto", "always", "never"], defaultValue: "auto"),
        Key(
            name: "cache-size", variable: "SPACE_CACHE_SIZE", secret: false,
            help: msgid("The cache's bound in megabytes (default 200)."),
            validate: { value in
                guard let megabytes = Int(value), (1...100_000).contains(megabytes) else {
                    throw SettingError(
                        tr(
                            "cache-size must be a whole number of megabytes from 1 to 100000; got '{value}'.",
                            ["value": Sanitizer.line(value)]))
                }
                return String(megabytes)
            }, defaultValue: "200"),
        .choice(
            name: "renderer", variable: "SPACE_RENDERER",
            help: msgid("How --show draws: {choices} (default auto)."),
            among: RendererSetting.names, defaultValue: "auto"),
        .choice(
            name: "animate", variable: "SPACE_ANIMATE",
            help: msgid("Whether animated GIFs play when drawn: on or off (default on)."),
            among: ["on", "off"], defaultValue: "on"),
        .choice(
            name: "caption", variable: "SPACE_CAPTION",
            help: msgid(
                "Whether --wallpaper writes the title, date and credit along the picture's bottom edge: on or off (default off)."
            ),
            among: ["on", "off"], defaultValue: "off"),
        .choice(
            name: "wallpaper-from", variable: "SPACE_WALLPAPER_FROM",
            help: msgid(
                "Where --wallpaper takes its picture from when no day is given: today or favorites (a different one each day; default today)."
            ),
            among: ["today", "favorites"], defaultValue: "today"),
        .choice(
            name: "metered", variable: "SPACE_METERED",
            help: msgid(
                "Whether the network costs by the byte, so a wallpaper is fetched at the screen's size: auto (NetworkManager says), on or off (default auto)."
            ),
            among: ["auto", "on", "off"], defaultValue: "auto"),
        .choice(
            name: "lock-screen", variable: "SPACE_LOCK_SCREEN",
            help: msgid("Whether --wallpaper sets the lock screen's picture too: on or off (default off)."),
            among: ["on", "off"], defaultValue: "off"),
        .choice(
            name: "theme", variable: "SPACE_THEME",
            help: msgid(
                "The browser's colours for the terminal's background: auto (the terminal says), dark or light (default auto)."
            ),
            among: ["auto", "dark", "light"], defaultValue: "auto"),
        Key(
            name: "screen-size", variable: "SPACE_SCREEN_SIZE", secret: false,
            help: msgid(
                "The screen a wallpaper is composed for, as WIDTHxHEIGHT (default: the largest screen the desktop reports)."
            ),
            validate: { value in
                guard let size = ScreenSize.parse(size: value) else {
                    throw SettingError(
                        tr(
                            "screen-size must be WIDTHxHEIGHT in pixels, each from 16 to 16384; got '{value}'.",
                            ["value": Sanitizer.line(value)]))
                }
                return "\(size.width)x\(size.height)"
            }),
        Key(
            name: "language", variable: "SPACE_LANG", secret: false,
            help: msgid(
                "The language of messages and help: {languages} (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)."),
            validate: { value in
                guard let language = Language(tag: value), language != .pseudo else {
                    throw SettingError(
                        tr(
                            "language must be {languages}; got '{value}'.",
                            ["languages": Language.choices, "value": Sanitizer.line(value)]))
                }
                return language.code
            }, choices: Language.allCases.filter { $0 != .pseudo }.map(\.code)),
    ]
}
