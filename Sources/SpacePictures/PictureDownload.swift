import Foundation
import SpaceLocalization
import SpaceNetworking
import SpacePresentation
import SpaceSupport

/// A picture's best file fetched and saved into a folder (`--download`, `--wallpaper`, the
/// browser's save key).
public enum PictureDownload: Sendable {
    /// A picture saved (or found already there) by `download`.
    public struct Saved: Sendable {
        /// The file.
        public var file: URL
        /// What was fetched.
        public var picture: FetchedPicture
        /// Whether the same picture was already there and left as it is.
        public var alreadyThere: Bool
    }

    /// Saves one subject's best file into the saver's folder; `progress` draws a bar on a terminal
    /// (off when several pictures are saved at once, which share one progress line). The same
    /// picture already there is found whatever the link's extension, and left as it is.
    public static func download(
        _ subject: PictureSubject, saver: PictureSaver, context: PictureContext, progress: Bool = true
    ) async throws -> Saved {
        guard !subject.download.isEmpty else {
            throw SpaceError(.notFound, tr("There is no file to download for {what}.", ["what": subject.what]))
        }
        let folder = try saver.resolvedFolder()
        let bar = ProgressBar(console: context.console)
        let picture: FetchedPicture
        do {
            picture = try await context.fetcher().fetch(subject.download.map(\.url), what: subject.what) {
                received, expected in
                if progress { bar.update(received: received, expected: expected) }
            }
            bar.finish()
        } catch {
            bar.finish()
            throw error
        }
        context.addCacheBytes(picture.wroteBytes)
        let size = subject.download.first { LinkUpgrade.upgrade($0.url) == picture.url }?.size
        let stem = subject.fileStem(size)
        let target = folder.appendingPathComponent(
            FileName.make(stem: stem, fileExtension: picture.format.fileExtension), isDirectory: false)
        switch try saver.save(picture.data, to: target, existing: saver.existing(stem: stem, in: folder)) {
        case .written: return Saved(file: target, picture: picture, alreadyThere: false)
        case .alreadyThere(let file): return Saved(file: file, picture: picture, alreadyThere: true)
        }
    }
}
