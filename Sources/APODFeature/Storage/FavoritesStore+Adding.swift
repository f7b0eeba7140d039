import Foundation

extension FavoritesStore {
    /// What adding days did: the pictures (in the order asked, each day once) and the days that
    /// were not favorites before.
    public struct Adding: Sendable {
        public var pictures: [APODPicture]
        public var added: Set<APODDate>
    }

    /// Adds days to the favorites, each picture taken from the favorite already saved (unless it
    /// is the retired service's placeholder), else from the picture archive, else fetched with
    /// `fetch` (and kept in the archive too). A day asked twice is added once.
    public func add(
        days: [APODDate], archive: PictureArchive,
        fetch: (APODDate) async throws -> APODPicture
    ) async throws -> Adding {
        var seen = Set<APODDate>()
        let days = days.filter { seen.insert($0).inserted }
        let saved = try favorites(on: Set(days)).filter { !$0.value.isLegacyPlaceholder }
        var pictures: [APODPicture] = []
        for day in days {
            if let known = saved[day] ?? archive.picture(on: day) {
                pictures.append(known)
            } else {
                let picture = try await fetch(day)
                _ = try? archive.store(picture)
                pictures.append(picture)
            }
        }
        return Adding(pictures: pictures, added: Set(try add(pictures)))
    }
}
