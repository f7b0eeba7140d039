import Foundation
import SpaceLocalization
import SpaceSupport
import Synchronization
import SpaceNetworking

extension APODFetcher {
    /// The outcome of a range.
    public struct RangeResult: Sendable, Equatable {
        /// Pictures, in date order (empty when they were handed to `deliver` instead).
        public var pictures: [APODPicture]
        /// Days that could not be loaded.
        public var failedDays: [APODDate]
        /// With `--offline`: the days the cache knows nothing about (neither a picture nor that there is none).
        public var uncachedDays: [APODDate] = []
        /// How many pictures there were, delivered or kept.
        public var count = 0
        /// When a rate limit stopped the range: the service's error, and the days not asked for.
        public var stoppedBy: SpaceError?
        /// The days a stop left out.
        public var notLoaded: [APODDate] = []
        /// Posts left out because another post of the same date is that day's own (its page names it).
        public var strays: [APODPicture] = []
        /// Why `failedDays` could not be loaded (the first failure).
        public var failure: SpaceError?
    }

    /// Every picture from `start` through `end`, oldest first. The range is cut into windows of at
    /// most 25 days; in each, days cached and fresh are read from the cache, and only the stretch
    /// of the others is asked for (`?date_from&date_to&per_page=25`), at most `maxInFlight` windows
    /// at once. A day a window does not return is a day without a picture, and is remembered.
    ///
    /// With `deliver`, each window's pictures are handed over in date order as soon as they and
    /// every window before them are in, and are not kept (a whole-archive `--json` prints as it
    /// loads, in bounded memory). The cache is written a month pack at a time, each pack once.
    public func range(
        from start: APODDate, through end: APODDate, progress: (@Sendable (_ daysDone: Int) -> Void)? = nil,
        deliver: (([APODPicture]) async throws -> Void)? = nil
    ) async throws -> RangeResult {
        var windows: [(APODDate, APODDate)] = []
        var day = start
        while day <= end {
            let last = min(end, day.adding(days: windowDays - 1))
            windows.append((day, last))
            day = last.adding(days: 1)
        }
        return try await load(
            windows,
            label: tr("the pictures from {start} to {end}", ["start": start.description, "end": end.description]),
            progress: progress, deliver: deliver)
    }

    /// Some days, each its own window (the same day of every year): at most one request a day,
    /// none for a day cached, four at once; oldest first.
    public func days(
        _ dates: [APODDate], progress: (@Sendable (_ daysDone: Int) -> Void)? = nil
    ) async throws -> RangeResult {
        let sorted = Array(Set(dates)).sorted()
        guard let first = sorted.first, let last = sorted.last else { return RangeResult(pictures: [], failedDays: []) }
        return try await load(
            sorted.map { ($0, $0) },
            label: tr("the pictures from {start} to {end}", ["start": first.description, "end": last.description]),
            progress: progress, deliver: nil)
    }

    /// The windows' pictures, loaded as `range` describes; `progress` counts days done.
    func load(
        _ windows: [(APODDate, APODDate)], label: String, progress: (@Sendable (_ daysDone: Int) -> Void)?,
        deliver: (([APODPicture]) async throws -> Void)?
    ) async throws -> RangeResult {
        var daysDone = 0
        var result = RangeResult(pictures: [], failedDays: [])
        var writer = MonthPackWriter(client: client)
        let budget = FailureBudget(limit: consecutiveFailureLimit)
        var firstError: (any Error)?
        do {
            try await forEachConcurrentlyInOrder(windows, maxInFlight: maxInFlight) { window in
                await self.loadWindow(window.0, window.1, budget: budget)
            } consume: { outcome in
                writer.add(outcome.store, absent: outcome.absent)
                result.failedDays += outcome.failedDays
                result.uncachedDays += outcome.uncachedDays
                result.strays += outcome.strays
                result.failure = result.failure ?? outcome.failure
                if let error = outcome.error as? SpaceError, error.kind == .rateLimited {
                    // Stop asking, keep what came, name what did not.
                    result.stoppedBy = error
                    result.notLoaded = windows.filter { $0.1 >= outcome.start }.flatMap { window in
                        (0...window.0.days(to: window.1)).map { window.0.adding(days: $0) }
                    }
                    throw RangeStopped()
                }
                if let error = outcome.error { throw error }
                result.count += outcome.pictures.count
                if let deliver {
                    if !outcome.pictures.isEmpty { try await deliver(outcome.pictures) }
                } else {
                    result.pictures += outcome.pictures
                }
                writer.flush(before: outcome.end.adding(days: 1))
                daysDone += outcome.start.days(to: outcome.end) + 1
                progress?(daysDone)
            }
        } catch is RangeStopped {
            // A rate limit: the result says so.
        } catch {
            firstError = error
        }
        // Every answer that arrived is stored before the command goes on or fails.
        writer.flushAll()
        if let firstError { throw firstError }
        if client.cacheMode == .offline, result.count == 0, !result.uncachedDays.isEmpty {
            throw SpaceError.offlineMiss(label)
        }
        return result
    }

