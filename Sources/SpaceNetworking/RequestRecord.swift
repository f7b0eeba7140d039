import Foundation

/// One finished request attempt, for `--verbose` and rate-limit warnings; the URL is already redacted.
public struct RequestRecord: Sendable, Equatable {
    /// The HTTP method.
    public var method: String
    /// The URL with secrets removed.
    public var redactedURL: String
    /// The redirects followed, secrets removed, in order.
    public var redirects: [String] = []
    /// The status, or nil when no answer arrived.
    public var status: Int?
    /// Milliseconds from sending to the end of the answer.
    public var milliseconds: Int
    /// Body bytes received.
    public var bytes: Int
    /// The transport failure, when there was one.
    public var failure: String?
    /// The rate limit the answer reported.
    public var rateLimit: RateLimitStatus?
    /// The service's name.
    public var service: String
    /// For an answer the cache gave instead of a request: how old it is, in seconds.
    public var cachedAge: TimeInterval? = nil

    /// The `--verbose` line: `GET <url> 200 123 ms 4567 bytes`, with each redirect followed as
    /// `-> <url>` before the status.
    public var line: String {
        if let cachedAge {
            return
                "\(method) \(redactedURL) from the cache (fetched \(Self.age(cachedAge)) ago, no request) \(bytes) bytes"
        }
        let outcome = status.map(String.init) ?? "failed (\(failure ?? "no answer"))"
        let hops = redirects.map { " -> " + $0 }.joined()
        return "\(method) \(redactedURL)\(hops) \(outcome) \(milliseconds) ms \(bytes) bytes"
    }
}

extension RequestRecord {
    /// An age in a few characters: `40 s`, `12 min`, `5 h`, `3 d`.
    static func age(_ seconds: TimeInterval) -> String {
        let seconds = max(0, Int(seconds))
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return "\(seconds / 60) min" }
        if seconds < 172_800 { return "\(seconds / 3600) h" }
        return "\(seconds / 86_400) d"
    }
}

/// A decoded answer together with what the client learned on the way.
public struct APIResponse<Value: Sendable>: Sendable {
    /// The decoded body.
    public var value: Value
    /// The final status.
    public var status: Int
    /// The rate limit reported by the service, if any.
    public var rateLimit: RateLimitStatus?
    /// The raw answer.
    public var raw: HTTPResponse
    /// When the answer was fetched, if it came from the cache.
    public var cachedAt: Date? = nil
}
