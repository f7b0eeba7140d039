import Foundation
import SpaceLocalization
import SpaceDesktop
import SpacePictures
import TerminalSession
import SpaceCommandLine
import TerminalGraphics
import TerminalText
import SpaceSupport
import SpaceNetworking
import SpacePresentation
import APODFeature

/// The picture options shared by `space apod`, `favorites show`, `asset` and `astronaut`.
enum PictureOptions {
    static let show = Option.flag("show", help: "Draw the picture in the terminal.")
    static let renderer = Option.choice(
        "renderer", of: RendererSetting.self, shownDefault: "auto",
        help: "How --show draws: auto picks the best the terminal supports (also the renderer setting).")
    static let noAnimate = Option.flag(
        "no-animate", help: "Draw only the first frame of an animated GIF (also the animate setting).")
    static let open = Option.flag("open", help: "Open the picture, or the video's page, with the system opener.")
    static let download = Option.folder(
        "download", "DIR", fallback: ".",
        help: "Save the best file into DIR (default: here; write --download=DIR for a bare name) and print its path.")
    static let force = Option.flag(
        "force",
        help:
            "With --download or --compose, replace a file that already exists; with --wallpaper or --compose, use a picture that would make a poor wallpaper."
    )
    static let wallpaper = Option.flag("wallpaper", help: "Save the picture and make it the desktop background.")
    static let compose = Option.folder(
        "compose", "DIR", fallback: ".",
        help:
            "Save into DIR the wallpaper --wallpaper would set (composed at the screen's size, with --caption), setting nothing."
    )
    static let lockScreen = Option.flag(
        "lock-screen",
        help:
            "With --wallpaper: the lock screen's picture too, where the desktop keeps one (also the lock-screen setting)."
    )
    static let caption = Option.flag(
        "caption",
        help:
            "With --wallpaper or --compose: write the title, date and credit along the bottom of the picture (also the caption setting)."
    )
    /// `space apod --wallpaper --daily`: the schedule on (or `--daily=off`: off).
    static let daily = Option.optionalSwitch(
        "daily", help: "With --wallpaper: set it again every day after APOD publishes (--daily=off stops).")
    /// `space apod`'s: its `--show` also draws ranges and random picks, as an album.
    static let apodShow = Option.flag("show", help: "Draw the picture in the terminal (several: an album of them).")

    /// The options every picture command takes.
    static let common = [show.spec, renderer.spec, noAnimate.spec, open.spec, download.spec, force.spec]

    /// `space apod`'s.
    static let apod = [apodShow.spec] + common.dropFirst()
}

/// What the picture options of one command line ask for.
struct PictureRequest: Sendable {
    var show: Bool
    var open: Bool
    var downloadFolder: String?
    var force: Bool
    var wallpaper: Bool
    /// `--daily`: "on" or "off" (only `space apod` takes it).
    var daily: String?
    /// The command's words, for usage errors.
    var path: [String]
    /// `--renderer`, when given.
    var renderer: RendererSetting?
    /// `--no-animate`.
    var noAnimate: Bool
    /// `--lock-screen`.
    var lockScreen: Bool
    /// `--caption`.
    var caption: Bool
    /// `--compose DIR`.
    var composeFolder: String?
    /// `--from favorites` (only `space apod` takes it).
    var fromFavorites: Bool

    /// `--wallpaper` alone, as the browser's `:wallpaper` asks for it: the settings decide the rest
    /// (caption, lock screen), as they do for `space apod DATE --wallpaper`.
    init(wallpaperFrom path: [String]) {
        (show, open, downloadFolder, force, wallpaper, daily) = (false, false, nil, false, true, nil)
        (self.path, renderer, noAnimate, lockScreen, caption, composeFolder, fromFavorites) = (
            path, nil, false, false, false, nil, false
        )
    }

