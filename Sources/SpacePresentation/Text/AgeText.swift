import Foundation
import SpaceNetworking

/// How long ago something happened, in words: "just now", "5 minutes ago", "3 hours ago", "2 days ago".
public enum AgeText {
    public static func ago(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return "just now" }
        let minutes = Int(seconds / 60)
        if minutes < 60 { return minutes == 1 ? "1 minute ago" : "\(minutes) minutes ago" }
        let hours = Int(seconds / 3600)
        if hours < 48 { return hours == 1 ? "1 hour ago" : "\(hours) hours ago" }
        return "\(Int(seconds / 86_400)) days ago"
    }
}

extension StaleReason {
    /// The end of the stale notice: why the cached copy is shown.
    public func sentence(service: String) -> String {
        let service = service.hasPrefix("The ") ? "the " + service.dropFirst(4) : service
        switch self {
        case .noAnswer: return "\(service) did not answer."
        case .serverError: return "\(service) is failing."
        case .rateLimited: return "\(service)'s rate limit is used up."
        }
    }
}
