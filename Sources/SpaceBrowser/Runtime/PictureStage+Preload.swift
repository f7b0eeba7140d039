import Foundation
import APODFeature

/// A day loaded ahead, as the state decides (`BrowserState+LoadAhead`): its text fetched into the
/// cache off the loop and handed to the state, which then asks for its picture as it asks for any
/// other (`fetchPicture`, for the slot the Day screen will give it). Nothing is laid out here.
extension PictureStage {
    /// Starts loading a day ahead.
    func preload(_ date: APODDate) {
        preloads[date]?.cancel()
        let (services, post) = (services, post)
        preloads[date] = Task.detached {
            let answer = try? await services.day(date)
            guard !Task.isCancelled else { return }
            // A stand-in (the cache, the pictures kept): the service did not answer, which the
            // state says once, before a move finds it out.
            if answer?.source != nil { post(.browser(.offline)) }
            post(.browser(.dayAhead(date, answer?.picture)))
        }
    }

    /// Stops loading a day ahead.
    func cancelPreload(_ date: APODDate) {
        preloads.removeValue(forKey: date)?.cancel()
    }
}
