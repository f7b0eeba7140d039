import Foundation
import SpaceLocalization
import TerminalSession
import APODFeature

/// The grids of days, the album and the favorites: their keys, and a day of one opened.
extension BrowserState {
    mutating func pressOnAlbum(
        _ action: KeyAction, _ key: Key, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        switch action {
        case .cycleMedia:
            album.media =
                switch album.media {
                case nil: .image
                case .image?: .video
                default: nil
                }
            applyAlbumFilter()
            // Each word a literal, so the catalog's scan sees every one it shows.
            notice = album.mediaWords.map { tr("Showing {media}.", ["media": $0]) } ?? tr("Showing every kind.")
            return []
        case .earlierWindow where album.sameDay != nil, .laterWindow where album.sameDay != nil,
            .longerWindow where album.sameDay != nil, .shorterWindow where album.sameDay != nil:
            // From the same day of every year back to the window of days it came from.
            album.sameDay = nil
            album.grid.selectOnLoad = .newest
            album.grid.top = 0
            return reloadAlbum()
        case .earlierWindow, .laterWindow:
            guard action == .earlierWindow || album.end != nil else {
                notice = tr("The album already ends at the latest day."); return []
            }
            let end = album.end ?? latestDay
            let moved = action == .earlierWindow ? end.adding(days: -album.length) : end.adding(days: album.length)
            guard moved >= APODDate.first else {
                notice = tr("The album starts at {date}.", ["date": APODDate.first.description]); return []
            }
            album.end = moved >= latestDay ? nil : moved
            // The day next to the one left: back, the newest of the earlier window; forward, the oldest of the later.
            album.grid.selectOnLoad = action == .earlierWindow ? .newest : .oldest
            album.grid.top = 0
            return reloadAlbum()
        case .longerWindow, .shorterWindow:
            let length = action == .longerWindow ? min(200, album.length * 2) : max(7, album.length / 2)
            guard length != album.length else { notice = tr("The album shows 7 to 200 days."); return [] }
            album.length = length
            album.grid.selectOnLoad = .newest
            return reloadAlbum()
        case .open:
            guard album.grid.pictures.indices.contains(album.grid.selected) else { return [] }
            return open(album.grid.pictures[album.grid.selected])
        default:
            // A second click on a tile opens it, as in a file manager.
            if album.grid.move(action, key, layout: GridLayout(width: size.width, height: size.height)) {
                return open(album.grid.pictures[album.grid.selected])
            }
            return []
        }
    }

    mutating func pressOnFavorites(
        _ action: KeyAction, _ key: Key, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        switch action {
        case .open:
            guard favorites.pictures.indices.contains(favorites.selected) else { return [] }
            return open(favorites.pictures[favorites.selected])
        case .removeFavorite:
            guard favorites.pictures.indices.contains(favorites.selected) else { return [] }
            overlay = .confirmRemove(favorites.pictures[favorites.selected].date)
            return []
        default:
            if favorites.move(action, key, layout: GridLayout(width: size.width, height: size.height)) {
                return open(favorites.pictures[favorites.selected])
            }
            return []
        }
    }

    /// Shows a day of a grid on the Day screen (the record is already here: no request).
    mutating func open(_ picture: APODPicture) -> [BrowserEffect] {
        day.openedFrom = screen
        screen = .day
        day.requested = .day(picture.date)
        day.picture = picture
        day.failure = nil
        day.scroll = 0
        day.isFavorite = favoriteDates.contains(picture.date)
        return [.shown(picture)]
    }
}

extension AlbumState {
    /// The kind of day kept, in words (nil: every kind); each word a literal, so the catalog's
    /// scan sees every one it shows.
    var mediaWords: String? {
        media.map { $0 == .image ? tr("images") : $0 == .video ? tr("videos") : tr("others") }
    }
}

extension GridState {
    /// Moves the selection: arrows and h j k l by one, pages, first and last, a click on a tile;
    /// the rows shown follow.
    /// The selection once days have arrived (or a filter changed them): as `selectOnLoad` asks,
    /// once, else where it was, within the days.
    mutating func selectArrived() {
        switch selectOnLoad {
        case .newest?: selected = max(0, pictures.count - 1)
        case .oldest?: selected = 0
        case .day(let date)?: selected = pictures.firstIndex { $0.date == date } ?? max(0, pictures.count - 1)
        case nil: selected = min(selected, max(0, pictures.count - 1))
        }
        if !pictures.isEmpty { selectOnLoad = nil }
    }

    /// Moves the selection as `action` says (`key` is the click, for `pick`); whether a click
    /// landed on the tile already selected (a second click, which opens it).
    @discardableResult
    mutating func move(_ action: KeyAction, _ key: Key, layout: GridLayout) -> Bool {
        guard !pictures.isEmpty else { return false }
        let columns = layout.columns
        top = layout.top(top, selected: selected, count: pictures.count)
        var index = selected
        switch action {
        case .pick:
            guard case .click(let row, let column) = key,
                let clicked = layout.index(atRow: row - 1, column: column - 1, top: top), clicked < pictures.count
            else { return false }
            if clicked == selected { return true }
            index = clicked
        case .left: index -= 1
        case .right: index += 1
        case .up: index -= columns
        case .down: index += columns
        case .pageUp: index -= columns * layout.visibleRows
        case .pageDown: index += columns * layout.visibleRows
        case .first: index = 0
        case .last: index = pictures.count - 1
        default: return false
        }
        selected = min(max(0, index), pictures.count - 1)
        top = layout.top(top, selected: selected, count: pictures.count)
        return false
    }
}
