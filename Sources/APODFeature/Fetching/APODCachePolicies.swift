import Foundation
import SpaceLocalization
import SpaceNetworking

/// How long APOD answers stay fresh. A day's picture is checked again after 30 days (posts do
/// get edited; offline, any age is served). The latest picture holds until the next 00:05 US
/// Eastern, when the next post goes live; when that post is late, it is asked for again after 30
/// minutes. A day known to have no picture (a gap in the archive, or today before it is
/// published) is remembered for 30 days, or 30 minutes for today.
///
/// Days are keyed by their date alone (the answer does not depend on the server's address) and
/// packed a month per file, so a whole-archive range reads and writes about 370 files, not 11,000.
public enum APODCachePolicies {
    /// The cache folder of APOD.
    public static let namespace = "apod"

    /// How long a past day's picture is served without asking again.
    public static let dayLifetime: TimeInterval = 30 * 86_400

    /// One day's picture.
    public static func day(_ date: APODDate) -> CachePolicy {
        var policy = CachePolicy(namespace: namespace, label: tr("the picture of {date}", ["date": date.description])) {
            body, fetchedAt in
            let today = APODDate.today(at: fetchedAt)
            if body.isEmpty {
                return .until(fetchedAt.addingTimeInterval(date < today ? 30 * 86_400 : 30 * 60))
            }
            return .until(fetchedAt.addingTimeInterval(dayLifetime))
        }
        let text = date.description
        policy.key = "day " + text
        policy.pack = "days-" + text.prefix(7)
        return policy
    }

    /// The latest picture. When the network is gone, `APODLookup` shows the last picture seen with
    /// its own sentence rather than an old answer here.
    public static let latest: CachePolicy = {
        var policy = CachePolicy(namespace: namespace, label: tr("the latest picture"), lifetime: latestLifetime)
        policy.staleWhenUnreachable = false
        return policy
    }()

    private static let latestLifetime: @Sendable (Data, Date) -> CachePolicy.Lifetime = { body, fetchedAt in
        let today = APODDate.today(at: fetchedAt)
        let publishedToday = today.publicationInstant
        let newest = (try? APODEndpoints.decodeList(body))?.map(\.date).max()
        if let newest, newest < today, fetchedAt >= publishedToday {
            return .until(fetchedAt.addingTimeInterval(30 * 60))
        }
        return .until(fetchedAt < publishedToday ? publishedToday : today.adding(days: 1).publicationInstant)
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

    /// When this day's post goes live: 00:05 US Eastern.
    public var publicationInstant: Date { easternMidnight.addingTimeInterval(5 * 60) }
}
