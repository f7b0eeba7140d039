import Foundation
import SpaceLocalization
import SpaceNetworking

extension Remedy {
    /// The remedy in the command line's words: the flags and commands to try.
    var commandLineWords: String {
        switch self {
        case .allowMoreTime: return tr("Try again, or allow more time with --timeout SECONDS.")
        case .allowMoreTimeLater: return tr("Try again later, or allow more time with --timeout SECONDS.")
        case .tryLaterSeeDetails: return tr("Try again later; run with --verbose to see the details.")
        case .tryLaterSeeRequest: return tr("Try again later; run with --verbose to see the request.")
        case .checkServiceAddress:
            return tr("Check the service's address (SPACE_*_URL); run with --verbose to see the hops.")
        case .checkServiceURL(let variable, let standard):
            return tr("Check {variable}; the service is {address}.", ["variable": variable, "address": standard])
        case .runOnline: return tr("Run it without --offline.")
        case .fillCacheOnline: return tr("Run the command once without --offline to fill the cache.")
        case .showAPictureOnline:
            return tr("Run space apod once while connected; the picture is then kept for offline use.")
        case .listFavorites: return tr("List them with: space favorites")
        case .findAssetIDs: return tr("Find IDs with: space search WORDS")
        case .findAstronautIDs: return tr("Find ids with: space astronauts --search NAME")
        }
    }
}

extension SpaceError {
    /// What to try next, as the command line says it: the hint, else the remedy in its words.
    var nextStep: String? { hint ?? remedy?.commandLineWords }
}
