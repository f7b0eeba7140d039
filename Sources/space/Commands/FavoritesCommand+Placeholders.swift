import Foundation
import SpaceSupport
import APODFeature
import SpaceNetworking

extension FavoritesCommand {
    /// Favorites saved by earlier versions from the retired API's placeholder ("NASA Science" with
    /// the NASA logo) are fetched again from the service and replaced; one that cannot be fetched
    /// now is kept as it is (nothing saved is dropped) and shown without the placeholder's content.
    static func repairingPlaceholders(_ favorites: [APODPicture], context: AppContext) async -> [APODPicture] {
        let stale = favorites.filter(\.isLegacyPlaceholder)
        guard !stale.isEmpty else { return favorites }
        var fetched: [APODDate: APODPicture] = [:]
        if context.cacheMode != .offline, let fetcher = try? context.apodFetcher() {
            let outcomes = await mapConcurrentlyCollectingResults(stale.map(\.date), maxInFlight: 4) { try await fetcher.day($0) }
            for case .success(let picture) in outcomes { fetched[picture.date] = picture }
            if !fetched.isEmpty { _ = try? context.favorites.add(Array(fetched.values)) }
        }
        let left = stale.filter { fetched[$0.date] == nil }.map(\.date.description)
        if !left.isEmpty {
            context.console.notice("\(left.count == 1 ? "The favorite of \(left[0]) was" : "\(left.count) favorites were") saved from the retired service's placeholder and will be fetched again when NASA APOD answers: \(left.joined(separator: ", ")).")
        }
        return favorites.map { favorite in
            guard favorite.isLegacyPlaceholder else { return favorite }
            return fetched[favorite.date] ?? placeholderStandIn(favorite.date)
        }
    }

    /// What a placeholder favorite shows until it is fetched again: its day, and nothing of the logo.
    static func placeholderStandIn(_ date: APODDate) -> APODPicture {
        APODPicture(date: date, title: "(not loaded yet)", explanation: "", mediaType: .other, url: nil, hdurl: nil, thumbnailURL: nil, copyright: nil)
    }
}
