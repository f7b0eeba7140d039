import Foundation
import TerminalText

/// What `--wallpaper` (or `--compose`) did, for scripts: whether the wallpaper was set, kept as it
/// was, composed into a folder, or failed, with the files, the desktop and the reason; on a terminal
/// or in a pipe, the path of the file set or saved (a kept or failed run prints nothing there: its
/// sentence is on stderr).
public enum WallpaperView {
    /// How it ended.
    public enum Outcome: String, Sendable {
        case set, kept, composed, failed
    }

    /// One run.
    public struct Run: Sendable, Equatable {
        public var outcome: Outcome
        /// The day (`YYYY-MM-DD`), when known.
        public var date: String?
        /// The file set or saved (the composed one where it was composed).
        public var file: SavedFilesView.Saved?
        /// The files the desktop was given, one per screen where it takes one each.
        public var files: [String]
        /// The desktop set (its name), nil when none was.
        public var desktop: String?
        /// Whether the lock screen was set too.
        public var lockScreen: Bool
        /// Why it was kept or failed, in one sentence.
        public var reason: String?

        public init(
            outcome: Outcome, date: String?, file: SavedFilesView.Saved? = nil, files: [String] = [],
            desktop: String? = nil, lockScreen: Bool = false, reason: String? = nil
        ) {
            self.outcome = outcome
            self.date = date
            self.file = file
            self.files = files
            self.desktop = desktop
            self.lockScreen = lockScreen
            self.reason = reason
        }
    }

    public static func view(_ run: Run) -> (json: JSONValue, document: Document) {
        var fields: [(String, JSONValue)] = [
            ("outcome", .string(run.outcome.rawValue)), ("date", run.date.map(JSONValue.string) ?? .null),
        ]
        fields += [
            ("path", run.file.map { .string($0.path) } ?? .null), ("url", run.file?.url.map(JSONValue.string) ?? .null),
            ("format", run.file?.format.map(JSONValue.string) ?? .null),
            ("bytes", run.file?.bytes.map(JSONValue.int) ?? .null),
            ("already_there", .bool(run.file?.alreadyThere ?? false)),
            ("files", .array(run.files.map(JSONValue.string))), ("desktop", run.desktop.map(JSONValue.string) ?? .null),
            ("lock_screen", .bool(run.lockScreen)), ("reason", run.reason.map(JSONValue.string) ?? .null),
        ]
        let document = Document(run.file.map { [.line($0.path)] } ?? [])
        return (.object(fields), document)
    }
}
