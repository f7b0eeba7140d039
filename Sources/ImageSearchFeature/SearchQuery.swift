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
    /// `image`, `video` or `audio`.
    public var media: String?
    /// First year (`YYYY`).
    public var yearStart: Int?
    /// Last year (`YYYY`).
    public var yearEnd: Int?
    /// The NASA center, such as `JPL` (case-sensitive at the service).
    public var center: String?

    /// The most results the library shows for one search.
    public static let maxReachable = 10_000

    /// Creates a query.
    public init(text: String, page: Int = 1, pageSize: Int = 100, media: String? = nil, yearStart: Int? = nil, yearEnd: Int? = nil, center: String? = nil) {
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

    /// Throws a usage error when the service would refuse the query.
    public func validate() throws {
        guard hasCriteria else {
            throw SpaceError(.usage, "Give search words or at least one filter (--media, --year-start, --year-end, --center).")
        }
        guard (1...100).contains(pageSize) else { throw SpaceError(.usage, "--page-size must be from 1 to 100; got \(pageSize).") }
        guard page >= 1 else { throw SpaceError(.usage, "--page must be 1 or more; got \(page).") }
        if let start = yearStart, let end = yearEnd, start > end {
            throw SpaceError(.usage, "--year-start (\(start)) is after --year-end (\(end)).")
        }
        if page * pageSize > Self.maxReachable {
            throw SpaceError(.usage, "The library shows at most 10,000 results for one search, and page \(page) (at \(pageSize) results a page) is past the last page, \(Self.maxReachable / pageSize); narrow it with --media, --year-start, --year-end or --center.")
        }
    }

    /// The query items of `/search`.
    var items: [URLQueryItem] {
        var items: [URLQueryItem] = []
        let words = text.trimmed
        if !words.isEmpty { items.append(URLQueryItem(name: "q", value: words)) }
        if let media { items.append(URLQueryItem(name: "media_type", value: media)) }
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
