import Foundation
import SpaceBrowser
import SpaceLocalization
import SpaceNetworking
import SpaceSupport
import TerminalText

/// The person's own keys for the browser: the keys file in the config folder, read once a run.
enum BrowseKeys {
    /// `$XDG_CONFIG_HOME/space/keys`.
    static func file(_ files: FileLocations) -> URL {
        files.config.appendingPathComponent("keys", isDirectory: false)
    }

    /// The keys in force and the lines left out: the table's own when there is no file; a file that
    /// cannot be read is one sentence and the table's keys.
    static func load(_ files: FileLocations) -> KeyFile.Reading {
        let url = file(files)
        switch LocalFile.read(url) {
        case .missing:
            return KeyFile.Reading(keys: .standard, problems: [])
        case .unreadable(let reason):
            return KeyFile.Reading(
                keys: .standard,
                problems: [
                    tr(
                        "The keys file {path} cannot be read ({reason}); the browser's own keys hold.",
                        ["path": Sanitizer.line(url.path), "reason": reason.words])
                ])
        case .data(let data):
            return KeyFile.read(String(decoding: data, as: UTF8.self), file: url.path)
        }
    }
}
