import Foundation
import SpaceLocalization
import APODFeature
import SpaceNetworking

extension FavoritesCommand {
    /// The favorites with placeholders of the retired service repaired (see
    /// `FavoritesStore.repairingPlaceholders`), saying which days are still waiting.
    static func repairingPlaceholders(_ favorites: [APODPicture], context: AppContext) async -> [APODPicture] {
        guard favorites.contains(where: \.isLegacyPlaceholder) else { return favorites }
        var fetch: (@Sendable (APODDate) async throws -> APODPicture)?
        if context.cacheMode != .offline, let fetcher = try? context.apodFetcher() {
            fetch = { date in try await fetcher.day(date) }
        }
        let repair = await context.favorites.repairingPlaceholders(favorites, fetch: fetch)
        let left = repair.left.map(\.description)
        if !left.isEmpty {
            context.printer.notice(
                left.count == 1
                    ? tr(
                        "The favorite of {date} was saved from the retired service's placeholder and will be fetched again when NASA APOD answers.",
                        ["date": left[0]])
                    : tr(
                        "{count} favorites were saved from the retired service's placeholder and will be fetched again when NASA APOD answers: {dates}.",
                        ["count": left.count, "dates": left.joined(separator: ", ")]))
        }
        return repair.favorites
    }
}
