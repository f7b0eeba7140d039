import Foundation
import Synchronization

/// A count that concurrent page loads add to, for a determinate progress line
/// ("Loading 300 of 3,300 astronauts").
public final class ProgressCounter: Sendable {
    private let count = Mutex(0)

    /// Creates a counter at zero.
    public init() {}

    /// Adds `amount` and returns the new total.
    @discardableResult
    public func add(_ amount: Int) -> Int {
        count.withLock {
            $0 += amount; return $0
        }
    }
}
