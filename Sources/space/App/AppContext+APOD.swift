import Foundation
import APODFeature

extension AppContext {
    /// `NASA_API_KEY`, or `DEMO_KEY`.
    var nasaAPIKey: String { environment["NASA_API_KEY"].flatMap { $0.isEmpty ? nil : $0 } ?? "DEMO_KEY" }

    /// The pictures shown before, under the data folder.
    var apodArchive: PictureArchive { PictureArchive(dataFolder: files.data) }

    /// The favorites file, under the data folder.
    var favorites: FavoritesStore { FavoritesStore(folder: files.data, now: now) }

    /// An APOD fetcher with the shared client.
    func apodFetcher() throws -> APODFetcher {
        APODFetcher(client: client(), baseURL: try baseURL("SPACE_APOD_URL", default: APODService.defaultURL), apiKey: nasaAPIKey)
    }
}
