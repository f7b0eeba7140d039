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
        let total = NumberText.grouped(ArchiveSync.dayCount(context))
        let done = ProgressCount()
        let outcome = try await Spinner.run(
            label: tr("Syncing {total} days…", ["total": total]), console: context.console,
            progress: { done.value.map { tr("Syncing: {done} of {total} days…", ["done": $0, "total": total]) } }
        ) {
            try await ArchiveSync.run(context, progress: { done.set($0) })
        }
        let failure = outcome.result.flatMap { ArchiveSync.failure(of: $0, start: outcome.start, end: outcome.end) }
        let shaped = SyncView.summary(
            SyncView.Summary(
                days: outcome.index.dayCount, added: outcome.added, changed: outcome.changed,
                failed: outcome.failed.map(\.description),
                syncedThrough: outcome.whole ? outcome.end.description : nil, indexBytes: outcome.index.byteCount))
        let notices = outcome.notices
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
