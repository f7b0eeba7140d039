import Foundation
import SpaceSupport

/// The days a person has seen, by `space apod` or `space browse`: what `space apod --unseen` and
/// the browser's "new since" count from. Seen means opened: the newest day through which every
/// day was seen (`date`), and the days after it opened on their own (`ahead`: the latest shown
/// when the browser opens leaves the days before it new until they are opened or listed).
extension PictureArchive {
    /// The newest day through which every day was seen, when it was, and the days seen past it.
    public struct Seen: Codable, Sendable, Equatable {
        public var date: APODDate
        public var seenAt: Date
        /// Days after `date` seen on their own, oldest first.
        public var ahead: [APODDate] = []

        /// The most days kept past `date`: past it, the oldest gap is taken as seen.
        public static let aheadLimit = 400

        public init(date: APODDate, seenAt: Date, ahead: [APODDate] = []) {
            self.date = date
            self.seenAt = seenAt
            self.ahead = ahead
        }

        enum CodingKeys: String, CodingKey {
            case date
            case seenAt = "seen_at"
            case ahead
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            date = try container.decode(APODDate.self, forKey: .date)
            seenAt = try container.decode(Date.self, forKey: .seenAt)
            ahead = (try? container.decodeIfPresent([APODDate].self, forKey: .ahead)) ?? []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(seenAt, forKey: .seenAt)
            if !ahead.isEmpty { try container.encode(ahead, forKey: .ahead) }
        }

        /// With each of `days` seen too.
        func addingAll(_ days: [APODDate]) -> Seen {
            days.reduce(self) { seen, day in seen.adding(day, at: seen.seenAt) }
        }

        /// Whether the day was seen.
        public func contains(_ day: APODDate) -> Bool { day <= date || ahead.contains(day) }

        /// With `day` seen too: the mark moves past every day seen in a row, the rest stay ahead.
        func adding(_ day: APODDate, at instant: Date) -> Seen {
            guard !contains(day) else { return self }
            var days = Set(ahead)
            days.insert(day)
            var mark = date
            // Bounded: the oldest gap is given up before the list grows past its limit.
            while days.count > Self.aheadLimit, let oldest = days.min() {
                mark = oldest
                days = days.filter { $0 > oldest }
            }
            while days.contains(mark.adding(days: 1)) {
                mark = mark.adding(days: 1)
                days.remove(mark)
            }
            return Seen(date: mark, seenAt: mark == date ? seenAt : instant, ahead: days.sorted())
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

    /// Marks one day seen (opened): the first day ever seen marks every day through it; later,
    /// a day after the mark is kept as seen on its own until the days between are seen too (an
    /// older day changes nothing; an impossible mark is replaced). Returns a sentence when what
    /// stood at the file's place was replaced.
    @discardableResult
    public func recordSeen(_ date: APODDate, at instant: Date) throws -> [String] {
        guard let seen = newestSeen(at: instant) else { return try write(Seen(date: date, seenAt: instant)) }
        let next = seen.adding(date, at: instant)
        return next == seen ? [] : try write(next)
    }

    /// Marks every day through `date` seen (a list of the days new since the mark was printed).
    @discardableResult
    public func recordSeen(through date: APODDate, at instant: Date) throws -> [String] {
        if let seen = newestSeen(at: instant), seen.date >= date { return [] }
        let ahead = newestSeen(at: instant)?.ahead.filter { $0 > date } ?? []
        return try write(Seen(date: date, seenAt: instant).addingAll(ahead))
    }

    private func write(_ seen: Seen) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .instantText
        encoder.outputFormatting = [.sortedKeys]
        let written = try AtomicFile.write(try encoder.encode(seen), to: seenFile, durable: false)
        return written.replaced.map { [Self.replacedSentence(seenFile, $0)] } ?? []
    }
}