    /// One window's pictures, the cache entries its answer fills, and what failed.
    struct WindowOutcome: Sendable {
        var start: APODDate
        var end: APODDate
        var pictures: [APODPicture] = []
        var store: [(endpoint: Endpoint<APODPicture>, body: Data)] = []
        var absent: [APODDate] = []
        var failedDays: [APODDate] = []
        var uncachedDays: [APODDate] = []
        var strays: [APODPicture] = []
        /// Why days failed, when some did.
        var failure: SpaceError?
        var error: (any Error)?
    }

    /// Reads a window from the cache and asks for the stretch it does not hold.
    func loadWindow(_ start: APODDate, _ end: APODDate, budget: FailureBudget) async -> WindowOutcome {
        var outcome = WindowOutcome(start: start, end: end)
        var cached: [APODPicture] = []
        var missing: [APODDate] = []
        var day = start
        while day <= end {
            switch client.cachedLookup(dayEndpoint(day)) {
            case .value(let picture): cached.append(picture)
            case .absent: break
            case .miss: missing.append(day)
            }
            day = day.adding(days: 1)
        }
        guard let first = missing.first, let last = missing.last else {
            outcome.pictures = cached
            return outcome
        }
        if client.cacheMode == .offline {
            outcome.pictures = cached
            outcome.uncachedDays = missing
            return outcome
        }
        do {
            let span = try await loadSpan(first, last, budget: budget)
            // Days the service failed to send are shown from the cache, however old (as a single
            // day is); only those the cache does not hold are failures.
            var stale: [APODPicture] = []
            if let failure = span.failure {
                for day in span.failedDays {
                    switch client.staleLookup(dayEndpoint(day), after: failure, service: service.name) {
                    case .value(let picture): stale.append(picture)
                    case .absent: break
                    case .miss: outcome.failedDays.append(day)
                    }
                }
            }
            let fetchedDays = Set((span.pictures + stale).map(\.date))
            outcome.pictures = (cached.filter { !fetchedDays.contains($0.date) } + span.pictures + stale).sorted {
                $0.date < $1.date
            }
            outcome.store = records(span.pictures)
            outcome.absent = span.absent
            outcome.strays = span.strays
            outcome.failure = span.failure
        } catch {
            outcome.error = error
        }
        return outcome
    }

    /// What a stretch of days brought.
    struct SpanOutcome: Sendable {
        var pictures: [APODPicture] = []
        var absent: [APODDate] = []
        var failedDays: [APODDate] = []
        var strays: [APODPicture] = []
        /// Why `failedDays` failed.
        var failure: SpaceError?
    }

