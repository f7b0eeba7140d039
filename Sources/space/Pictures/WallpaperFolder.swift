import Foundation

/// The wallpapers folder keeps the pictures of the last 30 days set (and any favorite's), so a
/// daily wallpaper never piles up files; and never a file that is on the screen, whatever its day
/// (an old day set again, a favorite's, the lock screen's of a week ago).
enum WallpaperFolder {
    static let kept = 30

    /// Removes the files of days older than the newest `kept` days, unless the day is a favorite or
    /// the file is one of `inUse` (paths the desktop or the lock screen were last given). Files are
    /// named `YYYY-MM-DD-title.ext`; anything else is left alone, and never a link.
    static func keepRecent(_ folder: URL, favorites: Set<String>, inUse: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let dated = names.filter {
            $0.count > 10 && $0.prefix(10).allSatisfy { $0.isNumber || $0 == "-" } && $0.dropFirst(4).first == "-"
        }
        let days = Set(dated.map { String($0.prefix(10)) }).sorted(by: >)
        guard days.count > kept else { return }
        let old = Set(days.dropFirst(kept)).subtracting(favorites)
        let inUseNames = Set(inUse.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for name in dated where old.contains(String(name.prefix(10))) {
            let path = folder.appendingPathComponent(name).path
            guard !inUseNames.contains(URL(fileURLWithPath: path).standardizedFileURL.path) else { continue }
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }
}
