import Foundation
import SpaceSupport
import SpaceLocalization
import SpaceNetworking

/// Asks the APOD service for pictures: the latest, one day, ranges in windows of 25 days fetched
/// concurrently (see `APODFetcher+Range`), and random days (see `APODFetcher+Random`). Every
/// answer is checked before it is shown or stored (see `APODEndpoints`), and every picture that
/// arrives fills its day's cache entry.
public struct APODFetcher: Sendable {
    /// The shared client.
    public var client: APIClient
    /// The service's base URL (`…/wp-json/wp/v2/apod-basic`).
    public var baseURL: URL
    /// Days per request in a range: the service's page size, so a window never needs a second page.
    public var windowDays = APODEndpoints.pageLimit
    /// Requests in flight at once: a politeness limit towards a service that answers one page per post.
    public var maxInFlight = 4
    /// Server failures in a row after which a range stops asking (see `loadSpan`).
    public var consecutiveFailureLimit = 8
    /// Picks a day number in a range, for random picks (injected so tests are reproducible).
    public var randomDay: @Sendable (ClosedRange<Int>) -> Int = { Int.random(in: $0) }

    /// Creates a fetcher.
    public init(client: APIClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    var service: ServiceDescriptor { APODService.descriptor }

    /// The latest published picture (the service decides which day that is); it also fills its
    /// day's cache entry.
    public func latest() async throws -> APODPicture {
        let response = try await client.send(APODEndpoints.latest(base: baseURL), service: service)
        if response.cachedAt == nil { client.storeInCache(records([response.value])) }
        return response.value
    }

    /// One day. A 404 `apod_basic_not_found` becomes "There is no picture for DATE." (exit 66), and
    /// is remembered.
    public func day(_ date: APODDate) async throws -> APODPicture {
        let endpoint = dayEndpoint(date)
        let noPicture = tr("There is no picture for {what}.", ["what": date.description])
        switch client.cachedLookup(endpoint, report: true, service: service.name) {
        case .value(let picture): return picture
        case .absent: throw SpaceError(.notFound, noPicture, status: 404)
        case .miss: break
        }
        do {
            return try await client.send(endpoint, service: service).value
        } catch var error as SpaceError where error.kind == .notFound {
            if error.serviceCode == "rest_no_route" {
                error.remedy = .checkServiceURL(variable: Seam.apodURL.variable, standard: APODService.defaultURL)
                throw error
            }
            client.storeInCache([], absent: [endpoint])
            error.message = noPicture
            error.hint = nil
            throw error
        }
    }

    func dayEndpoint(_ date: APODDate) -> Endpoint<APODPicture> {
        APODEndpoints.day(base: baseURL, date)
    }

    /// Cache entries for pictures that came in another answer (the latest, a window): each day
    /// stored as our record, a fraction of the post's size (no page HTML) and quick to read back.
    func records(_ pictures: [APODPicture]) -> [(endpoint: Endpoint<APODPicture>, body: Data)] {
        guard client.cache != nil else { return [] }
        return pictures.map { (dayEndpoint($0.date), $0.record) }
    }
}
