import Foundation
import SpaceLocalization
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
        /// The days published after the newest one seen (nil: none seen yet).
        case unseen(after: APODDate?, APODPicture.MediaType?)

        /// Whether it names several pictures.
        var isList: Bool {
            switch self {
            case .latest, .day: return false
            case .range, .last, .random, .onThisDay, .unseen: return true
            }
        }

        init(_ invocation: Invocation, now: Date, archive: PictureArchive) throws {
            let typed = invocation.positionals.first
            let dateText = typed ?? invocation[APODCommand.date]
            if typed != nil && invocation.gave(APODCommand.date) {
                throw UsageError(
                    tr("Give the date once: as DATE or with {option}.", ["option": APODCommand.date.flag]),
                    path: invocation.path)
            }
            let choices: [(String, Bool)] = [
                ("DATE", dateText != nil), (APODCommand.prev.flag, invocation[APODCommand.prev]),
                (APODCommand.next.flag, invocation[APODCommand.next]),
                (APODCommand.start.flag, invocation.gave(APODCommand.start)),
                (APODCommand.last.flag, invocation.gave(APODCommand.last)),
                (APODCommand.random.flag, invocation.gave(APODCommand.random)),
                (APODCommand.onThisDay.flag, invocation.gave(APODCommand.onThisDay)),
                (APODCommand.unseen.flag, invocation[APODCommand.unseen]),
            ]
            let chosen = choices.filter(\.1).map(\.0)
            if chosen.count > 1 {
                let all = choices.map(\.0)
                throw UsageError(
                    tr(
                        "{first} and {second} cannot be used together; choose one of {choices}.",
                        [
                            "first": chosen[0], "second": chosen[1],
                            "choices": Localization.alternatives(all),
                        ]),
                    path: invocation.path)
            }
            if invocation.gave(APODCommand.end) && !invocation.gave(APODCommand.start) {
                throw UsageError(
                    tr(
                        "{end} needs {start} (or use {last} N for the N days ending with the latest picture).",
                        ["end": APODCommand.end.flag, "start": APODCommand.start.flag, "last": APODCommand.last.flag]),
                    path: invocation.path)
            }
            let media = invocation[APODCommand.media].kept
            let isList =
                invocation.gave(APODCommand.start) || invocation.gave(APODCommand.last)
                || invocation.gave(APODCommand.random)
                || invocation.gave(APODCommand.onThisDay) || invocation[APODCommand.unseen]
            if !isList && invocation.gave(APODCommand.media) {
                throw UsageError(
                    tr(
                        "{media} applies to {start}, {last}, {random} and {onThisDay}.",
                        [
                            "media": APODCommand.media.flag, "start": APODCommand.start.flag,
                            "last": APODCommand.last.flag,
                            "random": APODCommand.random.flag, "onThisDay": APODCommand.onThisDay.flag,
                        ]), path: invocation.path)
            }
            let today = APODDate.today(at: now)
            func date(_ text: String, _ option: String) throws -> APODDate {
                try invocation.date(text, option: option, now: now)
            }
            if let dateText {
                do {
                    self = .day(try date(dateText, "DATE"))
                } catch let error as UsageError
                    where typed == dateText && invocation[PictureOptions.download] == "."
                    && APODDate(dateText) == nil && !["today", "yesterday"].contains(dateText.lowercased())
                {
                    // `--download pics`: a bare word after --download is taken as the date.
                    throw UsageError(
                        error.message + " "
                            + tr(
                                "Did you mean {option}?",
                                ["option": PictureOptions.download.flag + "=" + Sanitizer.line(dateText)]),
                        path: invocation.path)
                }
            } else if invocation[APODCommand.prev] || invocation[APODCommand.next] {
                switch archive.step(invocation[APODCommand.prev] ? .previous : .next, today: today) {
                case .day(let target): self = .day(target)
                case .afterLatest: throw UsageError(tr("Already at the latest picture."), path: invocation.path)
                case .beforeFirst:
                    throw UsageError(
                        tr("Already at the first picture ({date}).", ["date": APODDate.first.description]),
                        path: invocation.path)
                }
            } else if let start = invocation[APODCommand.start] {
                let first = try date(start, APODCommand.start.flag)
                let last = try invocation[APODCommand.end].map { try date($0, APODCommand.end.flag) } ?? today
                if first > last {
                    throw UsageError(
                        tr(
                            "{start} ({first}) is after {end} ({last}).",
                            [
                                "start": APODCommand.start.flag, "first": first.description,
                                "end": APODCommand.end.flag, "last": last.description,
                            ]), path: invocation.path)
                }
                self = .range(first, last, media)
            } else if let count = invocation[APODCommand.last] {
                self = .last(count, media)
            } else if let count = invocation[APODCommand.random] {
                self = .random(count, media)
            } else if let text = invocation[APODCommand.onThisDay] {
                self = .onThisDay(try Self.sameDay(text, today: today, path: invocation.path), media)
            } else if invocation[APODCommand.unseen] {
                self = .unseen(after: archive.newestSeen(at: now)?.date, media)
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
            guard parts.count == 2, let m = Int(parts[0]), let d = Int(parts[1]),
                parts.allSatisfy({ (1...2).contains($0.count) }),
                APODDate(year: 2000, month: m, day: d) != nil
            else {
                throw UsageError(
                    tr(
                        "{option} takes a day of the year as MM-DD (03-10), or nothing for today; got '{value}'.",
                        ["option": APODCommand.onThisDay.flag, "value": Sanitizer.line(text)]), path: path)
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
                throw UsageError(
                    tr(
                        "{option} '{value}' is not a date; use YYYY-MM-DD, today or yesterday.",
                        ["option": option, "value": word]), path: path)
            case .outsideArchive(let date, let today):
                throw UsageError(
                    tr(
                        "{option} must be between {first} and {today} (today in US Eastern time); got {date}.",
                        [
                            "option": option, "first": APODDate.first.description, "today": today.description,
                            "date": date.description,
                        ]), path: path)
            }
        }
    }
}