    /// The picture options of this command line (those the command does not take read as not given).
    init(_ invocation: Invocation) {
        show = invocation[PictureOptions.show]
        open = invocation[PictureOptions.open]
        downloadFolder = invocation[PictureOptions.download]
        force = invocation[PictureOptions.force]
        wallpaper = invocation[PictureOptions.wallpaper]
        daily = invocation[PictureOptions.daily]
        path = invocation.path
        renderer = invocation[PictureOptions.renderer]
        noAnimate = invocation[PictureOptions.noAnimate]
        lockScreen = invocation[PictureOptions.lockScreen]
        caption = invocation[PictureOptions.caption]
        composeFolder = invocation[PictureOptions.compose]
        fromFavorites = invocation[APODCommand.from] == .favorites
    }

    /// Whether the command's usual output is replaced by the saved path (so it can be piped).
    var printsPath: Bool { downloadFolder != nil || wallpaper || composeFolder != nil }
}

/// Carries out the picture options around a command's usual output.
enum PictureActions {
    /// Draws, prints (`details`, unless a path is printed instead), opens, downloads, sets the
    /// wallpaper. `details` is laid out when the picture is drawn, so a terminal resized meanwhile
    /// gets text of its new width.
    static func perform(
        _ subject: PictureSubject, request: PictureRequest, context: AppContext, details: CommandOutput
    ) async throws {
        if request.force && request.downloadFolder == nil && !request.wallpaper && request.composeFolder == nil {
            throw UsageError(tr("--force only goes with --download, --wallpaper or --compose."), path: request.path)
        }
        // --open alone says what it opened, in one line, rather than printing the whole record.
        let opensOnly = request.open && !request.show && !request.printsPath
        let printsDetails = !request.printsPath && !opensOnly
        // A picture that cannot be had never takes the text with it: the text is printed, the
        // rest is done, and the picture's failure is the one line at the end and the exit code.
        var pictureFailure: SpaceError?
        if request.show {
            // The text as soon as it is known, the picture after it (fetched and decoded meanwhile),
            // fitted to the rows the text leaves (see `ShowLayout`).
            let textRows = printsDetails ? printShown(details, context: context) : 0
            do {
                if let prepared = try await prepareShow(subject, request: request, context: context) {
                    try draw(prepared, below: textRows, context: context)
                }
            } catch let error as SpaceError {
                pictureFailure = error
            }
        } else if printsDetails {
            context.printer.print(details)
        }
        if request.open {
            guard let link = subject.open else {
                throw SpaceError(.notFound, tr("There is no link to open for {what}.", ["what": subject.what]))
            }
            try context.desktopSession().open(link)
            if opensOnly {
                let shaped = SavedFilesView.opened(subject.what, link: link.absoluteString)
                context.printer.print(CommandOutput(json: shaped.json, document: shaped.document))
            }
        }
        if let folder = request.downloadFolder {
            let saver = PictureSaver(
                folder: folder, force: request.force, home: context.environment["HOME"], commandPath: request.path)
            let saved = try await PictureDownload.download(subject, saver: saver, context: context.pictures)
            if saved.alreadyThere {
                context.printer.notice(
                    tr("{path} was already there, the same picture; it was left as it is.", ["path": saved.file.path]))
            }
            report(
                saved.file, picture: saved.picture, date: subject.date, alreadyThere: saved.alreadyThere,
                context: context)
        }
        if let folder = request.composeFolder {
            try await composeWallpaper(subject, into: folder, request: request, context: context)
        }
        if request.wallpaper {
            do {
                try await setWallpaper(subject, request: request, context: context)
            } catch {
                let reason = WallpaperRun.words(for: error)
                WallpaperRun(at: context.now(), outcome: .failed, date: subject.date, reason: reason)
                    .record(in: context.files.data)
                printOutcome(WallpaperView.Run(outcome: .failed, date: subject.date, reason: reason), context: context)
                throw error
            }
            switch request.daily {
            case "on"?:
                context.printer.notice(try DailyWallpaper.here(context).install())
                if let kept = try DailyChoices.keep(request, fromFavorites: request.fromFavorites, context: context) {
                    context.printer.notice(kept)
                }
            case "off"?: context.printer.notice(try DailyWallpaper.here(context).remove())
            default: break
            }
        }
        if let pictureFailure { throw pictureFailure }
    }

