import Foundation
import SpaceLocalization

/// Says how long to wait in words: "a few seconds", "about 1 minute", "about 48 minutes", "about 2 hours".
public enum WaitDescription {
    /// The wait in words, rounded the way a person would say it.
    public static func words(seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds < 10 { return tr("a few seconds") }
        if seconds < 60 { return tr("about {count} seconds", ["count": Int(seconds.rounded())]) }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return tr("about {count, plural, one {# minute} other {# minutes}}", ["count": minutes]) }
        let hours = Int((seconds / 3600).rounded())
        return tr("about {count, plural, one {# hour} other {# hours}}", ["count": hours])
    }

    /// Reads a `Retry-After` value: delay seconds, or an HTTP date relative to `now`.
    public static func retryAfterSeconds(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds >= 0, seconds.isFinite { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// Reads "Expected available in 1631 seconds." (Django REST framework's throttle message).
    public static func secondsInThrottleMessage(_ text: String) -> TimeInterval? {
        guard let range = text.range(of: "available in ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        return Double(digits)
    }
}
