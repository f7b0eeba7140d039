import Foundation

/// The XDG base directories' one rule, for every folder `space` or a desktop keeps files in: the
/// variable when it holds an absolute path (a relative one is ignored, as the specification says),
/// else the fallback under the person's home (`HOME`, else the account's home).
public enum XDGBase {
    /// The person's home folder.
    public static func home(_ environment: [String: String]) -> URL {
        URL(
            fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
            isDirectory: true)
    }

    /// `variable`'s folder (`XDG_CONFIG_HOME`), or `fallback` (`.config`) under the home folder.
    public static func folder(_ variable: String, fallback: String, environment: [String: String]) -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return home(environment).appendingPathComponent(fallback, isDirectory: true)
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`: where the desktops of Linux keep their settings.
    public static func configHome(_ environment: [String: String]) -> URL {
        folder("XDG_CONFIG_HOME", fallback: ".config", environment: environment)
    }
}
