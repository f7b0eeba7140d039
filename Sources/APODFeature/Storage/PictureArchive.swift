import Foundation
import SpaceLocalization
import SpaceSupport
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
        guard let data = LocalFile.readOwn(file(for: date), limit: 16_000_000),
            let picture = try? JSONDecoder().decode(APODPicture.self, from: data), !picture.isLegacyPlaceholder
        else { return nil }
        return picture
    }

    /// The record of the last picture shown.
    public func lastShown() -> LastShown? {
        guard
            let data = LocalFile.readOwn(
                folder.appendingPathComponent("last-shown.json", isDirectory: false), limit: 1_000_000)
        else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        return try? decoder.decode(LastShown.self, from: data)
    }

    /// Stores the picture and marks it as the last shown (and as the newest seen, when it is). The files can be fetched again, so
    /// they are replaced atomically but not flushed to disk (a flush was most of a warm run).
    /// Returns a sentence for each file that was something else (a link, a FIFO) and was replaced:
    /// only space writes in its data folder, so it never writes through what someone put there.
    @discardableResult
    public func recordShown(_ picture: APODPicture, at instant: Date) throws -> [String] {
        var replaced = try store(picture)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        encoder.outputFormatting = [.sortedKeys]
        let mark = folder.appendingPathComponent("last-shown.json", isDirectory: false)
        let written = try AtomicFile.write(
            try encoder.encode(LastShown(date: picture.date, shownAt: instant)), to: mark, durable: false)
        if let what = written.replaced { replaced.append(Self.replacedSentence(mark, what)) }
        replaced += try recordSeen(picture.date, at: instant)
        return replaced
    }

    /// Stores the picture without touching the last-shown mark; a file that already holds it is left alone.
    @discardableResult
    public func store(_ picture: APODPicture) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(picture)
        let url = file(for: picture.date)
        if LocalFile.readOwn(url, limit: 16_000_000) == data { return [] }
        return try AtomicFile.write(data, to: url, durable: false).replaced.map { [Self.replacedSentence(url, $0)] }
            ?? []
    }

    static func replacedSentence(_ url: URL, _ what: AtomicFile.Written.Replaced) -> String {
        tr(
            "{path} was {what}; space replaced it with its own file and wrote nothing through it.",
            ["path": url.path, "what": what.words])
    }

    private func file(for date: APODDate) -> URL { folder.appendingPathComponent("\(date).json", isDirectory: false) }
}
