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

    /// What the mark of the newest day seen holds.
    public enum SeenMark: Sendable, Equatable {
        case none
        case seen(Seen)
        /// A day no one can have seen: before the first APOD or after today (a hand-edited or
        /// damaged file: 2099 would make every day old, 1900 would ask for days that do not exist).
        case impossible(APODDate)
    }

    /// The mark, judged against the day it is at `instant` (a day ahead is allowed, for clocks
    /// east of the service's).
    public func seenMark(at instant: Date) -> SeenMark {
        guard let data = LocalFile.readOwn(seenFile, limit: 1_000_000) else { return .none }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .instantText
        guard let seen = try? decoder.decode(Seen.self, from: data) else { return .none }
        let latest = APODDate(dayNumber: APODDate.today(at: instant).dayNumber + 1)
        return seen.date < APODDate.first || seen.date > latest ? .impossible(seen.date) : .seen(seen)
    }

    /// The newest day seen, if any was (an impossible one is none).
    public func newestSeen(at instant: Date) -> Seen? {
        if case .seen(let seen) = seenMark(at: instant) { return seen }
        return nil
    }

    /// Removes a mark that holds an impossible day, so it is met (and said) once; that day, or nil
    /// when the mark is fine or missing.
    public func forgetImpossibleSeen(at instant: Date) -> APODDate? {
        guard case .impossible(let date) = seenMark(at: instant) else { return nil }
        var info = stat()
        if lstat(seenFile.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(seenFile.path) }
        return date
    }

    /// Marks the day seen when it is newer than the newest seen so far (an older day shown
    /// changes nothing; an impossible mark is replaced). Returns a sentence when what stood at the
    /// file's place was replaced.
    @discardableResult
    public func recordSeen(_ date: APODDate, at instant: Date) throws -> [String] {
        if let seen = newestSeen(at: instant), seen.date >= date { return [] }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        encoder.outputFormatting = [.sortedKeys]
        let written = try AtomicFile.write(
            try encoder.encode(Seen(date: date, seenAt: instant)), to: seenFile, durable: false)
        return written.replaced.map { [Self.replacedSentence(seenFile, $0)] } ?? []
    }
}
