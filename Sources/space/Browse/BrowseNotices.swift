import Foundation
import Synchronization

/// What the services said during one request of `space browse`, which must never reach the
/// screen as stderr lines: a stale answer served because the service did not answer (the
/// browser says "offline · cached 3 hours ago" on its status line instead). Warnings and traces
/// of a request made for the browser are not printed at all.
final class BrowseNotices: Sendable {
    /// When the answer served instead was fetched, if one was.
    let staleSince = Mutex<Date?>(nil)

    /// The notices of the request running in this task, if it runs for the browser.
    @TaskLocal static var current: BrowseNotices?
}
