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
        if response.cachedAt == nil { remember([response.value], from: response.raw.body) }
        return response.value
    }

    /// Fills the per-day cache entries from pictures that came in another answer (latest, a
    /// range, random picks), each stored as the bytes the service sent for it. With `covering`,
    /// the days of that range the answer left out are remembered as days without a picture.
    func remember(_ pictures: [APODPicture], from body: Data, covering days: (APODDate, APODDate)? = nil) {
        guard client.cache != nil else { return }
        var sent: [APODDate: Data] = [:]
        if let elements = JSONArrayScanner.elements(of: body, field: "date") {
            for element in elements {
                if let text = element.field, let date = APODDate(text) { sent[date] = body.subdata(in: element.range) }
            }
        } else if pictures.count == 1 {
            sent[pictures[0].date] = body
        }
        let encoder = JSONEncoder()
        let answers = pictures.compactMap { picture in
            (sent[picture.date] ?? (try? encoder.encode(picture))).map { (endpoint: dayEndpoint(picture.date), body: $0) }
        }
        var absent: [Endpoint<APODPicture>] = []
        if let (start, end) = days {
            let returned = Set(pictures.map(\.date))
            absent = (0...start.days(to: end)).map { start.adding(days: $0) }.filter { !returned.contains($0) }.map(dayEndpoint)
        }
        client.storeInCache(answers, absent: absent)
    }

    func dayEndpoint(_ date: APODDate) -> Endpoint<APODPicture> {
        APODEndpoints.one(base: baseURL, query: .day(date), apiKey: apiKey)
    }

    /// One day. A 404 becomes "There is no picture for DATE." (exit 66), and is remembered.
    public func day(_ date: APODDate) async throws -> APODPicture {
        let endpoint = dayEndpoint(date)
        let noPicture = "There is no picture for \(date)."
        switch client.cachedLookup(endpoint) {
        case .value(let picture): return picture
        case .absent: throw SpaceError(.notFound, noPicture, status: 404)
        case .miss: break
        }
        do {
            return try await client.send(endpoint, service: service).value
        } catch var error as SpaceError where error.kind == .notFound {
            client.storeInCache([], absent: [endpoint])
            error.message = noPicture
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
        /// With `--offline`: the days the cache knows nothing about (neither a picture nor that there is none).
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
            switch client.cachedLookup(dayEndpoint(day)) {
            case .value(let picture): pictures.append(picture)
            case .absent: break
            case .miss: missing.append(day)
            }
            day = day.adding(days: 1)
        }
        if client.cacheMode == .offline {
            if pictures.isEmpty { throw SpaceError.offlineMiss("the pictures from \(start) to \(end)") }
            return RangeResult(pictures: pictures, failedDays: [], uncachedDays: missing)
        }
        let outcomes = await mapConcurrentlyCollectingResults(Self.chunks(of: missing, maxDays: chunkDays), maxInFlight: maxInFlight) { chunk in
            try await self.loadChunk(chunk.0, chunk.1)
        }
        // Every answer is read and stored before the command goes on or fails, so no cache write
        // is cut off at exit; the first failure in date order is the one reported.
        var failed: [APODDate] = []
        var firstError: (any Error)?
        for outcome in outcomes {
            switch outcome {
            case .success(let chunk):
                failed += chunk.failedDays
                for answer in chunk.answers {
                    do { pictures += try await answer.value } catch { firstError = firstError ?? error }
                }
            case .failure(let error):
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
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

    /// A chunk's answers, each still being read and stored, and the days that failed every retry.
    private struct ChunkOutcome: Sendable {
        var answers: [Task<[APODPicture], any Error>]
        var failedDays: [APODDate]
    }

    /// One chunk; a server failure splits it in halves until the failing single days are found.
    /// An answer is decoded and stored in the cache beside the next requests rather than before
    /// them, so a chunk's place in flight is free as soon as its bytes have arrived.
    private func loadChunk(_ start: APODDate, _ end: APODDate) async throws -> ChunkOutcome {
        do {
            let endpoint = APODEndpoints.many(base: baseURL, query: .range(start, end), apiKey: apiKey)
            let raw = try await client.sendValidated(url: endpoint.url, headers: endpoint.headers, service: service)
            let answer = Task {
                let pictures = try client.decode(raw, with: endpoint.decode, service: service)
                remember(pictures, from: raw.body, covering: (start, end))
                return pictures
            }
            return ChunkOutcome(answers: [answer], failedDays: [])
        } catch let error as SpaceError where error.kind == .unavailable && error.status != nil {
            if start == end { return ChunkOutcome(answers: [], failedDays: [start]) }
            let middle = start.adding(days: start.days(to: end) / 2)
            // One half after the other, so bisection never exceeds the chunk's place in flight.
            let a = try await loadChunk(start, middle)
            let b: ChunkOutcome
            do {
                b = try await loadChunk(middle.adding(days: 1), end)
            } catch {
                for answer in a.answers { _ = try? await answer.value }
                throw error
            }
            return ChunkOutcome(answers: a.answers + b.answers, failedDays: a.failedDays + b.failedDays)
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
            let response = try await client.send(endpoint, service: service)
            let batch = response.value
            remember(batch, from: response.raw.body)
            draws += 1
            for picture in batch where media == nil || picture.mediaType == media {
                if chosen.count < count, seen.insert(picture.date).inserted { chosen.append(picture) }
            }
        } while chosen.count < count && media != nil && draws <= extraDraws
        return RandomResult(pictures: chosen, draws: draws)
    }
}
