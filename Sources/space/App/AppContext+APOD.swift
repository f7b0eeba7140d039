import Foundation
import APODFeature
import Synchronization

extension AppContext {
    /// The pictures shown before, under the data folder.
    var apodArchive: PictureArchive { PictureArchive(dataFolder: files.data) }

    /// The favorites file, under the data folder.
    var favorites: FavoritesStore { FavoritesStore(folder: files.data, now: now) }

    /// An APOD fetcher with the shared client. The service needs no key.
    func apodFetcher() throws -> APODFetcher {
        var fetcher = APODFetcher(client: client(), baseURL: try baseURL("SPACE_APOD_URL", default: APODService.defaultURL))
        // SPACE_RANDOM_SEED makes `--random` picks repeatable (like SPACE_NOW for the clock).
        if let text = environment["SPACE_RANDOM_SEED"], let seed = UInt64(text) {
            let generator = SeededDays(seed: seed)
            fetcher.randomDay = { generator.next(in: $0) }
        }
        return fetcher
    }

    /// The notice when a NASA key is still configured: APOD and the image library need none, so
    /// it is ignored (never an error, never sent).
    var ignoredNASAKeyNotice: String? {
        guard let key = environment["NASA_API_KEY"], !key.isEmpty else { return nil }
        let origin = (originalEnvironment["NASA_API_KEY"] ?? "").isEmpty ? "nasa-api-key in the config file" : "NASA_API_KEY"
        return "\(origin) is set but no longer used: NASA APOD and the image library need no key."
    }
}

/// Random days from a seed (SplitMix64), shared by the concurrent draws.
final class SeededDays: Sendable {
    private let state: Mutex<UInt64>

    init(seed: UInt64) { state = Mutex(seed) }

    func next(in range: ClosedRange<Int>) -> Int {
        let advanced = state.withLock { value in
            value &+= 0x9E37_79B9_7F4A_7C15
            return value
        }
        var z = advanced
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(z % width)
    }
}
