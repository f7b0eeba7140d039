import Foundation
import TerminalGraphics

extension BrowserLoop {
    /// Where the browser's pictures come from: the longest edge a slot's picture is fetched at,
    /// and the file's bytes for links (the picture cache, in the command line).
    public struct Pictures: Sendable {
        public var edge: @Sendable (PicturePreview.Box) -> Int
        public var fetch: @Sendable (_ links: [URL], _ what: String) async throws -> Data
        /// Whether animated pictures play (`--no-animate` and the `animate` setting turn it off).
        public var animate: Bool

        public init(
            edge: @escaping @Sendable (PicturePreview.Box) -> Int,
            fetch: @escaping @Sendable ([URL], String) async throws -> Data, animate: Bool = true
        ) {
            self.edge = edge
            self.fetch = fetch
            self.animate = animate
        }
    }
}
