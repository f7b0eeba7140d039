import Foundation
import SpaceLocalization
import SpaceSupport
import APODFeature
import SpaceNetworking
import Synchronization

extension AppContext {
    /// The pictures shown before, under the data folder.
    var apodArchive: PictureArchive { PictureArchive(dataFolder: files.data) }

    /// The favorites file, under the data folder.
    var favorites: FavoritesStore { FavoritesStore(folder: files.data, now: now) }

    /// An APOD fetcher with the shared client. The service needs no key.
    func apodFetcher() throws -> APODFetcher {
        var fetcher = APODFetcher(
            client: client(), baseURL: try baseURL(.apodURL, default: APODService.defaultURL))
        // SPACE_RANDOM_SEED makes `--random` picks repeatable (like SPACE_NOW for the clock).
        if let text = Seam.randomSeed.value(in: environment), let seed = UInt64(text) {
            let generator = SeededDays(seed: seed)
            fetcher.randomDay = { generator.next(in: $0) }
        }
        return fetcher
    }

    /// The notice when a NASA key is still configured: APOD and the image library need none, so
    /// it is ignored (never an error, never sent).
    var ignoredNASAKeyNotice: String? {
        guard let key = environment["NASA_API_KEY"], !key.isEmpty else { return nil }
        let origin =
            (originalEnvironment["NASA_API_KEY"] ?? "").isEmpty ? tr("nasa-api-key in the config file") : "NASA_API_KEY"
        return tr(
            "{setting} is set but no longer used: NASA APOD and the image library need no key.", ["setting": origin])
    }
}

/// Random days from a seed, shared by the concurrent draws.
final class SeededDays: Sendable {
    private let generator: Mutex<SeededRandom>

    init(seed: UInt64) { generator = Mutex(SeededRandom(state: seed)) }

    func next(in range: ClosedRange<Int>) -> Int {
        generator.withLock { Int.random(in: range, using: &$0) }
    }
}
