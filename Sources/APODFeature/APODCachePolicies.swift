import Foundation
import SpaceNetworking

/// How long APOD answers stay fresh: a past day never changes; today's picture holds until the
/// next midnight in US Eastern time; a "latest" answer that is not today's picture (today is not
/// published yet) is asked again after 30 minutes. Random picks are never stored as such, but
/// every picture they bring fills its day's entry.
public enum APODCachePolicies {
    /// The cache folder of APOD.
    public static let namespace = "apod"

    /// One day's picture.
    public static func day(_ date: APODDate) -> CachePolicy {
        CachePolicy(namespace: namespace, label: "the picture of \(date)") { _, fetchedAt in
            let today = APODDate.today(at: fetchedAt)
            return date < today ? .forever : .until(today.adding(days: 1).easternMidnight)
        }
    }

    /// The latest picture.
    public static let latest = CachePolicy(namespace: namespace, label: "the latest picture") { body, fetchedAt in
        let today = APODDate.today(at: fetchedAt)
        if let picture = try? JSONDecoder().decode(APODPicture.self, from: body), picture.date >= today {
            return .until(today.adding(days: 1).easternMidnight)
        }
        return .until(fetchedAt.addingTimeInterval(30 * 60))
    }
}

extension APODDate {
    /// The instant this day begins in US Eastern time.
    public var easternMidnight: Date {
        let zone = TimeZone(identifier: "America/New_York") ?? TimeZone(secondsFromGMT: -5 * 3600)!
        let utcMidnight = Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
        var instant = utcMidnight.addingTimeInterval(-Double(zone.secondsFromGMT(for: utcMidnight)))
        instant = utcMidnight.addingTimeInterval(-Double(zone.secondsFromGMT(for: instant)))
        return instant
    }
}
