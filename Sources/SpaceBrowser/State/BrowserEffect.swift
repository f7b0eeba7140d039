import Foundation
import TerminalSession
import APODFeature
import ImageSearchFeature
import AstronautsFeature

/// What the browser asks the outside world to do; the answers come back as events.
public enum BrowserEffect: Sendable, Equatable {
    case loadLatest
    case loadDay(APODDate)
    case loadRandom
    case loadRange(APODDate, APODDate)
    /// The same day of every year (month, day), oldest first.
    case loadSameDay(AlbumState.MonthDay)
    case loadFavorites
    case setFavorite(APODPicture, Bool)
    case open(APODPicture)
    case download(APODPicture)
    /// `:wallpaper`: the picture set as the wallpaper, as `space apod DATE --wallpaper` does.
    case setWallpaper(APODPicture)
    case shown(APODPicture)
    /// A page of search results (generation, words, page).
    case search(Int, String, Int)
    /// A result's files.
    case asset(String)
    /// Give the terminal back and stop (Ctrl-Z); on `fg` take it back and draw everything.
    case suspend
    /// Draw everything again, nothing of the screen taken as known (Ctrl-L).
    case redrawAll
    /// Put the text on the terminal's clipboard (OSC 52), where a link cannot be opened here.
    case copy(String)
    /// The archive's days for the words (generation, words).
    case archiveSearch(Int, String)
    /// A page of the roster (generation, order, filter, page).
    case roster(Int, AstronautsQuery.Sort, String, Int, refresh: Bool)
    /// Fetch and decode a slot's picture (its answer: `pictureArrived`).
    case fetchPicture(PictureSlot)
    /// Draw a slot from the same picture decoded for another size of it (the key it was kept under).
    case reusePicture(PictureKey, for: PictureSlot)
    /// Stop fetching a picture that left the screen.
    case cancelPicture(PictureKey)
    /// Load a day next to the one shown ahead: its text, then its picture (answers: `measured`,
    /// `pictureArrived`, `offline`, and `preloaded` at the end).
    case preload(APODDate)
    /// Stop loading a day ahead that is no longer next to the one shown.
    case cancelPreload(APODDate)
    /// More of the archive's days for the words, best first (generation, words, how many in all).
    case archiveMore(Int, String, limit: Int)
    /// One astronaut in full, by id (`:astronaut 12`).
    case loadAstronaut(Int)
    /// Sync the archive here, as `space apod sync` does (answers: `syncProgress`, then `synced`).
    case syncArchive
    /// Stop the sync under way (what came is kept).
    case cancelSync
    /// Keep the commands typed after `:` for the next run.
    case keepCommandHistory([String])
    /// Mark every day through this one seen (the new days listed whole).
    case seenThrough(APODDate)
}
