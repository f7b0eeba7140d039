import Foundation
import SpaceSupport

/// The fields of one post of the APOD service (`apod-basic`) that `space` reads, as sent: HTML in
/// the text fields, `url` equal to the permalink (so never read), the picture in `hdurl`, the
/// video only inside `basic_html`. Every field but `date` may be missing or null.
public struct APODServiceItem: Sendable, Equatable {
    /// The day.
    public var date: APODDate
    /// Plain text, possibly with entities and the migrated `APOD: date – ` prefix.
    public var title: String?
    /// The post's page.
    public var permalink: String?
    /// `image`, `video`, `iframe`, or null on some migrated posts.
    public var mediaType: String?
    /// HTML.
    public var explanation: String?
    /// HTML; equal to `copyright` in every recording.
    public var credit: String?
    /// HTML.
    public var copyright: String?
    /// Plain text, or the migrated boilerplate.
    public var alt: String?
    /// The picture through the resizer (a video's still), or the archive's placeholder.
    public var hdurl: String?
    /// The whole "APOD Basic" page.
    public var basicHTML: String?

    /// Creates an item.
    public init(
        date: APODDate, title: String?, permalink: String?, mediaType: String?, explanation: String?, credit: String?,
        copyright: String?, alt: String?, hdurl: String?, basicHTML: String?
    ) {
        self.date = date
        self.title = title
        self.permalink = permalink
        self.mediaType = mediaType
        self.explanation = explanation
        self.credit = credit
        self.copyright = copyright
        self.alt = alt
        self.hdurl = hdurl
        self.basicHTML = basicHTML
    }
}

extension APODPicture {
    /// A picture from the service's post, by the mapping of `reference/apod-basic.md`:
    /// - `media_type`: video when the service says `video` or `iframe`, or says nothing it knows
    ///   and the page holds a video; image when it says `image`, or nothing and `hdurl` is a real
    ///   picture; other otherwise, and whenever the only picture is the archive's placeholder.
    /// - image: `url` is `hdurl` scaled to at most 2048 px, `hdurl` as given.
    /// - video: `url` is the video from the page, `thumbnail_url` the still (`hdurl`).
    /// - other: no links.
    public init(serviceItem item: APODServiceItem) {
        let hd = item.hdurl.flatMap { APODLinks.absolute($0) }
        let realPicture = hd.flatMap { APODLinks.isNewsThumbnail($0) || APODLinks.isNASALogo($0) ? nil : $0 }
        let page = item.basicHTML ?? ""
        let said = item.mediaType?.lowercased().trimmed
        let media: MediaType
        switch said {
        case "video", "iframe": media = .video
        case "image": media = realPicture == nil ? .other : .image
        default:
            if APODLinks.pageHasVideo(page) { media = .video } else { media = realPicture == nil ? .other : .image }
        }
        var url: String?, hdurl: String?, thumbnail: String?
        switch media {
        case .image:
            url = realPicture.map { APODLinks.resized($0, longestEdge: APODLinks.screenEdge) }
            hdurl = realPicture
        case .video:
            url = APODLinks.video(inPage: page)
            thumbnail = realPicture
        case .other:
            break
        }
        var title = item.title.map(APODText.title) ?? ""
        if title.isEmpty, let pageTitle = Self.pageTitle(page) { title = APODText.title(pageTitle) }
        self.init(
            date: item.date, title: title, explanation: item.explanation.map(APODText.explanation) ?? "",
            mediaType: media, url: url, hdurl: hdurl, thumbnailURL: thumbnail,
            copyright: [item.copyright, item.credit].compactMap { $0.flatMap(APODText.credit) }.first,
            alt: item.alt.flatMap(APODText.alt), page: item.permalink.flatMap { APODLinks.absolute($0) }
        )
    }

    /// The `<title>` of a post's page, when the post itself has no title.
    static func pageTitle(_ html: String) -> String? {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
            let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex)
        else { return nil }
        var text = HTMLText.plain(String(html[open.upperBound..<close.lowerBound]))
        // "APOD: 2015 June 3 - Title": the page's own form of the prefix.
        if let dash = text.range(of: " - "), text.lowercased().hasPrefix("apod:") {
            text = String(text[dash.upperBound...])
        }
        return text.isEmpty ? nil : text
    }
}
