import Foundation
import SpaceLocalization
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
/// fetched, judged, composed at the screen's size with its caption, set, and the run recorded.
extension PictureActions {
    /// Sets the wallpaper and records the run. A video's still stands in only when it is at least
    /// a full-HD screen's size; a smaller one (or none) leaves the wallpaper as it was, which is
    /// no failure: a daily run on a video day keeps yesterday's picture.
    static func setWallpaper(
        _ subject: PictureSubject, request: PictureRequest, context: AppContext
    ) async throws {
        var screenSized = subject
        screenSized.download = subject.wallpaper ?? subject.download
        // The screens, asked once: where the desktop takes a picture per screen its tool names them
        // all (the largest is the one composed for first); elsewhere the largest alone, or the
        // screen-size setting, which also means one size for all.
        let programs = DesktopPrograms(environment: context.environment)
        let screens =
            (context.environment["SPACE_SCREEN_SIZE"] ?? "").isEmpty ? await programs.screens() : []
        let screen: ScreenSize?
        if let largest = screens.max(by: { $0.width * $0.height < $1.width * $1.height }) {
            screen = ScreenSize(width: largest.width, height: largest.height, source: largest.name)
        } else {
            let printer = context.printer
            screen = await ScreenSize.here(environment: context.environment) { printer.notice($0) }
        }
        // On a metered network, the size the screen needs from APOD's resizer first.
        if let screen, let full = subject.resizable, MeteredNetwork.detect(environment: context.environment).metered {
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
                context.printer.notice(
                    tr(
                        "The post of {date} is a video with no still large enough for a wallpaper, so the wallpaper stays as it was.",
                        ["date": date]))
                WallpaperRun(at: context.now(), outcome: .kept, date: date).record(in: context.files.data)
                return
            }
            screenSized.download = [PictureSubject.Candidate(url: still)]
        }
        let folder = context.files.data.appendingPathComponent("wallpapers", isDirectory: true)
        try AtomicFile.createFolder(folder)
        let saver = PictureSaver(folder: folder.path, force: true, home: nil, commandPath: request.path)
        let saved = try await PictureDownload.download(screenSized, saver: saver, context: context.pictures)
        let lockScreen = request.lockScreen || context.environment["SPACE_LOCK_SCREEN"] == "on"
        let captioned = request.caption || context.environment["SPACE_CAPTION"] == "on"
        let caption = captioned ? subject.words.map { ComposedWallpaper.caption($0, date: subject.date) } : nil
        let wallpaper: URL
        switch try ComposedWallpaper.make(from: saved.file, screen: screen, caption: caption, force: request.force) {
        case .composed(let file): wallpaper = file
        case .asItIs: wallpaper = saved.file
        case .unsuitable(let reason):
            // As a video day without a still: yesterday's wallpaper stays, and `space status` says why.
            context.printer.notice(
                tr(
                    "The picture of {date} would make a poor wallpaper: {reason}; the wallpaper stays as it was (--force sets it anyway).",
                    ["date": subject.date ?? "?", "reason": reason]))
            WallpaperRun(at: context.now(), outcome: .kept, date: subject.date, reason: reason)
                .record(in: context.files.data)
            return
        }
        var perOutput: [String: URL] = [:]
        if wallpaper != saved.file {
            perOutput = try ComposedWallpaper.perScreen(from: saved.file, screens: screens, caption: caption)
        }
        let (desktop, note) = try await programs.setWallpaper(
            wallpaper, lockScreen: lockScreen, perOutput: perOutput)
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
        if wallpaper == saved.file {
            report(
                wallpaper, picture: saved.picture, date: subject.date, alreadyThere: saved.alreadyThere,
                context: context)
        } else {
            // The composed file: a JPEG of the screen's size, made from the picture at its link.
            let bytes = (try? FileManager.default.attributesOfItem(atPath: wallpaper.path)[.size] as? Int) ?? 0
            let shaped = SavedFilesView.one(
                SavedFilesView.Saved(
                    date: subject.date, path: wallpaper.path, url: saved.picture.url.absoluteString, format: "jpeg",
                    bytes: bytes, alreadyThere: false))
            context.printer.print(CommandOutput(json: shaped.json, document: shaped.document))
        }
        // Favorites' pictures are kept: when the favorites cannot be read, nothing is removed at all.
        // Nor is the file just set, nor what the lock screen was last given.
        if let favorites = try? context.favorites.all(explanations: false) {
            let last = WallpaperRun.last(in: context.files.data)
            WallpaperFolder.keepRecent(
                folder, favorites: Set(favorites.map(\.date.description)),
                inUse: Set(given + [saved.file.path] + (last?.files ?? []) + [last?.lockScreenFile].compactMap { $0 }))
        }
    }
}
