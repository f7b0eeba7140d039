import Foundation
import SpaceSupport

extension FavoritesStore {
    /// Favorites with the retired service's placeholders repaired where they could be, and the
    /// days that are still placeholders.
    public struct Repair: Sendable {
        public var favorites: [APODPicture]
        public var left: [APODDate]
    }

    /// Favorites saved by earlier versions from the retired API's placeholder ("NASA Science" with
    /// the NASA logo) are fetched again with `fetch` (four at a time; nil when the network may not
    /// be used) and replaced in the file. One that cannot be fetched now is kept as it is (nothing
    /// saved is dropped) and shown as a stand-in without the placeholder's content.
    public func repairingPlaceholders(
        _ favorites: [APODPicture], fetch: (@Sendable (APODDate) async throws -> APODPicture)?
    ) async -> Repair {
        let stale = favorites.filter(\.isLegacyPlaceholder)
        guard !stale.isEmpty else { return Repair(favorites: favorites, left: []) }
        var fetched: [APODDate: APODPicture] = [:]
        if let fetch {
            let outcomes = await mapConcurrentlyCollectingResults(stale.map(\.date), maxInFlight: 4) {
                try await fetch($0)
            }
            for case .success(let picture) in outcomes { fetched[picture.date] = picture }
            if !fetched.isEmpty { _ = try? add(Array(fetched.values)) }
        }
        let repaired = favorites.map { favorite in
            guard favorite.isLegacyPlaceholder else { return favorite }
            return fetched[favorite.date] ?? Self.placeholderStandIn(favorite.date)
        }
        return Repair(favorites: repaired, left: stale.map(\.date).filter { fetched[$0] == nil })
    }

    /// What a placeholder favorite shows until it is fetched again: its day, and nothing of the logo.
    public static func placeholderStandIn(_ date: APODDate) -> APODPicture {
        APODPicture(
            date: date, title: "(not loaded yet)", explanation: "", mediaType: .other, url: nil, hdurl: nil,
            thumbnailURL: nil, copyright: nil)
    }
}
