import Foundation
import SpaceNetworking

extension APODFetcher {
    /// One light request that bypasses the cache (the first day, a small answer), for `space status`:
    /// whether the service answers, and the rate-limit headers it sends.
    public func probe() async throws -> APIResponse<APODPicture> {
        var endpoint = APODEndpoints.one(base: baseURL, query: .day(.first), apiKey: apiKey)
        endpoint.cache = nil
        return try await client.send(endpoint, service: service)
    }
}
