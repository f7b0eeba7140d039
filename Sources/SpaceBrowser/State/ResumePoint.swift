import Foundation
import APODFeature
import AstronautsFeature

/// Where the browser was left: the screen, the day, the album's window, the search and the roster
/// with their places. `space browse` reopens on it (`--fresh`, or `g` and Enter on an empty date,
/// start from today); it is kept in the data folder each time it changes, so a quit, a stop and a
/// signal all leave it as it was.
public struct ResumePoint: Codable, Sendable, Equatable {
    /// The file's own version: another one is not read (it is ignored, and said once).
    public static let currentVersion = 1

    public var version = Self.currentVersion
    /// The screen: day, album, favorites, search or astronauts.
    public var screen: String
    /// The day on the Day screen (nil: the latest).
    public var day: String?
    /// The album's window: its last day (nil: the latest), its length and the kind of day kept,
    /// or one day of every year (`MM-DD`).
    public var albumEnd: String?
    public var albumLength: Int?
    public var albumMedia: String?
    public var albumSameDay: String?
    /// The day selected in the album, and in the favorites.
    public var albumSelected: String?
    public var favoritesSelected: String?
    /// The search's words, its side (archive or library) and the row selected.
    public var query: String?
    public var searchSource: String?
    public var searchSelected: Int?
    /// The roster's order (asc or desc), filter and the row selected.
    public var rosterSort: String?
    public var rosterFilter: String?
    public var rosterSelected: Int?

    enum CodingKeys: String, CodingKey {
        case version, screen, day, query
        case albumEnd = "album_end"
        case albumLength = "album_length"
        case albumMedia = "album_media"
        case albumSameDay = "album_same_day"
        case albumSelected = "album_selected"
        case favoritesSelected = "favorites_selected"
        case searchSource = "search_source"
        case searchSelected = "search_selected"
        case rosterSort = "roster_sort"
        case rosterFilter = "roster_filter"
        case rosterSelected = "roster_selected"
    }

    public init(screen: String) { self.screen = screen }

    /// What reading it found.
    public enum Reading: Sendable, Equatable {
        case none
        case point(ResumePoint)
        /// A file that is not one of ours, damaged, or of another version.
        case unreadable
    }

    /// The point in `data`, checked: its version, its screen, its days and numbers within range.
    public static func read(_ data: Data?) -> Reading {
        guard let data else { return .none }
        guard let point = try? JSONDecoder().decode(ResumePoint.self, from: data),
            point.version == currentVersion, ScreenID.named(point.screen) != nil,
            [point.day, point.albumEnd, point.albumSelected, point.favoritesSelected].allSatisfy({
                $0.map { APODDate($0) != nil } ?? true
            }),
            (point.albumLength.map { (7...200).contains($0) } ?? true),
            (point.searchSelected ?? 0) >= 0, (point.rosterSelected ?? 0) >= 0
        else { return .unreadable }
        return .point(point)
    }

    /// The file's bytes.
    public var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

extension ScreenID {
    /// Its name in English: in a resume point and in JSON.
    public var name: String {
        switch self {
        case .day: return "day"
        case .album: return "album"
        case .favorites: return "favorites"
        case .search: return "search"
        case .astronauts: return "astronauts"
        }
    }

    static func named(_ name: String) -> ScreenID? { allCases.first { $0.name == name } }
}

extension BrowserState {
    /// Where the browser is now, as `space browse` would reopen on it.
    public var resumePoint: ResumePoint {
        var point = ResumePoint(screen: screen.name)
        if case .day(let date)? = day.requested {
            point.day = date.description
        } else if let picture = day.picture,
            picture.date != day.latest
        {
            point.day = picture.date.description
        }
        // The window's last day as it was shown: "the latest" is another day tomorrow.
        point.albumEnd = (album.end ?? album.shown.flatMap { _ in day.latest })?.description
        point.albumLength = album.length
        point.albumMedia = album.media?.rawValue
        point.albumSameDay = album.sameDay.map { String(format: "%02d-%02d", $0.month, $0.day) }
        if album.grid.pictures.indices.contains(album.grid.selected) {
            point.albumSelected = album.grid.pictures[album.grid.selected].date.description
        }
        if favorites.pictures.indices.contains(favorites.selected) {
            point.favoritesSelected = favorites.pictures[favorites.selected].date.description
        }
        if !search.query.isEmpty {
            point.query = search.query
            point.searchSource = search.source == .archive ? "archive" : "library"
            point.searchSelected = search.source == .archive ? search.archive.selected : search.list.selected
        }
        point.rosterSort = roster.sort == .desc ? "desc" : "asc"
        point.rosterFilter = roster.filter.isEmpty ? nil : roster.filter
        point.rosterSelected = roster.loaded ? roster.list.selected : nil
        return point
    }

    /// The start, reopening on `point`: the screen it names with what it held asked for again,
    /// and the day (the latest when it names none).
    mutating func resuming(_ point: ResumePoint?) -> [BrowserEffect] {
        guard let point, let target = ScreenID.named(point.screen) else { return starting() }
        favorites.loaded = true
        var effects: [BrowserEffect]
        if let day = point.day.flatMap(APODDate.init) {
            effects = ask(.day(min(day, today)))
        } else {
            effects = ask(.latest)
        }
        effects.append(.request(.favorites))
        favorites.selectOnLoad = point.favoritesSelected.flatMap(APODDate.init).map { .day($0) } ?? .newest
        if let length = point.albumLength { album.length = length }
        album.end = point.albumEnd.flatMap(APODDate.init)
        album.media = point.albumMedia.flatMap(APODPicture.MediaType.init(rawValue:))
        album.grid.selectOnLoad = point.albumSelected.flatMap(APODDate.init).map { .day($0) } ?? .newest
        if let sort = point.rosterSort { roster.sort = sort == "desc" ? .desc : .asc }
        roster.filter = point.rosterFilter ?? ""
        roster.list.restoreSelection = point.rosterSelected
        screen = target
        switch target {
        case .day, .favorites: break
        case .album:
            album.grid.loaded = true
            let parts = point.albumSameDay?.split(separator: "-").compactMap { Int($0) } ?? []
            if parts.count == 2 {
                let monthDay = AlbumState.MonthDay(month: parts[0], day: parts[1])
                album.sameDay = monthDay
                effects.append(.request(.sameDay(monthDay)))
            } else {
                effects += reloadAlbum()
            }
        case .search:
            if let query = point.query, !query.isEmpty {
                search.source = point.searchSource == "archive" ? .archive : .library
                search.sourceChosen = true
                effects += runSearch(query)
                search.archive.restoreSelection = search.source == .archive ? point.searchSelected : nil
                search.list.restoreSelection = search.source == .library ? point.searchSelected : nil
            }
        case .astronauts:
            roster.loaded = true
            effects += reloadRoster()
            roster.list.restoreSelection = point.rosterSelected
        }
        return effects
    }
}
