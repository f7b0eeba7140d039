import Foundation

/// The next thing to try after a failure, named rather than written: the command line says it in
/// its words (flags and commands), a full-screen browser in its own (keys), a translation in its
/// language. Errors deep in the layers carry a remedy, never command-line words.
public enum Remedy: Sendable, Equatable {
    /// Try again, with a longer timeout.
    case allowMoreTime
    /// Try again later, with a longer timeout.
    case allowMoreTimeLater
    /// Try again later; the details are in the verbose log.
    case tryLaterSeeDetails
    /// Try again later; the request is in the verbose log.
    case tryLaterSeeRequest
    /// The service's address may be wrong; the verbose log shows each redirect.
    case checkServiceAddress
    /// The service's address (the variable `variable`) may be wrong; `standard` is the right one.
    case checkServiceURL(variable: String, standard: String)
    /// Run the same without the offline mode.
    case runOnline
    /// Run it once with the network, to fill the cache.
    case fillCacheOnline
    /// Show a picture once with the network, so it is kept for offline use.
    case showAPictureOnline
    /// List the favorites.
    case listFavorites
    /// Search the image library for ids.
    case findAssetIDs
    /// Search the roster for astronaut ids.
    case findAstronautIDs
}
