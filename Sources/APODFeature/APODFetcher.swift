import Foundation
import SpaceNetworking

/// Asks APOD for pictures: one day with the publication rollover, ranges split into chunks of at
/// most 100 days fetched concurrently (a chunk that keeps failing is bisected down to single days),
/// and random picks that keep drawing until enough match a media filter.
public struct APODFetcher: Sendable {
    /// The shared client.
    public var client: APIClient
    /// The service's base URL.
    public var baseURL: URL
    /// `NASA_API_KEY`.
    public var apiKey: String
    /// Days per request in a range.
    public var chunkDays = 100
    /// Requests in flight at once.
    public var maxInFlight = 4

    /// Creates a fetcher.
    public init(client: APIClient, baseURL: URL, apiKey: String) {
        self.client = client
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    var service: ServiceDescriptor { APODService.descriptor(apiKey: apiKey) }

    /// The latest published picture (which also fills its day's cache entry).
    public func latest() async throws -> APODPicture {
        let response = try await client.send(APODEndpoints.one(base: baseURL, query: .latest, apiKey: apiKey), service: service)
        if response.cachedAt == nil { remember([response.value]) }
        return response.value
    }

    /// Fills the per-day cache entries from pictures that came in another answer (latest, a range, random picks).
    func remember(_ pictures: [APODPicture]) {
        guard client.cache != nil else { return }
        let encoder = JSONEncoder()
        for picture in pictures {
            guard let body = try? encoder.encode(picture) else { continue }
            client.storeInCache(APODEndpoints.one(base: baseURL, query: .day(picture.date), apiKey: apiKey), body: body)
        }
    }

    /// One day. A 404 becomes "There is no picture for DATE." (exit 66).
    public func day(_ date: APODDate) async throws -> APODPicture {
        do {
            return try await client.send(APODEndpoints.one(base: baseURL, query: .day(date), apiKey: apiKey), service: service).value
        } catch var error as SpaceError where error.kind == .notFound {
            error.message = "There is no picture for \(date)."
            error.hint = nil
            throw error
        }
    }

    /// The outcome of a range: the pictures in date order, and the days that failed every retry.
    public struct RangeResult: Sendable, Equatable {
        /// Pictures, in date order.
        public var pictures: [APODPicture]
        /// Days that could not be loaded.
        public var failedDays: [APODDate]
        /// With `--offline`: the days that were not in the cache (days without a picture among them).
        public var uncachedDays: [APODDate] = []
    }

    /// Every picture from `start` through `end`: the days already cached are read from the cache,
    /// and only the missing stretches are asked for, in chunks of at most `chunkDays`.
    public func range(from start: APODDate, through end: APODDate) async throws -> RangeResult {
        var pictures: [APODPicture] = []
        pictures.reserveCapacity(start.days(to: end) + 1)
        var missing: [APODDate] = []
        var day = start
        while day <= end {
            if let cached = client.cachedValue(APODEndpoints.one(base: baseURL, query: .day(day), apiKey: apiKey)) {
                pictures.append(cached)
            } else {
                missing.append(day)
            }
            day = day.adding(days: 1)
        }
        if client.cacheMode == .offline {
            if pictures.isEmpty { throw SpaceError.offlineMiss("the pictures from \(start) to \(end)") }
            return RangeResult(pictures: pictures, failedDays: [], uncachedDays: missing)
        }
        let outcomes = try await mapConcurrently(Self.chunks(of: missing, maxDays: chunkDays), maxInFlight: maxInFlight) { chunk in
            let outcome = try await self.loadChunk(chunk.0, chunk.1)
            self.remember(outcome.pictures)
            return outcome
        }
        var failed: [APODDate] = []
        for outcome in outcomes {
            pictures += outcome.pictures
            failed += outcome.failedDays
        }
        var seen = Set<APODDate>()
        pictures = pictures.filter { $0.date >= start && $0.date <= end && seen.insert($0.date).inserted }.sorted { $0.date < $1.date }
        return RangeResult(pictures: pictures, failedDays: failed.sorted())
    }

    /// Sorted days grouped into runs of consecutive days, each cut into chunks of at most `maxDays`.
    static func chunks(of days: [APODDate], maxDays: Int) -> [(APODDate, APODDate)] {
        var chunks: [(APODDate, APODDate)] = []
        for day in days {
            if let last = chunks.last, last.1.adding(days: 1) == day, last.0.days(to: day) < maxDays {
                chunks[chunks.count - 1].1 = day
            } else {
                chunks.append((day, day))
            }
        }
        return chunks
    }

    /// One chunk; a server failure splits it in halves until the failing single days are found.
    private func loadChunk(_ start: APODDate, _ end: APODDate) async throws -> RangeResult {
        do {
            let endpoint = APODEndpoints.many(base: baseURL, query: .range(start, end), apiKey: apiKey)
            return RangeResult(pictures: try await client.send(endpoint, service: service).value, failedDays: [])
        } catch let error as SpaceError where error.kind == .unavailable && error.status != nil {
            if start == end { return RangeResult(pictures: [], failedDays: [start]) }
            let middle = start.adding(days: start.days(to: end) / 2)
            // One half after the other, so bisection never exceeds the chunk's place in flight.
            let a = try await loadChunk(start, middle)
            let b = try await loadChunk(middle.adding(days: 1), end)
            return RangeResult(pictures: a.pictures + b.pictures, failedDays: a.failedDays + b.failedDays)
        }
    }

    /// The outcome of random picks.
    public struct RandomResult: Sendable, Equatable {
        /// The pictures that matched, at most the number asked for.
        public var pictures: [APODPicture]
        /// How many requests it took.
        public var draws: Int
    }

    /// `count` random pictures; with a filter, up to `extraDraws` more requests until enough match.
    public func random(count: Int, matching media: APODPicture.MediaType?, extraDraws: Int = 3) async throws -> RandomResult {
        var chosen: [APODPicture] = []
        var seen = Set<APODDate>()
        var draws = 0
        repeat {
            let endpoint = APODEndpoints.many(base: baseURL, query: .random(count), apiKey: apiKey)
            let batch = try await client.send(endpoint, service: service).value
            remember(batch)
            draws += 1
            for picture in batch where media == nil || picture.mediaType == media {
                if chosen.count < count, seen.insert(picture.date).inserted { chosen.append(picture) }
            }
        } while chosen.count < count && media != nil && draws <= extraDraws
        return RandomResult(pictures: chosen, draws: draws)
    }
}
