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

/// `--wallpaper`: the picture chosen (a video's still, the size a metered network can afford),
/// fetched, judged, composed at the screen's size with its caption, set, and the run recorded;
/// `--compose DIR`: the same wallpaper saved into a folder, set nowhere (no desktop needed).
extension PictureActions {
    /// A wallpaper made and not yet set: the file composed (or the picture as it came), the picture
    /// as it came, the files composed for the other screens, and the session's desktop.
    struct MadeWallpaper {
        var wallpaper: URL
        var saved: PictureDownload.Saved
        var perOutput: [String: URL]
        var desktop: DesktopSession
    }

    /// Sets the wallpaper and records the run. A video's still stands in only when it is at least
    /// a full-HD screen's size; a smaller one (or none) leaves the wallpaper as it was, which is
    /// no failure: a daily run on a video day keeps yesterday's picture.
    static func setWallpaper(
        _ subject: PictureSubject, request: PictureRequest, context: AppContext
    ) async throws {
        let made: MadeWallpaper
        switch try await makeWallpaper(subject, request: request, context: context, perScreen: true) {
        case .made(let wallpaper): made = wallpaper
        case .videoWithoutStill(let date):
            let reason = tr(
                "The post of {date} is a video with no still large enough for a wallpaper, so the wallpaper stays as it was.",
                ["date": date])
            context.printer.notice(reason)
            WallpaperRun(at: context.now(), outcome: .kept, date: date).record(in: context.files.data)
            printOutcome(WallpaperView.Run(outcome: .kept, date: subject.date, reason: reason), context: context)
            return
        case .poor(let reason):
            // As a video day without a still: yesterday's wallpaper stays, and `space status` says why.
            context.printer.notice(
                tr(
                    "The picture of {date} would make a poor wallpaper: {reason}; the wallpaper stays as it was ({force} sets it anyway).",
                    [
                        "date": subject.date ?? "?", "reason": reason,
                        // The browser's :wallpaper takes no option: the line command that would.
                        "force": request.path == ["browse"]
                            ? "space apod \(subject.date ?? "") --wallpaper --force" : "--force",
                    ]))
            WallpaperRun(at: context.now(), outcome: .kept, date: subject.date, reason: reason)
                .record(in: context.files.data)
            printOutcome(WallpaperView.Run(outcome: .kept, date: subject.date, reason: reason), context: context)
            return
        }
        let (wallpaper, saved, perOutput) = (made.wallpaper, made.saved, made.perOutput)
        let lockScreen = request.lockScreen || context.settings.wallpaper.lockScreen
        let (desktop, note) = try await made.desktop.setWallpaper(
            WallpaperFiles(file: wallpaper, perScreen: perOutput, lockScreen: lockScreen))
        context.printer.notice(
            lockScreen && note == nil
                ? tr("The wallpaper and the lock screen are set ({desktop}).", ["desktop": desktop])
                : tr("The wallpaper is set ({desktop}).", ["desktop": desktop]))
        if let note { context.printer.notice(note) }
        let given = [wallpaper.path] + perOutput.values.map(\.path).sorted()
        let lockScreenGiven = lockScreen && note == nil ? wallpaper.path : nil
        WallpaperRun(
            at: context.now(), outcome: .set, date: subject.date, files: given, lockScreenFile: lockScreenGiven
        ).record(in: context.files.data)
        printOutcome(
            WallpaperView.Run(
                outcome: .set, date: subject.date, file: savedFile(wallpaper, made: made, date: subject.date),
                files: given, desktop: desktop, lockScreen: lockScreenGiven != nil),
            context: context)
        // Favorites' pictures are kept: when the favorites cannot be read, nothing is removed at all.
        // Nor is the file just set, nor what the lock screen was last given.
        if let favorites = try? context.favorites.all(explanations: false) {
            let last = WallpaperRun.last(in: context.files.data)
            WallpaperFolder.keepRecent(
                wallpaper.deletingLastPathComponent(), favorites: Set(favorites.map(\.date.description)),
                inUse: Set(given + [saved.file.path] + (last?.files ?? []) + [last?.lockScreenFile].compactMap { $0 }))
        }
    }

    /// `--compose DIR`: the wallpaper `--wallpaper` would set, saved into DIR under its own name
    /// (never over another file without `--force`), for a desktop `space` does not set or for
    /// another machine; nothing is set and no run is recorded.
    static func composeWallpaper(
        _ subject: PictureSubject, into folder: String, request: PictureRequest, context: AppContext
    ) async throws {
        let saver = PictureSaver(
            folder: folder, force: request.force, home: context.environment["HOME"], commandPath: request.path)
        let target = try saver.resolvedFolder()
        switch try await makeWallpaper(subject, request: request, context: context, perScreen: false) {
        case .videoWithoutStill(let date):
            throw SpaceError(
                .notFound,
                tr(
                    "The post of {date} is a video with no still large enough for a wallpaper; nothing was saved.",
                    ["date": date]))
        case .poor(let reason):
            throw SpaceError(
                .failure,
                tr(
                    "The picture of {date} would make a poor wallpaper: {reason}; nothing was saved (--force composes it anyway).",
                    ["date": subject.date ?? "?", "reason": reason]))
        case .made(let made):
            let data = try Data(contentsOf: made.wallpaper)
            let file = target.appendingPathComponent(made.wallpaper.lastPathComponent, isDirectory: false)
            let kept = try saver.save(data, to: file)
            var saved = savedFile(made.wallpaper, made: made, date: subject.date)
            saved.path = file.path
            if case .alreadyThere(let there) = kept {
                saved.path = there.path
                saved.alreadyThere = true
                context.printer.notice(
                    tr("{path} was already there, the same picture; it was left as it is.", ["path": there.path]))
            }
            printOutcome(
                WallpaperView.Run(outcome: .composed, date: subject.date, file: saved, files: [saved.path]),
                context: context)
        }
    }

