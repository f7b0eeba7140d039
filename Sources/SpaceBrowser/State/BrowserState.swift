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
    /// The last notice, on the status line while it is current and on its screen.
    public var message: Notice?
    /// Requests in flight, each taken out by its own answer.
    public var inFlight = InFlight()
    /// How many requests are in flight (a spinner shows while any is).
    public var loading: Int { inFlight.count }
    /// Set when the person quits.
    public var quitting = false
    /// Today, in US Eastern time.
    public var today: APODDate
    /// Now (for ages).
    public var now: Date
    /// Seconds since the browser started, on a clock that only moves forward (notices run out by it).
    public var clock: TimeInterval = 0
    /// The newest day seen before this run (by `space apod` or an earlier browse), if any.
    public var seenBefore: APODDate?
    /// The days published since then, once the latest picture shows there are some: `u` opens
    /// them as an album.
    public var unseen: ClosedRange<APODDate>?
    /// Whether animated pictures are stopped where they are (Space).
    public var animationsPaused = false
    /// Pictures found to be animated, by name (the Day screen and the album say so).
    public var animated: Set<PictureName> = []
    /// Days after `seenBefore` opened before, on their own: not new.
    public var seenAhead: Set<APODDate> = []
    /// How far what scrolls can scroll at the size last drawn, as the loop reports it after each
    /// frame (nil before the first): the state clamps with them and never asks the views.
    public var limits: LayoutLimits?
    /// Whether the person was told the services do not answer (once, when it is first seen).
    public var saidOffline = false
    /// The favorites' days (for the star).
    public var favoriteDates: Set<APODDate> = []
    /// Pictures' shapes once decoded (width over height), by picture name (`day 2024-02-08`):
    /// a record's picture goes beside its text or above it, whichever draws it larger.
    public var aspects: [PictureName: Double] = [:]
    /// The pictures' work: decoded, on their way, failed, loaded ahead (`BrowserState+Pictures`).
    public var pictures = PictureLoads()
    /// The keys in force: the table's, with the person's own from the keys file.
    public var keys = KeyMap.standard
    /// The commands typed after `:`, oldest first, kept across runs (at most `historyLimit`).
    public var commandHistory: [String] = []
    public static let historyLimit = 100

    /// The start: the Day screen, asking for the latest picture.
    public init(today: APODDate, now: Date) {
        self.today = today
        self.now = now
    }

    /// The notice shown on the status line now: the current one, on its screen.
    public var notice: String? {
        get {
            guard let message, message.screen == nil || message.screen == screen else { return nil }
            return message.text
        }
        set { message = newValue.map { Notice($0, screen: screen, at: clock) } }
    }

    /// Gives a notice that belongs to `screen` (nil: every screen).
    mutating func note(_ text: String, on screen: ScreenID?, inProgress: Bool = false) {
        message = Notice(text, screen: screen, at: clock, inProgress: inProgress)
    }

    /// Takes a notice of work under way away (its answer came).
    mutating func endProgress() {
        if message?.inProgress == true { message = nil }
    }

    /// What is open over a screen.
    public enum Overlay: Sendable, Equatable {
        /// The keys of the screen (`?`), scrolled by this many lines.
        case help(scroll: Int)
        /// A date being typed (`g`).
        case goTo(LineEditor)
        /// Whether to remove a favorite (`x`).
        case confirmRemove(APODDate)
        /// Words being typed (`/`) for the search or the roster's filter.
        case query(LineEditor)
        /// A command being typed (`:`).
        case command(CommandPrompt)
        /// The day's picture alone, on the whole terminal (`v`).
        case picture

        /// The key help, from its top.
        public static let help = Overlay.help(scroll: 0)
    }
}

/// The Day screen: one picture in full.
public struct DayState: Sendable {
    /// The picture shown, if any.
    public var picture: APODPicture?
    /// The day asked for last (a later answer for another day is not shown).
    public var requested: Request?

    /// The day `←`/`→` step from: the day asked for last (typed-ahead keys count from it, and a
    /// day that failed is a day too), else the day shown.
    func anchor(today: APODDate) -> APODDate {
        if case .day(let date)? = requested { return date }
        return picture?.date ?? latest ?? today
    }

    /// The date asked for and not shown yet, if any.
    var awaited: APODDate? {
        guard case .day(let date)? = requested, picture?.date != date || failure != nil else { return nil }
        return date
    }
    /// Why the day asked for is not shown.
    public var failure: String?
    /// Where the day shown came from when the service did not answer ("offline · cached 3 hours ago").
    public var source: String?
    /// The first line of the explanation shown (it scrolls).
    public var scroll = 0
    /// Whether the picture shown is a favorite.
    public var isFavorite = false
    /// The latest published day, once known (`→` stops there).
    public var latest: APODDate?
    /// The grid the day was opened from (`Esc` goes back to it).
    public var openedFrom: ScreenID?
    /// Set while a day asked for from the `g` prompt is on its way: the picture shown is not drawn
    /// again when the prompt closes (kitty was sent it again only to have it replaced).
    public var pictureWithheld = false

    /// What was asked for.
    public enum Request: Sendable, Hashable {
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
    /// Where the selection goes when the days next arrive: the newest (the last, as a list of
    /// days ends), the oldest, or where it is.
    public var selectOnLoad: SelectOnLoad? = .newest

    /// Where a grid's selection goes when its days arrive: the newest, the oldest, or a day (the
    /// one the browser was left on; the newest when it is not among them).
    public enum SelectOnLoad: Sendable, Equatable {
        case newest, oldest
        case day(APODDate)
    }
    /// The first row shown.
    public var top = 0
    /// Whether the days have been asked for.
    public var loaded = false
    /// Why they are not shown.
    public var failure: String?
    /// Set when a day was starred or unstarred while the days were being read: that answer may
    /// predate the change, so it is read again instead of shown.
    public var changedWhileLoading = false
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
    /// Set when the album shows one day of every year (`y` on the Day screen) instead of a window.
    public var sameDay: MonthDay?
    /// The last new day, while the album of the new days (`u`) loads: listed whole, they are seen.
    public var seenOnLoad: APODDate?
    /// The window whose days are shown (`end`, `length`), once one has loaded: a window that
    /// fails to load leaves the album on this one, its label and the next `[` or `]` with it.
    public var shown: Window?

    /// A day of the year.
    public struct MonthDay: Sendable, Hashable {
        public var month: Int
        public var day: Int
    }

    /// A window of the album: its last day (nil: the latest) and its length.
    public struct Window: Sendable, Equatable {
        public var end: APODDate?
        public var length: Int
    }
}

/// How far what scrolls can scroll in the frame last drawn: the Day screen's explanation and the
/// key help (the largest scroll that still shows the last line).
public struct LayoutLimits: Sendable, Equatable {
    public var dayScroll: Int
    public var helpScroll: Int

    public init(dayScroll: Int, helpScroll: Int) {
        self.dayScroll = dayScroll
        self.helpScroll = helpScroll
    }
}
