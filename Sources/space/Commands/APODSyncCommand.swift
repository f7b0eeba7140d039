import Foundation
import SpaceLocalization
import TerminalSession
import SpaceCommandLine
import SpaceSupport
import TerminalText
import APODFeature
import APODSearch
import SpaceNetworking
import SpacePresentation

/// `space apod sync`: the whole archive into the cache and the search index. The first time,
/// every day since 1995-06-16 (windows of 25, four in flight); later, only the days the cache
/// does not hold or holds past their re-check. Each window's days are indexed as it arrives, so
/// the index costs little beyond the network; an interrupted sync leaves its days in the cache,
/// and the next one (or a search) takes them from there.
enum APODSyncCommand {
    static let spec = CommandSpec(
        name: "sync", summary: "Bring the local APOD archive up to date, for offline search.",
        discussion:
            "The first sync fetches every day since 1995-06-16 (about 460 requests; a few minutes); later ones fetch only the days published since and the days due for a re-check (after 30 days). Interrupted, it resumes where it stopped. Then space apod search works offline.",
        examples: ["space apod sync", "space apod sync --json"],
        run: { try await run($0) }
    )

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        if context.cacheMode == .offline {
            throw UsageError(
                tr(
                    "space apod sync fetches the archive; it cannot run with --offline (space apod search works offline once it has)."
                ), path: invocation.path)
        }
        let fetcher = try context.apodFetcher()
        let store = ArchiveSearchStore(cache: context.responseCache)
        var notices: [String] = []
        let opened = try SearchIndexOpening.open(store, notices: &notices)
        let start = APODDate.first, end = APODDate.today(at: context.now())
        let indexer = SyncIndexer(old: opened.index)
        let total = NumberText.grouped(start.days(to: end) + 1)
        let done = ProgressCount()
        let result = try await Spinner.run(
            label: tr("Syncing {total} days…", ["total": total]), console: context.console,
            progress: { done.value.map { tr("Syncing: {done} of {total} days…", ["done": $0, "total": total]) } }
        ) {
            try await fetcher.range(
                from: start, through: end, progress: { done.set($0) }, deliver: { pictures in indexer.offer(pictures) })
        }
        // Synced: the whole range was gone through (no rate limit stopped it, the service answered)
        // with at most a window's worth of days failing (a day the service cannot send at all
        // would otherwise keep the archive "not synced" for ever). What came is indexed anyway.
        let failed = result.failedDays + result.notLoaded
        let failure = APODCommand.failure(
            of: result, start: start, end: end, retry: "space apod sync",
            done: msgid("{count, plural, one {# day was synced} other {# days were synced}}; not loaded: {days}."),
            rest: msgid("Every other day was synced; try again later with: {command}"))
        // Nothing came (no network, a service failing everything): the error says so, alone, and
        // the index is left as it was.
        if result.count == 0 && !failed.isEmpty, let failure { throw failure }
        let whole = result.stoppedBy == nil && result.count > 0 && failed.count <= fetcher.windowDays
        let update = indexer.finish()
        let recorded: (index: ArchiveIndex, added: Int, changed: Int)
        do {
            recorded = try store.record(update, syncedThrough: whole ? end : nil)
        } catch {
            throw SpaceError(
                .ioError,
                tr(
                    "The days were fetched and cached, but the search index could not be written: {reason}",
                    ["reason": error.localizedDescription]),
                hint: tr(
                    "Check the cache folder (space status); space apod search will build the index from the cache."))
        }
        let (added, changed) = (recorded.added, recorded.changed)
        let days = recorded.index.dayCount, bytes = recorded.index.byteCount
        let shaped = SyncView.summary(
            SyncView.Summary(
                days: days, added: added, changed: changed, failed: failed.map(\.description),
                syncedThrough: whole ? end.description : nil, indexBytes: bytes))
        var output = CommandOutput(json: shaped.json, document: shaped.document, notices: notices)
        output.failure = failure
        return output
    }
}

/// The sync's index update, fed from the range's in-order delivery and indexed on a queue of
/// its own: the words of one window are read while the next windows load, on the core the
/// network leaves idle, and the delivery never waits for them.
final class SyncIndexer: @unchecked Sendable {
    // @unchecked: `update` is only touched on `queue`.
    private var update: IndexUpdate
    private let queue = DispatchQueue(label: "space.sync.index")

    init(old: ArchiveIndex) { update = IndexUpdate(old: old) }

    func offer(_ pictures: [APODPicture]) {
        queue.async { for picture in pictures { self.update.offer(picture) } }
    }

    /// The update, once every day offered is indexed.
    func finish() -> IndexUpdate { queue.sync { update } }
}
