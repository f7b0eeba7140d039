import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

/// Talks to Launch Library 2 (or an older generation at the same address): pages of the roster,
/// every page at once, one astronaut, and lookups by name.
public struct AstronautRoster: Sendable {
    /// The default collection URL.
    public static let defaultURL = "https://ll.thespacedevs.com/2.3.0/astronauts/"

    /// The cache folder of the roster.
    public static let cacheNamespace = "astronauts"
    /// Lists and details stay fresh for a day.
    static let cacheSeconds: TimeInterval = 24 * 3600

    /// The shared client.
    public var client: APIClient
    /// The collection URL; details are `<collection><id>/`.
    public var collectionURL: URL
    /// `SPACE_LL2_TOKEN`, sent as `Authorization: Token …`.
    public var token: String?
    /// Requests in flight at once.
    public var maxInFlight = 4

    /// Creates a roster client.
    public init(client: APIClient, collectionURL: URL, token: String?) {
        self.client = client
        self.collectionURL = collectionURL
        self.token = token
    }

    var service: ServiceDescriptor {
        ServiceDescriptor(
            name: msgid("Launch Library 2"), envelopes: [.stringField("detail")],
            authHint: msgid("Check SPACE_LL2_TOKEN, or unset it to use the free tier."),
            rateLimitHint: token == nil
                ? msgid(
                    "Without a token Launch Library 2 allows 15 requests an hour; set SPACE_LL2_TOKEN to use yours.")
                : nil,
            headers: token.map { ["Authorization": "Token \($0)"] } ?? [:]
        )
    }

    /// One page.
    public func page(_ query: AstronautsQuery) async throws -> AstronautPage {
        let endpoint = Endpoint<AstronautPage>(baseURL: collectionURL, query: query.items)
            .cached(
                .fresh(for: Self.cacheSeconds, namespace: Self.cacheNamespace, label: tr("this list of astronauts")))
        return try await client.send(endpoint, service: service).value
    }

    /// Every page: the first answer gives the count, the rest are fetched concurrently and merged in order.
    public func all(
        _ query: AstronautsQuery, progress: (@Sendable (_ loaded: Int, _ total: Int) -> Void)? = nil
    ) async throws -> AstronautPage {
        var first = query
        first.limit = 100
        first.page = 1
        let firstPage = try await page(first)
        let pages = (firstPage.count + 99) / 100
        guard pages > 1 else { return firstPage }
        let template = first
        let loaded = ProgressCounter()
        progress?(loaded.add(firstPage.results.count), firstPage.count)
        let rest = try await mapConcurrently(Array(2...pages), maxInFlight: maxInFlight) { number in
            var next = template
            next.page = number
            let results = try await self.page(next).results
            progress?(loaded.add(results.count), firstPage.count)
            return results
        }
        var seen = Set<Int>()
        let merged = (firstPage.results + rest.joined()).filter { seen.insert($0.id).inserted }
        return AstronautPage(count: firstPage.count, results: merged, next: nil)
    }

    /// One astronaut by id; `.notFound` "No astronaut with id N." when unknown.
    public func astronaut(id: Int) async throws -> Astronaut {
        let endpoint = Endpoint<Astronaut>(baseURL: collectionURL, pathSegments: [String(id)], trailingSlash: true)
            .cached(
                .fresh(
                    for: Self.cacheSeconds, namespace: Self.cacheNamespace,
                    label: tr("astronaut {id}", ["id": String(id)])))
        do {
            return try await client.send(endpoint, service: service).value
        } catch var error as SpaceError where error.kind == .notFound {
            error.message = tr("No astronaut with id {id}.", ["id": String(id)])
            error.remedy = .findAstronautIDs
            throw error
        }
    }
}
