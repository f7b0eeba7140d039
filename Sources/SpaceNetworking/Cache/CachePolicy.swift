import Foundation

/// How long an endpoint's answer stays fresh in the response cache, declared by each feature.
public struct CachePolicy: Sendable {
    /// How long one stored answer stays fresh.
    public enum Lifetime: Sendable, Equatable {
        /// Never stored.
        case none
        /// Fresh forever (an APOD of a past day never changes).
        case forever
        /// Fresh until this instant.
        case until(Date)
    }

    /// The service's folder in the cache: `apod`, `images` or `astronauts` (what `space cache clear` names).
    public var namespace: String
    /// What the entry holds, for "nothing is cached for …" ("the picture of 2024-02-08").
    public var label: String
    /// The lifetime of a body fetched at an instant (an empty body is a stored "there is none").
    public var lifetime: @Sendable (_ body: Data, _ fetchedAt: Date) -> Lifetime
    /// The pack that holds the entry, for small answers read and written many at a time (APOD
    /// keeps a month of days per pack); nil for a file of its own.
    public var pack: String?
    /// The entry's key when it is not the request URL (secrets redacted), which is the default.
    /// A key must name everything that changes the answer, and no secret.
    public var key: String?
    /// Whether a stale entry stands in when the network is unreachable. A feature that has its own
    /// offline fallback (APOD's last picture seen, with its own sentence) turns this off; a stale
    /// entry still covers server errors and rate limits.
    public var staleWhenUnreachable = true

    /// Creates a policy with a lifetime computed from the body and the fetch time.
    public init(
        namespace: String, label: String, lifetime: @escaping @Sendable (_ body: Data, _ fetchedAt: Date) -> Lifetime
    ) {
        self.namespace = namespace
        self.label = label
        self.lifetime = lifetime
    }

    /// Fresh for a fixed number of seconds after the fetch.
    public static func fresh(for seconds: TimeInterval, namespace: String, label: String) -> CachePolicy {
        CachePolicy(namespace: namespace, label: label) { _, fetchedAt in .until(fetchedAt.addingTimeInterval(seconds))
        }
    }

    /// Fresh forever.
    public static func forever(namespace: String, label: String) -> CachePolicy {
        CachePolicy(namespace: namespace, label: label) { _, _ in .forever }
    }
}

/// How a command uses the cache: normally, `--refresh` (ignore fresh entries, still write) or
/// `--offline` (never touch the network; serve any entry, however old).
public enum CacheMode: String, Sendable, Equatable {
    case normal
    case refresh
    case offline
}

/// What the cache did that the user should hear about.
public enum CacheEvent: Sendable, Equatable {
    /// A stale entry was served because the service failed; `reason` completes "the service …".
    case servedStale(fetchedAt: Date, reason: StaleReason, service: String)
    /// An entry could not be written (read-only or full disk); the command goes on without it.
    case writeFailed(String)
    /// Bytes were written to the cache (what keeps it under its bound after a run).
    case wrote(Int)
}

/// Why a stale entry was served.
public enum StaleReason: String, Sendable, Equatable {
    /// Unreachable, timed out, or a connection lost.
    case noAnswer
    /// A 5xx survived the retries.
    case serverError
    /// A 429.
    case rateLimited
}
