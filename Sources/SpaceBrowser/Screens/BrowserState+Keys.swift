import Foundation
import SpaceLocalization
import TerminalSession
import APODFeature
import SpacePresentation

extension BrowserState {
    /// A key: first what is open over the screen, then the key's action in `KeyTable` for this
    /// screen (its own bindings before those of every screen). A key the table does not list does
    /// nothing.
    mutating func press(_ key: Key, size: (width: Int, height: Int)) -> [BrowserEffect] {
        // Text is typed in an overlay, so of the table's keys only Ctrl-C acts over one.
        if key == .control("c") { quitting = true; return [] }
        // Ctrl-Z and Ctrl-L act over an overlay too (a prompt half typed stays as it is).
        switch KeyTable.action(for: key, on: screen) {
        case .suspend?: return [.suspend]
        // Everything drawn again, and what another program may have changed read again: the
        // favorites. The loop carries both out; the state decides.
        case .redraw?: return [.redrawAll] + reloadFavorites()
        default: break
        }
        if let overlay { return pressInOverlay(overlay, key, size: size) }
        guard let action = KeyTable.action(for: key, on: screen) else { return [] }
        switch action {
        case .quit: quitting = true; return []
        case .help: overlay = .help; return []
        case .screen(let target): return show(target)
        case .pickTab:
            guard case .click(_, let column) = key,
                let tab = TabBar.labels().first(where: { $0.columns.contains(column - 1) })
            else { return [] }
            return show(tab.screen)
        case .nextScreen: return show(ScreenID(rawValue: screen.rawValue % ScreenID.allCases.count + 1) ?? .day)
        case .previousScreen:
            return show(
                ScreenID(rawValue: (screen.rawValue + ScreenID.allCases.count - 2) % ScreenID.allCases.count + 1)
                    ?? .day)
        case .redraw, .suspend: return []  // decided above, before any overlay
        default: break
        }
        switch screen {
        case .day: return pressOnDay(action, size: size)
        case .album: return pressOnAlbum(action, key, size: size)
        case .favorites: return pressOnFavorites(action, key, size: size)
        case .search: return pressOnSearch(action, key, size: size)
        case .astronauts: return pressOnRoster(action, key, size: size)
        }
    }

    private mutating func pressInOverlay(
        _ open: Overlay, _ key: Key, size: (width: Int, height: Int)
    ) -> [BrowserEffect] {
        switch open {
        case .help(let scroll):
            // The table's keys for the screen below: what moves it scrolls the help, what goes
            // back, asks for help, quits or opens closes it.
            switch KeyTable.action(for: key, on: screen) {
            case .back?, .help?, .quit?, .open?: overlay = nil
            case .down?: overlay = .help(scroll: scroll + 1)
            case .up?: overlay = .help(scroll: max(0, scroll - 1))
            case .pageDown?: overlay = .help(scroll: scroll + max(1, size.height - 6))
            case .pageUp?: overlay = .help(scroll: max(0, scroll - max(1, size.height - 6)))
            case .first?: overlay = .help(scroll: 0)
            case .last?: overlay = .help(scroll: Int(Int32.max))
            default: break
            }
            // Never past the last line: a key back up moves at once.
            if case .help(let moved)? = overlay {
                overlay = .help(scroll: min(moved, limits?.helpScroll ?? Int(Int32.max)))
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

    private mutating func pressOnDay(_ action: KeyAction, size: (width: Int, height: Int)) -> [BrowserEffect] {
        // Keys typed ahead count from the day asked for, not the one still on screen.
        let shown = day.anchor(today: today)
        switch action {
        case .previousDay:
            guard shown > APODDate.first else {
                notice = tr("This is the first picture ({date}).", ["date": APODDate.first.description]); return []
            }
            return ask(.day(shown.adding(days: -1)))
        case .nextDay:
            guard shown < (day.latest ?? today) else { notice = tr("This is the latest picture."); return [] }
            return ask(.day(shown.adding(days: 1)))
        case .latestDay: return ask(.latest)
        case .randomDay: return ask(.random)
        case .goToDate: overlay = .goTo(LineEditor(limit: 20)); return []
        case .sameDayAlbum:
            // The day shown (or asked for), in every year of the archive.
            let parts = (day.picture?.date ?? shown).parts
            let monthDay = AlbumState.MonthDay(month: parts.month, day: parts.day)
            album.sameDay = monthDay
            album.all = []
            album.grid.pictures = []
            album.grid.selectOnLoad = .newest
            album.grid.top = 0
            album.grid.loaded = true
            screen = .album
            day.openedFrom = nil
            inFlight.begin(.sameDay(monthDay))
            return [.loadSameDay(monthDay)]
        case .unseenAlbum:
            guard let unseen else { notice = tr("Nothing new since you last looked."); return [] }
            album.sameDay = nil
            album.end = unseen.upperBound >= latestDay ? nil : unseen.upperBound
            album.length = min(200, unseen.lowerBound.days(to: unseen.upperBound) + 1)
            album.grid.selectOnLoad = .oldest
            album.grid.top = 0
            album.grid.loaded = true
            screen = .album
            day.openedFrom = nil
            return reloadAlbum()
        case .favorite:
            guard let picture = day.picture else { return [] }
            return [.setFavorite(picture, !day.isFavorite)]
        case .openPicture:
            guard let picture = day.picture else { return [] }
            return [.open(picture)]
        case .copyLink:
            guard let picture = day.picture, let link = PictureSubject.apod(picture).open?.absoluteString else {
                return []
            }
            notice = tr("Copied {link}", ["link": link])
            return [.copy(link)]
        case .download:
            guard let picture = day.picture else { return [] }
            note(tr("Downloading {date}…", ["date": picture.date.description]), on: nil, inProgress: true)
            return [.download(picture)]
        case .back:
            // Back to the grid the day was opened from.
            if let grid = day.openedFrom {
                day.openedFrom = nil
                screen = grid
            }
        case .down: day.scroll += 1
        case .up: day.scroll -= 1
        case .pageDown: day.scroll += max(1, size.height - 4)
        case .pageUp: day.scroll -= max(1, size.height - 4)
        case .first: day.scroll = 0
        case .last: day.scroll = Int(Int32.max)
        default: break
        }
        // The explanation never scrolls past its last line, so a key back up moves at once.
        day.scroll = min(max(0, day.scroll), limits?.dayScroll ?? Int(Int32.max))
        return []
    }

    private mutating func pressOnAlbum(
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
            notice =
                album.media.map { kind in
                    tr(
                        "Showing {media}.",
                        ["media": kind == .image ? tr("images") : kind == .video ? tr("videos") : tr("others")])
                } ?? tr("Showing every kind.")
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

    private mutating func pressOnFavorites(
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
