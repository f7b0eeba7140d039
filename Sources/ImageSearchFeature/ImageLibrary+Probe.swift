import Foundation
import SpaceNetworking

extension ImageLibrary {
    /// One light request that bypasses the cache (a one-result search), for `space status`.
    public func probe() async throws -> APIResponse<SearchPage> {
        let query = SearchQuery(text: "apollo", pageSize: 1)
        return try await client.send(
            Endpoint<SearchPage>(baseURL: baseURL, pathSegments: ["search"], query: query.items), service: Self.service)
    }
}
