import Foundation
import SpaceCommandLine
import TerminalText
import APODFeature
import SpaceNetworking

extension APODCommand {
    /// What `space apod` was asked to do, validated before any request.
    enum Mode: Equatable {
        case latest
        case day(APODDate)
        case range(APODDate, APODDate, APODPicture.MediaType?)
        case last(Int, APODPicture.MediaType?)
        case random(Int, APODPicture.MediaType?)
        /// The same day of every year, oldest first.
        case onThisDay([APODDate], APODPicture.MediaType?)

        /// Whether it names several pictures.
        var isList: Bool {
            switch self {
            case .latest, .day: return false
            case .range, .last, .random, .onThisDay: return true
            }
        }

        init(_ invocation: Invocation, now: Date, archive: PictureArchive) throws {
            let typed = invocation.positionals.first
            let dateText = typed ?? invocation[APODCommand.date]
            if typed != nil && invocation.gave(APODCommand.date) {
                throw UsageError("Give the date once: as DATE or with \(APODCommand.date.flag).", path: invocation.path)
            }
            let choices: [(String, Bool)] = [
                ("DATE", dateText != nil), (APODCommand.prev.flag, invocation[APODCommand.prev]), (APODCommand.next.flag, invocation[APODCommand.next]),
                (APODCommand.start.flag, invocation.gave(APODCommand.start)), (APODCommand.last.flag, invocation.gave(APODCommand.last)),
                (APODCommand.random.flag, invocation.gave(APODCommand.random)), (APODCommand.onThisDay.flag, invocation.gave(APODCommand.onThisDay)),
            ]
            let chosen = choices.filter(\.1).map(\.0)
            if chosen.count > 1 {
                let all = choices.map(\.0)
                throw UsageError("\(chosen[0]) and \(chosen[1]) cannot be used together; choose one of \(all.dropLast().joined(separator: ", ")) or \(all.last ?? "").", path: invocation.path)
            }
            if invocation.gave(APODCommand.end) && !invocation.gave(APODCommand.start) {
                throw UsageError("\(APODCommand.end.flag) needs \(APODCommand.start.flag) (or use \(APODCommand.last.flag) N for the N days ending with the latest picture).", path: invocation.path)
            }
            let media = invocation[APODCommand.media].kept
            let isList = invocation.gave(APODCommand.start) || invocation.gave(APODCommand.last) || invocation.gave(APODCommand.random)
                || invocation.gave(APODCommand.onThisDay)
            if !isList && invocation.gave(APODCommand.media) {
                throw UsageError("\(APODCommand.media.flag) applies to \(APODCommand.start.flag), \(APODCommand.last.flag), \(APODCommand.random.flag) and \(APODCommand.onThisDay.flag).", path: invocation.path)
            }
            let today = APODDate.today(at: now)
            func date(_ text: String, _ option: String) throws -> APODDate { try invocation.date(text, option: option, now: now) }
            if let dateText {
                do {
                    self = .day(try date(dateText, "DATE"))
                } catch let error as UsageError where typed == dateText && invocation[PictureOptions.download] == "."
                    && APODDate(dateText) == nil && !["today", "yesterday"].contains(dateText.lowercased()) {
                    // `--download pics`: a bare word after --download is taken as the date.
                    throw UsageError(error.message + " Did you mean \(PictureOptions.download.flag)=\(Sanitizer.line(dateText))?", path: invocation.path)
                }
            } else if invocation[APODCommand.prev] || invocation[APODCommand.next] {
                switch archive.step(invocation[APODCommand.prev] ? .previous : .next, today: today) {
                case .day(let target): self = .day(target)
                case .afterLatest: throw UsageError("Already at the latest picture.", path: invocation.path)
                case .beforeFirst: throw UsageError("Already at the first picture (\(APODDate.first)).", path: invocation.path)
                }
            } else if let start = invocation[APODCommand.start] {
                let first = try date(start, APODCommand.start.flag)
                let last = try invocation[APODCommand.end].map { try date($0, APODCommand.end.flag) } ?? today
                if first > last { throw UsageError("\(APODCommand.start.flag) (\(first)) is after \(APODCommand.end.flag) (\(last)).", path: invocation.path) }
                self = .range(first, last, media)
            } else if let count = invocation[APODCommand.last] {
                self = .last(count, media)
            } else if let count = invocation[APODCommand.random] {
                self = .random(count, media)
            } else if let text = invocation[APODCommand.onThisDay] {
                self = .onThisDay(try Self.sameDay(text, today: today, path: invocation.path), media)
            } else {
                self = .latest
            }
        }
    }
}

extension APODCommand.Mode {
    /// The day `MM-DD` (or today's, for `today`) of every year of the archive, up to today.
    static func sameDay(_ text: String, today: APODDate, path: [String]) throws -> [APODDate] {
        let (month, day): (Int, Int)
        if text.lowercased() == "today" {
            (month, day) = (today.parts.month, today.parts.day)
        } else {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let m = Int(parts[0]), let d = Int(parts[1]), parts.allSatisfy({ (1...2).contains($0.count) }),
                  APODDate(year: 2000, month: m, day: d) != nil else {
                throw UsageError("\(APODCommand.onThisDay.flag) takes a day of the year as MM-DD (03-10), or nothing for today; got '\(Sanitizer.line(text))'.", path: path)
            }
            (month, day) = (m, d)
        }
        return APODDate.sameDayOfEveryYear(month: month, day: day, through: today)
    }
}

extension Invocation {
    /// A date typed by the person (`YYYY-MM-DD`, today, yesterday), or a usage error of this command.
    func date(_ text: String, option: String = "DATE", now: Date) throws -> APODDate {
        do { return try APODDateArgument.resolve(text, now: now) } catch {
            switch error {
            case .notADate(let word):
                throw UsageError("\(option) '\(word)' is not a date; use YYYY-MM-DD, today or yesterday.", path: path)
            case .outsideArchive(let date, let today):
                throw UsageError("\(option) must be between \(APODDate.first) and \(today) (today in US Eastern time); got \(date).", path: path)
            }
        }
    }
}
