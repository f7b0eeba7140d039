import Foundation
import SpaceSupport
import SpaceNetworking

/// A roster request: sort, search, filters and the page.
public struct AstronautsQuery: Sendable, Equatable {
    /// Name order over the whole roster.
    public enum Sort: String, Sendable, CaseIterable { case asc, desc }

    public var sort: Sort = .asc
    public var search: String?
    public var nationality: String?
    public var inSpace = false
    /// Page size, 1 to 100.
    public var limit = 25
    /// From 1.
    public var page = 1

    /// Creates a query.
    public init(
        sort: Sort = .asc, search: String? = nil, nationality: String? = nil, inSpace: Bool = false, limit: Int = 25,
        page: Int = 1
    ) {
        self.sort = sort
        self.search = search
        self.nationality = nationality
        self.inSpace = inSpace
        self.limit = limit
        self.page = page
    }

    /// The offset of the page's first astronaut.
    public var offset: Int { window(total: 0).offset }

    /// This query's page among `total` astronauts.
    public func window(total: Int) -> PageWindow {
        PageWindow(page: page, size: limit, total: total)
    }

    var items: [URLQueryItem] {
        var items = [
            URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset)),
            URLQueryItem(name: "ordering", value: sort == .asc ? "name" : "-name"),
        ]
        if let search { items.append(URLQueryItem(name: "search", value: search)) }
        if let nationality { items.append(URLQueryItem(name: "nationality", value: nationality)) }
        if inSpace { items.append(URLQueryItem(name: "in_space", value: "true")) }
        return items
    }
}
