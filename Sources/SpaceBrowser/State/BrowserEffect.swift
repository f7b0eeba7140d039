import Foundation
import TerminalSession
import APODFeature

/// What the browser asks the outside world to do; the answers come back as events.
public enum BrowserEffect: Sendable, Equatable {
    /// Ask the services and wait (answer: `answered` with the same request).
    case request(BrowserRequest)
    case setFavorite(APODPicture, Bool)
    case open(APODPicture)
    case download(APODPicture)
    /// `:wallpaper`: the picture set as the wallpaper, as `space apod DATE --wallpaper` does.
    case setWallpaper(APODPicture)
    case shown(APODPicture)
    /// Give the terminal back and stop (Ctrl-Z); on `fg` take it back and draw everything.
    case suspend
    /// Draw everything again, nothing of the screen taken as known (Ctrl-L).
    case redrawAll
    /// Put the text on the terminal's clipboard (OSC 52), where a link cannot be opened here.
    case copy(String)
    /// Fetch and decode a slot's picture (its answer: `pictureArrived`).
    case fetchPicture(PictureSlot)
    /// Draw a slot from the same picture decoded for another size of it (the key it was kept under).
    case reusePicture(PictureKey, for: PictureSlot)
    /// Stop fetching a picture that left the screen.
    case cancelPicture(PictureKey)
    /// Load a day next to the one shown ahead: its text into the cache (answers: `offline` when a
    /// stand-in came, then `dayAhead`); its picture is then a `fetchPicture` like any other.
    case preload(APODDate)
    /// Stop loading a day ahead that is no longer next to the one shown.
    case cancelPreload(APODDate)
    /// Sync the archive here, as `space apod sync` does (answers: `syncProgress`, then `synced`).
    case syncArchive
    /// Stop the sync under way (what came is kept).
    case cancelSync
    /// Keep the commands typed after `:` for the next run.
    case keepCommandHistory([String])
    /// Mark every day through this one seen (the new days listed whole).
    case seenThrough(APODDate)
}
