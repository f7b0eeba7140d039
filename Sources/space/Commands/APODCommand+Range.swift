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

/// Several days: a range, the last N, the same day of every year, and what a range that
/// failed in part says.
extension APODCommand {
    /// The `count` days ending with the latest published day (today's picture may not be out yet).
    static func lastDays(
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
    static func showRange(
        _ start: APODDate, _ end: APODDate, media: APODPicture.MediaType?, context: AppContext,
        fetcher: APODFetcher, saving: PictureRequest? = nil, album: PictureRequest? = nil,
        skipping: Set<APODDate> = []
    ) async throws -> CommandOutput {
        // The days kept: of the kind asked for, and not among those to skip (seen already).
        let keeps: @Sendable (APODPicture) -> Bool = {
            (media == nil || $0.mediaType == media) && !skipping.contains($0.date)
        }
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
                            let kept = pictures.filter(keeps)
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
                result.pictures.filter(keeps), request: saving, context: context)
        } else {
            output = try await list(
                result.pictures.filter(keeps), media: media, context: context,
                album: album)
        }
        if saving == nil {
            remember(
                lastStreamed.value ?? result.pictures.last(where: keeps), context: context)
        }
        if !result.uncachedDays.isEmpty {
            let count = result.uncachedDays.count
            output.notices.append(
                tr(
                    "{count} of {total} days are not in the cache and were left out (--offline).",
                    ["count": count, "total": start.days(to: end) + 1]))
        }
        // Days that did not load come first; else pictures that could not be saved (saveAll's).
        output.failure = failure(of: result, start: start, end: end) ?? output.failure
        return output
    }

    /// `--on-this-day`: one window a year, what is cached read from the cache.
    static func sameDayOfEveryYear(
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
        output.failure =
            failure(
                of: result, start: first, end: last,
                retry: result.failedDays.count > 1 ? "space apod --on-this-day \(day)" : nil) ?? output.failure
        return output
    }

    /// Days as spans ("2024-01-03 to 2024-01-05, 2024-02-01"), the first `limit` and how many more.
    static func listed(_ days: [APODDate], upTo limit: Int) -> String {
        let spans = APODDate.spans(days)
        guard spans.count > limit else { return spans.joined(separator: ", ") }
        return tr(
            "{days} and {count} more",
            ["days": spans.prefix(limit).joined(separator: ", "), "count": spans.count - limit])
    }

    /// What stopped a range or left days out, said once what loaded is printed.
    /// `done` words what happened to what loaded (a range prints it, a sync keeps it), `rest` the
    /// same for everything but the failed days, `again` the command to retry with.
    static func failure(
        of result: APODFetcher.RangeResult, start: APODDate, end: APODDate, retry again: String? = nil,
        done: String =
            msgid("{count, plural, one {# picture was printed} other {# pictures were printed}}; not loaded: {days}."),
        rest: String = msgid("Every other picture was printed; try again later with: {command}")
    ) -> (any Error)? {
        if var stop = result.stoppedBy {
            // A rate limit in the middle: what loaded was printed; say what was not.
            let listed = Self.listed(result.notLoaded, upTo: 5)
            if result.count == 0 { return stop }
            stop.message += " " + tr(done, ["count": result.count, "days": listed])
            return stop
        }
        if !result.failedDays.isEmpty {
            // Nothing loaded and nothing cached: the service's own sentence (no network: 69).
            if result.count == 0, let failure = result.failure, failure.isUnreachable { return failure }
            let days = result.failedDays
            let listed = Self.listed(days, upTo: 10)
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
}
