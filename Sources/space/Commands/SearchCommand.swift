import Foundation
import TerminalText
import ImageSearchFeature
import SpaceNetworking

/// `space search QUERY...`: the NASA Image and Video Library.
enum SearchCommand {
    static let spec = CommandSpec(
        name: "search", summary: "Search the NASA Image and Video Library.",
        discussion: "Searches titles, descriptions and keywords. The library shows at most 10,000 results for one search; filters narrow it.",
        positionals: [PositionalSpec(name: "QUERY", optional: true, repeating: true)],
        options: [
            OptionSpec(name: "page", value: .integer(placeholder: "N", range: 1...10_000), defaultValue: "1", help: "The page to show."),
            OptionSpec(name: "page-size", value: .integer(placeholder: "N", range: 1...100), defaultValue: "25", help: "Results per page (the library allows 100)."),
            OptionSpec(name: "media", value: .choice(["image", "video", "audio"]), help: "Only this kind of media."),
            OptionSpec(name: "year-start", value: .integer(placeholder: "YYYY", range: 1000...9999), help: "Created in this year or later."),
            OptionSpec(name: "year-end", value: .integer(placeholder: "YYYY", range: 1000...9999), help: "Created in this year or earlier."),
            OptionSpec(name: "center", value: .text(placeholder: "NAME"), help: "Only from this NASA center, such as JPL or GSFC."),
            OptionSpec(name: "limit", value: .integer(placeholder: "N", range: 1...10_000), help: "The first N results across pages (--page does not apply)."),
            OptionSpec(name: "show", help: "Draw a small picture beside each result."),
            PictureOptions.renderer,
        ],
        examples: ["space search nebula", "space search nebula --page 2", "space search nebula --show", "space search apollo 11 --media video --year-start 1969 --year-end 1969",
                   "space search mars --center JPL --limit 250 --json"],
        run: { try await run($0) }
    )

    static func run(_ invocation: Invocation) async throws {
        let context = invocation.context
        if invocation.integer("limit") != nil && invocation.integer("page") != nil {
            throw UsageError("--page does not apply with --limit; use one or the other.", path: invocation.path)
        }
        var query = SearchQuery(text: invocation.positionals.joined(separator: " "), page: invocation.integer("page") ?? 1,
                                pageSize: invocation.integer("page-size") ?? 25, media: invocation.text("media"),
                                yearStart: invocation.integer("year-start"), yearEnd: invocation.integer("year-end"), center: invocation.text("center"))
        do { try query.validate() } catch let error as SpaceError where error.kind == .usage {
            throw UsageError(error.message, path: invocation.path)
        }
        let library = ImageLibrary(client: context.client(), baseURL: try context.baseURL("SPACE_IMAGES_URL", default: ImageLibrary.defaultURL))
        let items: [SearchItem]
        let total: Int
        if let limit = invocation.integer("limit") {
            let counted = ProgressText()
            (items, total) = try await Spinner.run(label: "Searching…", console: context.console, progress: { counted.text }) {
                try await library.searchFirst(limit, query: query, progress: { counted.set("Loading \(NumberText.grouped($0)) of \(NumberText.grouped($1)) results…") })
            }
            query.page = 1
            query.pageSize = min(100, limit)
        } else {
            let page = try await Spinner.run(label: "Searching…", console: context.console) { try await library.search(query) }
            let window = query.window(totalHits: page.totalHits)
            if page.items.isEmpty && page.totalHits > 0 && window.isPastLast {
                throw UsageError("Page \(query.page) is past the last page (\(window.lastPage)).", path: invocation.path)
            }
            (items, total) = (page.items, page.totalHits)
        }
        let lastPage = query.lastPage(totalHits: total)
        let usingLimit = invocation.integer("limit") != nil
        if context.json {
            context.console.json(.object([
                ("query", .string(query.text)), ("page", usingLimit ? .null : .int(query.page)), ("page_size", .int(query.pageSize)),
                ("total_hits", .int(total)), ("total_pages", .int(total == 0 ? 0 : lastPage)), ("limit", .optional(invocation.integer("limit"))),
                ("items", .array(items.map(SearchRenderer.json))),
            ]))
            return
        }
        if items.isEmpty {
            context.console.line(query.text.isEmpty ? "No results for those filters." : "No results for \"\(Sanitizer.line(query.text))\".")
            return
        }
        let first = usingLimit ? 1 : (query.page - 1) * query.pageSize + 1
        var lines = SearchRenderer(console: context.console).table(items, firstPosition: first)
        if invocation.flag("show"), let style = try ListPictures.style(PictureRequest(invocation), context: context) {
            lines = await ListThumbnails.search(items, firstPosition: first, style: style, context: context)
        }
        guard context.console.terminal.stdoutIsTTY else {
            context.console.lines(lines)
            return
        }
        lines.append("")
        let results = "\(NumberText.grouped(total)) \(total == 1 ? "result" : "results")"
        lines.append(context.console.style.dim(usingLimit ? "First \(NumberText.grouped(items.count)) of \(results)" : "Page \(query.page) of \(NumberText.grouped(lastPage)) · \(results)"))
        if !usingLimit && context.console.terminal.stdoutIsTTY && query.window(totalHits: total).hasNext {
            lines.append(context.console.style.dim("Next: " + NextCommandHint.line(for: invocation, page: query.page + 1)))
        }
        lines.append(context.console.style.dim("Details and files: space asset \(ShellQuote.quote(items[0].nasaID))"))
        context.console.lines(lines)
    }
}
