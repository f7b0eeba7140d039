import Foundation
import SpaceLocalization
import SpacePictures
import TerminalSession
import SpaceCommandLine
import TerminalText
import APODFeature
import SpaceNetworking
import SpacePresentation

/// `space favorites [list|add|remove|show]`: pictures kept whole on disk, usable offline.
enum FavoritesCommand {
    static let spec = CommandSpec(
        name: "favorites", summary: "List, add, remove and show favorite pictures of the day.",
        discussion:
            "Favorites are stored whole in the data folder ($XDG_DATA_HOME/space/favorites.json), so they can be shown without a network. They are listed in date order, oldest first, like every list of days.",
        options: [show.spec, PictureOptions.renderer.spec],
        subcommands: [
            CommandSpec(
                name: "list", summary: "List your favorites (the same as space favorites).",
                options: [show.spec, PictureOptions.renderer.spec],
                examples: ["space favorites list", "space favorites list --json"], run: { try await list($0) }),
            CommandSpec(
                name: "add", summary: "Add pictures to your favorites (default: the last one shown).",
                positionals: [PositionalSpec(name: "DATE", optional: true, repeating: true)],
                examples: ["space favorites add", "space favorites add 2021-03-10 2021-03-11"],
                run: { try await add($0) }),
            CommandSpec(
                name: "remove", summary: "Remove pictures from your favorites.",
                positionals: [PositionalSpec(name: "DATE", repeating: true)],
                examples: ["space favorites remove 2021-03-10"], run: { try remove($0) }),
            CommandSpec(
                name: "show", summary: "Show a favorite in full, without the network.",
                positionals: [PositionalSpec(name: "DATE")], options: PictureOptions.common,
                examples: ["space favorites show 2021-03-10", "space favorites show 2021-03-10 --show"],
                run: { try await show($0) }),
        ],
        examples: [
            "space favorites", "space favorites --show", "space favorites --json", "space favorites add 2021-03-10",
        ],
        run: { try await list($0) }
    )

    static let show = Option.flag("show", help: "Draw your favorites as an album.")

    static func list(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        // The table and the album show no explanation: a large file is read without them.
        let favorites = await repairingPlaceholders(
            try context.favorites.all(explanations: context.json), context: context)
        if favorites.isEmpty {
            return CommandOutput(
                json: .array([]),
                document: Document([.line(tr("No favorites yet. Add one with: space favorites add 2021-03-10"))]))
        }
        if invocation[show], !context.json,
            let album = try await APODAlbum.lines(
                favorites, renderer: invocation[PictureOptions.renderer], context: context.pictures)
        {
            return CommandOutput(document: Document([.preformatted(album)]))
        }
        let footer = tr("{count, plural, one {# favorite} other {# favorites}}", ["count": favorites.count])
        return CommandOutput(
            json: .array(favorites.map(APODView.json)), document: APODView.list(favorites, filter: nil, footer: footer))
    }

    static func add(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let dates: [APODDate]
        if invocation.positionals.isEmpty {
            guard let last = context.apodArchive.lastShown() else {
                throw UsageError(
                    tr("No picture has been shown yet; give a date, as in: space favorites add 2021-03-10"),
                    path: invocation.path)
            }
            dates = [last.date]
        } else {
            dates = try parseDates(invocation)
        }
        var fetcher: APODFetcher?
        let adding = try await context.favorites.add(days: dates, archive: context.apodArchive) { date in
            let service = try fetcher ?? context.apodFetcher()
            fetcher = service
            return try await Spinner.run(
                label: tr("Fetching {date}…", ["date": date.description]), console: context.console
            ) { try await service.day(date) }
        }
        let (pictures, added) = (adding.pictures, adding.added)
        return CommandOutput(
            json: .array(pictures.map(APODView.json)),
            document: Document(
                pictures.map { picture in
                    let title = Sanitizer.line(picture.title)
                    return .line(
                        added.contains(picture.date)
                            ? tr("Added {date}: {title}", ["date": picture.date.description, "title": title])
                            : tr(
                                "Already a favorite: {date}: {title}",
                                ["date": picture.date.description, "title": title]))
                }))
    }

    static func remove(_ invocation: Invocation) throws -> CommandOutput {
        let context = invocation.context
        let dates = try parseDates(invocation)
        try context.favorites.remove(dates)
        let shaped = FavoritesView.removed(dates.map(\.description))
        return CommandOutput(json: shaped.json, document: shaped.document)
    }

    static func show(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let date = try parseDates(invocation)[0]
        guard let stored = try context.favorites.favorite(on: date) else {
            throw SpaceError(
                .notFound, tr("{date} is not among your favorites.", ["date": date.description]),
                hint: tr("List them with: space favorites"))
        }
        let picture = await repairingPlaceholders([stored], context: context)[0]
        return CommandOutput(json: APODView.json(picture), document: APODView.document(picture))
            .with(picture: .apod(picture), request: PictureRequest(invocation))
    }

    private static func parseDates(_ invocation: Invocation) throws -> [APODDate] {
        let now = invocation.context.now()
        return try invocation.positionals.map { try invocation.date($0, now: now) }
    }
}
