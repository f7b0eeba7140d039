import Foundation
import SpaceNetworking

extension APODFetcher {
    /// One light request that bypasses the cache (`?per_page=1`), for `space status`: whether the
    /// service answers, and with a picture.
    public func probe() async throws -> APIResponse<APODPicture> {
        var endpoint = APODEndpoints.latest(base: baseURL)
        endpoint.cache = nil
        return try await client.send(endpoint, service: service)
    }
}
