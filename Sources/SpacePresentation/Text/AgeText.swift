import Foundation
import SpaceLocalization
import SpaceNetworking

/// How long ago something happened, in words: "just now", "5 minutes ago", "3 hours ago", "2 days ago".
public enum AgeText {
    public static func ago(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return tr("just now") }
        let minutes = Int(seconds / 60)
        if minutes < 60 { return tr("{count, plural, one {# minute ago} other {# minutes ago}}", ["count": minutes]) }
        let hours = Int(seconds / 3600)
        if hours < 48 { return tr("{count, plural, one {# hour ago} other {# hours ago}}", ["count": hours]) }
        return tr("{count, plural, one {# day ago} other {# days ago}}", ["count": Int(seconds / 86_400)])
    }
}

extension StaleReason {
    /// The end of the stale notice: why the cached copy is shown.
    public func sentence(service: String) -> String {
        let service = ServiceDescriptor.inSentence(service)
        switch self {
        case .noAnswer: return tr("{service} did not answer.", ["service": service])
        case .serverError: return tr("{service} is failing.", ["service": service])
        case .rateLimited: return tr("{service}'s rate limit is used up.", ["service": service])
        }
    }
}
