import Foundation
import SpaceSupport
import Synchronization
import SpaceNetworking

/// What one run of `space` remembers across its requests: notices already given (so a command of
/// 33 requests says things once) and the last rate limit seen per service, saved at the end of the
/// run for `space status` and the next warning.
final class RunState: Sendable {
    private struct Values {
        var staleNoticeGiven = false
        var cacheWarningGiven = false
        var rateLimitWarningGiven = false
        var usedNetwork = false
        var cacheBytesWritten = 0
        var rateLimits: [String: RateLimitMemory.Seen] = [:]
    }

    private let values = Mutex(Values())

    /// True the first time only.
    func firstStaleNotice() -> Bool { values.withLock { once(&$0.staleNoticeGiven) } }
    /// True the first time only.
    func firstCacheWarning() -> Bool { values.withLock { once(&$0.cacheWarningGiven) } }
    /// True the first time only.
    func firstRateLimitWarning() -> Bool { values.withLock { once(&$0.rateLimitWarningGiven) } }

    /// Notes a request that reached (or tried to reach) the network, and its rate limit.
    func record(_ record: RequestRecord, at now: Date) {
        guard record.cachedAge == nil else { return }  // an answer from the cache made no request
        values.withLock { values in
            values.usedNetwork = true
            if let limit = record.rateLimit {
                values.rateLimits[record.service] = RateLimitMemory.Seen(status: limit, seenAt: now)
            }
        }
    }

    /// Whether any request went out.
    var usedNetwork: Bool { values.withLock { $0.usedNetwork } }

    /// Counts bytes written to the cache (answers and pictures).
    func addCacheBytes(_ count: Int) { values.withLock { $0.cacheBytesWritten += count } }
    /// Bytes written to the cache by this run.
    var cacheBytesWritten: Int { values.withLock { $0.cacheBytesWritten } }
    /// The last rate limit seen per service in this run.
    var rateLimits: [String: RateLimitMemory.Seen] { values.withLock { $0.rateLimits } }

    private func once(_ flag: inout Bool) -> Bool {
        defer { flag = true }
        return !flag
    }
}