    /// What making a wallpaper came to: made, or not (a video without a still, or a picture that
    /// would make a poor wallpaper, and why), which the caller says in its own words.
    enum Making {
        case made(MadeWallpaper)
        case videoWithoutStill(String)
        case poor(String)
    }

    /// The screens, asked once (per screen where the desktop takes a picture each and `perScreen`);
    /// the picture fetched at what they need; composed with the caption.
    static func makeWallpaper(
        _ subject: PictureSubject, request: PictureRequest, context: AppContext, perScreen: Bool
    ) async throws -> Making {
        var screenSized = subject
        screenSized.download = subject.wallpaper ?? subject.download
        // Where the desktop takes a picture per screen its tool names them all (the largest is the
        // one composed for first); elsewhere the largest alone, or the screen-size setting, which
        // also means one size for all.
        let desktop = context.desktopSession()
        let screens =
            perScreen && context.settings.wallpaper.screenSize == nil ? await desktop.screens() : []
        let screen: ScreenSize?
        if let largest = screens.max(by: { $0.width * $0.height < $1.width * $1.height }) {
            screen = ScreenSize(width: largest.width, height: largest.height, source: largest.name)
        } else {
            let printer = context.printer
            screen = await desktop.screenSize(setting: context.settings.wallpaper.screenSize) { printer.notice($0) }
        }
        // On a metered network, the size the screen needs from APOD's resizer first.
        if let screen, let full = subject.resizable,
            MeteredNetwork.detect(setting: context.settings.meteredSetting, environment: context.environment).metered
        {
            let edge = (max(screen.width, screen.height) + 127) / 128 * 128
            if let sized = URL(string: APODLinks.resized(full.absoluteString, longestEdge: edge)), sized != full {
                screenSized.download = [PictureSubject.Candidate(url: sized)] + screenSized.download
                context.printer.notice(
                    tr(
                        "The network is metered: the picture is fetched {edge} pixels along its longest side, what this screen needs.",
                        ["edge": String(edge)]))
            }
        }
        if let date = subject.videoDate {
            guard let still = await WallpaperStill.fetch(subject.show, what: subject.what, context: context) else {
                return .videoWithoutStill(date)
            }
            screenSized.download = [PictureSubject.Candidate(url: still)]
        }
        let folder = context.files.data.appendingPathComponent("wallpapers", isDirectory: true)
        try AtomicFile.createFolder(folder)
        let saver = PictureSaver(folder: folder.path, force: true, home: nil, commandPath: request.path)
        let saved = try await PictureDownload.download(screenSized, saver: saver, context: context.pictures)
        let captioned = request.caption || context.settings.wallpaper.caption
        let caption = captioned ? subject.words.map { ComposedWallpaper.caption($0, date: subject.date) } : nil
        let wallpaper: URL
        switch try ComposedWallpaper.make(from: saved.file, screen: screen, caption: caption, force: request.force) {
        case .composed(let file): wallpaper = file
        case .asItIs: wallpaper = saved.file
        case .unsuitable(let reason): return .poor(reason)
        }
        var perOutput: [String: URL] = [:]
        if wallpaper != saved.file {
            perOutput = try ComposedWallpaper.perScreen(from: saved.file, screens: screens, caption: caption)
        }
        return .made(MadeWallpaper(wallpaper: wallpaper, saved: saved, perOutput: perOutput, desktop: desktop))
    }

    /// The file set or saved, as the download report shows it: the picture as it came, or the
    /// composed JPEG made from it.
    static func savedFile(_ file: URL, made: MadeWallpaper, date: String?) -> SavedFilesView.Saved {
        if file == made.saved.file {
            return SavedFilesView.Saved(
                date: date, path: file.path, url: made.saved.picture.url.absoluteString,
                format: made.saved.picture.format.rawValue, bytes: made.saved.picture.data.count,
                alreadyThere: made.saved.alreadyThere)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return SavedFilesView.Saved(
            date: date, path: file.path, url: made.saved.picture.url.absoluteString, format: "jpeg", bytes: bytes,
            alreadyThere: false)
    }

    /// Prints what the run came to: its JSON, or the path of the file set or saved.
    static func printOutcome(_ run: WallpaperView.Run, context: AppContext) {
        let shaped = WallpaperView.view(run)
        context.printer.print(CommandOutput(json: shaped.json, document: shaped.document))
    }
}
