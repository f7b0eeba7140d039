import Foundation
import APODFeature
import AstronautsFeature
import ImageSearchFeature
import SpaceNetworking

/// What the picture options act on: the links to show, download and open, and how a saved file
/// is named. Built from an APOD, an asset's files or an astronaut.
struct PictureSubject: Sendable {
    /// A download candidate and the size word it stands for (assets), best first.
    struct Candidate: Sendable {
        var url: URL
        var size: String?
    }

    /// Names it in sentences: "the picture of 2024-02-08".
    var what: String
    /// Links to draw in the terminal, best first (smaller ones first: the terminal is small).
    var show: [URL]
    /// Links to draw when the terminal needs few pixels (a preview of at most `smallEdge`).
    var showSmall: [URL] = []
    /// A picture the APOD resizer can scale to exactly the size the terminal needs.
    var resizable: URL?
    /// Links to save, best first.
    var download: [Candidate]
    /// The link to hand to the system opener.
    var open: URL?
    /// The file name for a saved picture, without the extension, given the size word used.
    var fileStem: @Sendable (_ size: String?) -> String
    /// Set on APOD video days (for --wallpaper).
    var videoDate: String?
    /// Links for `--wallpaper` when they differ from `download` (a screen-sized copy).
    var wallpaper: [Candidate]?

    static func links(_ texts: [String?]) -> [URL] {
        var seen = Set<String>()
        return texts.compactMap { $0 }.filter { seen.insert($0).inserted }.compactMap { URL(string: $0) }.filter { ["http", "https"].contains($0.scheme ?? "") }
    }

    /// An APOD. An image is drawn from a copy the resizer makes to fit the terminal, saved in full
    /// (`hdurl`), and set as wallpaper at a screen's size. A video with a file saves that file; an
    /// embedded one (YouTube, Vimeo) saves and draws its still, and opens as its page.
    static func apod(_ picture: APODPicture) -> PictureSubject {
        let date = picture.date.description
        let slug = FileName.slug(picture.title)
        var subject = PictureSubject(what: "the picture of \(date)", show: [], download: [], open: nil,
                                     fileStem: { _ in slug.isEmpty ? date : "\(date)-\(slug)" },
                                     videoDate: picture.mediaType == .image ? nil : date)
        switch picture.mediaType {
        case .image:
            let full = picture.hdurl ?? picture.url
            subject.resizable = links([full]).first
            subject.show = links([picture.url, picture.hdurl])
            subject.download = links([picture.hdurl, picture.url]).map { Candidate(url: $0) }
            subject.wallpaper = links([full.map { APODLinks.resized($0, longestEdge: wallpaperEdge) }, picture.hdurl, picture.url])
                .map { Candidate(url: $0) }
            subject.open = links([picture.hdurl, picture.url]).first
        case .video:
            let file = picture.url.flatMap { isVideoFile($0) ? $0 : nil }
            subject.show = links([picture.thumbnailURL])
            subject.download = links([file, picture.thumbnailURL]).map { Candidate(url: $0) }
            subject.open = links([picture.url.map { APODLinks.youTubeWatch($0) ?? $0 }]).first ?? URL(string: picture.apodPage)
        case .other:
            subject.open = URL(string: picture.apodPage)
        }
        return subject
    }

    /// The links to draw a picture whose longest edge needs `edge` pixels: the smallest rendition
    /// that fills it first (the APOD resizer's, or a small size), then the rest.
    func showLinks(edge: Int) -> [URL] {
        var ordered: [URL] = []
        if let resizable, let resized = URL(string: APODLinks.resized(resizable.absoluteString, longestEdge: edge)), resized != resizable {
            ordered.append(resized)
        }
        if edge <= Self.smallEdge { ordered += showSmall }
        ordered += show + showSmall
        var seen = Set<URL>()
        return ordered.filter { seen.insert($0).inserted }
    }

