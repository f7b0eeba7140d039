import Foundation
import SpaceLocalization
import SpaceCommandLine
import SpaceSupport
import TerminalText
import APODFeature
import APODSearch
import SpaceNetworking
import SpacePresentation

/// `space apod search WORDS...`: the archive searched offline, ranked by BM25 over title,
/// credit and explanation, from the index that `space apod sync` keeps (or, before a sync, from
/// whatever days are cached, said on stderr).
enum APODSearchCommand {
    static let spec = CommandSpec(
        name: "search", summary: "Search the APOD archive offline: ranked results with a line of context.",
        discussion:
            "Words are all required; \"exact phrase\" in quotes; -word leaves out; OR between words takes either; word* is a prefix; title:word (or title:\"phrase\") only in titles. Case, accents and plurals do not matter (Sérsic = sersic, mountains = mountain); catalogue names are one word (M31, NGC1499, SN1987A; NGC 1499 with a space too). A word in a title counts well above the same word in an explanation. Searches what space apod sync brought (run it once); before that, what is cached.",
        positionals: [PositionalSpec(name: "WORDS", repeating: true)],
        options: [limit.spec, sort.spec, media.spec, start.spec, end.spec, show.spec, PictureOptions.renderer.spec],
        examples: [
            "space apod search horsehead", "space apod search \"california nebula\" --limit 5",
            "space apod search eclipse -lunar --media image",
            "space apod search aurora OR airglow --sort date",
            "space apod search 'nebul*' --start 2020-01-01 --json | jq '.items[].date'",
            "space apod search comet --show",
        ],
        dashedWords: true,
        run: { try await run($0) }
    )

    static let limit = Option.integer("limit", in: 1...500, default: 20, help: "How many results to show.")
    static let sort = Option.choice(
        "sort", default: SearchOrder.relevance, help: "Best first (ties: newer first), or newest first.")
    static let media = Option.choice("media", of: Kind.self, help: "Only images or only videos.")
    static let start = Option.text("start", "DATE", help: "Only days from this one on.")
    static let end = Option.text("end", "DATE", help: "Only days up to this one.")
    static let show = Option.flag("show", help: "Draw the days found as an album.")

    /// `--media`.
    enum Kind: String, CaseIterable, Sendable {
        case image, video
    }

    /// The widest snippet in a pipe and in JSON.
    static let plainSnippetWidth = 160

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let text = queryText(invocation.positionals)
        let query: ArchiveQuery
        do {
            query = try ArchiveQuery(parsing: text)
        } catch {
            throw UsageError(words(for: error), path: invocation.path)
        }
        let now = context.now()
        let first = try invocation[start].map { try invocation.date($0, option: start.flag, now: now) }
        let last = try invocation[end].map { try invocation.date($0, option: end.flag, now: now) }
        if let first, let last, first > last {
            throw UsageError(
                tr(
                    "{start} ({first}) is after {end} ({last}).",
                    ["start": start.flag, "first": first.description, "end": end.flag, "last": last.description]),
                path: invocation.path)
        }
        let store = ArchiveSearchStore(cache: context.responseCache)
        var notices: [String] = []
        let index = try SearchIndexOpening.open(store, notices: &notices).index
        let filter = SearchFilter(
            media: invocation[media].flatMap { APODPicture.MediaType(rawValue: $0.rawValue) }, start: first, end: last)
        let outcome = index.search(query, filter: filter, order: invocation[sort], limit: invocation[limit])
        let synced = store.syncedThrough
        // A month after the last sync (in UTC days: no time zone database is needed for a month), say so.
        if let synced, synced.days(to: APODDate(now, in: .gmt)) > 30 {
            notices.append(
                tr(
                    "The archive was last synced through {date}; space apod sync adds the days since.",
                    ["date": synced.description]))
        }
        if synced == nil {
            let archive = APODDate.first.days(to: APODDate.today(at: now)) + 1
            notices.append(
                tr(
                    "Searched {count, plural, one {# cached day} other {# cached days}} of the {archive} since {first}; run space apod sync for the whole archive.",
                    ["count": index.dayCount, "archive": archive, "first": APODDate.first.description]))
        }
        let pictures = store.pictures(on: outcome.hits.map(\.day.date))
        let terminalWidth =
            context.console.terminal.stdoutIsTTY ? context.console.terminal.width : plainSnippetWidth + 2
        let wanted = query.wanted
        func rows(width: Int) -> [ArchiveSearchView.Row] {
            outcome.hits.map { hit in
                let picture = pictures[hit.day.date]
                return ArchiveSearchView.Row(
                    hit: hit,
                    snippet: picture.map { Snippet.make(Snippet.source(of: $0), terms: wanted, width: width) },
                    url: picture.map { $0.url ?? $0.apodPage } ?? APODPicture.legacyPage(hit.day.date))
            }
        }
        // One set of rows: JSON's snippets are the pipe's width, a terminal's fit its columns.
        let shownRows = rows(
            width: context.json ? plainSnippetWidth : min(plainSnippetWidth, max(20, terminalWidth - 2)))
        if invocation[show], !context.json {
            let found = outcome.hits.compactMap { pictures[$0.day.date] }
            if !found.isEmpty {
                var output = try await APODCommand.list(
                    found, media: nil, context: context, album: PictureRequest(invocation))
                output.notices = notices + output.notices
                return output
            }
        }
        let total = outcome.total, shown = shownRows.count
        let footer: String? =
            total == 0
            ? nil
            : total > shown
                ? tr("{shown} of {total} days; --limit N for more.", ["shown": shown, "total": total])
                : tr("{count, plural, one {# day} other {# days}}", ["count": total]) + "."
        var output = CommandOutput(
            json: ArchiveSearchView.json(query: text, total: total, rows: shownRows),
            document: ArchiveSearchView.document(shownRows, width: terminalWidth, footer: footer), notices: notices)
        if total == 0 {
            output.remarks.append(
                tr("No day of the archive matches this search: {query}", ["query": Sanitizer.line(text)]))
        }
        return output
    }

    /// The words as one query. A word with spaces in it was quoted in the shell, so it is a
    /// phrase (`"total solar eclipse"` arrives without its quotes), unless it holds the query
    /// language itself (a whole query quoted: `"nebula -orion"`).
    static func queryText(_ words: [String]) -> String {
        words.map { word in
            guard word.contains(where: \.isWhitespace), !word.contains("\""), !word.contains(" -"),
                !word.contains(" OR "), !word.contains("*")
            else { return word }
            let trimmed = word.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("-") ? "-\"" + trimmed.dropFirst() + "\"" : "\"" + trimmed + "\""
        }.joined(separator: " ")
    }

    /// A query that cannot run, in the command line's words.
    static func words(for problem: ArchiveQuery.Problem) -> String {
        switch problem {
        case .noWords:
            return tr("Give a word to search for, as in: space apod search horsehead")
        case .onlyExclusions:
            return tr(
                "A search needs a word to look for besides the excluded ones (-word), as in: space apod search nebula -orion"
            )
        case .tooManyWords(let given, let limit):
            return tr("A search takes at most {limit} words; this one has {given}.", ["limit": limit, "given": given])
        case .tooManyPrefixes(let given, let limit):
            return tr(
                "A search takes at most {limit} prefixes (word*); this one has {given}.",
                ["limit": limit, "given": given])
        }
    }
}
