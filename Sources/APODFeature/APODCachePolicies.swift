import Foundation
import SpaceNetworking

/// How long APOD answers stay fresh: a past day never changes; today's picture holds until the
/// next midnight in US Eastern time; a "latest" answer that is not today's picture (today is not
/// published yet) is asked again after 30 minutes. Random picks are never stored as such, but
/// every picture they bring fills its day's entry. A day known to have no picture (a gap in the
/// archive, or today before it is published) is remembered for 30 days, or 30 minutes for today.
///
/// Days are keyed by their date alone (the answer does not depend on the key or the server's
/// address) and packed a month per file, so a whole-archive range reads and writes about 370
/// files rather than 11,000.
public enum APODCachePolicies {
    /// The cache folder of APOD.
    public static let namespace = "apod"

    /// One day's picture.
    public static func day(_ date: APODDate) -> CachePolicy {
        var policy = CachePolicy(namespace: namespace, label: "the picture of \(date)") { body, fetchedAt in
            let today = APODDate.today(at: fetchedAt)
            if body.isEmpty {
                return .until(fetchedAt.addingTimeInterval(date < today ? 30 * 86_400 : 30 * 60))
            }
            return date < today ? .forever : .until(today.adding(days: 1).easternMidnight)
        }
        let text = date.description
        policy.key = "day " + text
        policy.pack = "days-" + text.prefix(7)
        return policy
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
        let zone = APODDate.eastern
        let utcMidnight = Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
        var instant = utcMidnight.addingTimeInterval(-Double(zone.secondsFromGMT(for: utcMidnight)))
        instant = utcMidnight.addingTimeInterval(-Double(zone.secondsFromGMT(for: instant)))
        return instant
    }
}
