import Foundation
import SpaceLocalization
import SpaceDesktop
import SpacePictures
import TerminalSession
import SpaceCommandLine
import TerminalText
import SpaceSupport
import APODFeature
import SpaceNetworking
import SpacePresentation

/// `space apod`: the latest picture, any day, ranges, random picks.
enum APODCommand {
    static let spec = CommandSpec(
        name: "apod", summary: "Show NASA's Astronomy Picture of the Day.",
        discussion:
            "Without arguments, shows the latest published picture. Dates are YYYY-MM-DD, today or yesterday (US Eastern time, where APOD is published), from 1995-06-16 on. When the network is gone, the last picture seen is shown instead. Pictures of several days are always in date order, oldest first: the newest is last.",
        positionals: [PositionalSpec(name: "DATE", optional: true)],
        options: [
            date.spec, prev.spec, next.spec, start.spec, end.spec, last.spec, random.spec, onThisDay.spec, unseen.spec,
            media.spec,
        ]
            + PictureOptions.apod + [
                PictureOptions.wallpaper.spec, PictureOptions.compose.spec, PictureOptions.lockScreen.spec,
                PictureOptions.caption.spec, from.spec, PictureOptions.daily.spec,
            ],
        subcommands: [APODSyncCommand.spec, APODSearchCommand.spec],
        examples: [
            "space apod", "space apod 2021-03-10", "space apod yesterday --json", "space apod --prev",
            "space apod --start 2024-01-01 --end 2024-01-31 --media image", "space apod --last 7",
            "space apod --random 5 --media video",
            "space apod --on-this-day", "space apod --on-this-day 07-04 --media image", "space apod --unseen",
            "space apod --show", "space apod --last 7 --show", "space apod 2021-03-10 --download ~/Pictures",
            "space apod --wallpaper", "space apod --wallpaper --from favorites --caption",
            "space apod 2024-01-06 --compose ~/Pictures --caption",
        ],
        run: { invocation in try await run(invocation) }
    )

    static let date = Option.text("date", "DATE", help: "The day to show (same as the DATE argument).")
    static let prev = Option.flag("prev", help: "The day before the last picture shown.")
    static let next = Option.flag("next", help: "The day after the last picture shown.")
    static let start = Option.text("start", "DATE", help: "First day of a range.")
    static let end = Option.text("end", "DATE", shownDefault: "today", help: "Last day of a range.")
    static let last = Option.integer("last", in: 1...20_000, help: "The N days ending with the latest picture.")
    static let random = Option.integer("random", in: 1...100, help: "N random pictures.")
    static let onThisDay = Option.monthDay(
        "on-this-day", fallback: "today",
        help: "The same day of every year, oldest first (MM-DD; today in US Eastern time by default).")
    static let unseen = Option.flag(
        "unseen",
        help:
            "The days published since the newest one you have seen (in space apod or space browse), oldest first; once listed they count as seen."
    )
    static let media = Option.choice(
        "media", default: MediaFilter.all, help: "Keep only this kind in ranges, random picks and --on-this-day.")

    /// `--media`: one kind of post, or all.
    enum MediaFilter: String, CaseIterable, Sendable {
        case image, video, other, all

