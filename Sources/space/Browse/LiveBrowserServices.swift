import Foundation
import SpaceLocalization
import SpaceDesktop
import SpacePictures
import SpaceCommandLine
import SpaceSupport
import SpaceNetworking
import APODFeature
import SpaceBrowser
import SpacePresentation
import ImageSearchFeature
import AstronautsFeature
import SpaceImaging
import TerminalGraphics

/// The browser's services on the real cache, network and data folder, as the commands use them:
/// the same lookups (with the offline fallback), the same favorites file, the same downloads.
struct LiveBrowserServices: BrowserServices {
    let context: AppContext
    /// A day on its way (loaded ahead, then shown; asked again by held keys) is asked once.
    private let days = SharedWork<APODDate, DayAnswer>()

    init(context: AppContext) throws {
        self.context = context
        _ = try context.apodFetcher()  // a bad SPACE_APOD_URL is one sentence before the screen is taken
    }

    /// A request's own context: what it would print is kept in `notices`, never printed.
    func quiet(_ notices: BrowseNotices = BrowseNotices()) -> AppContext {
        var asking = context
        asking.keptNotices = notices
        return asking
    }

    /// APOD for one request, its notices kept in `notices`.
    private func fetcher(_ notices: BrowseNotices = BrowseNotices()) throws -> APODFetcher {
        try quiet(notices).apodFetcher()
    }

    private func lookup(_ notices: BrowseNotices) throws -> APODLookup {
        APODLookup(fetcher: try fetcher(notices), archive: context.apodArchive, now: context.now)
    }

    func today() -> APODDate { APODDate.today(at: context.now()) }

    func latest() async throws -> DayAnswer {
        let notices = BrowseNotices()
        do {
            let shown = try await lookup(notices).latest()
            return DayAnswer(
                picture: shown.picture, notice: shown.notice, source: source(notices, offline: shown.offline))
        } catch { throw Self.failure(error) }
    }

    /// Where an answer came from when the service did not give it just now: a stale cache entry
    /// ("offline · cached 3 hours ago"), or the pictures kept on disk.
    private func source(_ notices: BrowseNotices, offline: Bool) -> String? {
        if let since = notices.staleSince.withLock({ $0 }) {
            return tr("offline · cached {age}", ["age": AgeText.ago(context.now().timeIntervalSince(since))])
        }
        return offline ? tr("offline · from the pictures kept") : nil
    }

    /// One day; with the network gone and the day never seen, the last picture seen and the
    /// offline app's sentence, as the latest is shown (`--offline` counts as gone).
    func day(_ date: APODDate) async throws -> DayAnswer {
        try await days.value(date) { try await fetchDay(date) }
    }

    private func fetchDay(_ date: APODDate) async throws -> DayAnswer {
        let notices = BrowseNotices()
        do {
            let shown = try await lookup(notices).day(date)
            return DayAnswer(
                picture: shown.picture, notice: shown.notice, source: source(notices, offline: shown.offline))
        } catch let error as SpaceError
            where error.isUnreachable || (context.cacheMode == .offline && error.kind == .unavailable)
        {
            if let last = context.apodArchive.lastShown(), let picture = context.apodArchive.picture(on: last.date) {
                return DayAnswer(
                    picture: picture, notice: date.description + ": " + APODLookup.offlineNotice,
                    source: tr("offline · from the pictures kept"))
            }
            throw Self.failure(error)
        } catch { throw Self.failure(error) }
    }

    func random() async throws -> APODPicture {
        do {
            let result = try await fetcher().random(count: 1, matching: nil, through: today())
            guard let picture = result.pictures.first else {
                throw BrowserFailure(tr("No random day could be found; try again."))
            }
            return picture
        } catch let failure as BrowserFailure { throw failure } catch { throw Self.failure(error) }
    }

    func range(from start: APODDate, through end: APODDate) async throws -> RangeAnswer {
        do {
            let result = try await fetcher().range(from: start, through: end)
            if result.count == 0, let failure = result.failure ?? result.stoppedBy { throw failure }
            // Days that failed inside the window are named, as the command line names them.
            let unloaded = APODCommand.failure(of: result, start: start, end: end).map { Self.failure($0).message }
            return RangeAnswer(pictures: result.pictures, unloaded: unloaded)
        } catch { throw Self.failure(error) }
    }

