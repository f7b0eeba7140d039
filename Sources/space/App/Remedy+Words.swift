import Foundation
import SpaceNetworking

extension Remedy {
    /// The remedy in the command line's words: the flags and commands to try.
    var commandLineWords: String {
        switch self {
        case .allowMoreTime: return "Try again, or allow more time with --timeout SECONDS."
        case .allowMoreTimeLater: return "Try again later, or allow more time with --timeout SECONDS."
        case .tryLaterSeeDetails: return "Try again later; run with --verbose to see the details."
        case .tryLaterSeeRequest: return "Try again later; run with --verbose to see the request."
        case .checkServiceAddress: return "Check the service's address (SPACE_*_URL); run with --verbose to see the hops."
        case .checkServiceURL(let variable, let standard): return "Check \(variable); the service is \(standard)."
        case .runOnline: return "Run it without --offline."
        case .fillCacheOnline: return "Run the command once without --offline to fill the cache."
        case .showAPictureOnline: return "Run space apod once while connected; the picture is then kept for offline use."
        case .listFavorites: return "List them with: space favorites"
        case .findAssetIDs: return "Find IDs with: space search WORDS"
        case .findAstronautIDs: return "Find ids with: space astronauts --search NAME"
        }
    }
}

extension SpaceError {
    /// What to try next, as the command line says it: the hint, else the remedy in its words.
    var nextStep: String? { hint ?? remedy?.commandLineWords }
}
