import Foundation
import SpaceLocalization
import SpacePictures
import TerminalSession
import SpaceCommandLine
import TerminalText
import AstronautsFeature
import SpaceNetworking
import SpacePresentation

/// `space astronauts`: the roster; `space astronaut ID|NAME`: one astronaut.
enum AstronautsCommand {
    static let spec = CommandSpec(
        name: "astronauts", summary: "List astronauts from Launch Library 2.",
        discussion:
            "Sorted by name over the whole roster. Without SPACE_LL2_TOKEN, Launch Library 2 allows 15 requests an hour.",
        options: [
            sort.spec, search.spec, nationality.spec, inSpace.spec, limit.spec, page.spec, all.spec, wide.spec,
            show.spec, PictureOptions.renderer.spec,
        ],
        examples: [
            "space astronauts", "space astronauts --sort desc --limit 50", "space astronauts --in-space --show",
            "space astronauts --nationality Canadian", "space astronauts --in-space --json",
            "space astronauts --all --json | jq '.items | length'",
        ],
        run: { try await list($0) }
    )

    static let sort = Option.choice("sort", default: AstronautsQuery.Sort.asc, help: "Name order.")
    static let search = Option.text("search", "TEXT", help: "Names, nationalities and agencies containing TEXT.")
    static let nationality = Option.text("nationality", "NAME", help: "Only this nationality, such as Canadian.")
    static let inSpace = Option.flag("in-space", help: "Only astronauts in space now.")
    static let limit = Option.integer("limit", in: 1...100, default: 25, help: "Astronauts per page.")
    static let page = Option.integer("page", in: 1...100_000, default: 1, help: "The page to show.")
    static let all = Option.flag("all", help: "Every page (fetched 4 at a time).")
    static let wide = Option.flag("wide", help: "Always show the thumbnail column.")
    static let show = Option.flag("show", help: "Draw each astronaut's portrait beside the name.")

    static let detailSpec = CommandSpec(
        name: "astronaut", summary: "Show one astronaut by id or name.",
        discussion: "A number is an id; anything else is searched, and a single match is shown in full.",
        positionals: [PositionalSpec(name: "ID|NAME", repeating: true)],
        options: PictureOptions.common,
        examples: [
            "space astronaut 12", "space astronaut chris hadfield", "space astronaut 12 --json",
            "space astronaut 12 --show",
            "space astronaut 12 --download=portraits",
        ],
        run: { try await detail($0) }
    )

    static func roster(_ context: AppContext) throws -> AstronautRoster {
        let token = try context.launchLibraryToken()
        return AstronautRoster(
            client: context.client(),
            collectionURL: try context.baseURL(.astronautsURL, default: AstronautRoster.defaultURL),
            token: token)
    }

    static func list(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        if invocation[Self.all] && invocation.gave(Self.page) {
            throw UsageError(
                tr("{page} does not apply with {all}.", ["page": Self.page.flag, "all": Self.all.flag]),
                path: invocation.path)
        }
        let query = AstronautsQuery(
            sort: invocation[sort], search: invocation[search], nationality: invocation[nationality],
            inSpace: invocation[inSpace], limit: invocation[limit], page: invocation[Self.page])
        let roster = try roster(context)
        let all = invocation[Self.all]
        let counted = ProgressText()
        let page = try await Spinner.run(
            label: tr("Loading astronauts…"), console: context.console, progress: { counted.text }
        ) {
            all
                ? try await roster.all(
                    query,
                    progress: { counted.set(tr("Loading {done} of {total} astronauts…", ["done": $0, "total": $1])) })
                : try await roster.page(query)
        }
        let pageSize = all ? page.count : query.limit
        let window = query.window(total: page.count)
        let pages = window.lastPage
        if !all && page.results.isEmpty && page.count > 0 && window.isPastLast {
            throw UsageError(
                tr("Page {page} is past the last page ({last}).", ["page": String(query.page), "last": String(pages)]),
                path: invocation.path)
        }
        let json = AstronautView.rosterJSON(
            total: page.count, page: all ? nil : query.page, pageSize: pageSize, items: page.results)
        if page.results.isEmpty {
            return CommandOutput(json: json, document: Document([.line(tr("No astronauts match."))]))
        }
        var document = Document([.table(AstronautView.table(page.results, wide: invocation[wide]))])
        if invocation[show], !context.json,
            let style = try ListPictures.style(renderer: invocation[PictureOptions.renderer], context: context.pictures)
        {
            document = Document([
                .preformatted(await ListThumbnails.astronauts(page.results, style: style, context: context.pictures))
            ])
        }
        if all {
            document.footer([
                tr("{count, plural, one {# astronaut} other {# astronauts}}", ["count": page.results.count])
            ])
        } else {
            let first = query.offset + 1
            let last = query.offset + page.results.count
            var footer = [
                tr(
                    "Showing {first}–{last} of {total} · page {page} of {pages}",
                    [
                        "first": first, "last": last, "total": page.count, "page": String(query.page),
                        "pages": String(pages),
                    ])
            ]
            if window.hasNext {
                footer.append(
                    tr(
                        "Next: {command}",
                        ["command": NextCommandHint.line(for: invocation, moving: Self.page, to: query.page + 1)]))
            }
            document.footer(footer)
        }
        let shown = document
        return CommandOutput(json: json, document: shown)
    }

    static func detail(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let roster = try roster(context)
        let words = invocation.positionals.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        if let id = Int(words), id <= 0 {
            throw UsageError(
                tr("An astronaut id is a positive number; got {id}.", ["id": String(id)]), path: invocation.path)
        }
        guard !words.isEmpty else {
            throw UsageError(tr("Missing {argument}.", ["argument": "ID|NAME"]), path: invocation.path)
        }
        let match =
            Int(words) == nil
            ? try await roster.find(words)
            : try await Spinner.run(
                label: tr("Loading astronaut {id}…", ["id": Int(words).map(String.init) ?? words]),
                console: context.console
            ) { try await roster.find(words) }
        let astronaut: Astronaut
        switch match {
        case .one(let found):
            astronaut = found
        case .none:
            throw SpaceError(
                .notFound, tr("No astronaut matches \"{words}\".", ["words": Sanitizer.line(words)]),
                hint: tr(
                    "Search the roster for part of a name or a nationality: {command}",
                    [
                        "command": "space astronauts \(search.flag) "
                            + Sanitizer.line(words.split(separator: " ").first.map(String.init) ?? words)
                    ]))
        case .several(let matches):
            var document = Document([.table(AstronautView.table(matches.results, wide: false))])
            if matches.count > matches.results.count {
                // The roster's footer, and the search that pages through every match.
                document.footer([
                    tr(
                        "Showing {first}–{last} of {total}",
                        ["first": 1, "last": matches.results.count, "total": matches.count]) + " · "
                        + tr(
                            "Next: {command}",
                            ["command": "space astronauts \(search.flag) \(ShellQuote.quote(words)) \(page.flag) 2"])
                ])
            }
            let shown = document
            return CommandOutput(
                json: AstronautView.rosterJSON(total: matches.count, page: 1, pageSize: 25, items: matches.results),
                document: shown,
                notices: [
                    tr(
                        "{count} astronauts match \"{words}\"; show one with: {command}",
                        [
                            "count": matches.count, "words": Sanitizer.line(words),
                            "command": "space astronaut \(matches.results[0].id)",
                        ])
                ])
        }
        let now = context.now()
        return CommandOutput(
            json: AstronautView.detailJSON(astronaut, now: now), document: AstronautView.document(astronaut, now: now)
        )
        .with(picture: .astronaut(astronaut), request: PictureRequest(invocation))
    }
}
