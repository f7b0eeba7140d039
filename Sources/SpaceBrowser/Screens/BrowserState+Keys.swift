import Foundation
import SpaceLocalization
import TerminalSession
import APODFeature

extension BrowserState {
    /// A key: first what is open over the screen, then the keys of every screen, then the screen's own.
    mutating func press(_ key: Key, size: (width: Int, height: Int)) -> [BrowserEffect] {
        if key == .control("c") { quitting = true; return [] }
        if let overlay { return pressInOverlay(overlay, key, size: size) }
        switch key {
        case .character("q"): quitting = true; return []
        case .character("?"): overlay = .help; return []
        case .paste: return []  // a paste outside a prompt is never taken as keys
        case .character("1"), .character("2"), .character("3"), .character("4"), .character("5"):
            guard case .character(let digit) = key, let number = Int(String(digit)),
                let target = ScreenID(rawValue: number)
            else { return [] }
            return show(target)
        case .click(row: 1, let column):
            guard let tab = BrowserView.tabLabels().first(where: { $0.columns.contains(column - 1) }) else { return [] }
            return show(tab.screen)
        case .tab: return show(ScreenID(rawValue: screen.rawValue % ScreenID.allCases.count + 1) ?? .day)
        case .backTab:
            return show(
                ScreenID(rawValue: (screen.rawValue + ScreenID.allCases.count - 2) % ScreenID.allCases.count + 1)
                    ?? .day)
        default: break
        }
        switch screen {
        case .day: return pressOnDay(key, size: size)
        case .album: return pressOnAlbum(key, size: size)
        case .favorites: return pressOnFavorites(key, size: size)
        case .search: return pressOnSearch(key, size: size)
        case .astronauts: return pressOnRoster(key, size: size)
        }
    }

    private mutating func pressInOverlay(
        _ open: Overlay, _ key: Key, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        switch open {
        case .help(let scroll):
            switch key {
            case .escape, .backspace, .character("?"), .character("q"), .enter: overlay = nil
            case .down, .character("j"), .wheelDown: overlay = .help(scroll: scroll + 1)
            case .up, .character("k"), .wheelUp: overlay = .help(scroll: max(0, scroll - 1))
            case .pageDown, .character(" "): overlay = .help(scroll: scroll + max(1, size.height - 6))
            case .pageUp: overlay = .help(scroll: max(0, scroll - max(1, size.height - 6)))
            case .home: overlay = .help(scroll: 0)
            case .end: overlay = .help(scroll: Int(Int32.max))
            default: break
            }
            // Never past the last line: a key back up moves at once.
            if case .help(let moved)? = overlay {
                overlay = .help(
                    scroll: min(moved, BrowserView.helpScrollLimit(self, width: size.width, height: size.height)))
            }
            return []
        case .goTo(var line):
            switch key {
            case .escape: overlay = nil
            case .enter:
                overlay = nil
                switch GoToDate.resolve(line.text, today: today, latest: day.latest) {
                case .success(let date):
                    screen = .day
                    return ask(.day(date))
                case .failure(let failure):
                    notice = failure.message
                }
            default:
                if line.apply(key) { overlay = .goTo(line) }
            }
            return []
        case .query(var line):
            switch key {
            case .escape: overlay = nil
            case .enter:
                overlay = nil
                if screen == .astronauts {
                    roster.filter = line.text.trimmingCharacters(in: .whitespaces)
                    return reloadRoster()
                }
                return runSearch(line.text)
            default:
                if line.apply(key) { overlay = .query(line) }
            }
            return []
        case .confirmRemove(let date):
            overlay = nil
            guard key == .character("y") || key == .character("Y"),
                let picture = favorites.pictures.first(where: { $0.date == date })
            else {
                notice = tr("Kept {date}.", ["date": date.description])
                return []
            }
            return [.setFavorite(picture, false)]
        }
    }

    private mutating func pressOnDay(_ key: Key, size: (width: Int, height: Int)) -> [BrowserEffect] {
        // Keys typed ahead count from the day asked for, not the one still on screen.
        let shown = day.anchor(today: today)
        switch key {
        case .left, .character("h"):
            guard shown > APODDate.first else {
                notice = tr("This is the first picture ({date}).", ["date": APODDate.first.description]); return []
            }
            return ask(.day(shown.adding(days: -1)))
        case .right, .character("l"):
            guard shown < (day.latest ?? today) else { notice = tr("This is the latest picture."); return [] }
            return ask(.day(shown.adding(days: 1)))
        case .character("t"): return ask(.latest)
        case .character("r"): return ask(.random)
        case .character("g"): overlay = .goTo(LineEditor(limit: 20)); return []
        case .character("f"):
            guard let picture = day.picture else { return [] }
            return [.setFavorite(picture, !day.isFavorite)]
        case .character("o"):
            guard let picture = day.picture else { return [] }
            return [.open(picture)]
        case .character("d"):
            guard let picture = day.picture else { return [] }
            note(tr("Downloading {date}…", ["date": picture.date.description]), on: nil, inProgress: true)
            return [.download(picture)]
        case .escape, .backspace:
            // Back to the grid the day was opened from.
            if let grid = day.openedFrom {
                day.openedFrom = nil
                screen = grid
            }
        case .down, .character("j"), .wheelDown: day.scroll += 1
        case .up, .character("k"), .wheelUp: day.scroll -= 1
        case .pageDown: day.scroll += max(1, size.height - 4)
        case .pageUp: day.scroll -= max(1, size.height - 4)
        case .home: day.scroll = 0
        case .end: day.scroll = Int(Int32.max)
        default: break
        }
        // The explanation never scrolls past its last line, so a key back up moves at once.
        day.scroll = min(max(0, day.scroll), DayView.scrollLimit(self, width: size.width, height: size.height))
        return []
    }