    /// `space apod --on-this-day`'s days: one request a year at most, none for a day cached.
    func sameDayOfEveryYear(month: Int, day: Int) async throws -> [APODPicture] {
        let dates = APODDate.sameDayOfEveryYear(month: month, day: day, through: today())
        do {
            let result = try await fetcher().days(dates)
            if result.count == 0, let failure = result.failure ?? result.stoppedBy { throw failure }
            return result.pictures
        } catch { throw Self.failure(error) }
    }

    func favorites() throws -> [APODPicture] {
        do { return try context.favorites.all(explanations: true) } catch { throw Self.failure(error) }
    }

    func setFavorite(_ picture: APODPicture, _ on: Bool) throws {
        do {
            if on { _ = try context.favorites.add([picture]) } else { try context.favorites.remove([picture.date]) }
        } catch { throw Self.failure(error) }
    }

    func shown(_ picture: APODPicture) {
        _ = try? context.apodArchive.recordShown(picture, at: context.now())
    }

    func open(_ picture: APODPicture) throws -> String {
        guard let link = PictureSubject.apod(picture).open else {
            throw BrowserFailure(tr("There is no link to open for {what}.", ["what": picture.date.description]))
        }
        do { try context.desktopSession().open(link) } catch { throw Self.failure(error) }
        return tr("Opened {link}", ["link": link.absoluteString])
    }

    func download(_ picture: APODPicture) async throws -> String {
        let saver = PictureSaver(folder: ".", force: false, home: context.environment["HOME"], commandPath: ["browse"])
        do {
            let saved = try await PictureDownload.download(
                .apod(picture), saver: saver, context: quiet().pictures, progress: false)
            return saved.alreadyThere
                ? tr("Already saved: {path}", ["path": saved.file.path]) : tr("Saved {path}", ["path": saved.file.path])
        } catch { throw Self.failure(error) }
    }

    func search(_ words: String, page: Int, pageSize: Int) async throws -> SearchPage {
        do {
            let library = ImageLibrary(
                client: quiet().client(),
                baseURL: try context.baseURL(.imagesURL, default: ImageLibrary.defaultURL))
            return try await library.search(SearchQuery(text: words, page: page, pageSize: pageSize))
        } catch let problem as SearchQuery.Problem {
            throw BrowserFailure(SearchCommand.words(for: problem))
        } catch { throw Self.failure(error) }
    }

    func asset(_ id: String) async throws -> (SearchItem?, [AssetFile]) {
        do {
            let library = ImageLibrary(
                client: quiet().client(),
                baseURL: try context.baseURL(.imagesURL, default: ImageLibrary.defaultURL))
            let answer = try await library.asset(id: id)
            return (answer.item, answer.files)
        } catch { throw Self.failure(error) }
    }

    func roster(
        sort: AstronautsQuery.Sort, filter: String, page: Int, pageSize: Int, refresh: Bool
    ) async throws -> RosterAnswer {
        do {
            let notices = BrowseNotices()
            var asking = quiet(notices)
            if refresh && asking.cacheMode == .normal { asking.cacheMode = .refresh }
            let roster = try AstronautsCommand.roster(asking)
            let page = try await roster.page(
                AstronautsQuery(sort: sort, search: filter.isEmpty ? nil : filter, limit: pageSize, page: page))
            let ago = notices.staleSince.withLock { $0 }.map { AgeText.ago(context.now().timeIntervalSince($0)) }
            return RosterAnswer(page: page, cachedAgo: ago)
        } catch { throw Self.failure(error) }
    }

    /// A failure in one sentence, as the status line shows it.
    static func failure(_ error: any Error) -> BrowserFailure {
        if let error = error as? SpaceError { return BrowserFailure(error.message) }
        if let error = error as? UsageError { return BrowserFailure(error.message) }
        if let error = error as? ImageDecodingError { return BrowserFailure(error.sentence) }
        return BrowserFailure(error.localizedDescription)
    }
}
