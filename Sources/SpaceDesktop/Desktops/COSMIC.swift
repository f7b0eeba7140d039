import Foundation
import SpaceLocalization
import SpaceSupport

/// COSMIC keeps its background in cosmic-config's files, which its background service (cosmic-bg)
/// watches: `$XDG_CONFIG_HOME/cosmic/com.system76.CosmicBackground/v1/all` holds the entry for
/// every output (a RON struct, as cosmic-bg's `Entry` serializes), and `same-on-all` says the one
/// entry is for every output. Both are replaced whole, atomically; no program is run.
public struct COSMIC: Desktop {
    public init() {}
    public var name: String { "COSMIC" }
    public var program: String { "cosmic-bg" }

    public func recognises(_ session: DesktopTools) -> String? {
        session.names("cosmic")
    }

    public func set(_ wallpaper: WallpaperFiles, setter: String, session: DesktopTools) async throws -> WallpaperSet {
        let folder = XDGBase.configHome(session.environment).appendingPathComponent(
            "cosmic/com.system76.CosmicBackground/v1", isDirectory: true)
        try AtomicFile.createFolder(folder)
        try AtomicFile.write(
            Data(Self.entry(wallpaper.file.path).utf8), to: folder.appendingPathComponent("all", isDirectory: false),
            mode: 0o644, durable: true)
        try AtomicFile.write(
            Data("true".utf8), to: folder.appendingPathComponent("same-on-all", isDirectory: false), mode: 0o644,
            durable: true)
        return .done
    }

    /// cosmic-bg's entry for every output showing `path`, zoomed to fill (the picture is composed
    /// at the screen's size already), never rotated away.
    static func entry(_ path: String) -> String {
        let quoted = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
            (
                output: "all",
                source: Path("\(quoted)"),
                filter_by_theme: false,
                rotation_frequency: 86400,
                filter_method: Lanczos,
                scaling_mode: Zoom,
                sampling_method: Alphanumeric,
            )
            """
    }
}
