import Foundation
import SpaceLocalization
import SpaceNetworking

/// The warning when a NASA service says few calls are left this hour.
enum RateLimitWarning {
    /// The warning for a request whose answer said 5 or fewer NASA calls remain; nil otherwise.
    static func message(for record: RequestRecord) -> String? {
        guard record.service.hasPrefix("NASA"), let remaining = record.rateLimit?.remaining, remaining <= 5 else {
            return nil
        }
        return tr(
            "{service} says {count, plural, one {# call is} other {# calls are}} left this hour.",
            ["service": tr(record.service), "count": remaining])
    }
}
