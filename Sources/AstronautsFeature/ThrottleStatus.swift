import Foundation
import SpaceNetworking

/// Launch Library 2's `/api-throttle/`: the hourly limit and how much of it is used. Asking does
/// not count against the limit.
public struct ThrottleStatus: Sendable, Equatable, Decodable {
    /// Requests allowed per period.
    public var limit: Int
    /// The period in seconds (3600).
    public var periodSeconds: Int
    /// Requests used in this period.
    public var used: Int
    /// Seconds until the next request is allowed, when the limit is used up.
    public var nextUseSeconds: Int

    enum CodingKeys: String, CodingKey {
        case limit = "your_request_limit"
        case periodSeconds = "limit_frequency_secs"
        case used = "current_use"
        case nextUseSeconds = "next_use_secs"
    }

    /// Decodes leniently: only the limit is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        limit = try container.decode(Int.self, forKey: .limit)
        periodSeconds = (try? container.decodeIfPresent(Int.self, forKey: .periodSeconds)) ?? 3600
        used = (try? container.decodeIfPresent(Int.self, forKey: .used)) ?? 0
        nextUseSeconds = (try? container.decodeIfPresent(Int.self, forKey: .nextUseSeconds)) ?? 0
    }

    /// Creates a status.
    public init(limit: Int, periodSeconds: Int, used: Int, nextUseSeconds: Int) {
        self.limit = limit
        self.periodSeconds = periodSeconds
        self.used = used
        self.nextUseSeconds = nextUseSeconds
    }
}

extension AstronautRoster {
    /// The throttle status, at `api-throttle/` beside the astronaut collection (it does not count
    /// against the limit); for `space status`.
    public func throttle() async throws -> APIResponse<ThrottleStatus> {
        let base = collectionURL.deletingLastPathComponent()
        return try await client.send(
            Endpoint<ThrottleStatus>(baseURL: base, pathSegments: ["api-throttle"], trailingSlash: true),
            service: service)
    }
}
