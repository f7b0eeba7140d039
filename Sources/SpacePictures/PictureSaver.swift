import Foundation
import SpaceLocalization
import SpacePresentation
import SpaceSupport
import SpaceNetworking

/// Saves a downloaded picture into a folder: written to a temporary file there and moved into
/// place only when complete, never replacing an existing file unless forced.
public struct PictureSaver: Sendable {
    /// The folder, as the user wrote it (`~` expanded against `home`).
    public var folder: String
    /// `--force`.
    public var force: Bool
    /// `HOME`, for `~`.
    public var home: String?
    /// The command's words, for the usage error.
    public var commandPath: [String]

    public init(folder: String, force: Bool, home: String?, commandPath: [String]) {
        self.folder = folder
        self.force = force
        self.home = home
        self.commandPath = commandPath
    }

    /// The folder to save into, created (with its parents, like `mkdir -p`) when it is missing.
    public func resolvedFolder() throws -> URL {
        var path = folder
        if path == "~" || path.hasPrefix("~/"), let home { path = home + path.dropFirst() }
        let url = URL(fileURLWithPath: path, isDirectory: true)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw SpaceError(
                    .ioError, tr("{path} is a file, not a folder to save into.", ["path": url.path]),
                    hint: tr("Choose a folder with --download=FOLDER."))
            }
            return url
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw SpaceError(
                .ioError, tr("Could not create the folder {path}.", ["path": url.path]),
                hint: tr("Check that its parent is writable, or choose another with --download=FOLDER."))
        }
        return url
    }

    /// A file already saved under `stem` in `folder`, whatever its extension: a link that ends in
    /// `.jpg` may bring a PNG, saved as `.png`, so the link's extension cannot say what is there.
    public func existing(stem: String, in folder: URL) -> URL? {
        let names = Set(ImageFormat.allCases.map { FileName.make(stem: stem, fileExtension: $0.fileExtension) })
        return names.sorted().lazy.map { folder.appendingPathComponent($0, isDirectory: false) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// How a save ended.
    public enum Saved: Equatable, Sendable {
        /// Written to the target.
        case written
        /// The same bytes were already there under `existing`, which was left as it is.
        case alreadyThere(URL)
    }

    /// Writes the bytes to `target` atomically. Without --force, the same picture already there
    /// (under this name or the stem's other extension `existing`) is a success, left as it is; a
    /// different file of the target's name is refused.
    public func save(_ data: Data, to target: URL, existing: URL? = nil) throws -> Saved {
        if !force {
            for candidate in [target] + (existing.map { [$0] } ?? []) where Self.holds(candidate, data) {
                return .alreadyThere(candidate)
            }
        }
        do {
            try AtomicFile.write(data, to: target, mode: 0o644, overwrite: force)
            return .written
        } catch is AtomicFile.Exists {
            throw Self.exists(target)
        }
    }

    /// Whether the file at `url` holds exactly `data` (read only when the sizes agree).
    private static func holds(_ url: URL, _ data: Data) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count else {
            return false
        }
        return FileManager.default.contents(atPath: url.path) == data
    }

    public static func exists(_ target: URL) -> SpaceError {
        SpaceError(
            .failure, tr("{path} already exists, and was left as it is.", ["path": target.path]),
            hint: tr("Add --force to replace it, or choose another folder with --download=FOLDER."))
    }
}
