import Foundation
import SpaceLocalization
import SpaceSupport
import APODFeature
import APODSearch
import SpaceNetworking

/// The work of `space apod sync`, shared by the command and the browser's `S`: every day since
/// 1995-06-16 into the cache (what the cache holds fresh is not asked again), indexed as each
/// window arrives, and the index written. Stopped (Ctrl-C in the browser's Esc), what came is
/// indexed and kept, and the archive is not called synced.
enum ArchiveSync {
    struct Outcome {
        var result: APODFetcher.RangeResult?
        var start: APODDate
        var end: APODDate
        /// Days that failed or were not loaded (a rate limit).
        var failed: [APODDate]
        /// The whole range was gone through.
        var whole: Bool
        /// The task was cancelled before the end.
        var stopped: Bool
        var index: ArchiveIndex
        var added: Int
        var changed: Int
        var notices: [String]
    }

    /// What failed of a sync that went through, in a sentence (nil: nothing).
    static func failure(of result: APODFetcher.RangeResult, start: APODDate, end: APODDate) -> (any Error)? {
        APODCommand.failure(
            of: result, start: start, end: end, retry: "space apod sync",
            done: msgid("{count, plural, one {# day was synced} other {# days were synced}}; not loaded: {days}."),
            rest: msgid("Every other day was synced; try again later with: {command}"))
    }

    /// Days in the archive through today.
    static func dayCount(_ context: AppContext) -> Int {
        APODDate.first.days(to: APODDate.today(at: context.now())) + 1
    }

    /// Syncs; `progress` is told the days gone through. Throws when nothing came and the service
    /// failed (the error says why) and when the index cannot be written.
    static func run(_ context: AppContext, progress: @escaping @Sendable (Int) -> Void) async throws -> Outcome {
        let fetcher = try context.apodFetcher()
        let store = ArchiveSearchStore(cache: context.responseCache)
        var notices: [String] = []
        let opened = try SearchIndexOpening.open(store, notices: &notices)
        let start = APODDate.first, end = APODDate.today(at: context.now())
        let indexer = SyncIndexer(old: opened.index)
        var result: APODFetcher.RangeResult?
        do {
            result = try await fetcher.range(
                from: start, through: end, progress: progress, deliver: { pictures in indexer.offer(pictures) })
        } catch  where Task.isCancelled {
            // Stopped: what came is in the cache and is indexed below.
            result = nil
        }
        let failed = result.map { $0.failedDays + $0.notLoaded } ?? []
        // Nothing came (no network, a service failing everything): the error says so, alone, and
        // the index is left as it was.
        if let result, result.count == 0, !failed.isEmpty, let failure = failure(of: result, start: start, end: end) {
            throw failure
        }
        // Synced: the whole range was gone through (no rate limit stopped it, the service answered)
        // with at most a window's worth of days failing (a day the service cannot send at all
        // would otherwise keep the archive "not synced" for ever). What came is indexed anyway.
        let whole = result.map { $0.stoppedBy == nil && $0.count > 0 && failed.count <= fetcher.windowDays } ?? false
        let recorded: (index: ArchiveIndex, added: Int, changed: Int)
        do {
            recorded = try store.record(indexer.finish(), syncedThrough: whole ? end : nil)
        } catch {
            throw SpaceError(
                .ioError,
                tr(
                    "The days were fetched and cached, but the search index could not be written: {reason}",
                    ["reason": error.localizedDescription]),
                hint: tr(
                    "Check the cache folder (space status); space apod search will build the index from the cache."))
        }
        return Outcome(
            result: result, start: start, end: end, failed: failed, whole: whole, stopped: result == nil,
            index: recorded.index, added: recorded.added, changed: recorded.changed, notices: notices)
    }
}
