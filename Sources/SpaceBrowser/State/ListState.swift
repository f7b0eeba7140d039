import Foundation
import TerminalSession
import ImageSearchFeature
import AstronautsFeature

/// A list that loads a page at a time (search results, the roster): what is loaded, the
/// selection, and the one open in full.
public struct ListState<Item: Sendable>: Sendable {
    /// The rows loaded so far, in order.
    public var items: [Item] = []
    /// How many there are in all (nil: not asked yet).
    public var total: Int?
    /// Pages loaded.
    public var pages = 0
    /// The selected row.
    public var selected = 0
    /// The first row shown.
    public var top = 0
    /// Why the rows are not shown.
    public var failure: String?
    /// The row open in full, if any.
    public var open: Item?
    /// Counts the lists asked for: an answer for an older one is not shown.
    public var generation = 0
    /// The row to select once rows arrive (the one the browser was left on), then forgotten.
    public var restoreSelection: Int?

    /// Rows arrived: the selection the browser was left on, within them.
    mutating func restoreArrived() {
        guard let row = restoreSelection, !items.isEmpty else { return }
        selected = min(row, items.count - 1)
        restoreSelection = nil
    }

    /// Whether more rows can be loaded.
    public var hasMore: Bool { total.map { items.count < $0 } ?? false }

    /// Starts again empty (a new query, another order).
    mutating func reset() {
        items = []
        total = nil
        pages = 0
        selected = 0
        top = 0
        failure = nil
        open = nil
        generation += 1
    }
}

/// The Search screen: the APOD archive and the image library, searched for the same words, one
/// of them shown.
public struct SearchState: Sendable {
    /// The words searched.
    public var query = ""
    /// The rows shown: the archive's once it has answered with days (it is synced), until the
    /// person switches.
    public var source: SearchSource = .library
    /// Whether the person chose the source (`s`): answers no longer choose it then.
    public var sourceChosen = false
    /// Whether the archive is synced here (nil: not asked yet).
    public var archiveSynced: Bool?
    /// The archive's days for the words, best first (one answer: no pages).
    public var archive = ListState<ArchiveHit>()
    /// The image library's results.
    public var list = ListState<SearchItem>()
    /// The files of the open result.
    public var files: [AssetFile] = []
    /// The archive's sync from here, while it runs.
    public var sync: SyncProgress?
}

/// The Astronauts screen: the roster.
public struct RosterState: Sendable {
    /// Name order.
    public var sort: AstronautsQuery.Sort = .asc
    /// Part of a name, nationality or agency.
    public var filter = ""
    /// The astronauts.
    public var list = ListState<Astronaut>()
    /// Whether the roster was asked for.
    public var loaded = false
    /// How long ago the roster shown was cached, when Launch Library 2 did not answer.
    public var cachedAgo: String?
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
