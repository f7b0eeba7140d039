import Foundation
import SpaceLocalization
import APODFeature
import ImageSearchFeature

/// The answers to what the browser asked for, each taken as the kind its request asked for (an
/// answer of another kind is a failure, `expecting`), and handed to the screen that asked; an
/// answer no longer wanted (another day asked for since, an older list) changes nothing.
extension BrowserState {
    /// A request's answer, or why there is none.
    mutating func answered(
        _ request: BrowserRequest, _ result: Result<BrowserAnswer, BrowserFailure>
    ) -> [BrowserEffect] {
        switch request {
        case .latest: return dayLoaded(.latest, result.expecting(\.day))
        case .day(let date): return dayLoaded(.day(date), result.expecting(\.day))
        case .random: return dayLoaded(.random, result.expecting(\.day))
        case .range(let start, let end): return rangeLoaded(start, end, result.expecting(\.pictures))
        case .sameDay(let monthDay): return sameDayLoaded(monthDay, result.expecting(\.pictures))
        case .favorites: return favoritesLoaded(result.expecting(\.pictures))
        case .search(let generation, _, _): return searchLoaded(generation, result.expecting(\.page))
        case .archive(let generation, _, _): return archiveLoaded(generation, result.expecting(\.archive))
        case .asset(let id): return assetLoaded(id, result.expecting(\.asset))
        case .roster(let generation, _, _, _, _): return rosterLoaded(generation, result.expecting(\.roster))
        case .astronaut(let id):
            astronautLoaded(id, result.expecting(\.astronaut))
            return []
        }
    }

    /// A day for the Day screen, if it is still the one asked for.
    mutating func dayLoaded(
        _ request: DayState.Request,
        _ result: Result<(picture: APODPicture, notice: String?, source: String?), BrowserFailure>
    ) -> [BrowserEffect] {
        guard request == day.requested else { return [] }
        day.pictureWithheld = false
        switch result {
        case .success(let (picture, notice, source)):
            day.picture = picture
            day.failure = nil
            day.source = source
            if source != nil { saidOffline = true }
            day.scroll = 0
            day.isFavorite = favoriteDates.contains(picture.date)
            if request == .latest { day.latest = max(day.latest ?? picture.date, picture.date) }
            if message?.screen == .day { message = nil }
            if let notice {
                note(notice, on: .day)
            } else if request == .latest, unseen == nil, let seen = seenBefore, picture.date > seen {
                // New: the days since, but those opened on their own before (the latest an
                // earlier browse opened on); they stay new until opened.
                let count = seen.days(to: picture.date) - seenAhead.filter { $0 > seen && $0 <= picture.date }.count
                if count > 0 {
                    unseen = seen.adding(days: 1)...picture.date
                    note(
                        tr(
                            "{count, plural, one {# new day} other {# new days}} since {day}; u shows them as an album.",
                            ["count": count, "day": Self.dayWords(seen, today: today)]),
                        on: .day)
                }
            }
            return [.shown(picture)]
        case .failure(let failure):
            // The day that failed has the screen: its date, why, and h/l from it.
            day.picture = nil
            day.failure = failure.message
            day.source = nil
            day.scroll = 0
            return []
        }
    }

    /// The album's window of days, if it is still the one shown.
    mutating func rangeLoaded(
        _ start: APODDate, _ end: APODDate,
        _ result: Result<(pictures: [APODPicture], unloaded: String?), BrowserFailure>
    ) -> [BrowserEffect] {
        guard album.sameDay == nil, AlbumLayout.window(album, today: latestDay) == (start, end) else { return [] }
        switch result {
        case .success(let (pictures, unloaded)):
            album.all = pictures
            album.grid.failure = nil
            album.shown = AlbumState.Window(end: album.end, length: album.length)
            applyAlbumFilter()
            if let unloaded { note(unloaded, on: .album) }
            // The new days listed whole are seen, as `space apod --unseen` listing them is.
            if let through = album.seenOnLoad, unloaded == nil, end >= through {
                album.seenOnLoad = nil
                unseen = nil
                return [.seenThrough(through)]
            }
        case .failure(let failure):
            note(failure.message, on: .album)
            if let shown = album.shown {
                // The days of the window before stay, and so does its name.
                album.end = shown.end
                album.length = shown.length
                album.grid.selectOnLoad = nil
            } else {
                album.grid.failure = failure.message
            }
        }
        return []
    }

    /// The same day of every year, if the album still shows that day.
    mutating func sameDayLoaded(
        _ monthDay: AlbumState.MonthDay, _ result: Result<(pictures: [APODPicture], unloaded: String?), BrowserFailure>
    ) -> [BrowserEffect] {
        guard album.sameDay == monthDay else { return [] }
        switch result {
        case .success(let (pictures, _)):
            album.all = pictures
            album.grid.failure = nil
            applyAlbumFilter()
        case .failure(let failure):
            album.all = []
            album.grid.failure = failure.message
            note(failure.message, on: .album)
        }
        return []
    }

    /// The favorites as the file has them (read again if one was starred meanwhile).
    mutating func favoritesLoaded(
        _ result: Result<(pictures: [APODPicture], unloaded: String?), BrowserFailure>
    ) -> [BrowserEffect] {
        if favorites.changedWhileLoading {
            favorites.changedWhileLoading = false
            return reloadFavorites()
        }
        switch result {
        case .success(let (pictures, _)):
            // The day selected stays selected, wherever days added elsewhere put it.
            let selectedDay =
                favorites.pictures.indices.contains(favorites.selected)
                ? favorites.pictures[favorites.selected].date : nil
            favorites.pictures = pictures
            favorites.failure = nil
            if let selectedDay, favorites.selectOnLoad == nil,
                let index = pictures.firstIndex(where: { $0.date == selectedDay })
            {
                favorites.selected = index
            }
            favorites.selectArrived()
            favoriteDates = Set(pictures.map(\.date))
            if let shown = day.picture { day.isFavorite = favoriteDates.contains(shown.date) }
        case .failure(let failure):
            favorites.failure = failure.message
            note(failure.message, on: .favorites)
        }
        return []
    }

    /// The files of the result open in full, if it still is.
    mutating func assetLoaded(
        _ id: String, _ result: Result<(item: SearchItem?, files: [AssetFile]), BrowserFailure>
    ) -> [BrowserEffect] {
        guard search.list.open?.nasaID == id else { return [] }
        switch result {
        case .success(let (item, files)):
            if let item { search.list.open = item }
            search.files = files
        case .failure(let failure): note(failure.message, on: .search)
        }
        return []
    }
}
