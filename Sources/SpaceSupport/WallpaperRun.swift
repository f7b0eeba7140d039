import Foundation

/// What the last `space apod --wallpaper` did and when (by hand or from the daily schedule), kept
/// as `wallpaper-run.json` in the data folder for `space status`: a schedule that runs where no one
/// watches must say somewhere whether it worked.
public struct WallpaperRun: Codable, Sendable, Equatable {
    /// How the run ended.
    public enum Outcome: String, Codable, Sendable {
        /// The day's picture (or a video's still large enough) became the wallpaper.
        case set
        /// The day's post is a video without a still large enough: the wallpaper stayed.
        case kept
        /// Nothing was set: the reason says why; the next run tries again.
        case failed
    }

    /// When it ran.
    public var at: Date
    /// How it ended.
    public var outcome: Outcome
    /// The day it was about (`YYYY-MM-DD`), when known.
    public var date: String?
    /// Why it failed, in one sentence.
    public var reason: String?
    /// The files the desktop was last given (one, or one per screen), by this run or an earlier one:
    /// they are on the screen, so the wallpapers folder never removes them.
    public var files: [String]?
    /// The file the lock screen was last given, by this run or an earlier one.
    public var lockScreenFile: String?

    /// A run.
    public init(
        at: Date, outcome: Outcome, date: String? = nil, reason: String? = nil, files: [String]? = nil,
        lockScreenFile: String? = nil
    ) {
        self.at = at
        self.outcome = outcome
        self.date = date
        self.reason = reason
        self.files = files
        self.lockScreenFile = lockScreenFile
    }

    /// The file in `folder` (the data folder).
    public static func file(in folder: URL) -> URL {
        folder.appendingPathComponent("wallpaper-run.json", isDirectory: false)
    }

    /// The last run recorded in `folder`; nil when there is none, or the file is not one of ours
    /// (damaged, too large, a link): a report, never a reason to fail.
    public static func last(in folder: URL) -> WallpaperRun? {
        guard let data = LocalFile.readOwn(file(in: folder), limit: 64 * 1024) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        return try? decoder.decode(WallpaperRun.self, from: data)
    }

    /// Records this run in `folder`, replacing the last (whose files the desktop and the lock screen
    /// were given stay recorded until this run gives them others); a failure to write is not the
    /// run's failure.
    public func record(in folder: URL) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        encoder.outputFormatting = [.sortedKeys]
        var kept = self
        kept.reason = reason.map { String($0.prefix(1000)) }  // one sentence, however long the error
        if files == nil || lockScreenFile == nil, let last = Self.last(in: folder) {
            kept.files = files ?? last.files
            kept.lockScreenFile = lockScreenFile ?? last.lockScreenFile
        }
        guard let data = try? encoder.encode(kept) else { return }
        _ = try? AtomicFile.write(
            data + Data("\n".utf8), to: Self.file(in: folder), mode: 0o600, durable: false, links: .replace)
    }
}
