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
        switch keys.action(for: key, on: screen) {
        case .suspend?: return [.suspend]
        // Everything drawn again, and what another program may have changed read again: the
        // favorites. The loop carries both out; the state decides.
        case .redraw?: return [.redrawAll] + reloadFavorites()
        default: break
        }
        if let overlay { return pressInOverlay(overlay, key, size: size) }
        guard let action = keys.action(for: key, on: screen) else { return [] }
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
        case .commandLine:
            overlay = .command(CommandPrompt())
            return []
        case .pauseAnimation:
            animationsPaused.toggle()
            notice =
                animationsPaused
                ? tr("Animated pictures stopped where they are; Space plays them.") : tr("Animated pictures play.")
            return []
        case .typeQuery where screen != .search && screen != .astronauts:
            // `/` from a screen without a list of its own, as in less, vim, lazygit and yazi: what
            // is typed next is a search (never keys: "california nebula" on the Day screen set `f`).
            screen = .search
            overlay = .query(LineEditor())
            return []
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
            switch keys.action(for: key, on: screen) {
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
                return goToDate(line.text)
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
        case .command(let prompt):
            return pressInCommandLine(prompt, key)
        case .picture:
            // Any key back, but Space, which stops or plays it there too.
            if keys.action(for: key, on: screen) == .pauseAnimation {
                animationsPaused.toggle()
            } else {
                overlay = nil
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
        case .nextMatch, .previousMatch: return nextArchiveDay(action)
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
            return [.request(.sameDay(monthDay))]
        case .unseenAlbum:
            guard let unseen else { notice = tr("Nothing new since you last looked."); return [] }
            album.sameDay = nil
            album.end = unseen.upperBound >= latestDay ? nil : unseen.upperBound
            album.length = min(200, unseen.lowerBound.days(to: unseen.upperBound) + 1)
            album.grid.selectOnLoad = .oldest
            album.grid.top = 0
            album.grid.loaded = true
            album.seenOnLoad = unseen.upperBound
            screen = .album
            day.openedFrom = nil
            return reloadAlbum()
        case .favorite:
            guard let picture = day.picture else { return [] }
            return [.setFavorite(picture, !day.isFavorite)]
        case .openPicture:
            guard let picture = day.picture else { return [] }
            return [.open(picture)]
        case .viewPicture:
            guard let picture = day.picture,
                PictureSubject.apod(picture).resizable != nil
                    || !PictureSubject.apod(picture).show.isEmpty
            else {
                notice = tr("This day has no picture to show alone.")
                return []
            }
            overlay = .picture
            return []
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
}
