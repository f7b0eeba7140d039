import APODFeature
import ImageSearchFeature
import AstronautsFeature
import SpaceLocalization

/// Something the browser asks of the services and waits for: the one shape of its requests. It
/// goes out as `BrowserEffect.request` and comes back, the same value, with its answer as
/// `BrowserEvent.answered`; what is in flight (`InFlight`) and whether a list's page is on its
/// way follow from it, and the effect runner asks each of one place.
public enum BrowserRequest: Hashable, Sendable {
    /// The latest published day.
    case latest
    /// One day.
    case day(APODDate)
    /// A random day.
    case random
    /// The album's window of days, first and last.
    case range(APODDate, APODDate)
    /// The same day of every year (month, day), oldest first.
    case sameDay(AlbumState.MonthDay)
    /// The favorites.
    case favorites
    /// A page of the image library's results for the words (the list's generation first).
    case search(Int, String, page: Int)
    /// The archive's days for the words, best first, at most `limit` (the list's generation first).
    case archive(Int, String, limit: Int)
    /// A result's record and files, by NASA id.
    case asset(String)
    /// A page of the roster (the list's generation, order, filter; `refresh`: past the cache).
    case roster(Int, AstronautsQuery.Sort, String, page: Int, refresh: Bool)
    /// One astronaut in full, by id (`:astronaut 12`).
    case astronaut(Int)

    /// The request for a day the Day screen asks for.
    init(_ day: DayState.Request) {
        switch day {
        case .latest: self = .latest
        case .day(let date): self = .day(date)
        case .random: self = .random
        }
    }

    /// The list a page is asked for, and the list's generation; nil for a request of no list.
    var page: (list: PagedList, generation: Int)? {
        switch self {
        case .search(let generation, _, _): return (.search, generation)
        case .archive(let generation, _, _): return (.archive, generation)
        case .roster(let generation, _, _, _, _): return (.roster, generation)
        default: return nil
        }
    }
}

/// The lists loaded a page at a time.
public enum PagedList: Sendable, Hashable {
    case search, archive, roster
}

/// What the services answered to a request, one case a kind of answer.
public enum BrowserAnswer: Sendable {
    /// A day, why another stands in for the one asked (a notice), and where it came from when
    /// not from the service just now.
    case day(APODPicture, notice: String? = nil, source: String? = nil)
    /// Days (a window, the same day of every year, the favorites), and which did not load.
    case pictures([APODPicture], unloaded: String? = nil)
    /// A page of the image library's results.
    case page(SearchPage)
    /// The archive's days for the words.
    case archive(ArchiveAnswer)
    /// A result's record, if the library sent it, and its files.
    case asset(SearchItem?, [AssetFile])
    /// A page of the roster, and how long ago it was cached when the service did not answer.
    case roster(AstronautPage, cachedAgo: String? = nil)
    /// One astronaut.
    case astronaut(Astronaut)
}

extension Result where Success == BrowserAnswer, Failure == BrowserFailure {
    /// The answer as the kind the request asked for; an answer of another kind is refused, never
    /// shown as if it were the one asked for.
    func expecting<Value>(_ pick: (BrowserAnswer) -> Value?) -> Result<Value, BrowserFailure> {
        flatMap { answer in
            pick(answer).map { .success($0) }
                ?? .failure(BrowserFailure(tr("The answer was not the one asked for.")))
        }
    }
}

extension BrowserAnswer {
    var day: (picture: APODPicture, notice: String?, source: String?)? {
        if case .day(let picture, let notice, let source) = self { return (picture, notice, source) }
        return nil
    }
    var pictures: (pictures: [APODPicture], unloaded: String?)? {
        if case .pictures(let pictures, let unloaded) = self { return (pictures, unloaded) }
        return nil
    }
    var page: SearchPage? {
        if case .page(let page) = self { return page }
        return nil
    }
    var archive: ArchiveAnswer? {
        if case .archive(let answer) = self { return answer }
        return nil
    }
    var asset: (item: SearchItem?, files: [AssetFile])? {
        if case .asset(let item, let files) = self { return (item, files) }
        return nil
    }
    var roster: (page: AstronautPage, cachedAgo: String?)? {
        if case .roster(let page, let cachedAgo) = self { return (page, cachedAgo) }
        return nil
    }
    var astronaut: Astronaut? {
        if case .astronaut(let astronaut) = self { return astronaut }
        return nil
    }
}
