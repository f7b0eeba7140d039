import Foundation
import SpaceNetworking

/// Saves a downloaded picture into a folder: written to a temporary file there and moved into
/// place only when complete, never replacing an existing file unless forced.
struct PictureSaver {
    /// The folder, as the user wrote it (`~` expanded against `home`).
    var folder: String
    /// `--force`.
    var force: Bool
    /// `HOME`, for `~`.
    var home: String?
    /// The command's words, for the usage error.
    var commandPath: [String]

    /// The folder to save into, created (with its parents, like `mkdir -p`) when it is missing.
    func resolvedFolder() throws -> URL {
        var path = folder
        if path == "~" || path.hasPrefix("~/"), let home { path = home + path.dropFirst() }
        let url = URL(fileURLWithPath: path, isDirectory: true)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw SpaceError(.ioError, "\(url.path) is a file, not a folder to save into.", hint: "Choose a folder with --download=FOLDER.")
            }
            return url
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw SpaceError(.ioError, "Could not create the folder \(url.path).", hint: "Check that its parent is writable, or choose another with --download=FOLDER.")
        }
        return url
    }

    /// Refuses early (before any download) when the target exists and --force is not given.
    func checkFree(_ target: URL) throws {
        if !force && FileManager.default.fileExists(atPath: target.path) { throw Self.exists(target) }
    }

    /// Writes the bytes to `target` atomically.
    func save(_ data: Data, to target: URL) throws {
        do {
            try AtomicFile.write(data, to: target, mode: 0o644, overwrite: force)
        } catch is AtomicFile.Exists {
            throw Self.exists(target)
        }
    }

    static func exists(_ target: URL) -> SpaceError {
        SpaceError(.failure, "\(target.path) already exists, and was left as it is.", hint: "Add --force to replace it, or choose another folder with --download=FOLDER.")
    }
}
