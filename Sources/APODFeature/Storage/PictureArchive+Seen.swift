import Foundation
import SpaceSupport

/// The newest day a person has seen, by `space apod` or `space browse`: what `space apod
/// --unseen` and the browser's "new since" count from.
extension PictureArchive {
    /// The newest day shown, and when it was first shown.
    public struct Seen: Codable, Sendable, Equatable {
        public var date: APODDate
        public var seenAt: Date

        enum CodingKeys: String, CodingKey {
            case date
            case seenAt = "seen_at"
        }
    }

    private var seenFile: URL { folder.appendingPathComponent("newest-seen.json", isDirectory: false) }

    /// The newest day seen, if any was.
    public func newestSeen() -> Seen? {
        guard let data = LocalFile.readOwn(seenFile, limit: 1_000_000) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        return try? decoder.decode(Seen.self, from: data)
    }

    /// Marks the day seen when it is newer than the newest seen so far (an older day shown
    /// changes nothing). Returns a sentence when what stood at the file's place was replaced.
    @discardableResult
    public func recordSeen(_ date: APODDate, at instant: Date) throws -> [String] {
        if let seen = newestSeen(), seen.date >= date { return [] }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        encoder.outputFormatting = [.sortedKeys]
        let written = try AtomicFile.write(
            try encoder.encode(Seen(date: date, seenAt: instant)), to: seenFile, durable: false)
        return written.replaced.map { [Self.replacedSentence(seenFile, $0)] } ?? []
    }
}
