import Foundation
import APODFeature
import ImageSearchFeature
import AstronautsFeature
import SpaceLocalization

/// What the browser asks of the outside world: pictures of the day, favorites, picture files,
/// opening and saving. The command line wires it to the cache, the network and the data folder;
/// tests give it recorded days. Every failure thrown is a `BrowserFailure`: one sentence for the
/// status line.
public protocol BrowserServices: Sendable {
    /// Today in US Eastern time, where APOD is published.
    func today() -> APODDate
    /// The latest published picture, and a notice when an older one is shown (offline).
    func latest() async throws -> DayAnswer
    /// One day's picture, and a notice when another day stands in for it.
    func day(_ date: APODDate) async throws -> DayAnswer
    /// A random day's picture.
    func random() async throws -> APODPicture
    /// The days from `start` through `end` that loaded, oldest first, and which did not.
    func range(from start: APODDate, through end: APODDate) async throws -> RangeAnswer
    /// The same day of every year through today, oldest first (the days that loaded).
    func sameDayOfEveryYear(month: Int, day: Int) async throws -> [APODPicture]
    /// The favorites, oldest first.
    func favorites() throws -> [APODPicture]
    /// Adds or removes a favorite.
    func setFavorite(_ picture: APODPicture, _ on: Bool) throws
    /// Keeps the picture as the last one shown (for `space apod --prev` and offline use).
    func shown(_ picture: APODPicture)
    /// Opens the picture (or the video's page) with the system opener; what was opened.
    func open(_ picture: APODPicture) throws -> String
    /// Saves the picture in the download folder; the file's path.
    func download(_ picture: APODPicture) async throws -> String
    /// Sets the picture as the wallpaper (composed and captioned as the settings say); what was done.
    func setWallpaper(_ picture: APODPicture) async throws -> String
    /// A page of the image library's results for the words.
    func search(_ words: String, page: Int, pageSize: Int) async throws -> SearchPage
    /// A result's record and files.
    func asset(_ id: String) async throws -> (SearchItem?, [AssetFile])
    /// A page of the roster (`refresh`: ask the service again, not the cache), and how long ago
    /// it was cached when the service did not answer.
    func roster(
        sort: AstronautsQuery.Sort, filter: String, page: Int, pageSize: Int, refresh: Bool
    ) async throws -> RosterAnswer
    /// The archive's days for the words in its query language (`"phrase"`, `-word`, `OR`,
    /// `prefix*`), best first, at most `limit`; `.notSynced` before `space apod sync`.
    func archiveSearch(_ words: String, limit: Int) async throws -> ArchiveAnswer
    /// The newest day through which every day was seen before (by `space apod` or an earlier
    /// browse), if any.
    func newestSeen() -> APODDate?
    /// The days after it seen on their own (opened; not new).
    func seenAhead() -> [APODDate]
    /// Marks every day through `date` seen.
    func seenThrough(_ date: APODDate)
    /// Where the browser was left last time.
    func resumePoint() -> ResumePoint.Reading
    /// Keeps where the browser is now, for the next time.
    func keepResumePoint(_ point: ResumePoint)
    /// Whether the archive has been synced here (the Search screen then opens on it).
    func archiveIsSynced() -> Bool
    /// Syncs the archive here, as `space apod sync` does, telling `progress` the days gone
    /// through; cancelled, it keeps what came and says it stopped.
    func syncArchive(progress: @escaping @Sendable (Int) -> Void) async throws -> SyncReport
    /// One astronaut in full, by Launch Library 2's id.
    func astronaut(_ id: Int) async throws -> Astronaut
    /// The commands typed after `:` in earlier runs, oldest first.
    func commandHistory() -> [String]
    /// Keeps the commands typed after `:` for the next run.
    func keepCommandHistory(_ lines: [String])
}

extension BrowserServices {
    /// Services without it (tests of other screens): the days one by one from `range`.
    public func sameDayOfEveryYear(month: Int, day: Int) async throws -> [APODPicture] {
        var pictures: [APODPicture] = []
        for date in APODDate.sameDayOfEveryYear(month: month, day: day, through: today()) {
            pictures += try await range(from: date, through: date).pictures
        }
        return pictures
    }

    /// Services that keep no record of what was seen (tests of other screens).
    public func newestSeen() -> APODDate? { nil }
    public func seenAhead() -> [APODDate] { [] }
    public func seenThrough(_ date: APODDate) {}

    /// Services that keep no place (tests of other screens): the browser starts from today.
    public func resumePoint() -> ResumePoint.Reading { .none }
    public func keepResumePoint(_ point: ResumePoint) {}

    /// Services without an archive (tests of other screens).
    public func archiveIsSynced() -> Bool { false }
    public func syncArchive(progress: @escaping @Sendable (Int) -> Void) async throws -> SyncReport {
        throw BrowserFailure(tr("The archive cannot be synced from here."))
    }

    /// Services that keep no history (tests of other screens).
    public func commandHistory() -> [String] { [] }
    public func keepCommandHistory(_ lines: [String]) {}

    /// Services without the roster's detail (tests of other screens): asked of the roster's pages.
    public func astronaut(_ id: Int) async throws -> Astronaut {
        throw BrowserFailure(tr("Astronaut {id} was not found.", ["id": id]))
    }

    /// Services without a desktop (tests of other screens).
    public func setWallpaper(_ picture: APODPicture) async throws -> String {
        throw BrowserFailure(tr("The wallpaper cannot be set from here."))
    }

    /// Services without an archive (tests of other screens): never synced.
    public func archiveSearch(_ words: String, limit: Int) async throws -> ArchiveAnswer { .notSynced }
}

/// The days of a window that loaded, and a sentence naming those that did not (a day that fails
/// inside a window is said, never left out silently).
public struct RangeAnswer: Sendable {
    public var pictures: [APODPicture]
    public var unloaded: String?

    public init(pictures: [APODPicture], unloaded: String? = nil) {
        self.pictures = pictures
        self.unloaded = unloaded
    }
}

/// A page of the roster, and when it came from the cache because Launch Library 2 did not
/// answer, how long ago it was cached ("3 hours ago").
public struct RosterAnswer: Sendable {
    public var page: AstronautPage
    public var cachedAgo: String?

    public init(page: AstronautPage, cachedAgo: String? = nil) {
        self.page = page
        self.cachedAgo = cachedAgo
    }
}

/// A day's answer: the picture, a notice when it is not the day asked for, and where it came
/// from when the service did not answer ("offline · cached 3 hours ago").
public struct DayAnswer: Sendable {
    /// The picture.
    public var picture: APODPicture
    /// Why this picture and not the one asked for, if so.
    public var notice: String?
    /// Where it came from, when not from the service just now.
    public var source: String?

    /// An answer.
    public init(picture: APODPicture, notice: String? = nil, source: String? = nil) {
        self.picture = picture
        self.notice = notice
        self.source = source
    }
}

/// Why something the browser asked for did not happen, in one sentence for the status line.
public struct BrowserFailure: Error, Sendable, Equatable {
    /// The sentence.
    public var message: String
    /// A failure.
    public init(_ message: String) { self.message = message }

    /// `words` for any error, the services' own failures kept as they are.
    static func keeping(
        _ words: @escaping @Sendable (any Error) -> BrowserFailure
    ) -> @Sendable (any Error) -> BrowserFailure {
        { ($0 as? BrowserFailure) ?? words($0) }
    }
}