    /// Fetches and decodes the picture for `--show`; nil (with a notice) when nothing can be drawn.
    private static func prepareShow(
        _ subject: PictureSubject, request: PictureRequest, context: AppContext
    ) async throws -> TerminalPicture.Prepared? {
        let console = context.console
        guard let renderer = try TerminalPicture.renderer(request.renderer, context: context.pictures) else {
            context.printer.notice(
                console.terminal.stdoutIsTTY
                    ? tr("The picture is not drawn because TERM=dumb.")
                    : tr("The picture is not drawn because the output is not a terminal."))
            return nil
        }
        let box = TerminalPicture.box(for: console.terminal)
        let links = subject.showLinks(edge: TerminalPicture.edge(of: box, renderer: renderer))
        guard !links.isEmpty else {
            let link = subject.open?.absoluteString ?? "not known"
            context.printer.notice(
                tr("There is no picture to draw for {what}; its link is {link}", ["what": subject.what, "link": link]))
            return nil
        }
        let picture = try await Spinner.run(label: tr("Fetching {what}…", ["what": subject.what]), console: console) {
            try await context.pictureFetcher().fetch(links, what: subject.what)
        }
        context.run.addCacheBytes(picture.wroteBytes)
        // Decoded for the terminal as it is now (it may have been resized while the picture came),
        // on a thread of its own: a long decode never holds the cooperative pool, and it stops when
        // the command does.
        let now = TerminalPicture.box(for: console.terminal.remeasured(environment: context.environment))
        let what = subject.what
        let animate = TerminalPicture.animates(noAnimate: request.noAnimate, context: context.pictures)
        return try await WorkThreads(width: 1).run { cancellation in
            try TerminalPicture.prepare(
                picture, renderer: renderer, box: now, what: what, animate: animate,
                isCancelled: { cancellation.isCancelled })
        }
    }

    /// Prints the text of `--show`, measured for the terminal as it is now; the rows it took on the
    /// screen (none when it went to stdout as JSON).
    private static func printShown(_ text: CommandOutput, context: AppContext) -> Int {
        let printer = context.printer.remeasured(environment: context.environment)
        printer.print(text)
        guard !(printer.json && text.json != nil) else { return 0 }
        return ShowLayout.rows(of: printer.lines(text.document()), width: printer.console.terminal.width)
    }

    /// Draws the picture below `textRows` rows of text, so that the whole picture is on screen at the
    /// end (see `ShowLayout`), measuring the terminal now rather than when the command started.
    private static func draw(_ picture: TerminalPicture.Prepared, below textRows: Int, context: AppContext) throws {
        let printer = context.printer.remeasured(environment: context.environment)
        let terminal = printer.console.terminal
        let rows = ShowLayout.pictureRows(
            screenRows: min(terminal.height, terminal.window?.rows ?? terminal.height), textRows: textRows)
        if let line = try TerminalPicture.draw(
            picture, in: TerminalPicture.box(for: terminal, rows: rows), context: context.pictures)
        {
            printer.notice(line)
        }
    }

    /// The file saved, in the shape of a range's entries (a day's date, whether it was already there).
    static func report(
        _ file: URL, picture: FetchedPicture, date: String?, alreadyThere: Bool = false, context: AppContext
    ) {
        let shaped = SavedFilesView.one(
            SavedFilesView.Saved(
                date: date, path: file.path, url: picture.url.absoluteString, format: picture.format.rawValue,
                bytes: picture.data.count, alreadyThere: alreadyThere))
        context.printer.print(CommandOutput(json: shaped.json, document: shaped.document))
    }
}
