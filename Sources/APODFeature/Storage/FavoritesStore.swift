import Foundation
import SpaceNetworking

/// Favorite pictures, kept whole in `favorites.json` so they work without a network. Every change
/// is a locked read-modify-write with an atomic replace; a file that cannot be read is moved aside,
/// never overwritten.
public struct FavoritesStore: Sendable {
    /// The file.
    public let url: URL
    /// The clock, for the name of a moved-aside corrupt file.
    public let now: @Sendable () -> Date

    /// Creates a store at `folder/favorites.json`.
    public init(folder: URL, now: @escaping @Sendable () -> Date) {
        url = folder.appendingPathComponent("favorites.json", isDirectory: false)
        self.now = now
    }

    struct File: Codable {
        var version = 1
        var favorites: [APODPicture]
    }

    /// Every favorite, newest date first.
    public func all() throws -> [APODPicture] {
        try load().sorted { $0.date > $1.date }
    }

    /// The favorite of that day, if it is one.
    public func favorite(on date: APODDate) throws -> APODPicture? {
        try load().first { $0.date == date }
    }

    /// Adds pictures (a day already there is refreshed, not duplicated); returns the days that were new.
    @discardableResult
    public func add(_ pictures: [APODPicture]) throws -> [APODDate] {
        try AtomicFile.withLock(on: url) {
            var favorites = try load()
            var added: [APODDate] = []
            for picture in pictures {
                if let index = favorites.firstIndex(where: { $0.date == picture.date }) {
                    favorites[index] = picture
                } else {
                    favorites.append(picture)
                    added.append(picture.date)
                }
            }
            try save(favorites)
            return added
        }
    }

    /// Removes days; throws `.notFound` naming the first day that is not a favorite, changing nothing.
    public func remove(_ dates: [APODDate]) throws {
        try AtomicFile.withLock(on: url) {
            var favorites = try load()
            for date in dates where !favorites.contains(where: { $0.date == date }) {
                throw SpaceError(.notFound, "\(date) is not among your favorites.", hint: "List them with: space favorites")
            }
            favorites.removeAll { dates.contains($0.date) }
            try save(favorites)
        }
    }

    private func load() throws -> [APODPicture] {
        let data: Data
        switch LocalFile.read(url) {
        case .missing: return []
        case .data(let bytes): data = bytes
        case .unreadable(let reason):
            throw SpaceError(.ioError, "The favorites file \(url.path) cannot be read: \(reason).",
                             hint: "Nothing was changed; fix it and try again.")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A }) { return [] }
        do {
            return try JSONDecoder().decode(File.self, from: data).favorites
        } catch {
            throw moveAside()
        }
    }

    private func moveAside() -> SpaceError {
        let stamp = InstantText.string(now()).replacingOccurrences(of: ":", with: "")
        var target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)")
        var suffix = 1
        while FileManager.default.fileExists(atPath: target.path) {
            target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)-\(suffix)")
            suffix += 1
        }
        do {
            try FileManager.default.moveItem(at: url, to: target)
        } catch {
            return SpaceError(.badResponse, "The favorites file \(url.path) cannot be read, and it could not be moved aside.",
                              hint: "Move or repair it yourself; space will not overwrite it.")
        }
        return SpaceError(.badResponse, "The favorites file could not be read; it was moved to \(target.path).",
                          hint: "Repair it and move it back, or start afresh; nothing was overwritten.")
    }

    private func save(_ favorites: [APODPicture]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(File(favorites: favorites.sorted { $0.date > $1.date }))
        try AtomicFile.write(data + Data("\n".utf8), to: url, links: .follow)
        // What a run killed outright (SIGKILL, a power cut) left beside the file goes after an hour.
        AtomicFile.removeStaleTemporaries(of: url, now: now())
    }
}
