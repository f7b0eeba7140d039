import Foundation
import SpaceLocalization
import TerminalSession
import ImageSearchFeature
import AstronautsFeature

/// The answers of the lists: a page of the library's results, the archive's days, a page of the
/// roster; an answer for a list since replaced (an older generation) changes nothing.
extension BrowserState {
    mutating func searchLoaded(_ generation: Int, _ result: Result<SearchPage, BrowserFailure>) -> [BrowserEffect] {
        guard generation == search.list.generation else { return [] }
        switch result {
        case .success(let page):
            search.list.items += page.items
            search.list.restoreArrived()
            search.list.pages += 1
            // The library shows at most 10,000 results for one search.
            search.list.total =
                page.hasNext || page.items.count == Self.listPageSize
                ? min(page.totalHits, SearchQuery.maxReachable) : search.list.items.count
            search.list.failure = nil
            if page.totalHits == 0 && search.source == .library {
                note(tr("No results for \"{query}\".", ["query": search.query]), on: .search)
            }
        case .failure(let failure):
            search.list.failure = failure.message
            if search.source == .library { note(failure.message, on: .search) }
        }
        return []
    }

    /// The archive's days for the words: shown first unless the person chose the library; an
    /// archive never synced leaves the library's results shown and says how to sync it.
    mutating func archiveLoaded(_ generation: Int, _ result: Result<ArchiveAnswer, BrowserFailure>) -> [BrowserEffect] {
        guard generation == search.archive.generation else { return [] }
        switch result {
        case .success(.notSynced):
            search.archiveSynced = false
            search.archive.total = 0
            if !search.sourceChosen { search.source = .library }
        case .success(.hits(let total, let hits)):
            search.archiveSynced = true
            // More of the same ranking replaces the days shown: the first ones are the same days.
            search.archive.items = hits
            search.archive.restoreArrived()
            search.archive.total = max(total, hits.count)
            search.archive.failure = nil
            if !search.sourceChosen { search.source = .archive }
            if total == 0 && search.source == .archive {
                note(tr("No day of the archive matches \"{query}\".", ["query": search.query]), on: .search)
            }
        case .failure(let failure):
            search.archive.failure = failure.message
            search.archive.total = 0
            if search.source == .archive { note(failure.message, on: .search) }
        }
        return []
    }

    mutating func rosterLoaded(
        _ generation: Int, _ result: Result<(page: AstronautPage, cachedAgo: String?), BrowserFailure>
    ) -> [BrowserEffect] {
        guard generation == roster.list.generation else { return [] }
        endProgress()
        switch result {
        case .success(let (page, cachedAgo)):
            roster.cachedAgo = cachedAgo
            if let cachedAgo {
                // R, or a page, answered from the cache: say so rather than nothing.
                note(
                    tr("Launch Library 2 did not answer; the roster shown was cached {age}.", ["age": cachedAgo]),
                    on: .astronauts)
                saidOffline = true
            }
            roster.list.items += page.results
            roster.list.restoreArrived()
            roster.list.pages += 1
            roster.list.total = page.count
            roster.list.failure = nil
        case .failure(let failure):
            roster.list.failure = failure.message
            note(failure.message, on: .astronauts)
        }
        return []
    }
}
