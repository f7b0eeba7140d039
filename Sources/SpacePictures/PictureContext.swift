import Foundation
import SpaceNetworking
import TerminalSession

/// What drawing, fetching and saving pictures needs from the run: the console, the environment,
/// the picture fetcher, and where notices and the cache's bytes go. The executable builds it from
/// its context; a test builds it from a buffer.
public struct PictureContext: Sendable {
    /// Where pictures are drawn (standard output), spinners and bars shown (standard error).
    public var console: Console
    /// The process environment, with the settings merged in.
    public var environment: [String: String]
    /// The renderer setting as written, and where it came from in words for a message
    /// (`SPACE_RENDERER`, `renderer in …`).
    public var renderer: (setting: String, origin: String)
    /// The `animate` setting: whether animated GIFs play (a flag can still stop them).
    public var animate: Bool
    /// Fetches pictures through the picture cache.
    public var fetcher: @Sendable () -> PictureFetcher
    /// Says one line on standard error.
    public var notice: @Sendable (String) -> Void
    /// Counts bytes written to the cache.
    public var addCacheBytes: @Sendable (Int) -> Void

    public init(
        console: Console, environment: [String: String], renderer: (setting: String, origin: String), animate: Bool,
        fetcher: @escaping @Sendable () -> PictureFetcher, notice: @escaping @Sendable (String) -> Void,
        addCacheBytes: @escaping @Sendable (Int) -> Void
    ) {
        self.console = console
        self.environment = environment
        self.renderer = renderer
        self.animate = animate
        self.fetcher = fetcher
        self.notice = notice
        self.addCacheBytes = addCacheBytes
    }
}
