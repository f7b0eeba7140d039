import Foundation
import APODFeature

extension AppContext {
    /// The pictures shown before, under the data folder.
    var apodArchive: PictureArchive { PictureArchive(dataFolder: files.data) }

    /// The favorites file, under the data folder.
    var favorites: FavoritesStore { FavoritesStore(folder: files.data, now: now) }

    /// An APOD fetcher with the shared client. The service needs no key.
    func apodFetcher() throws -> APODFetcher {
        APODFetcher(client: client(), baseURL: try baseURL("SPACE_APOD_URL", default: APODService.defaultURL))
    }

    /// The notice when a NASA key is still configured: APOD and the image library need none, so
    /// it is ignored (never an error, never sent).
    var ignoredNASAKeyNotice: String? {
        guard let key = environment["NASA_API_KEY"], !key.isEmpty else { return nil }
        let origin = (originalEnvironment["NASA_API_KEY"] ?? "").isEmpty ? "nasa-api-key in the config file" : "NASA_API_KEY"
        return "\(origin) is set but no longer used: NASA APOD and the image library need no key."
    }
}
