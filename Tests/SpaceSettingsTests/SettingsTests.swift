import Foundation
import SpaceDesktop
import SpaceLocalization
import Testing
@testable import SpaceSettings

/// The settings of a run, typed: each from its variable, else the file, else its default, with
/// where it came from.
@Suite struct SettingsTests {
    let file = URL(fileURLWithPath: "/home/a/.config/space/config.json")

    func settings(variables: [String: String], stored: [String: String]) -> Settings {
        Settings.resolve(ConfigFile.environment(variables, with: stored), original: variables, file: file)
    }

    @Test func eachValueIsTypedWithWhereItCameFrom() {
        let resolved = settings(
            variables: ["SPACE_CAPTION": "on", "SPACE_SCREEN_SIZE": "2560x1440", "SPACE_TIMEOUT": "9"],
            stored: [
                "lock-screen": "on", "metered": "off", "wallpaper-from": "favorites", "timeout": "30", "theme": "light",
            ])
        #expect(resolved.wallpaper.caption && resolved.wallpaper.lockScreen && resolved.wallpaper.from == .favorites)
        #expect(resolved.wallpaper.screenSize == ScreenSize(width: 2560, height: 1440, source: "SPACE_SCREEN_SIZE"))
        #expect(
            resolved.wallpaper.metered
                == Settings.Resolved(false, origin: "metered in /home/a/.config/space/config.json", fromFile: true))
        #expect(resolved.timeout == Settings.Resolved("9", origin: "SPACE_TIMEOUT"), "the variable wins over the file")
        #expect(resolved.theme == .light && resolved.color == "auto" && resolved.animate)
        #expect(resolved.renderer.value == "auto")
    }

    @Test func nothingSetIsTheDefaults() {
        let resolved = settings(variables: [:], stored: [:])
        #expect(
            resolved.wallpaper
                == WallpaperSettings(caption: false, lockScreen: false, screenSize: nil, from: .today, metered: nil))
        #expect(resolved.timeout.value == nil && resolved.language.value == nil && resolved.launchLibraryToken == nil)
        #expect(resolved.cacheMegabytes == nil && resolved.theme == .auto && resolved.animate)
        let kept = settings(variables: [:], stored: ["screen-size": "3840x2160"])
        #expect(
            kept.wallpaper.screenSize
                == ScreenSize(width: 3840, height: 2160, source: "screen-size in /home/a/.config/space/config.json"))
        #expect(
            settings(variables: ["SPACE_SCREEN_SIZE": "9x9"], stored: [:]).wallpaper.screenSize == nil, "past the sides"
        )
        // auto is no answer: NetworkManager is asked.
        #expect(settings(variables: ["SPACE_METERED": "auto"], stored: [:]).wallpaper.metered == nil)
    }

    @Test func theLanguageSettingComesBeforeTheLocale() {
        let fromFile = settings(variables: ["LANG": "pt_BR.UTF-8"], stored: ["language": "es"])
        #expect(
            fromFile.languageChoice(["LANG": "pt_BR.UTF-8"])
                == LanguageChoice(language: .spanish, source: "language in /home/a/.config/space/config.json"))
        let none = settings(variables: ["LANG": "pt_BR.UTF-8"], stored: [:])
        #expect(
            none.languageChoice(["LANG": "pt_BR.UTF-8"])
                == LanguageChoice(language: .brazilianPortuguese, source: "LANG"))
    }
}
