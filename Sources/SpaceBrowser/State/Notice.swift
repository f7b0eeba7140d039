import Foundation

/// A sentence on the status line, and how long it is true: a notice says what just happened,
/// so it goes away on the next key or after `lifetime`; one that belongs to a screen (a day
/// that failed, a list that did not load) shows only on that screen; one that says something
/// is under way stays until its answer comes (or `progressLifetime` passes).
public struct Notice: Sendable, Equatable {
    /// What it says.
    public var text: String
    /// The screen it belongs to (nil: every screen).
    public var screen: ScreenID?
    /// When it was given: seconds on the browser's own clock (`BrowserState.clock`).
    public var at: TimeInterval
    /// Whether it says that something is under way (kept until the answer).
    public var inProgress: Bool

    /// A notice.
    public init(_ text: String, screen: ScreenID?, at: TimeInterval, inProgress: Bool = false) {
        self.text = text
        self.screen = screen
        self.at = at
        self.inProgress = inProgress
    }

    /// Seconds a notice stays.
    public static let lifetime: TimeInterval = 5
    /// Seconds a notice of work under way stays at most.
    public static let progressLifetime: TimeInterval = 60

    /// Whether it is still true at `now`.
    public func isCurrent(at now: TimeInterval) -> Bool {
        now - at < (inProgress ? Self.progressLifetime : Self.lifetime)
    }
}
