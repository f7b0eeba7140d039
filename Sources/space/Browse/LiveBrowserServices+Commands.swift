import Foundation
import SpaceBrowser
import SpaceSupport
import AstronautsFeature
import SpaceLocalization

/// The `:` line's needs: an astronaut by id, and the commands typed, kept for the next run.
extension LiveBrowserServices {
    /// `browse-history` in the data folder: one command a line, oldest first.
    var historyFile: URL { context.files.data.appendingPathComponent("browse-history", isDirectory: false) }

    func astronaut(_ id: Int) async throws -> Astronaut {
        do {
            return try await AstronautsCommand.roster(quiet(BrowseNotices())).astronaut(id: id)
        } catch { throw Self.failure(error) }
    }

    /// The commands kept; a file that is not ours (a link, too large) is no history.
    func commandHistory() -> [String] {
        guard let data = LocalFile.readOwn(historyFile, limit: 64 * 1024) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        // Only what the line could have taken: no control characters, at most its length.
        let clean = lines.filter { line in
            line.count <= 200 && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        }
        return Array(clean.suffix(BrowserState.historyLimit))
    }

    /// Kept atomically, private to the person; a failure to keep it costs only the history.
    func keepCommandHistory(_ lines: [String]) {
        let text = lines.suffix(BrowserState.historyLimit).map { $0 + "\n" }.joined()
        try? AtomicFile.createFolder(context.files.data)
        _ = try? AtomicFile.write(Data(text.utf8), to: historyFile, mode: 0o600, durable: false)
    }
}

extension LiveBrowserServices {
    /// `S` on Search: `space apod sync`'s work, quietly; with `--offline` it says it cannot.
    func syncArchive(progress: @escaping @Sendable (Int) -> Void) async throws -> SyncReport {
        guard context.cacheMode != .offline else {
            throw BrowserFailure(
                tr("The archive is synced over the network; the browser runs with --offline (space apod sync does it).")
            )
        }
        do {
            let outcome = try await ArchiveSync.run(quiet(BrowseNotices()), progress: progress)
            return SyncReport(
                days: outcome.index.dayCount, added: outcome.added, whole: outcome.whole, stopped: outcome.stopped)
        } catch { throw Self.failure(error) }
    }
}
