import Foundation
import SpaceLocalization
import SpaceSupport
import SpaceNetworking

extension APODFetcher {
    /// The outcome of random picks.
    public struct RandomResult: Sendable, Equatable {
        /// The pictures that matched, at most the number asked for, in the order they were drawn.
        public var pictures: [APODPicture]
        /// How many days were drawn.
        public var draws: Int
    }

    /// `count` distinct days picked at random, each independently, from the whole archive through
    /// `last`, and fetched one by one (`/YYMMDD`, from the cache when it holds them), at most
    /// `maxInFlight` at once. A day without a picture is drawn again, and so, with `media`, is a
    /// day of another kind, within a budget of draws; fewer pictures come back when it runs out.
    /// With `--offline`, the days are drawn from those the cache holds.
    public func random(
        count: Int, matching media: APODPicture.MediaType?, through last: APODDate
    ) async throws -> RandomResult {
        if client.cacheMode == .offline { return try randomFromCache(count: count, matching: media, through: last) }
        let days = APODDate.first.dayNumber...max(APODDate.first.dayNumber, last.dayNumber)
        let budget = media == nil ? count * 2 + 10 : count * 10 + 20
        var chosen: [APODPicture] = []
        var tried = Set<Int>()
        var draws = 0
        while chosen.count < count, draws < budget, tried.count < days.count {
            var batch: [APODDate] = []
            while batch.count < count - chosen.count, draws < budget, tried.count < days.count {
                let number = randomDay(days)
                guard tried.insert(number).inserted else { continue }
                batch.append(APODDate(dayNumber: number))
                draws += 1
            }
            let outcomes = await mapConcurrentlyCollectingResults(batch, maxInFlight: maxInFlight) { date in
                try await self.day(date)
            }
            for outcome in outcomes {
                switch outcome {
                case .success(let picture):
                    if (media == nil || picture.mediaType == media) && chosen.count < count { chosen.append(picture) }
                case .failure(let error as SpaceError)
                where error.kind == .notFound && error.serviceCode != "rest_no_route":
                    continue
                case .failure(let error):
                    throw error
                }
            }
        }
        // In date order, as every list of days is (the README says so); which days is what is random.
        return RandomResult(pictures: chosen.sorted { $0.date < $1.date }, draws: draws)
    }

    /// With `--offline`: distinct days drawn from those the cache holds.
    func randomFromCache(
        count: Int, matching media: APODPicture.MediaType?, through last: APODDate
    ) throws -> RandomResult {
        var days = (client.cache?.packedKeys(namespace: APODCachePolicies.namespace) ?? [])
            .compactMap { $0.hasPrefix("day ") ? APODDate(String($0.dropFirst(4))) : nil }
            .filter { $0 >= APODDate.first && $0 <= last }
        var chosen: [APODPicture] = []
        var draws = 0
        while chosen.count < count, !days.isEmpty {
            let pick = days.remove(at: randomDay(0...(days.count - 1)) % days.count)
            draws += 1
            guard case .value(let picture) = client.cachedLookup(dayEndpoint(pick)) else { continue }
            if media == nil || picture.mediaType == media { chosen.append(picture) }
        }
        if chosen.isEmpty {
            throw SpaceError.offlineMiss(
                media.map { tr("random pictures of type {media}", ["media": $0.rawValue]) } ?? tr("random pictures"))
        }
        return RandomResult(pictures: chosen.sorted { $0.date < $1.date }, draws: draws)
    }
}
