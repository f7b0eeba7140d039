import Foundation
import SpaceLocalization
import SpacePictures
import TerminalSession
import SpaceCommandLine
import TerminalText
import ImageSearchFeature
import SpaceNetworking
import SpacePresentation

/// `space search QUERY...`: the NASA Image and Video Library.
enum SearchCommand {
    static let spec = CommandSpec(
        name: "search", summary: "Search the NASA Image and Video Library.",
        discussion:
            "Searches titles, descriptions and keywords. The library shows at most 10,000 results for one search; filters narrow it.",
        positionals: [PositionalSpec(name: "QUERY", optional: true, repeating: true)],
        options: [
            page.spec, pageSize.spec, media.spec, yearStart.spec, yearEnd.spec, center.spec, limit.spec, show.spec,
            PictureOptions.renderer.spec,
        ],
        examples: [
            "space search nebula", "space search nebula --page 2", "space search nebula --show",
            "space search apollo 11 --media video --year-start 1969 --year-end 1969",
            "space search mars --center JPL --limit 250 --json",
        ],
        run: { try await run($0) }
    )

    static let page = Option.integer("page", in: 1...10_000, default: 1, help: "The page to show.")
    static let pageSize = Option.integer(
        "page-size", in: 1...100, default: 25, help: "Results per page (the library allows 100).")
    static let media = Option.choice("media", of: SearchMedia.self, help: "Only this kind of media.")
    static let yearStart = Option.integer("year-start", "YYYY", in: 1000...9999, help: "Created in this year or later.")
    static let yearEnd = Option.integer("year-end", "YYYY", in: 1000...9999, help: "Created in this year or earlier.")
    static let center = Option.text("center", "NAME", help: "Only from this NASA center, such as JPL or GSFC.")
    static let limit = Option.integer(
        "limit", in: 1...10_000, help: "The first N results across pages (--page does not apply).")
    static let show = Option.flag("show", help: "Draw a small picture beside each result.")

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        if invocation.gave(limit) && invocation.gave(page) {
            throw UsageError(
                tr(
                    "{page} does not apply with {limit}; use one or the other.",
                    ["page": page.flag, "limit": limit.flag]), path: invocation.path)
        }
        var query = SearchQuery(
            text: invocation.positionals.joined(separator: " "), page: invocation[page], pageSize: invocation[pageSize],
            media: invocation[media], yearStart: invocation[yearStart], yearEnd: invocation[yearEnd],
            center: invocation[center])
        let library = ImageLibrary(
            client: context.client(), baseURL: try context.baseURL(.imagesURL, default: ImageLibrary.defaultURL)
        )
        do { try query.validate() } catch {
            let asked = query
            if case .beyondReach = error,
                let last = await realLastPage(of: asked, in: library, console: context.console)
            {
                if last == 0 {
                    return CommandOutput(
                        json: SearchResultsView.envelope(asked, items: [], total: 0, limit: nil),
                        document: Document([.line(SearchResultsView.nothingFound(asked))]))
                }
                throw UsageError(
                    tr(
                        "Page {page} is past the last page ({last}).",
                        ["page": String(asked.page), "last": String(last)]), path: invocation.path)
            }
            throw UsageError(words(for: error), path: invocation.path)
        }
        let items: [SearchItem]
        let total: Int
        if let wanted = invocation[Self.limit] {
            let counted = ProgressText()
            (items, total) = try await Spinner.run(
                label: tr("Searching…"), console: context.console, progress: { counted.text }
            ) {
                try await library.searchFirst(
                    wanted, query: query,
                    progress: { counted.set(tr("Loading {done} of {total} results…", ["done": $0, "total": $1])) })
            }
            query.page = 1
            query.pageSize = min(100, wanted)
        } else {
            let page = try await Spinner.run(label: tr("Searching…"), console: context.console) {
                try await library.search(query)
            }
            let window = query.window(totalHits: page.totalHits)
            if page.items.isEmpty && page.totalHits > 0 && window.isPastLast {
                throw UsageError(
                    tr(
                        "Page {page} is past the last page ({last}).",
                        ["page": String(query.page), "last": String(window.lastPage)]), path: invocation.path)
            }
            (items, total) = (page.items, page.totalHits)
        }
        let asked = query
        let lastPage = asked.lastPage(totalHits: total)
        let usingLimit = invocation.gave(limit)
        let json = SearchResultsView.envelope(asked, items: items, total: total, limit: invocation[limit])
        if items.isEmpty {
            return CommandOutput(json: json, document: Document([.line(SearchResultsView.nothingFound(asked))]))
        }
        let first = usingLimit ? 1 : (asked.page - 1) * asked.pageSize + 1
        var document = Document([.table(SearchResultsView.table(items, firstPosition: first))])
        if invocation[show], !context.json,
            let style = try ListPictures.style(renderer: invocation[PictureOptions.renderer], context: context.pictures)
        {
            document = Document([
                .preformatted(
                    await ListThumbnails.search(items, firstPosition: first, style: style, context: context.pictures))
            ])
        }
        let results = tr("{count, plural, one {# result} other {# results}}", ["count": total])
        var footer = [
            usingLimit
                ? tr("First {count} of {results}", ["count": items.count, "results": results])
                : tr(
                    "Page {page} of {pages} · {results}",
                    ["page": String(asked.page), "pages": lastPage, "results": results])
        ]
        if !usingLimit && asked.window(totalHits: total).hasNext {
            footer.append(
                tr(
                    "Next: {command}",
                    ["command": NextCommandHint.line(for: invocation, moving: Self.page, to: asked.page + 1)]))
        }
        footer.append(
            tr("Details and files: {command}", ["command": "space asset \(ShellQuote.quote(items[0].nasaID))"]))
        document.footer(footer)
        let shown = document
        return CommandOutput(json: json, document: shown)
    }

    /// The last page of a search whose asked-for page is past the library's reach, when the
    /// search has fewer results than that reach (its first page says how many): a search with
    /// 50 pages names page 50, not the 400 the reach would allow. Nil when the search reaches the
    /// cap, or its first page cannot be had, so the reach is the limit worth naming.
    private static func realLastPage(of query: SearchQuery, in library: ImageLibrary, console: Console) async -> Int? {
        var first = query
        first.page = 1
        guard
            let page = try? await Spinner.run(
                label: tr("Searching…"), console: console, { try await library.search(first) })
        else { return nil }
        if page.totalHits == 0 { return 0 }
        return page.totalHits < SearchQuery.maxReachable ? first.window(totalHits: page.totalHits).lastPage : nil
    }

    /// The command line's words for a query the library would refuse, naming its options.
    static func words(for problem: SearchQuery.Problem) -> String {
        switch problem {
        case .nothingToSearch:
            return tr(
                "Give search words or at least one filter ({filters}).",
                ["filters": [media.flag, yearStart.flag, yearEnd.flag, center.flag].joined(separator: ", ")])
        case .pageSizeOutOfRange(let size):
            return tr("{option} must be from 1 to 100; got {value}.", ["option": pageSize.flag, "value": String(size)])
        case .pageBeforeFirst(let number):
            return tr("{option} must be 1 or more; got {value}.", ["option": page.flag, "value": String(number)])
        case .yearsReversed(let start, let end):
            return tr(
                "{start} ({first}) is after {end} ({last}).",
                ["start": yearStart.flag, "first": String(start), "end": yearEnd.flag, "last": String(end)])
        case .beyondReach(let number, let size, let lastPage):
            return tr(
                "The library shows at most {reach} results for one search, and page {page} (at {size} results a page) is past the last page, {last}; narrow it with {filters}.",
                [
                    "reach": SearchQuery.maxReachable, "page": String(number), "size": String(size),
                    "last": String(lastPage),
                    "filters": Localization.alternatives([media.flag, yearStart.flag, yearEnd.flag, center.flag]),
                ])
        }
    }
}
