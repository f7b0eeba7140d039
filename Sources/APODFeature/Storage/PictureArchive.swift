import Foundation
import SpaceNetworking

/// The pictures `space apod` has shown, one file per day, and which one was shown last and when:
/// what makes `--prev`/`--next`, `favorites add` without a date, and the offline fallbacks work.
public struct PictureArchive: Sendable {
    /// `<data>/apod`.
    public let folder: URL

    /// Creates an archive under the data folder.
    public init(dataFolder: URL) {
        folder = dataFolder.appendingPathComponent("apod", isDirectory: true)
    }

    /// The last picture shown, and when.
    public struct LastShown: Codable, Sendable, Equatable {
        /// Its day.
        public var date: APODDate
        /// When it was shown.
        public var shownAt: Date

        enum CodingKeys: String, CodingKey {
            case date
            case shownAt = "shown_at"
        }
    }

    /// The stored picture of that day, if any. A damaged file, and the retired API's placeholder
    /// that earlier versions stored, count as absent.
    public func picture(on date: APODDate) -> APODPicture? {
        guard let data = FileManager.default.contents(atPath: file(for: date).path),
              let picture = try? JSONDecoder().decode(APODPicture.self, from: data), !picture.isLegacyPlaceholder else { return nil }
        return picture
    }

    /// The record of the last picture shown.
    public func lastShown() -> LastShown? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("last-shown.json", isDirectory: false).path) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        return try? decoder.decode(LastShown.self, from: data)
    }

    /// Stores the picture and marks it as the last shown. Both files can be fetched again, so
    /// they are replaced atomically but not flushed to disk (a flush was most of a warm run).
    public func recordShown(_ picture: APODPicture, at instant: Date) throws {
        try store(picture)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(LastShown(date: picture.date, shownAt: instant)),
                             to: folder.appendingPathComponent("last-shown.json", isDirectory: false), durable: false)
    }

    /// Stores the picture without touching the last-shown mark; a file that already holds it is left alone.
    public func store(_ picture: APODPicture) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(picture)
        let url = file(for: picture.date)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try AtomicFile.write(data, to: url, durable: false)
    }

    private func file(for date: APODDate) -> URL { folder.appendingPathComponent("\(date).json", isDirectory: false) }
}
