import Foundation
import SpaceLocalization
import APODFeature
import SpacePresentation

/// What a sync from the browser came to.
public struct SyncReport: Sendable, Equatable {
    /// Days in the index now.
    public var days: Int
    /// Days the sync added to it.
    public var added: Int
    /// The whole archive was gone through: it is synced.
    public var whole: Bool
    /// Esc stopped it before the end (what came is kept).
    public var stopped: Bool

    public init(days: Int, added: Int, whole: Bool, stopped: Bool) {
        self.days = days
        self.added = added
        self.whole = whole
        self.stopped = stopped
    }
}

/// A sync under way: days gone through of all.
public struct SyncProgress: Sendable, Equatable {
    public var done: Int
    public var total: Int
}

extension BrowserState {
    /// `S` on Search and `:sync`: the archive synced from here, as `space apod sync` does, its
    /// progress on the status line; Esc stops it and keeps what came.
    mutating func startSync() -> [BrowserEffect] {
        guard search.sync == nil else {
            notice = tr("The archive is already being synced (Esc on Search stops it).")
            return []
        }
        let progress = SyncProgress(done: 0, total: APODDate.first.days(to: today) + 1)
        search.sync = progress
        sayProgress(progress)
        return [.syncArchive]
    }

    /// Days gone through, said while the sync runs.
    mutating func syncProgressed(done: Int) {
        guard var progress = search.sync else { return }
        progress.done = max(progress.done, min(done, progress.total))
        search.sync = progress
        sayProgress(progress)
    }

    private mutating func sayProgress(_ progress: SyncProgress) {
        note(
            tr(
                "Syncing the APOD archive: {done} of {total} days… (Esc on Search stops; what came is kept)",
                ["done": NumberText.grouped(progress.done), "total": NumberText.grouped(progress.total)]),
            on: nil, inProgress: true)
    }

    /// Esc while a sync runs: asked to stop (its answer says what was kept).
    mutating func stopSync() -> [BrowserEffect] {
        note(tr("Stopping the sync…"), on: nil, inProgress: true)
        return [.cancelSync]
    }

    /// The sync's end: said, and a search shown again with the archive's days once it is synced.
    mutating func synced(_ result: Result<SyncReport, BrowserFailure>) -> [BrowserEffect] {
        search.sync = nil
        switch result {
        case .failure(let failure):
            note(failure.message, on: nil)
            return []
        case .success(let report) where !report.whole:
            note(
                report.stopped
                    ? tr("The sync stopped; the days that came are kept, and S goes on from there.")
                    : tr("The sync did not reach every day; S tries the rest again."), on: nil)
            return []
        case .success(let report):
            search.archiveSynced = true
            note(
                tr(
                    "The APOD archive is synced here: {days} days, {added} new; Search finds them offline.",
                    ["days": NumberText.grouped(report.days), "added": NumberText.grouped(report.added)]), on: nil)
            if !search.sourceChosen { search.source = .archive }
            guard !search.query.isEmpty else { return [] }
            // The words searched before, now in the whole archive.
            search.archive.reset()
            return [.request(.archive(search.archive.generation, search.query, limit: Self.archiveLimit))]
        }
    }
}
