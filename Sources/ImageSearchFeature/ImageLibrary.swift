import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// Talks to the NASA Image and Video Library: search pages, the first N results across pages,
/// and an item with its files.
public struct ImageLibrary: Sendable {
    /// The default root.
    public static let defaultURL = "https://images-api.nasa.gov"

    /// The service as the client sees it: `{"reason": …}` errors, no key.
    public static let service = ServiceDescriptor(
        name: msgid("The NASA Image Library"), envelopes: [.stringField("reason"), .stringField("message")])

    /// The cache folder of the library.
    public static let cacheNamespace = "images"
    /// Search results and asset lists stay fresh for a day.
    static let cacheSeconds: TimeInterval = 24 * 3600

    /// The shared client.
    public var client: APIClient
    /// The root URL.
    public var baseURL: URL
    /// Requests in flight at once.
    public var maxInFlight = 4

    /// Creates a library client.
    public init(client: APIClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// One page of results.
    public func search(_ query: SearchQuery) async throws -> SearchPage {
        try query.validate()
        let endpoint = Endpoint<SearchPage>(baseURL: baseURL, pathSegments: ["search"], query: query.items)
            .cached(
                .fresh(
                    for: Self.cacheSeconds, namespace: Self.cacheNamespace,
                    label: tr("this search (page {page})", ["page": String(query.page)])))
        return try await client.send(endpoint, service: Self.service).value
    }

    /// The first `limit` results: the first page tells how many there are, the rest are fetched
    /// concurrently and merged in order.
    public func searchFirst(
        _ limit: Int, query: SearchQuery,
        progress: (@Sendable (_ loaded: Int, _ wanted: Int) -> Void)? = nil
    ) async throws -> (items: [SearchItem], totalHits: Int) {
        var first = query
        first.page = 1
        first.pageSize = min(100, limit)
        let firstPage = try await search(first)
        let wanted = min(limit, firstPage.totalHits, SearchQuery.maxReachable)
        let pages = (wanted + first.pageSize - 1) / first.pageSize
        guard pages > 1 else { return (Array(firstPage.items.prefix(wanted)), firstPage.totalHits) }
        let template = first
        let loaded = ProgressCounter()
        progress?(loaded.add(firstPage.items.count), wanted)
        let rest = try await mapConcurrently(Array(2...pages), maxInFlight: maxInFlight) { page in
            var next = template
            next.page = page
            let items = try await self.search(next).items
            progress?(min(wanted, loaded.add(items.count)), wanted)
            return items
        }
        return (Array((firstPage.items + rest.joined()).prefix(wanted)), firstPage.totalHits)
    }

    /// An item's description and its files; `.notFound` "No item with NASA ID …" when unknown.
    public func asset(id: String) async throws -> (item: SearchItem?, files: [AssetFile]) {
        let manifestEndpoint = Endpoint<AssetManifest>(baseURL: baseURL, pathSegments: ["asset", id])
            .cached(
                .fresh(
                    for: Self.cacheSeconds, namespace: Self.cacheNamespace, label: tr("the files of {id}", ["id": id])))
        let describe = Endpoint<SearchPage>(
            baseURL: baseURL, pathSegments: ["search"], query: [URLQueryItem(name: "nasa_id", value: id)]
        )
        .cached(
            .fresh(
                for: Self.cacheSeconds, namespace: Self.cacheNamespace, label: tr("the description of {id}", ["id": id])
            ))
        async let manifest = client.send(manifestEndpoint, service: Self.service)
        async let description = client.send(describe, service: Self.service)
        let files: [AssetFile]
        do {
            files = try await manifest.value.files
        } catch var error as SpaceError where error.kind == .notFound {
            _ = try? await description
            error.message = tr("No item with NASA ID {id}.", ["id": id.contains(" ") ? "\"\(id)\"" : id])
            error.remedy = .findAssetIDs
            throw error
        }
        let item = try? await description.value.items.first { $0.nasaID == id }
        return (item, files)
    }
}