    /// The longest edge the small renditions (the image library's `~small`, an astronaut's
    /// thumbnail) fill.
    static let smallEdge = 480
    /// The longest edge asked of the resizer for a wallpaper: a 4K screen.
    static let wallpaperEdge = 3840

    /// Whether a link is a video file (saved by `--download`) rather than an embedded player.
    static func isVideoFile(_ link: String) -> Bool {
        ["mp4", "m4v", "mov", "webm"].contains(URL(string: link)?.pathExtension.lowercased() ?? "")
    }

    /// An asset's pictures: the chosen size first, then the others from the largest down.
    static func asset(id: String, files: [AssetFile], size: String) -> PictureSubject {
        let sizes: [(String, AssetFile.Kind)] = [("orig", .original), ("large", .large), ("medium", .medium), ("small", .small), ("thumb", .thumbnail)]
        func candidates(_ order: [String]) -> [Candidate] {
            order.flatMap { word -> [Candidate] in
                guard let kind = sizes.first(where: { $0.0 == word })?.1 else { return [] }
                return files.filter { $0.kind == kind }.compactMap { URL(string: $0.url) }.map { Candidate(url: $0, size: word) }
            }
        }
        let all = sizes.map(\.0)
        let stem = FileName.clean(id)
        return PictureSubject(
            what: "the picture of \(id)",
            show: candidates(["medium", "large", "small", "orig", "thumb"]).map(\.url),
            showSmall: candidates(["small", "thumb"]).map(\.url),
            download: candidates([size] + all.filter { $0 != size }),
            open: candidates(["orig", "large", "medium"]).first?.url ?? files.first.flatMap { URL(string: $0.url) },
            fileStem: { used in "\(stem)~\(used ?? size)" }, videoDate: nil
        )
    }

    /// An astronaut's portrait.
    static func astronaut(_ astronaut: Astronaut) -> PictureSubject {
        let portrait = links([astronaut.profileImage, astronaut.profileImageThumbnail])
        let slug = FileName.slug(astronaut.name)
        return PictureSubject(what: "the portrait of \(astronaut.name)", show: portrait, showSmall: links([astronaut.profileImageThumbnail]),
                              download: portrait.map { Candidate(url: $0) },
                              open: portrait.first, fileStem: { _ in "astronaut-\(astronaut.id)" + (slug.isEmpty ? "" : "-\(slug)") }, videoDate: nil)
    }
}

/// Safe file names: no path separators, no leading dots, no control characters, and at most 200
/// bytes of UTF-8 (file systems allow 255; a temporary name adds about 30), cut between characters.
enum FileName {
    /// `"M31: The Andromeda Galaxy!"` → `m31-the-andromeda-galaxy`.
    static func slug(_ text: String) -> String {
        var output = ""
        var dash = false
        for scalar in text.lowercased().unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
                output.unicodeScalars.append(scalar)
                dash = false
            } else if !dash && !output.isEmpty {
                output.append("-")
                dash = true
            }
        }
        while output.hasSuffix("-") { output.removeLast() }
        return String(output.prefix(80))
    }

    /// Any text made safe as one file name (the extension is added after, within the limit).
    static func clean(_ text: String) -> String {
        var output = String(text.unicodeScalars.map { scalar -> Character in
            if scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control || scalar.value == 0x7F
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) { return "_" }
            return Character(scalar)
        })
        while output.hasPrefix(".") || output.hasPrefix("-") { output.removeFirst() }
        return output.isEmpty ? "picture" : output
    }

    /// The most bytes a name may have.
    static let maxBytes = 200

    /// The final name: the stem cleaned and cut so that stem and extension fit in `maxBytes`.
    static func make(stem: String, fileExtension: String) -> String {
        let room = maxBytes - fileExtension.utf8.count - 1
        var cut = ""
        var used = 0
        for character in clean(stem) {
            let size = character.utf8.count
            guard used + size <= room else { break }
            cut.append(character)
            used += size
        }
        return cut + "." + fileExtension
    }
}