    /// One request for the days `start` through `end`; a server failure splits the stretch in
    /// halves, one after the other, until the failing single days are found, unless the service
    /// has failed `consecutiveFailureLimit` times in a row: then nothing more is asked, and the
    /// stretch is reported as not loaded (a service that fails everything costs a few dozen
    /// requests, not thousands).
    func loadSpan(_ start: APODDate, _ end: APODDate, budget: FailureBudget) async throws -> SpanOutcome {
        let days = { (0...start.days(to: end)).map { start.adding(days: $0) } }
        guard !budget.isSpent else { return SpanOutcome(failedDays: days(), failure: budget.lastFailure) }
        do {
            let response = try await client.send(
                APODEndpoints.window(base: baseURL, from: start, through: end), service: service)
            budget.succeeded()
            // Two posts under one date (a migrated post filed again under a neighbouring day): the
            // day keeps its own, and the stray is neither shown nor stored as that day.
            let (own, strays) = APODPicture.ownPosts(response.value)
            let pictures = own.sorted { $0.date < $1.date }
            let seen = Set(pictures.map(\.date))
            let absent = (0...start.days(to: end)).map { start.adding(days: $0) }.filter { !seen.contains($0) }
            return SpanOutcome(pictures: pictures, absent: absent, strays: strays)
        } catch let error as SpaceError where error.isUnreachable || error.transportFailure == .connectionLost {
            // No answer: asking for halves would not help; the budget ends a range against a dead network.
            budget.failed(error)
            return SpanOutcome(failedDays: days(), failure: error)
        } catch let error as SpaceError where error.kind == .unavailable && error.status != nil {
            budget.failed(error)
            if start == end || budget.isSpent { return SpanOutcome(failedDays: days(), failure: error) }
            let middle = start.adding(days: start.days(to: end) / 2)
            let a = try await loadSpan(start, middle, budget: budget)
            let b = try await loadSpan(middle.adding(days: 1), end, budget: budget)
            return SpanOutcome(
                pictures: a.pictures + b.pictures, absent: a.absent + b.absent, failedDays: a.failedDays + b.failedDays,
                strays: a.strays + b.strays, failure: b.failure ?? a.failure)
        }
    }
}

/// Ends a range's in-order loop early (a rate limit), once what came is kept.
struct RangeStopped: Error {}

/// Server failures in a row across a range's windows; once `limit` is reached, the range asks
/// for nothing more.
final class FailureBudget: Sendable {
    private let state = Mutex<(inARow: Int, spent: Bool, last: SpaceError?)>((0, false, nil))
    let limit: Int

    init(limit: Int) { self.limit = limit }

    var isSpent: Bool { state.withLock { $0.spent } }
    /// The last failure counted (the reason for the days not asked once the budget is spent).
    var lastFailure: SpaceError? { state.withLock { $0.last } }
    func succeeded() { state.withLock { if !$0.spent { $0.inARow = 0 } } }
    func failed(_ error: SpaceError) {
        state.withLock { value in
            value.inARow += 1
            value.last = error
            if value.inARow >= limit { value.spent = true }
        }
    }
}

/// Gathers the day entries of a range and writes each month pack once, when no later window can
/// add to it: a whole-archive `--refresh` costs no more writes than a cold run.
struct MonthPackWriter {
    let client: APIClient
    private var pending:
        [String: (answers: [(endpoint: Endpoint<APODPicture>, body: Data)], absent: [Endpoint<APODPicture>])] = [:]

    init(client: APIClient) { self.client = client }

    mutating func add(_ answers: [(endpoint: Endpoint<APODPicture>, body: Data)], absent: [APODDate]) {
        guard client.cache != nil else { return }
        for answer in answers {
            pending[month(answer.endpoint), default: ([], [])].answers.append(answer)
        }
        for date in absent {
            let endpoint = APODEndpoints.day(base: URL(fileURLWithPath: "/"), date)
            pending[month(endpoint), default: ([], [])].absent.append(endpoint)
        }
    }

    /// Writes the months that end before `day`.
    mutating func flush(before day: APODDate) {
        let boundary = "days-" + day.description.prefix(7)
        for key in pending.keys.sorted() where key < boundary { write(key) }
    }

    mutating func flushAll() {
        for key in pending.keys.sorted() { write(key) }
    }

    /// Writes one month; when every day of it is here (a `--refresh`, or a month never cached),
    /// the pack is replaced without reading the old one first.
    private mutating func write(_ key: String) {
        guard let group = pending.removeValue(forKey: key) else { return }
        let parts = key.dropFirst("days-".count).split(separator: "-").compactMap { Int($0) }
        let days = parts.count == 2 ? CivilCalendar.daysIn(month: parts[1], year: parts[0]) : -1
        client.storeInCache(
            group.answers, absent: group.absent, replacingPacks: group.answers.count + group.absent.count == days)
    }

    private func month(_ endpoint: Endpoint<APODPicture>) -> String { endpoint.cache?.pack ?? "" }
}
