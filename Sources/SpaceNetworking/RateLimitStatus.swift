import Foundation

/// What a service said about its rate limit in `X-RateLimit-Limit` / `X-RateLimit-Remaining`.
public struct RateLimitStatus: Sendable, Equatable, Codable {
    /// Calls allowed per window.
    public var limit: Int?
    /// Calls left in the window.
    public var remaining: Int?

    /// Creates a status.
    public init(limit: Int?, remaining: Int?) {
        self.limit = limit
        self.remaining = remaining
    }

    /// Reads the headers of an answer; nil when it carries neither header.
    public init?(headers: [String: String]) {
        let limit = headers["x-ratelimit-limit"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let remaining = headers["x-ratelimit-remaining"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard limit != nil || remaining != nil else { return nil }
        self.init(limit: limit, remaining: remaining)
    }
}
