import Foundation
import Synchronization
import SpaceNetworking

/// Warns once per run when NASA says 5 or fewer calls are left this hour.
final class RateLimitWarning: Sendable {
    private let warned = Mutex(false)
    private let apiKey: String

    init(apiKey: String) { self.apiKey = apiKey }

    /// The warning for this request, the first time the remaining calls drop to 5 or fewer.
    func message(for record: RequestRecord) -> String? {
        guard record.service.hasPrefix("NASA"), let remaining = record.rateLimit?.remaining, remaining <= 5 else { return nil }
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        guard first else { return nil }
        let calls = remaining == 1 ? "1 NASA API call" : "\(remaining) NASA API calls"
        if apiKey == "DEMO_KEY" {
            return "\(calls) left this hour with DEMO_KEY. Get a free key at https://api.nasa.gov and set NASA_API_KEY."
        }
        return "\(calls) left this hour with your key."
    }
}
