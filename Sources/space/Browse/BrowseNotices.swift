import Foundation
import Synchronization

/// What the services said during one request of `space browse`, which must never reach the
/// screen as stderr lines: a stale answer served because the service did not answer (the
/// browser says "offline · cached 3 hours ago" on its status line instead). Warnings and traces
/// of a request made for the browser are not printed at all. Each request gets its own, handed
/// to the client it is made with (`AppContext.keptNotices`), so where an answer came from comes
/// back with that answer.
final class BrowseNotices: Sendable {
    /// When the answer served instead was fetched, if one was.
    let staleSince = Mutex<Date?>(nil)
}
