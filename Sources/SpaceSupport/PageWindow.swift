import Foundation

/// One page of a list that comes in pages (search results, the astronaut roster): which page, how
/// many a page, how many in all, and where the pages end.
public struct PageWindow: Sendable, Equatable {
    /// The page, from 1.
    public var page: Int
    /// Items a page.
    public var size: Int
    /// Items in all.
    public var total: Int
    /// The most items a service lets anyone reach (the image library: 10,000), nil for all.
    public var reachable: Int?

    /// A window; see the properties for each value.
    public init(page: Int, size: Int, total: Int, reachable: Int? = nil) {
        self.page = page
        self.size = max(1, size)
        self.total = total
        self.reachable = reachable
    }

    /// The last page (1 when there is nothing): only whole pages within `reachable` count.
    public var lastPage: Int {
        let pages = (total + size - 1) / size
        return max(1, reachable.map { min(pages, $0 / size) } ?? pages)
    }

    /// Whether the page is past the last.
    public var isPastLast: Bool { page > lastPage }

    /// Whether a page follows this one.
    public var hasNext: Bool { page < lastPage }

    /// Items before this page.
    public var offset: Int { (page - 1) * size }
}