        /// The kind kept, nil for all.
        var kept: APODPicture.MediaType? { APODPicture.MediaType(rawValue: rawValue) }
    }

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let now = context.now()
        if invocation[APODCommand.unseen], let impossible = context.apodArchive.forgetImpossibleSeen(at: now) {
            context.printer.notice(
                tr(
                    "The newest day you had seen was recorded as {date}, which no one can have seen; it was set aside, and days count from the latest one now.",
                    ["date": impossible.description]))
        }
        let mode = try Mode(invocation, now: now, archive: context.apodArchive)
        let fetcher = try context.apodFetcher()
        let pictures = PictureRequest(invocation)
        let daily = invocation[PictureOptions.daily]
        if daily == "off" && !pictures.wallpaper {
            // Turning the schedule off needs no picture.
            var output = CommandOutput.none
            output.notices = [try DailyWallpaper.here(context).remove()]
            return output
        }
        if pictures.caption && !pictures.wallpaper && pictures.composeFolder == nil {
            throw UsageError(
                tr("--caption goes with --wallpaper or --compose: space apod --wallpaper --caption."),
                path: invocation.path)
        }
        if pictures.wallpaper && pictures.composeFolder != nil {
            throw UsageError(
                tr("--compose saves the wallpaper without setting it; give --wallpaper or --compose, not both."),
                path: invocation.path)
        }
        if pictures.lockScreen && !pictures.wallpaper {
            throw UsageError(
                tr("--lock-screen goes with --wallpaper: space apod --wallpaper --lock-screen."), path: invocation.path)
        }
        if daily == "on" && !pictures.wallpaper {
            throw UsageError(
                tr("--daily goes with --wallpaper: space apod --wallpaper --daily."), path: invocation.path)
        }
        if daily != nil, case .latest = mode {
        } else if daily != nil {
            throw UsageError(
                tr("--daily sets the latest picture every day; leave the date out."), path: invocation.path)
        }
        if pictures.open || pictures.wallpaper || pictures.composeFolder != nil {
            switch mode {
            case .range, .last, .onThisDay, .unseen:
                throw UsageError(
                    tr(
                        "--open and --wallpaper apply to one picture, not to a range (--download saves them all; --show draws them)."
                    ), path: invocation.path)
            case .random:
                throw UsageError(
                    tr(
                        "--open and --wallpaper apply to one picture, not to random picks (--download saves them all; --show draws them)."
                    ), path: invocation.path)
            case .latest, .day: break
            }
        }
        if pictures.force && pictures.downloadFolder == nil && !pictures.wallpaper && pictures.composeFolder == nil {
            throw UsageError(tr("--force only goes with --download, --wallpaper or --compose."), path: invocation.path)
        }
        if pictures.show && pictures.downloadFolder != nil, mode.isList {
            throw UsageError(
                tr("--show and --download do not go together for several pictures; run one, then the other."),
                path: invocation.path)
        }
        if try fromFavorites(invocation, mode: mode, wallpaper: pictures.wallpaper) {
            do {
                return try await wallpaperFromFavorites(pictures: pictures, context: context)
            } catch {
                WallpaperRun(at: context.now(), outcome: .failed, reason: WallpaperRun.words(for: error))
                    .record(in: context.files.data)
                throw error
            }
        }
        let saving = pictures.downloadFolder != nil ? pictures : nil
        let album = pictures.show && !context.json ? pictures : nil
        switch mode {
        case .latest, .day:
            do {
                return try await showOne(mode, pictures: pictures, invocation: invocation, fetcher: fetcher)
            } catch  where pictures.wallpaper {
                // A schedule runs where no one watches: the failure is kept for `space status`.
                let date: String? = if case .day(let day) = mode { day.description } else { nil }
                WallpaperRun(at: context.now(), outcome: .failed, date: date, reason: WallpaperRun.words(for: error))
                    .record(in: context.files.data)
                throw error
            }
        case .range(let start, let end, let media):
            return try await showRange(
                start, end, media: media, context: context, fetcher: fetcher, saving: saving, album: album)
        case .last(let count, let media):
            let (start, end) = try await lastDays(count, context: context, fetcher: fetcher)
            return try await showRange(
                start, end, media: media, context: context, fetcher: fetcher, saving: saving, album: album)
        case .unseen(let after, let media):
            let (_, latest) = try await lastDays(1, context: context, fetcher: fetcher)
            guard let after else {
                // Nothing seen yet: the latest day is the one new to you.
                return try await showRange(
                    latest, latest, media: media, context: context, fetcher: fetcher, saving: saving, album: album)
            }
            // Days opened on their own since (the latest the browser opened on) are not new.
            let ahead = Set(context.apodArchive.newestSeen(at: context.now())?.ahead ?? [])
            let new = after < latest ? (1...after.days(to: latest)).map { after.adding(days: $0) } : []
            guard new.contains(where: { !ahead.contains($0) }) else {
                var output = try await list([], media: media, context: context)
                // Said once: not also "No pictures in that selection."
                output.remarks = []
                output.notices.append(
                    tr("Nothing new since {date}: you have seen every day through it.", ["date": after.description]))
                return output
            }
            let output = try await showRange(
                after.adding(days: 1), latest, media: media, context: context, fetcher: fetcher, saving: saving,
                album: album, skipping: ahead)
            // Listed is seen, whatever the kind kept; a range that failed in part is not.
            if output.failure == nil { _ = try? context.apodArchive.recordSeen(through: latest, at: context.now()) }
            return output
        case .onThisDay(let dates, let media):
            return try await sameDayOfEveryYear(
                dates, media: media, context: context, fetcher: fetcher, saving: saving, album: album)
        case .random(let count, let media):
            let result = try await Spinner.run(
                label: tr("Drawing {count} pictures…", ["count": count]), console: context.console
            ) {
                try await fetcher.random(count: count, matching: media, through: APODDate.today(at: now))
            }
            if result.pictures.count < count {
                context.printer.notice(
                    media.map {
                        tr(
                            "Only {found} of {count} random {media} pictures were found after {draws} draws.",
                            [
                                "found": result.pictures.count, "count": count, "media": $0.rawValue,
                                "draws": result.draws,
                            ])
                    }
                        ?? tr(
                            "Only {found} of {count} random pictures were found after {draws} draws.",
                            ["found": result.pictures.count, "count": count, "draws": result.draws]))
            }
            if let saving { return try await saveAll(result.pictures, request: saving, context: context) }
            let output = try await list(result.pictures, media: media, context: context, album: album)
            remember(result.pictures.last, context: context)
            return output
        }
    }

    /// Marks the last picture a list printed as the last one shown, so `space favorites add`
    /// right after `space apod --last 3` adds it (as after a single day).
    static func remember(_ picture: APODPicture?, context: AppContext) {
        guard let picture else { return }
        for sentence in recordShown(picture, context: context) { context.printer.warning(sentence) }
    }

    /// Keeps the picture as the last one shown (for `--prev`, `--next` and offline use); the
    /// warnings to print if that went wrong.
    static func recordShown(_ picture: APODPicture, context: AppContext) -> [String] {
        do {
            return try context.apodArchive.recordShown(picture, at: context.now())
        } catch {
            return [
                tr(
                    "The picture could not be saved for --prev, --next and offline use: {reason}",
                    ["reason": Sanitizer.line(error.localizedDescription)])
            ]
        }
    }

    private static func showOne(
        _ mode: Mode, pictures: PictureRequest, invocation: Invocation, fetcher: APODFetcher
    ) async throws -> CommandOutput {
        let context = invocation.context
        let lookup = APODLookup(fetcher: fetcher, archive: context.apodArchive, now: context.now)
        let shown: APODLookup.Shown
        do {
            shown = try await Spinner.run(label: tr("Asking NASA…"), console: context.console) {
                if case .day(let date) = mode { return try await lookup.day(date) }
                return try await lookup.latest()
            }
        } catch var error as SpaceError where [.unavailable, .badResponse].contains(error.kind) && !error.isUnreachable
        {
            // The seed's offer of the previous day, as the alternative to waiting.
            let failed: APODDate = {
                if case .day(let date) = mode { return date }; return APODDate.today(at: context.now())
            }()
            if failed > APODDate.first {
                let previous = "space apod \(failed.adding(days: -1))"
                if error.kind == .unavailable, (error.status ?? 0) >= 500 {
                    error.hint = tr(
                        "Try again in a few minutes, or see the previous day: {command}", ["command": previous])
                } else if error.nextStep == nil {
                    error.hint = tr("Try the previous day: {command}", ["command": previous])
                }
            }
            throw error
        }
        if let notice = shown.notice { context.printer.notice(notice) }
        var output = CommandOutput(json: APODView.json(shown.picture), document: APODView.document(shown.picture))
            .with(picture: .apod(shown.picture), request: pictures)
        output.warnings = recordShown(shown.picture, context: context)
        return output
    }

    /// Several pictures: the table, the album (`--show`), or JSON.
    static func list(
        _ pictures: [APODPicture], media: APODPicture.MediaType?, context: AppContext, album: PictureRequest? = nil
    ) async throws -> CommandOutput {
        if let album, !pictures.isEmpty,
            let lines = try await APODAlbum.lines(pictures, renderer: album.renderer, context: context.pictures)
        {
            return CommandOutput(document: Document([.preformatted(lines)]))
        }
        if pictures.isEmpty {
            return CommandOutput(
                json: .array([]), document: .empty,
                remarks: [
                    media.map { tr("No pictures of type {media} in that selection.", ["media": $0.rawValue]) }
                        ?? tr("No pictures in that selection.")
                ])
        }
        return CommandOutput(
            json: .array(pictures.map(APODView.json)), document: APODView.list(pictures, filter: media?.rawValue))
    }
}
