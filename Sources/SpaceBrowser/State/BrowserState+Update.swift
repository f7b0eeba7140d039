import Foundation
import SpaceLocalization
import APODFeature

extension BrowserState {
    /// The effects of starting: the latest picture (`start()` keeps them in flight).
    mutating func starting() -> [BrowserEffect] {
        favorites.loaded = true
        return ask(.latest) + [.request(.favorites)]
    }

    /// Applies an event; returns what to ask of the outside world (`update` keeps what is in
    /// flight). `size` is the screen's, in cells.
    mutating func applying(_ event: BrowserEvent, size: (width: Int, height: Int)) -> [BrowserEffect] {
        switch event {
        case .key(let key):
            // A notice says what the last action did: the next key is the next action.
            if message?.inProgress == false { message = nil }
            return press(key, size: size)
        case .laidOut(let limits):
            self.limits = limits
            day.scroll = min(day.scroll, limits.dayScroll)
            if case .help(let scroll)? = overlay { overlay = .help(scroll: min(scroll, limits.helpScroll)) }
            return []
        case .tick(let seconds):
            clock = max(clock, seconds)
            if let message, !message.isCurrent(at: clock) { self.message = nil }
            return []
        case .answered(let request, let result):
            return answered(request, result)
        case .favoriteSet(let picture, let result):
            switch result {
            case .success(let on):
                if inFlight.contains(.favorites) { favorites.changedWhileLoading = true }
                // The list follows here: the file was just written, and reading it again (11,000
                // favorites are 43 MB) would hold up the next key.
                favorites.pictures.removeAll { $0.date == picture.date }
                if on {
                    favoriteDates.insert(picture.date)
                    let place = favorites.pictures.firstIndex { $0.date > picture.date } ?? favorites.pictures.count
                    favorites.pictures.insert(picture, at: place)
                    // The day just starred is the one selected when the grid is next seen.
                    favorites.selected = place
                } else {
                    favoriteDates.remove(picture.date)
                }
                favorites.selected = min(favorites.selected, max(0, favorites.pictures.count - 1))
                if day.picture?.date == picture.date { day.isFavorite = on }
                note(
                    on
                        ? tr("★ {date} is a favorite.", ["date": picture.date.description])
                        : tr("{date} is no longer a favorite.", ["date": picture.date.description]), on: nil)
                return []
            case .failure(let failure):
                note(failure.message, on: nil)
                return []
            }
        case .done(let result):
            switch result {
            case .success(let message): note(message, on: nil)
            case .failure(let failure): note(failure.message, on: nil)
            }
            return []
        case .syncProgress(let done):
            syncProgressed(done: done)
            return []
        case .synced(let result):
            return synced(result)
        case .framed(let slots):
            return framed(slots)
        case .pictureArrived(let key, let result):
            return pictureArrived(key, result, size: size)
        case .picturesForgotten(let keys):
            picturesForgotten(keys)
            return []
        case .dayAhead(let date, let picture):
            return dayAhead(date, picture, size: size)
        case .screenLost:
            return [.redrawAll]
        case .offline:
            // Said once, and not where the day shown already says where it came from.
            if !saidOffline && day.source == nil {
                note(tr("The services do not answer: what was seen before is shown from the cache."), on: nil)
            }
            saidOffline = true
            return []
        }
    }

    /// The days to load ahead, decided here and carried out by the picture stage: while a day is
    /// shown on the Day screen, the day before and the day after (within the archive); else none.
    public var daysToLoadAhead: [APODDate] {
        guard screen == .day, let shown = day.picture, day.awaited == nil, day.failure == nil else { return [] }
        let last = day.latest ?? today
        return [shown.date.adding(days: -1), shown.date.adding(days: 1)].filter {
            $0 >= APODDate.first && $0 <= last
        }
    }

    /// The newest day the album may show.
    var latestDay: APODDate { day.latest ?? today }

    /// Asks for a day (latest, a date, a random one), forgetting what was asked before.
    mutating func ask(_ request: DayState.Request) -> [BrowserEffect] {
        day.requested = request
        return [.request(BrowserRequest(request))]
    }

    /// Shows a screen, asking for what it needs the first time.
    mutating func show(_ target: ScreenID) -> [BrowserEffect] {
        screen = target
        day.openedFrom = nil
        overlay = nil
        switch target {
        case .day: return []
        case .album:
            guard !album.grid.loaded else { return [] }
            album.grid.loaded = true
            return reloadAlbum()
        case .favorites:
            // Read again each time: days may have been starred in another shell since.
            favorites.loaded = true
            return reloadFavorites()
        case .search:
            // An empty search says to press /: the prompt opens on that key, so 1–5, Tab and q
            // keep their meaning here.
            return []
        case .astronauts:
            return roster.loaded ? [] : reloadRoster()
        }
    }

    /// Reads the favorites again (off the loop; the grid shown stays until they are in).
    mutating func reloadFavorites() -> [BrowserEffect] {
        guard !inFlight.contains(.favorites) else { return [] }
        return [.request(.favorites)]
    }

    /// Asks for the album's window again.
    mutating func reloadAlbum() -> [BrowserEffect] {
        let (start, end) = AlbumLayout.window(album, today: latestDay)
        return [.request(.range(start, end))]
    }

    /// Keeps the album's days of the chosen media.
    mutating func applyAlbumFilter() {
        album.grid.pictures = album.media.map { kind in album.all.filter { $0.mediaType == kind } } ?? album.all
        album.grid.selectArrived()
    }
}
