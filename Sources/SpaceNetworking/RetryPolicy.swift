import Foundation

/// When to try a GET again: connection resets, 502/503/504, and 429 with a short `Retry-After`.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt (the contract is 2).
    public var maxRetries: Int
    /// The first backoff delay in seconds; it doubles each retry.
    public var baseDelay: TimeInterval
    /// The longest `Retry-After` (seconds) still worth waiting for inside one command.
    public var maxRetryAfter: TimeInterval

    /// Creates a policy.
    public init(maxRetries: Int = 2, baseDelay: TimeInterval = 0.4, maxRetryAfter: TimeInterval = 5) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// No retries at all.
    public static let none = RetryPolicy(maxRetries: 0)

    /// What happened on one attempt, as far as retrying is concerned.
    public enum Outcome: Sendable, Equatable {
        case status(Int, retryAfter: TimeInterval?)
        case transport(TransportError)
    }

    /// The delay before retry number `retry` (0-based), or nil when the outcome is final.
    /// `jitter` is a number in 0..<1 from the caller's random source.
    public func delay(after outcome: Outcome, retry: Int, jitter: Double) -> TimeInterval? {
        guard retry < maxRetries else { return nil }
        let backoff = baseDelay * pow(2, Double(retry)) * (0.5 + jitter)
        switch outcome {
        case .transport(.connectionLost):
            return backoff
        case .transport:
            return nil
        case .status(let code, let retryAfter):
            switch code {
            case 502, 503, 504:
                return max(backoff, min(retryAfter ?? 0, maxRetryAfter))
            case 429:
                guard let retryAfter, retryAfter <= maxRetryAfter else { return nil }
                return retryAfter + jitter * 0.25
            default:
                return nil
            }
        }
    }
}
