import Foundation
import SpaceLocalization
import SpaceNetworking
import SpacePresentation
import SpaceSupport
import SpaceImaging
import TerminalGraphics

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
        var picture = try await fetch(subject, context: context, progress: progress)
        // Only a picture that decodes is saved (or set as the wallpaper): a cached copy damaged
        // since it was fetched (only its first bytes were ever checked) is fetched again, once.
        if let problem = damage(picture) {
            if let file = picture.cachedFile { unlink(file.path) }
            guard picture.wroteBytes == 0, picture.cachedFile != nil, context.fetcher().cacheMode != .offline else {
                throw damaged(subject, problem)
            }
            picture = try await fetch(subject, context: context, progress: progress)
            if let again = damage(picture) {
                if let file = picture.cachedFile { unlink(file.path) }
                throw damaged(subject, again)
            }
        }
        let size = subject.download.first { LinkUpgrade.upgrade($0.url) == picture.url }?.size
        let stem = subject.fileStem(size)
        let target = folder.appendingPathComponent(
            FileName.make(stem: stem, fileExtension: picture.format.fileExtension), isDirectory: false)
        switch try saver.save(picture.data, to: target, existing: saver.existing(stem: stem, in: folder)) {
        case .written: return Saved(file: target, picture: picture, alreadyThere: false)
        case .alreadyThere(let file): return Saved(file: file, picture: picture, alreadyThere: true)
        }
    }

    private static func fetch(
        _ subject: PictureSubject, context: PictureContext, progress: Bool
    ) async throws -> FetchedPicture {
        let bar = ProgressBar(console: context.console)
        defer { bar.finish() }
        let picture = try await context.fetcher().fetch(subject.download.map(\.url), what: subject.what) {
            received, expected in
            if progress { bar.update(received: received, expected: expected) }
        }
        context.addCacheBytes(picture.wroteBytes)
        return picture
    }

    /// Why the picture cannot be decoded (a small preview is enough to read all of it), or nil.
    /// Only the formats space decodes are checked (a video, a WebP or a TIFF is saved as it came).
    static func damage(_ picture: FetchedPicture) -> String? {
        guard [.jpeg, .png, .gif].contains(picture.format) else { return nil }
        do throws(ImageDecodingError) {
            _ = try ImageDecoder.decode([UInt8](picture.data), fitting: (width: 64, height: 64))
            return nil
        } catch {
            return error.sentence
        }
    }

    private static func damaged(_ subject: PictureSubject, _ problem: String) -> SpaceError {
        SpaceError(
            .badResponse,
            tr(
                "Cannot save {what}: {reason}",
                ["what": subject.what, "reason": TerminalPicture.lowercasedFirst(problem)]))
    }
}
