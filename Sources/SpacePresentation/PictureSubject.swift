import Foundation
import SpaceLocalization
import APODFeature
import AstronautsFeature
import ImageSearchFeature
import SpaceNetworking
import SpaceSupport

/// What the picture options act on: the links to show, download and open, and how a saved file
/// is named. Built from an APOD, an asset's files or an astronaut.
public struct PictureSubject: Sendable {
    /// A download candidate and the size word it stands for (assets), best first.
    public struct Candidate: Sendable {
        /// The link.
        public var url: URL
        /// The size word (assets), if any.
        public var size: String?

        /// A candidate.
        public init(url: URL, size: String? = nil) {
            self.url = url
            self.size = size
        }
    }

    /// Names it in sentences: "the picture of 2024-02-08".
    public var what: String
    /// Links to draw in the terminal, best first (smaller ones first: the terminal is small).
    public var show: [URL]
    /// Links to draw when the terminal needs few pixels (a preview of at most `smallEdge`).
    public var showSmall: [URL] = []
    /// A picture the APOD resizer can scale to exactly the size the terminal needs.
    public var resizable: URL?
    /// Its shape (width over height) as its links declare it, before anything is fetched: the
    /// resizer's link names the original's size. A slot laid out for it asks for its picture once,
    /// at the size it needs (in kitty each day was fetched twice: at 768 for a shape not yet known,
    /// then at 1024 when it was).
    public var declaredAspect: Double? {
        guard let link = resizable, let size = APODLinks.declaredSize(link.absoluteString) else { return nil }
        return Double(size.width) / Double(size.height)
    }
    /// Links to save, best first.
    public var download: [Candidate]
    /// The link to hand to the system opener.
    public var open: URL?
    /// The file name for a saved picture, without the extension, given the size word used.
    public var fileStem: @Sendable (_ size: String?) -> String
    /// Set on APOD video days (for --wallpaper).
    public var videoDate: String?
    /// The APOD day it is (`YYYY-MM-DD`), for the wallpaper's record of its runs.
    public var date: String?
    /// Links for `--wallpaper` when they differ from `download` (a screen-sized copy).
    public var wallpaper: [Candidate]?
    /// What a wallpaper's caption says (`--caption`): an APOD's title, credit and explanation.
    public var words: Words?

    /// A picture's words, for a caption.
    public struct Words: Sendable, Equatable {
        public var title: String
        public var credit: String?
        public var explanation: String
    }

    public static func links(_ texts: [String?]) -> [URL] {
        var seen = Set<String>()
        return texts.compactMap { $0 }.filter { seen.insert($0).inserted }.compactMap { URL(string: $0) }.filter {
            ["http", "https"].contains($0.scheme ?? "")
        }
    }

    /// An APOD. An image is drawn from a copy the resizer makes to fit the terminal, saved in full
    /// (`hdurl`), and set as wallpaper at a screen's size. A video with a file saves that file; an
    /// embedded one (YouTube, Vimeo) saves and draws its still, and opens as its page.
    public static func apod(_ picture: APODPicture) -> PictureSubject {
        let date = picture.date.description
        let slug = FileName.slug(picture.title)
        var subject = PictureSubject(
            what: tr("the picture of {date}", ["date": date.description]), show: [], download: [], open: nil,
            fileStem: { _ in slug.isEmpty ? date : "\(date)-\(slug)" },
            videoDate: picture.mediaType == .image ? nil : date)
        subject.date = date
        subject.words = Words(title: picture.title, credit: picture.copyright, explanation: picture.explanation)
        switch picture.mediaType {
        case .image:
            let full = picture.hdurl ?? picture.url
            subject.resizable = links([full]).first
            subject.show = links([picture.url, picture.hdurl])
            subject.download = links([picture.hdurl, picture.url]).map { Candidate(url: $0) }
            subject.wallpaper = links([
                full.map { APODLinks.resized($0, longestEdge: wallpaperEdge) }, picture.hdurl, picture.url,
            ])
            .map { Candidate(url: $0) }
            subject.open = links([picture.hdurl, picture.url]).first
        case .video:
            let file = picture.url.flatMap { isVideoFile($0) ? $0 : nil }
            subject.show = links([picture.thumbnailURL])
            subject.download = links([file, picture.thumbnailURL]).map { Candidate(url: $0) }
            subject.open =
                links([picture.url.map { APODLinks.youTubeWatch($0) ?? $0 }]).first ?? URL(string: picture.apodPage)
        case .other:
            subject.open = URL(string: picture.apodPage)
        }
        return subject
    }

    /// The links to draw a picture whose longest edge needs `edge` pixels: the smallest rendition
    /// that fills it first (the APOD resizer's, or a small size), then the rest.
    public func showLinks(edge: Int) -> [URL] {
        var ordered: [URL] = []
        if let resizable, let resized = URL(string: APODLinks.resized(resizable.absoluteString, longestEdge: edge)),
            resized != resizable
        {
            ordered.append(resized)
        }
        if edge <= Self.smallEdge { ordered += showSmall }
        ordered += show + showSmall
        var seen = Set<URL>()
        return ordered.filter { seen.insert($0).inserted }
    }

    /// The longest edge the small renditions (the image library's `~small`, an astronaut's
    /// thumbnail) fill.
    public static let smallEdge = 480
    /// The longest edge asked of the resizer for a wallpaper: a 4K screen.
    public static let wallpaperEdge = 3840

    /// Whether a link is a video file (saved by `--download`) rather than an embedded player.
    public static func isVideoFile(_ link: String) -> Bool {
        ["mp4", "m4v", "mov", "webm"].contains(URL(string: link)?.pathExtension.lowercased() ?? "")
    }

    /// An asset's pictures: the chosen size first, then the others from the largest down.
    public static func asset(id: String, files: [AssetFile], size: String) -> PictureSubject {
        let sizes: [(String, AssetFile.Kind)] = [
            ("orig", .original), ("large", .large), ("medium", .medium), ("small", .small), ("thumb", .thumbnail),
        ]
        func candidates(_ order: [String]) -> [Candidate] {
            order.flatMap { word -> [Candidate] in
                guard let kind = sizes.first(where: { $0.0 == word })?.1 else { return [] }
                return files.filter { $0.kind == kind }.compactMap { URL(string: $0.url) }.map {
                    Candidate(url: $0, size: word)
                }
            }
        }
        let all = sizes.map(\.0)
        let stem = FileName.clean(id)
        return PictureSubject(
            what: tr("the picture of {id}", ["id": id]),
            show: candidates(["medium", "large", "small", "orig", "thumb"]).map(\.url),
            showSmall: candidates(["small", "thumb"]).map(\.url),
            download: candidates([size] + all.filter { $0 != size }),
            open: candidates(["orig", "large", "medium"]).first?.url ?? files.first.flatMap { URL(string: $0.url) },
            fileStem: { used in "\(stem)~\(used ?? size)" }, videoDate: nil
        )
    }

    /// An astronaut's portrait.
    public static func astronaut(_ astronaut: Astronaut) -> PictureSubject {
        let portrait = links([astronaut.profileImage, astronaut.profileImageThumbnail])
        let slug = FileName.slug(astronaut.name)
        return PictureSubject(
            what: tr("the portrait of {name}", ["name": astronaut.name]), show: portrait,
            showSmall: links([astronaut.profileImageThumbnail]),
            download: portrait.map { Candidate(url: $0) },
            open: portrait.first, fileStem: { _ in "astronaut-\(astronaut.id)" + (slug.isEmpty ? "" : "-\(slug)") },
            videoDate: nil)
    }
}
