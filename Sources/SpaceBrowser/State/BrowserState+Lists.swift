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

    /// Starts the roster again from its first page.
    mutating func reloadRoster(refresh: Bool = false) -> [BrowserEffect] {
        roster.loaded = true
        roster.list.reset()
        return [.request(.roster(roster.list.generation, roster.sort, roster.filter, page: 1, refresh: refresh))]
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
            .request(.archive(search.archive.generation, search.query, limit: Self.archiveLimit)),
            .request(.search(search.list.generation, search.query, page: 1)),
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
            return [.request(.asset(item.nasaID))]
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
        guard let total = list.total, list.items.count < total, !loadingPage(.archive),
            list.selected >= list.items.count - max(1, visible)
        else { return [] }
        return [.request(.archive(list.generation, search.query, limit: list.items.count + Self.archiveLimit))]
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
        guard search.list.hasMore, !loadingPage(.search),
            search.list.selected >= search.list.items.count - max(3, visible)
        else { return [] }
        return [.request(.search(search.list.generation, search.query, page: search.list.pages + 1))]
    }

    mutating func nextRosterPageIfNear(within visible: Int) -> [BrowserEffect] {
        guard roster.list.hasMore, !loadingPage(.roster),
            roster.list.selected >= roster.list.items.count - max(3, visible)
        else { return [] }
        return [
            .request(
                .roster(roster.list.generation, roster.sort, roster.filter, page: roster.list.pages + 1, refresh: false)
            )
        ]
    }
}
