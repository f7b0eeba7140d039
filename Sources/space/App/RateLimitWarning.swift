import Foundation
import SpaceNetworking

/// The warning when few NASA API calls are left this hour.
enum RateLimitWarning {
    /// The warning for a request whose answer said 5 or fewer NASA calls remain; nil otherwise.
    static func message(for record: RequestRecord, apiKey: String) -> String? {
        guard record.service.hasPrefix("NASA"), let remaining = record.rateLimit?.remaining, remaining <= 5 else { return nil }
        let calls = remaining == 1 ? "1 NASA API call" : "\(remaining) NASA API calls"
        if apiKey == "DEMO_KEY" {
            return "\(calls) left this hour with DEMO_KEY. Get a free key at https://api.nasa.gov and set NASA_API_KEY."
        }
        return "\(calls) left this hour with your key."
    }
}
