import Foundation
import SpaceSupport

/// Where `space` keeps files: configuration, user data (favorites, last seen), and the cache,
/// following the XDG base directories (and the usual folders on macOS).
struct FileLocations: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/space`.
    var config: URL
    /// `$XDG_DATA_HOME/space`.
    var data: URL
    /// `$XDG_CACHE_HOME/space`.
    var cache: URL

    /// `config.json` in the config folder.
    var configFile: URL { config.appendingPathComponent("config.json", isDirectory: false) }

    /// Resolves the folders from the environment; relative XDG values are ignored, as the spec says.
    static func resolve(environment: [String: String]) -> FileLocations {
        func xdg(_ name: String, fallback: String) -> URL {
            XDGBase.folder(name, fallback: fallback, environment: environment).appendingPathComponent(
                "space", isDirectory: true)
        }
        #if os(macOS)
            let support = "Library/Application Support"
            return FileLocations(
                config: xdg("XDG_CONFIG_HOME", fallback: support), data: xdg("XDG_DATA_HOME", fallback: support),
                cache: xdg("XDG_CACHE_HOME", fallback: "Library/Caches"))
        #else
            return FileLocations(
                config: xdg("XDG_CONFIG_HOME", fallback: ".config"),
                data: xdg("XDG_DATA_HOME", fallback: ".local/share"),
                cache: xdg("XDG_CACHE_HOME", fallback: ".cache"))
        #endif
    }
}
