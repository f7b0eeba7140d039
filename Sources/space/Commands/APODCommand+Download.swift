import Foundation
import SpaceLocalization
import SpacePictures
import TerminalSession
import SpaceSupport
import APODFeature
import SpaceNetworking
import SpacePresentation

extension APODCommand {
    /// `--download=DIR` on a range, `--last` or `--random`: every picture saved into DIR, four at a
    /// time, with one progress line; one path per line (or JSON). A file already there is left as
    /// it is (a daily `--last 7 --download=DIR` only adds what is new) unless `--force`.
    static func saveAll(
        _ pictures: [APODPicture], request: PictureRequest, context: AppContext
    ) async throws -> CommandOutput {
        guard let folderText = request.downloadFolder else { return .none }
        let saver = PictureSaver(
            folder: folderText, force: request.force, home: context.environment["HOME"], commandPath: request.path)
        let folder = try saver.resolvedFolder()
        let subjects = pictures.map { ($0, PictureSubject.apod($0)) }.filter { !$0.1.download.isEmpty }
        var waiting: [(APODPicture, PictureSubject)] = []
        var present: [(APODPicture, URL)] = []
        for (picture, subject) in subjects {
            // Whatever the link's extension says: a .jpg link may have been saved as .png.
            if !request.force, let there = saver.existing(stem: subject.fileStem(nil), in: folder) {
                present.append((picture, there))
            } else {
                waiting.append((picture, subject))
            }
        }
        let queue = waiting
        let count = queue.count
        let total = NumberText.grouped(count)
        let done = ProgressCount()
        let outcomes = try await Spinner.run(
            label: tr("Downloading {total} pictures…", ["total": total]), console: context.console,
            progress: {
                tr(
                    "Downloading {done} of {total} pictures…",
                    ["done": min(count, (done.value ?? 0) + 1), "total": total])
            }
        ) {
            await mapConcurrentlyCollectingResults(queue, maxInFlight: 4) { item in
                defer { done.increment() }
                return try await PictureDownload.download(
                    item.1, saver: saver, context: context.pictures, progress: false)
            }
        }
        // Every picture's path, new or already there, in the days' order: `feh $(space apod --last 7
        // --download=DIR)` shows the same pictures the second time.
        var byDate: [APODDate: SavedFilesView.Saved] = [:]
        var failed: [APODDate] = []
        var firstFailure: (any Error)?
        for (item, outcome) in zip(queue, outcomes) {
            switch outcome {
            case .success(let download):
                if download.alreadyThere { present.append((item.0, download.file)); continue }
                byDate[item.0.date] = SavedFilesView.Saved(
                    date: item.0.date.description, path: download.file.path,
                    url: download.picture.url.absoluteString, bytes: download.picture.data.count)
            case .failure(let error):
                failed.append(item.0.date)
                firstFailure = firstFailure ?? error
            }
        }
        for (picture, file) in present {
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
            byDate[picture.date] = SavedFilesView.Saved(
                date: picture.date.description, path: file.path, url: nil, bytes: size, alreadyThere: true)
        }
        let shaped = SavedFilesView.many(pictures.compactMap { byDate[$0.date] })
        var output = CommandOutput(json: shaped.json, document: shaped.document)
        if !present.isEmpty { output.notices.append(SavedFilesView.alreadyThere(present.count)) }
        let pagesOnly = pictures.count - subjects.count
        if pagesOnly > 0 { output.notices.append(SavedFilesView.pagesOnly(pagesOnly)) }
        if let firstFailure, !failed.isEmpty {
            let reason = (firstFailure as? SpaceError)?.message ?? firstFailure.localizedDescription
            output.failure = SpaceError(
                .failure,
                tr(
                    "Could not save {count} of {total} pictures ({days}).",
                    ["count": failed.count, "total": total, "days": listed(failed, upTo: 10)])
                    + " " + reason,
                hint: failed.count == count
                    ? tr("Try again later.") : tr("Every other picture was saved; try again later."))
        }
        return output
    }
}
