import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Safe file writes shared by every store: write a temporary file beside the target, flush it,
/// then rename it over the target, so a reader never sees half a file and a failed write leaves
/// the previous file intact. Also an exclusive advisory lock for read-modify-write cycles.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder (mode 0700) when needed. `durable`
    /// flushes to disk before the rename (user data); a cache can skip it, since a torn entry is
    /// detected and dropped. `writer` stands for write(2), so tests can make a write fail halfway;
    /// `temporaries` is where the temporary file is registered for a signal to remove.
    @discardableResult
    public static func write(
        _ data: Data, to url: URL, mode: Int = 0o644, durable: Bool = true, overwrite: Bool = true,
        links: Links = .replace, temporaries: TemporaryFileRegistry = TemporaryFiles.registry,
        writer: (Int32, UnsafeRawPointer, Int) -> Int = { Foundation.write($0, $1, $2) }
    ) throws -> Written {
        let original = url
        var written = Written()
        let url: URL
        switch links {
        case .follow:
            // A link (favorites.json kept in a dotfiles repository, say) is written through: the new
            // file replaces the link's target, atomically in the target's folder, and the link stays;
            // but never to a device, a FIFO or a folder.
            url = try writableTarget(original)
        case .replace, .replaceEvenAFolder:
            // space's own folders: whatever is there (a link, a FIFO) is replaced by the rename, never
            // written through.
            url = original
            var info = stat()
            if lstat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                written.replaced =
                    info.st_mode & S_IFMT == S_IFLNK
                    ? .link(target: LocalFile.linkTarget(url)) : .other(FileKind(mode: info.st_mode))
                // A folder cannot be renamed over; in the cache it is dropped, not warned about forever.
                if links == .replaceEvenAFolder, info.st_mode & S_IFMT == S_IFDIR {
                    try? FileManager.default.removeItem(atPath: url.path)
                }
            }
        }
        let folder = url.deletingLastPathComponent()
        try createFolder(folder)
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp", isDirectory: false)
        let descriptor = temporaries.create(temporary.path, mode: mode_t(mode))
        guard descriptor >= 0 else { throw fileError("write", url) }
        defer { temporaries.unregister(temporary.path) }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writer(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { failure = written < 0 ? errno : ENOSPC; return }
                offset += written
            }
        }
        if failure == nil && durable && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil {
            if overwrite {
                if rename(temporary.path, url.path) != 0 { failure = errno }
            } else {
                // link(2) never replaces an existing file, so a file that appeared meanwhile is kept.
                if link(temporary.path, url.path) != 0 {
                    let code = errno
                    unlink(temporary.path)
                    if code == EEXIST { throw Exists(url: url) }
                    errno = code
                    throw fileError("write", url)
                }
                unlink(temporary.path)
            }
        }
        if let failure {
            unlink(temporary.path)
            errno = failure
            throw fileError("write", url)
        }
        return written
    }

    /// Removes the temporary files of writes to `url` (`.NAME.PID.RAND.tmp` beside it) that are
    /// older than `age`: left by a run that was killed before it could remove them.
    public static func removeStaleTemporaries(of url: URL, now: Date, age: TimeInterval = 3600) {
        let folder = url.deletingLastPathComponent()
        let prefix = "." + url.lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = folder.appendingPathComponent(name, isDirectory: false).path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let modified = attributes[.modificationDate] as? Date
            else { continue }
            if now.timeIntervalSince(modified) >= age { unlink(path) }
        }
    }

    /// Removes this program's own temporary files (`.NAME.PID.RAND.tmp`, regular files, never a
    /// link) older than `age` anywhere in `folder` and the folders below it, `depth` deep: left by
    /// a run killed outright (SIGKILL, a crash, a power cut), whatever file they were writing.
    public static func removeStaleTemporaries(inFolder folder: URL, now: Date, age: TimeInterval = 3600, depth: Int = 2)
    {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where !name.hasPrefix("."):
                removeStaleTemporaries(
                    inFolder: folder.appendingPathComponent(name, isDirectory: true), now: now, age: age,
                    depth: depth - 1)
            case S_IFREG where isOwnTemporary(name):
                let modified = Double(LibC.modified(info).seconds)
                if now.timeIntervalSince1970 - modified >= age { unlink(path) }
            default:
                continue
            }
        }
    }

    /// Whether a name has the shape of this program's temporary files: `.NAME.PID.RAND.tmp`.
    static func isOwnTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return false }
        return parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// What a write does with a link (or anything not a regular file) at the path.
    public enum Links: Sendable {
        /// Replace it: for space's own files in the cache and data folders, which only space writes.
        case replace
        /// As `replace`, and a folder standing there is removed first: for the cache, whose entries
        /// can all be fetched again.
        case replaceEvenAFolder
        /// Write through a link to its target, which must be a regular file (or not exist yet):
        /// for the files a person may link on purpose (favorites, the config).
        case follow
    }

    /// What a write found and did.
    public struct Written: Sendable, Equatable {
        /// With `.replace`: what stood at the path and was replaced (a link to /etc/passwd).
        public var replaced: Replaced?

        /// What stood where a file was written.
        public enum Replaced: Sendable, Equatable {
            case link(target: String?)
            case other(FileKind)
        }
    }

    /// The file a write replaces: `url`, or the target of the link at `url`. A link to nothing is
    /// refused rather than replaced by a file.
    static func writableTarget(_ url: URL) throws -> URL {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return url }
        if info.st_mode & S_IFMT != S_IFLNK {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw FileError(.notAFile(path: url.path, kind: FileKind(mode: info.st_mode)))
            }
            return url
        }
        guard let resolved = realpath(url.path, nil) else {
            throw FileError(.linkToNothing(path: url.path, target: LocalFile.linkTarget(url)))
        }
        defer { free(resolved) }
        let target = URL(fileURLWithPath: String(cString: resolved))
        var targetInfo = stat()
        if stat(target.path, &targetInfo) == 0, targetInfo.st_mode & S_IFMT != S_IFREG {
            throw FileError(
                .linkToNonFile(path: url.path, target: target.path, kind: FileKind(mode: targetInfo.st_mode)))
        }
        return target
    }

    /// Thrown by `write(overwrite: false)` when the target already exists.
    public struct Exists: Error, Sendable {
        /// The file that was kept.
        public var url: URL
    }

    /// Creates a folder and its parents with mode 0700, or says in one sentence why it cannot.
    public static func createFolder(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileError(.folderNotCreated(path: folder.path))
        }
    }

    /// Runs `body` while holding an exclusive lock on `<url>.lock`, so concurrent processes take turns.
    public static func withLock<T>(on url: URL, _ body: () throws -> T) throws -> T {
        try createFolder(url.deletingLastPathComponent())
        let lockPath = url.path + ".lock"
        // Never through a link or into a FIFO: whatever else stands there is replaced by a lock file.
        var descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        var info = stat()
        if descriptor < 0 && errno == ELOOP
            || descriptor >= 0 && (fstat(descriptor, &info) != 0 || info.st_mode & S_IFMT != S_IFREG)
        {
            if descriptor >= 0 { close(descriptor) }
            unlink(lockPath)
            descriptor = open(lockPath, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw fileError("lock", url) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { throw fileError("lock", url) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func fileError(_ verb: String, _ url: URL) -> FileError {
        let reason = String(cString: strerror(errno)).lowercased()
        return FileError(
            verb == "lock" ? .notLocked(path: url.path, reason: reason) : .notWritten(path: url.path, reason: reason))
    }
}
