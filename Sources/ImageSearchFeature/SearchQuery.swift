import Foundation
import SpaceSupport
import SpaceNetworking

/// A search of the image library, validated before any request.
public struct SearchQuery: Sendable, Equatable {
    /// The free text (`q`), words joined by spaces.
    public var text: String
    /// The page, from 1.
    public var page: Int = 1
    /// Results per page, 1 to 100.
    public var pageSize: Int = 100
    /// Only this kind of media.
    public var media: SearchMedia?
    /// First year (`YYYY`).
    public var yearStart: Int?
    /// Last year (`YYYY`).
    public var yearEnd: Int?
    /// The NASA center, such as `JPL` (case-sensitive at the service).
    public var center: String?

    /// The most results the library shows for one search.
    public static let maxReachable = 10_000

    /// Creates a query.
    public init(
        text: String, page: Int = 1, pageSize: Int = 100, media: SearchMedia? = nil, yearStart: Int? = nil,
        yearEnd: Int? = nil, center: String? = nil
    ) {
        self.text = text
        self.page = page
        self.pageSize = pageSize
        self.media = media
        self.yearStart = yearStart
        self.yearEnd = yearEnd
        self.center = center
    }

    /// Whether anything at all narrows the search.
    public var hasCriteria: Bool {
        !text.trimmed.isEmpty || media != nil || yearStart != nil || yearEnd != nil || center != nil
    }

    /// Why the service would refuse a query; whoever asked names its own words for each.
    public enum Problem: Error, Equatable, Sendable {
        /// No words and no filter.
        case nothingToSearch
        /// A page size outside 1 to 100.
        case pageSizeOutOfRange(Int)
        /// A page before the first.
        case pageBeforeFirst(Int)
        /// The first year is after the last.
        case yearsReversed(start: Int, end: Int)
        /// The page starts past the most results the library shows for one search; `lastPage` is
        /// the last page within reach at this page size.
        case beyondReach(page: Int, pageSize: Int, lastPage: Int)
    }

    /// Throws the problem the service would refuse the query for.
    public func validate() throws(Problem) {
        guard hasCriteria else { throw .nothingToSearch }
        guard (1...100).contains(pageSize) else { throw .pageSizeOutOfRange(pageSize) }
        guard page >= 1 else { throw .pageBeforeFirst(page) }
        if let start = yearStart, let end = yearEnd, start > end { throw .yearsReversed(start: start, end: end) }
        if page * pageSize > Self.maxReachable {
            throw .beyondReach(page: page, pageSize: pageSize, lastPage: Self.maxReachable / pageSize)
        }
    }

    /// The query items of `/search`.
    var items: [URLQueryItem] {
        var items: [URLQueryItem] = []
        let words = text.trimmed
        if !words.isEmpty { items.append(URLQueryItem(name: "q", value: words)) }
        if let media { items.append(URLQueryItem(name: "media_type", value: media.rawValue)) }
        if let yearStart { items.append(URLQueryItem(name: "year_start", value: CivilCalendar.digits(yearStart, 4))) }
        if let yearEnd { items.append(URLQueryItem(name: "year_end", value: CivilCalendar.digits(yearEnd, 4))) }
        if let center { items.append(URLQueryItem(name: "center", value: center)) }
        items.append(URLQueryItem(name: "page", value: String(page)))
        items.append(URLQueryItem(name: "page_size", value: String(pageSize)))
        return items
    }

    /// The last page that can be shown for `totalHits` results.
    public func lastPage(totalHits: Int) -> Int {
        window(totalHits: totalHits).lastPage
    }

    /// This query's page among `totalHits` results, within the library's reach.
    public func window(totalHits: Int) -> PageWindow {
        PageWindow(page: page, size: pageSize, total: totalHits, reachable: Self.maxReachable)
    }
}

/// The kinds of media the library holds.
public enum SearchMedia: String, Sendable, CaseIterable {
    case image, video, audio
}
