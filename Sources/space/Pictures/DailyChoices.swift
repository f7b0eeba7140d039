import Foundation
import SpaceLocalization
import SpaceSettings

/// `space apod --wallpaper --daily --caption` (or `--lock-screen`, `--from favorites`): the daily
/// run takes no flags, it follows the settings, so the flags given with `--daily` become the
/// settings, said in one sentence, rather than holding for the first day only.
enum DailyChoices {
    /// Stores the settings the flags of `request` ask for that the config file does not hold yet;
    /// the sentence saying so, or nil when there was nothing to store.
    static func keep(_ request: PictureRequest, fromFavorites: Bool, context: AppContext) throws -> String? {
        let wanted: [(given: Bool, key: String, value: String)] = [
            (request.caption, "caption", "on"), (request.lockScreen, "lock-screen", "on"),
            (fromFavorites, "wallpaper-from", "favorites"),
        ]
        let file = ConfigFile(url: context.files.configFile)
        let stored = (try? file.load()) ?? [:]
        let missing = wanted.filter { $0.given && stored[$0.key] != $0.value }
        guard !missing.isEmpty else { return nil }
        try file.update { values in
            for choice in missing { values[choice.key] = choice.value }
        }
        return tr(
            "The daily run follows the settings, so {settings} are now set in {path} (space config unset KEY undoes one).",
            [
                "settings": missing.map { "\($0.key) \($0.value)" }.joined(separator: ", "),
                "path": context.files.configFile.path,
            ])
    }
}