    private mutating func pressOnAlbum(_ key: Key, size: (width: Int, height: Int)) -> [BrowserEffect] {
        switch key {
        case .character("m"):
            album.media =
                switch album.media {
                case nil: .image
                case .image?: .video
                default: nil
                }
            applyAlbumFilter()
            // Each word a literal, so the catalog's scan sees every one it shows.
            notice =
                album.media.map { kind in
                    tr(
                        "Showing {media}.",
                        ["media": kind == .image ? tr("images") : kind == .video ? tr("videos") : tr("others")])
                } ?? tr("Showing every kind.")
            return []
        case .character("["), .character("]"):
            let end = album.end ?? latestDay
            let moved = key == .character("[") ? end.adding(days: -album.length) : end.adding(days: album.length)
            guard moved >= APODDate.first else {
                notice = tr("The album starts at {date}.", ["date": APODDate.first.description]); return []
            }
            album.end = moved >= latestDay ? nil : moved
            // The day next to the one left: back, the newest of the earlier window; forward, the oldest of the later.
            album.grid.selectOnLoad = key == .character("[") ? .newest : .oldest
            album.grid.top = 0
            return reloadAlbum()
        case .character("+"), .character("-"):
            let length = key == .character("+") ? min(200, album.length * 2) : max(7, album.length / 2)
            guard length != album.length else { notice = tr("The album shows 7 to 200 days."); return [] }
            album.length = length
            album.grid.selectOnLoad = .newest
            return reloadAlbum()
        case .enter:
            guard album.grid.pictures.indices.contains(album.grid.selected) else { return [] }
            return open(album.grid.pictures[album.grid.selected])
        default:
            album.grid.move(key, layout: GridLayout(width: size.width, height: size.height))
            return []
        }
    }

    private mutating func pressOnFavorites(_ key: Key, size: (width: Int, height: Int)) -> [BrowserEffect] {
        switch key {
        case .enter:
            guard favorites.pictures.indices.contains(favorites.selected) else { return [] }
            return open(favorites.pictures[favorites.selected])
        case .character("x"), .delete:
            guard favorites.pictures.indices.contains(favorites.selected) else { return [] }
            overlay = .confirmRemove(favorites.pictures[favorites.selected].date)
            return []
        default:
            favorites.move(key, layout: GridLayout(width: size.width, height: size.height))
            return []
        }
    }

    /// Shows a day of a grid on the Day screen (the record is already here: no request).
    private mutating func open(_ picture: APODPicture) -> [BrowserEffect] {
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

extension GridState {
    /// Moves the selection: arrows and h j k l by one, pages, first and last, a click on a tile;
    /// the rows shown follow.
    /// The selection once days have arrived (or a filter changed them): as `selectOnLoad` asks,
    /// once, else where it was, within the days.
    mutating func selectArrived() {
        switch selectOnLoad {
        case .newest?: selected = max(0, pictures.count - 1)
        case .oldest?: selected = 0
        case nil: selected = min(selected, max(0, pictures.count - 1))
        }
        if !pictures.isEmpty { selectOnLoad = nil }
    }

    mutating func move(_ key: Key, layout: GridLayout) {
        guard !pictures.isEmpty else { return }
        let columns = layout.columns
        top = layout.top(top, selected: selected, count: pictures.count)
        var index = selected
        switch key {
        case .click(let row, let column):
            guard let clicked = layout.index(atRow: row - 1, column: column - 1, top: top), clicked < pictures.count
            else { return }
            index = clicked
        case .left, .character("h"): index -= 1
        case .right, .character("l"): index += 1
        case .up, .character("k"), .wheelUp: index -= columns
        case .down, .character("j"), .wheelDown: index += columns
        case .pageUp: index -= columns * layout.visibleRows
        case .pageDown: index += columns * layout.visibleRows
        case .home: index = 0
        case .end: index = pictures.count - 1
        default: return
        }
        selected = min(max(0, index), pictures.count - 1)
        top = layout.top(top, selected: selected, count: pictures.count)
    }
}
