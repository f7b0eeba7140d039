import Foundation
import SpaceLocalization
import TerminalSession
import ImageSearchFeature
import AstronautsFeature

/// The image library's results and the roster: lists that load a page at a time as the selection
/// nears their end, and open one row in full.
extension BrowserState {
    /// Rows asked for at once.
    public static let listPageSize = 25
    /// The archive's days listed for one search, at most (best first; a search of the whole
    /// archive takes milliseconds, so they come in one answer).
    public static let archiveLimit = 500

    mutating func searchLoaded(_ generation: Int, _ result: Result<SearchPage, BrowserFailure>) -> [BrowserEffect] {
        guard generation == search.list.generation else { return [] }
        search.list.loadingPage = false
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
        search.archive.loadingPage = false
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
        _ generation: Int, _ result: Result<AstronautPage, BrowserFailure>, cachedAgo: String? = nil
    ) -> [BrowserEffect] {
        guard generation == roster.list.generation else { return [] }
        roster.list.loadingPage = false
        endProgress()
        switch result {
        case .success(let page):
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

    /// Starts the roster again from its first page.
    mutating func reloadRoster(refresh: Bool = false) -> [BrowserEffect] {
        roster.loaded = true
        roster.list.reset()
        return [.roster(roster.list.generation, roster.sort, roster.filter, 1, refresh: refresh)]
    }

    /// Runs the search for these words from its first page; no words leave the search shown as it was.
    mutating func runSearch(_ words: String) -> [BrowserEffect] {
        let words = words.trimmingCharacters(in: .whitespaces)
        guard !words.isEmpty else { return [] }
        search.query = words
        search.list.reset()
        search.archive.reset()
        // The archive is asked every time: it may have been synced in another shell since.
        return [
            .archiveSearch(search.archive.generation, search.query), .search(search.list.generation, search.query, 1),
        ]
    }

    mutating func pressOnSearch(
        _ action: KeyAction, _ key: Key, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        if search.list.open != nil {
            if action == .back { search.list.open = nil }
            if action == .nextMatch || action == .previousMatch {
                // The next result in full: the selection moves with it, the next page asked near the end.
                let next = search.list.selected + (action == .nextMatch ? 1 : -1)
                guard search.list.items.indices.contains(next) else { return endOfMatches(action) }
                search.list.selected = next
                search.list.open = nil
                let visible = RowsLayout(width: size.width, height: size.height).visibleRows
                return pressOnSearch(.open, key, size: size) + nextSearchPageIfNear(within: visible)
            }
            return []
        }
        switch action {
        // The prompt opens empty: what is typed is the next search, never added to the last one.
        case .typeQuery: overlay = .query(LineEditor()); return []
        case .syncArchive: return startSync()
        case .back where search.sync != nil: return stopSync()
        case .switchSource:
            search.source = search.source == .archive ? .library : .archive
            search.sourceChosen = true
            notice =
                search.source == .archive
                ? tr("Days of the APOD archive (s: the image library).")
                : tr("The NASA Image and Video Library (s: the APOD archive).")
            return []
        case .open where search.source == .archive:
            // The day on the Day screen, h and l from there, Esc back to these rows.
            guard search.archive.items.indices.contains(search.archive.selected) else { return [] }
            let hit = search.archive.items[search.archive.selected]
            if let picture = hit.picture { return open(picture) }
            day.openedFrom = .search
            screen = .day
            return ask(.day(hit.date))
        case .open:
            guard search.list.items.indices.contains(search.list.selected) else { return [] }
            let item = search.list.items[search.list.selected]
            search.list.open = item
            search.files = []
            return [.asset(item.nasaID)]
        case .nextMatch, .previousMatch:
            return pressOnSearch(action == .nextMatch ? .down : .up, key, size: size)
        default:
            let visible = RowsLayout(width: size.width, height: size.height).visibleRows
            if search.source == .archive {
                if search.archive.move(action, key, rows: visible) { return pressOnSearch(.open, key, size: size) }
                return nextArchivePageIfNear(within: visible)
            }
            if search.list.move(action, key, rows: visible) { return pressOnSearch(.open, key, size: size) }
            return nextSearchPageIfNear(within: visible)
        }
    }

    /// The archive's next days once the selection nears the end of those listed: the same search,
    /// asked for `archiveLimit` more (it takes milliseconds, from the index here).
    mutating func nextArchivePageIfNear(within visible: Int) -> [BrowserEffect] {
        let list = search.archive
        guard let total = list.total, list.items.count < total, !list.loadingPage,
            list.selected >= list.items.count - max(1, visible)
        else { return [] }
        search.archive.loadingPage = true
        return [.archiveMore(list.generation, search.query, limit: list.items.count + Self.archiveLimit)]
    }

    mutating func pressOnRoster(
        _ action: KeyAction, _ key: Key, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        if roster.list.open != nil {
            if action == .back { roster.list.open = nil }
            if action == .nextMatch || action == .previousMatch {
                let next = roster.list.selected + (action == .nextMatch ? 1 : -1)
                guard roster.list.items.indices.contains(next) else { return endOfMatches(action) }
                roster.list.selected = next
                roster.list.open = roster.list.items[next]
                return nextRosterPageIfNear(within: RowsLayout(width: size.width, height: size.height).visibleRows)
            }
            return []
        }
        switch action {
        // Empty, as on Search; Enter on nothing shows everyone again.
        case .typeQuery: overlay = .query(LineEditor()); return []
        case .flipSort:
            roster.sort = roster.sort == .asc ? .desc : .asc
            notice = roster.sort == .asc ? tr("Names from A to Z.") : tr("Names from Z to A.")
            return reloadRoster()
        case .reload:
            note(tr("Asking Launch Library 2 again…"), on: .astronauts, inProgress: true)
            return reloadRoster(refresh: true)
        case .open:
            guard roster.list.items.indices.contains(roster.list.selected) else { return [] }
            roster.list.open = roster.list.items[roster.list.selected]
            return []
        case .nextMatch, .previousMatch:
            return pressOnRoster(action == .nextMatch ? .down : .up, key, size: size)
        default:
            let visible = RowsLayout(width: size.width, height: size.height).visibleRows
            if roster.list.move(action, key, rows: visible) { return pressOnRoster(.open, key, size: size) }
            return nextRosterPageIfNear(within: visible)
        }
    }

    /// The day of the archive's next (or previous) hit, on the Day screen it was opened to.
    mutating func nextArchiveDay(_ action: KeyAction) -> [BrowserEffect] {
        guard day.openedFrom == .search, search.source == .archive else {
            notice = tr("n and N go through search results: open a day from the Search screen (4) first.")
            return []
        }
        let next = search.archive.selected + (action == .nextMatch ? 1 : -1)
        guard search.archive.items.indices.contains(next) else { return endOfMatches(action) }
        search.archive.selected = next
        let hit = search.archive.items[next]
        // The next days of the ranking are asked for before n reaches the last one listed.
        let more = nextArchivePageIfNear(within: 10)
        if let picture = hit.picture {
            let effects = open(picture)
            day.openedFrom = .search
            return effects + more
        }
        return ask(.day(hit.date)) + more
    }

    /// At the first or the last match: said, nothing moves.
    mutating func endOfMatches(_ action: KeyAction) -> [BrowserEffect] {
        notice = action == .nextMatch ? tr("This is the last result.") : tr("This is the first result.")
        return []
    }

    /// Within a screen of the end of what is loaded, the next page is asked for, so it is there
    /// before the selection reaches it.
    mutating func nextSearchPageIfNear(within visible: Int) -> [BrowserEffect] {
        guard search.list.hasMore, !search.list.loadingPage,
            search.list.selected >= search.list.items.count - max(3, visible)
        else { return [] }
        search.list.loadingPage = true
        return [.search(search.list.generation, search.query, search.list.pages + 1)]
    }

    mutating func nextRosterPageIfNear(within visible: Int) -> [BrowserEffect] {
        guard roster.list.hasMore, !roster.list.loadingPage,
            roster.list.selected >= roster.list.items.count - max(3, visible)
        else { return [] }
        roster.list.loadingPage = true
        return [.roster(roster.list.generation, roster.sort, roster.filter, roster.list.pages + 1, refresh: false)]
    }
}

extension ListState {
    /// Moves the selection by a row, a page, to the first or the last loaded row; the rows shown
    /// follow. Whether a click landed on the row already selected (a second click, which opens it).
    @discardableResult
    mutating func move(_ action: KeyAction, _ key: Key, rows visible: Int) -> Bool {
        guard !items.isEmpty else { return false }
        // The rows shown at this size first (the window may have changed since the last key).
        top = min(max(0, top), selected)
        if selected >= top + visible { top = selected - visible + 1 }
        switch action {
        case .up: selected -= 1
        case .down: selected += 1
        case .pageUp: selected -= visible
        case .pageDown: selected += visible
        case .first: selected = 0
        case .last: selected = items.count - 1
        case .pick:
            guard case .click(let row, _) = key else { return false }
            let clicked = top + (row - 2) / RowsLayout.rowHeight
            guard row >= 2, clicked < items.count else { return false }
            if clicked == selected { return true }
            selected = clicked
        default: return false
        }
        selected = min(max(0, selected), items.count - 1)
        if selected < top { top = selected }
        if selected >= top + visible { top = selected - visible + 1 }
        return false
    }
}

/// Rows of a list: a small picture beside three lines of text, a blank line between rows.
struct RowsLayout {
    static let rowHeight = 4
    static let pictureColumns = 8

    var width: Int
    var height: Int

    /// Rows shown at once.
    var visibleRows: Int { max(1, (height - 2) / Self.rowHeight) }
}
