import Foundation
import TerminalSession
import APODFeature

/// What happens to the browser: a key, an answer, or time passing.
public enum BrowserEvent: Sendable {
    case key(Key)
    /// Seconds since the start, on a clock that only moves forward (notices run out).
    case tick(TimeInterval)
    /// A request's answer (the request as it went out), or why there is none.
    case answered(BrowserRequest, Result<BrowserAnswer, BrowserFailure>)
    /// A frame was drawn: how far what scrolls can scroll at its size.
    case laidOut(LayoutLimits)
    case favoriteSet(APODPicture, Result<Bool, BrowserFailure>)
    case done(Result<String, BrowserFailure>)
    /// Days the sync has gone through.
    case syncProgress(Int)
    /// The sync's end.
    case synced(Result<SyncReport, BrowserFailure>)
    /// A day loaded ahead came from the cache or the pictures kept: a service did not answer.
    case offline
    /// A frame was drawn with these picture slots (what is missing is asked for, what left cancelled).
    case framed([PictureSlot])
    /// A picture decoded for its slot (and kept by the stage), or why it could not be.
    case pictureArrived(PictureKey, Result<PictureLoads.Ready, BrowserFailure>)
    /// Pictures the stage no longer keeps.
    case picturesForgotten([PictureKey])
    /// A day loaded ahead: its text is in (nil: it could not be, or another day stood in); its
    /// picture the state asks for next, for the slot it will fill.
    case dayAhead(APODDate, APODPicture?)
    /// The window changed size, or the process came back from a stop made outside it: nothing
    /// on the screen is known.
    case screenLost
}
