import Foundation
import TerminalSession
import APODFeature
import ImageSearchFeature
import AstronautsFeature

/// Everything the browser shows, as a value: which screen, what each holds, what is loading, what
/// is open over it. Keys and answers change it (`BrowserState+Update`); a frame is drawn from it
/// (`BrowserView`). Nothing here does I/O: what is to be fetched comes back as effects.
public struct BrowserState: Sendable {
    /// The screen shown.
    public var screen: ScreenID = .day
    /// The Day screen.
    public var day = DayState()
    /// The Album screen.
    public var album = AlbumState()
    /// The Favorites screen.
    public var favorites = GridState()
    /// The Search screen.
    public var search = SearchState()
    /// The Astronauts screen.
    public var roster = RosterState()
    /// What is open over the screen.
    public var overlay: Overlay?
    /// The last notice, on the status line.
    public var notice: String?
    /// Requests in flight (a spinner shows while any is).
    public var loading = 0
    /// Set when the person quits.
    public var quitting = false
    /// Today, in US Eastern time.
    public var today: APODDate
    /// Now (for ages).
    public var now: Date
    /// The favorites' days (for the star).
    public var favoriteDates: Set<APODDate> = []

    /// The start: the Day screen, asking for the latest picture.
    public init(today: APODDate, now: Date) {
        self.today = today
        self.now = now
    }

    /// What is open over a screen.
    public enum Overlay: Sendable, Equatable {
        /// The keys of the screen (`?`).
        case help
        /// A date being typed (`g`).
        case goTo(String)
        /// Whether to remove a favorite (`x`).
        case confirmRemove(APODDate)
        /// Words being typed (`/`) for the search or the roster's filter.
        case query(String)
    }
}

/// The Day screen: one picture in full.
public struct DayState: Sendable {
    /// The picture shown, if any.
    public var picture: APODPicture?
    /// The day asked for last (a later answer for another day is not shown).
    public var requested: Request?
    /// Why the day asked for is not shown.
    public var failure: String?
    /// The first line of the explanation shown (it scrolls).
    public var scroll = 0
    /// Whether the picture shown is a favorite.
    public var isFavorite = false
    /// The latest published day, once known (`→` stops there).
    public var latest: APODDate?
    /// The grid the day was opened from (`Esc` goes back to it).
    public var openedFrom: ScreenID?

    /// What was asked for.
    public enum Request: Sendable, Equatable {
        case latest
        case day(APODDate)
        case random
    }
}

/// A grid of days with their pictures (the album, the favorites).
public struct GridState: Sendable {
    /// The days, in the order shown.
    public var pictures: [APODPicture] = []
    /// The selected one.
    public var selected = 0
    /// The first row shown.
    public var top = 0
    /// Whether the days have been asked for.
    public var loaded = false
    /// Why they are not shown.
    public var failure: String?
}

/// The Album screen: a window of days ending on `end`, filtered by media.
public struct AlbumState: Sendable {
    /// The grid.
    public var grid = GridState()
    /// The last day of the window (nil: the latest).
    public var end: APODDate?
    /// Days in the window, 7 to 200.
    public var length = 30
    /// All, images or videos.
    public var media: APODPicture.MediaType?
    /// Every day of the window, before the media filter.
    public var all: [APODPicture] = []
}

/// What the browser asks the outside world to do; the answers come back as events.
public enum BrowserEffect: Sendable, Equatable {
    case loadLatest
    case loadDay(APODDate)
    case loadRandom
    case loadRange(APODDate, APODDate)
    case loadFavorites
    case setFavorite(APODPicture, Bool)
    case open(APODPicture)
    case download(APODPicture)
    case shown(APODPicture)
    /// A page of search results (generation, words, page).
    case search(Int, String, Int)
    /// A result's files.
    case asset(String)
    /// A page of the roster (generation, order, filter, page).
    case roster(Int, AstronautsQuery.Sort, String, Int, refresh: Bool)
}

/// What happens to the browser: a key, or an answer.
public enum BrowserEvent: Sendable {
    case key(Key)
    case dayLoaded(DayState.Request, Result<(APODPicture, notice: String?), BrowserFailure>)
    case rangeLoaded(APODDate, APODDate, Result<[APODPicture], BrowserFailure>)
    case favoritesLoaded(Result<[APODPicture], BrowserFailure>)
    case favoriteSet(APODPicture, Result<Bool, BrowserFailure>)
    case done(Result<String, BrowserFailure>)
    case searchLoaded(Int, Result<SearchPage, BrowserFailure>)
    case assetLoaded(String, Result<(SearchItem?, [AssetFile]), BrowserFailure>)
    case rosterLoaded(Int, Result<AstronautPage, BrowserFailure>)
}
