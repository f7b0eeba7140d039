import Foundation
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

        /// Whether it names several pictures.
        var isList: Bool {
            switch self {
            case .latest, .day: return false
            case .range, .last, .random: return true
            }
        }

        init(_ invocation: Invocation, now: Date, archive: PictureArchive) throws {
            let dateText = invocation.positionals.first ?? invocation.text("date")
            if invocation.positionals.first != nil && invocation.text("date") != nil {
                throw UsageError("Give the date once: as DATE or with --date.", path: invocation.path)
            }
            let chosen = [dateText != nil ? "DATE" : nil, invocation.flag("prev") ? "--prev" : nil, invocation.flag("next") ? "--next" : nil,
                          invocation.text("start") != nil ? "--start" : nil, invocation.integer("last") != nil ? "--last" : nil,
                          invocation.integer("random") != nil ? "--random" : nil].compactMap { $0 }
            if chosen.count > 1 {
                throw UsageError("\(chosen[0]) and \(chosen[1]) cannot be used together; choose one of DATE, --prev, --next, --start, --last or --random.", path: invocation.path)
            }
            if invocation.text("end") != nil && invocation.text("start") == nil {
                throw UsageError("--end needs --start (or use --last N for the N days ending with the latest picture).", path: invocation.path)
            }
            let mediaText = invocation.text("media") ?? "all"
            let media = mediaText == "all" ? nil : APODPicture.MediaType(rawValue: mediaText)
            let isList = invocation.text("start") != nil || invocation.integer("last") != nil || invocation.integer("random") != nil
            if !isList && invocation.text("media") != nil {
                throw UsageError("--media applies to --start, --last and --random.", path: invocation.path)
            }
            let today = APODDate.today(at: now)
            func date(_ text: String, _ option: String) throws -> APODDate { try invocation.date(text, option: option, now: now) }
            if let dateText {
                do {
                    self = .day(try date(dateText, "DATE"))
                } catch let error as UsageError where invocation.positionals.first == dateText && invocation.text("download") == "."
                    && APODDate(dateText) == nil && !["today", "yesterday"].contains(dateText.lowercased()) {
                    // `--download pics`: a bare word after --download is taken as the date.
                    throw UsageError(error.message + " Did you mean --download=\(Sanitizer.line(dateText))?", path: invocation.path)
                }
            } else if invocation.flag("prev") || invocation.flag("next") {
                switch archive.step(invocation.flag("prev") ? .previous : .next, today: today) {
                case .day(let target): self = .day(target)
                case .afterLatest: throw UsageError("Already at the latest picture.", path: invocation.path)
                case .beforeFirst: throw UsageError("Already at the first picture (\(APODDate.first)).", path: invocation.path)
                }
            } else if let start = invocation.text("start") {
                let first = try date(start, "--start")
                let last = try invocation.text("end").map { try date($0, "--end") } ?? today
                if first > last { throw UsageError("--start (\(first)) is after --end (\(last)).", path: invocation.path) }
                self = .range(first, last, media)
            } else if let count = invocation.integer("last") {
                self = .last(count, media)
            } else if let count = invocation.integer("random") {
                self = .random(count, media)
            } else {
                self = .latest
            }
        }
    }
}

extension Invocation {
    /// A date typed by the person (`YYYY-MM-DD`, today, yesterday), or a usage error of this command.
    func date(_ text: String, option: String = "DATE", now: Date) throws -> APODDate {
        do { return try APODDateArgument.resolve(text, now: now, option: option) } catch let error as SpaceError {
            throw UsageError(error.message, path: path)
        }
    }
}
