import Foundation
import SpaceLocalization
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
            date.spec, prev.spec, next.spec, start.spec, end.spec, last.spec, random.spec, onThisDay.spec, media.spec,
        ]
            + PictureOptions.apod + [PictureOptions.wallpaper.spec, PictureOptions.daily.spec],
        subcommands: [APODSyncCommand.spec, APODSearchCommand.spec],
        examples: [
            "space apod", "space apod 2021-03-10", "space apod yesterday --json", "space apod --prev",
            "space apod --start 2024-01-01 --end 2024-01-31 --media image", "space apod --last 7",
            "space apod --random 5 --media video",
            "space apod --on-this-day", "space apod --on-this-day 07-04 --media image",
            "space apod --show", "space apod --last 7 --show", "space apod 2021-03-10 --download ~/Pictures",
            "space apod --wallpaper",
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
        let mode = try Mode(invocation, now: now, archive: context.apodArchive)
        let fetcher = try context.apodFetcher()
        let pictures = PictureRequest(invocation)
        let daily = invocation[PictureOptions.daily]
        if daily == "off" && !pictures.wallpaper {
            // Turning the schedule off needs no picture.
            context.printer.notice(try DailyWallpaper.here(context).remove())
            return .none
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
        if pictures.open || pictures.wallpaper {
            switch mode {
            case .range, .last, .onThisDay:
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
        if pictures.force && pictures.downloadFolder == nil {
            throw UsageError(tr("--force only goes with --download."), path: invocation.path)
        }
        if pictures.show && pictures.downloadFolder != nil, mode.isList {
            throw UsageError(
                tr("--show and --download do not go together for several pictures; run one, then the other."),
                path: invocation.path)
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

    /// The `count` days ending with the latest published day (today's picture may not be out yet).
    private static func lastDays(
        _ count: Int, context: AppContext, fetcher: APODFetcher
    ) async throws -> (APODDate, APODDate) {
        let today = APODDate.today(at: context.now())
        var end = today
        do {
            end = min(today, try await fetcher.latest().date)
        } catch let error as SpaceError where error.kind != .badResponse {
            // The range itself says what failed; without the latest day, it ends today.
            end = today
        }
        if end < today {
            context.printer.notice(
                tr(
                    "Today's picture is not published yet; showing the {count} days ending {end}.",
                    ["count": count, "end": end.description]))
        }
        return (max(APODDate.first, end.adding(days: 1 - count)), end)
    }

    /// A range: JSON is written as the windows arrive, in date order; a table is printed at the end.
    private static func showRange(
        _ start: APODDate, _ end: APODDate, media: APODPicture.MediaType?, context: AppContext,
        fetcher: APODFetcher, saving: PictureRequest? = nil, album: PictureRequest? = nil
    ) async throws -> CommandOutput {
        let stream = context.json && saving == nil ? context.printer.jsonStream() : nil
        // Into a pipe, the lines are written as the windows arrive too (oldest first, as they are),
        // so `| head` ends the range at once.
        let streamsLines = stream == nil && saving == nil && album == nil && !context.console.terminal.stdoutIsTTY
        let linesWritten = ProgressCount()
        let result: APODFetcher.RangeResult
        let total = NumberText.grouped(start.days(to: end) + 1)
        let done = ProgressCount()
        let lastStreamed = LastValue<APODPicture>()
        do {
            result = try await Spinner.run(
                label: tr("Loading {total} days…", ["total": total]), console: context.console,
                progress: { done.value.map { tr("Loading {done} of {total} days…", ["done": $0, "total": total]) } }
            ) {
                try await fetcher.range(
                    from: start, through: end, progress: { done.set($0) },
                    deliver: stream != nil || streamsLines
                        ? { pictures in
                            let kept = pictures.filter { media == nil || $0.mediaType == media }
                            if let stream {
                                stream.append(kept.map(APODView.json))
                            } else if !kept.isEmpty {
                                // A piped result is never translated: the same bytes as the whole list's.
                                context.printer.print(
                                    Localization.speaking(.english) { Document([.table(APODView.table(kept))]) })
                                linesWritten.set((linesWritten.value ?? 0) + kept.count)
                            }
                            if let last = kept.last { lastStreamed.set(last) }
                            // The reader is gone (`| head -1`): no more requests for output nobody reads.
                            if context.console.stdout.writeFailure == EPIPE { throw OutputClosed() }
                        } : nil)
            }
        } catch {
            // What was printed stays a valid array; nothing printed means nothing on stdout, so a
            // refused answer never reads as "no pictures".
            stream?.closeIfOpened()
            throw error
        }
        if context.verbose {
            for stray in result.strays {
                let named =
                    stray.pageDate.map { tr("its page is for {date}", ["date": $0.description]) }
                    ?? tr("another post is that day's own")
                context.printer.notice(
                    context.console.errorStyle.dim(
                        tr(
                            "Left out a second post filed under {date}: {why} ({page}).",
                            ["date": stray.date.description, "why": named, "page": Sanitizer.line(stray.apodPage)])))
            }
        }
        // Nothing loaded because the service failed: the error says so, and no empty list does.
        let failedEverything = result.count == 0 && (!result.failedDays.isEmpty || result.stoppedBy != nil)
        var output = CommandOutput.none
        if let stream {
            if failedEverything { stream.closeIfOpened() } else { stream.close() }
        } else if failedEverything {
            // Nothing to print.
        } else if streamsLines {
            // The lines are out; an empty selection still says so.
            if (linesWritten.value ?? 0) == 0 { output = try await list([], media: media, context: context) }
        } else if let saving {
            output = try await saveAll(
                result.pictures.filter { media == nil || $0.mediaType == media }, request: saving, context: context)
        } else {
            output = try await list(
                result.pictures.filter { media == nil || $0.mediaType == media }, media: media, context: context,
                album: album)
        }
        if saving == nil {
            remember(
                lastStreamed.value ?? result.pictures.last { media == nil || $0.mediaType == media }, context: context)
        }
        if !result.uncachedDays.isEmpty {
            let count = result.uncachedDays.count
            output.notices.append(
                tr(
                    "{count} of {total} days are not in the cache and were left out (--offline).",
                    ["count": count, "total": start.days(to: end) + 1]))
        }
        output.failure = failure(of: result, start: start, end: end)
        return output
    }

    /// `--on-this-day`: one window a year, what is cached read from the cache.
    private static func sameDayOfEveryYear(
        _ dates: [APODDate], media: APODPicture.MediaType?, context: AppContext, fetcher: APODFetcher,
        saving: PictureRequest?, album: PictureRequest?
    ) async throws -> CommandOutput {
        guard let first = dates.first, let last = dates.last else { return .none }
        let total = dates.count
        let done = ProgressCount()
        let result = try await Spinner.run(
            label: tr("Loading {total} years…", ["total": total]), console: context.console,
            progress: { done.value.map { tr("Loading {done} of {total} years…", ["done": $0, "total": total]) } }
        ) {
            try await fetcher.days(dates, progress: { done.set($0) })
        }
        let kept = result.pictures.filter { media == nil || $0.mediaType == media }
        var output: CommandOutput
        if result.count == 0 && (!result.failedDays.isEmpty || result.stoppedBy != nil) {
            output = .none
        } else if let saving {
            output = try await saveAll(kept, request: saving, context: context)
        } else {
            output = try await list(kept, media: media, context: context, album: album)
            remember(kept.last, context: context)
        }
        if !result.uncachedDays.isEmpty {
            output.notices.append(
                tr(
                    "{count} of {total} years are not in the cache and were left out (--offline).",
                    ["count": result.uncachedDays.count, "total": total]))
        }
        let day = String(first.description.suffix(5))
        output.failure = failure(
            of: result, start: first, end: last,
            retry: result.failedDays.count > 1 ? "space apod --on-this-day \(day)" : nil)
        return output
    }

    /// What stopped a range or left days out, said once what loaded is printed.
    /// `done` words what happened to what loaded (a range prints it, a sync keeps it), `rest` the
    /// same for everything but the failed days, `again` the command to retry with.
    static func failure(
        of result: APODFetcher.RangeResult, start: APODDate, end: APODDate, retry again: String? = nil,
        done: String =
            "{count, plural, one {# picture was printed} other {# pictures were printed}}; not loaded: {days}.",
        rest: String = "Every other picture was printed; try again later with: {command}"
    ) -> (any Error)? {
        if var stop = result.stoppedBy {
            // A rate limit in the middle: what loaded was printed; say what was not.
            let spans = APODDate.spans(result.notLoaded)
            let listed =
                spans.count > 5
                ? tr(
                    "{days} and {count} more",
                    ["days": spans.prefix(5).joined(separator: ", "), "count": spans.count - 5])
                : spans.joined(separator: ", ")
            if result.count == 0 { return stop }
            stop.message += " " + tr(done, ["count": result.count, "days": listed])
            return stop
        }
        if !result.failedDays.isEmpty {
            // Nothing loaded and nothing cached: the service's own sentence (no network: 69).
            if result.count == 0, let failure = result.failure, failure.isUnreachable { return failure }
            let days = result.failedDays
            let spans = APODDate.spans(days)
            let listed =
                spans.count > 10
                ? tr(
                    "{days} and {count} more",
                    ["days": spans.prefix(10).joined(separator: ", "), "count": spans.count - 10])
                : spans.joined(separator: ", ")
            let retry =
                again
                ?? (days.count == 1
                    ? "space apod \(days[0])" : "space apod --start \(days[0]) --end \(days[days.count - 1])")
            return SpaceError(
                result.count == 0 ? .unavailable : .failure,
                tr(
                    "Could not load {count, plural, one {# day} other {# days}}: {days}.",
                    ["count": days.count, "days": listed]),
                hint: result.count == 0
                    ? tr("NASA APOD is failing; try again later with: {command}", ["command": retry])
                    : tr(rest, ["command": retry]))
        }
        return nil
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
