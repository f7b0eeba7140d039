import Foundation
import SpaceSupport
import SpaceNetworking

/// One Astronomy Picture of the Day, cleaned up from what the service sends: plain text, `https`
/// links, the picture at screen size and in full, the video itself and its still, the credit
/// without its label, the alt text and the day's page. Fields that go missing are nil.
public struct APODPicture: Sendable, Equatable, Codable {
    /// What the day's page holds.
    public enum MediaType: String, Sendable, Codable, CaseIterable {
        case image, video, other
    }

    /// The day.
    public var date: APODDate
    /// The title (may be empty when the post had none).
    public var title: String
    /// The explanation (may be empty).
    public var explanation: String
    /// Image, video, or other (an interactive page, or a post without a picture).
    public var mediaType: MediaType
    /// The picture at screen size, or the video itself; nil on `other` days.
    public var url: String?
    /// The picture in full (images only).
    public var hdurl: String?
    /// The video's still (videos only, when the service has one).
    public var thumbnailURL: String?
    /// The credit as plain text, its label removed; nil when the service gives none.
    public var copyright: String?
    /// What the picture shows, in words; nil when the post has none or only boilerplate.
    public var alt: String?
    /// The post's page (`permalink`); nil in records of the retired API, which had none.
    public var page: String?

    /// The APOD web page of the day: the post's permalink, or for records of the retired API the
    /// old `https://apod.nasa.gov/apod/apYYMMDD.html` (which now leads to the post).
    public var apodPage: String { page ?? Self.legacyPage(date) }

    /// The old site's page of a day, `https://apod.nasa.gov/apod/apYYMMDD.html`, which now leads
    /// to the day's post.
    public static func legacyPage(_ date: APODDate) -> String { "https://apod.nasa.gov/apod/ap\(date.compact).html" }

    /// The retired API's placeholder ("NASA Science" with the NASA logo), which it sent for every
    /// day from about 2026-09-29: never a day's picture. Stored ones count as missing.
    public var isLegacyPlaceholder: Bool {
        title == "NASA Science" && [url, hdurl].contains { $0.map(APODLinks.isNASALogo) ?? false }
    }

    /// Creates a picture; links are upgraded and blank values dropped.
    public init(
        date: APODDate, title: String, explanation: String, mediaType: MediaType, url: String?, hdurl: String?,
        thumbnailURL: String?, copyright: String?, alt: String? = nil, page: String? = nil
    ) {
        self.date = date
        self.title = title.trimmed
        self.explanation = explanation.trimmed
        self.mediaType = mediaType
        self.url = Self.link(url)
        self.hdurl = Self.link(hdurl)
        self.thumbnailURL = Self.link(thumbnailURL)
        self.copyright = copyright.flatMap(Self.folded)
        self.alt = alt.flatMap(Self.folded)
        self.page = Self.link(page)
    }

    enum CodingKeys: String, CodingKey {
        case date, title, explanation, url, hdurl, copyright, alt
        case mediaType = "media_type"
        case thumbnailURL = "thumbnail_url"
        case page = "apod_page"
        // The service's own fields, which mark its shape.
        case permalink, credit
        case postID = "post_id"
        case basicHTML = "basic_html"
    }

    /// Decodes either the service's item (it has `permalink`, `post_id` or `basic_html`; see
    /// `init(serviceItem:)`) or a stored record (ours, or the retired API's, which favorites,
    /// the picture archive and old caches hold). Only `date` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let date = try container.decode(APODDate.self, forKey: .date)
        self.init(date: date, serviceShaped: [.permalink, .postID, .basicHTML].contains { container.contains($0) }) {
            key in
            (try? container.decodeIfPresent(String.self, forKey: key)) ?? nil
        }
    }

    /// The body of both decoders: the service's item when `serviceShaped`, else a stored record;
    /// `text` gives a field's string (nil when absent or not a string).
    init(date: APODDate, serviceShaped: Bool, text: (CodingKeys) -> String?) {
        if serviceShaped {
            // The page (about 4 KB of HTML) is decoded only when it is read: for a video, a post
            // without a media type, or one without a title. Most posts are images with titles.
            let title = text(.title), mediaType = text(.mediaType), copyright = text(.copyright)
            let needsPage = mediaType?.lowercased() != "image" || (title ?? "").isEmpty
            self.init(
                serviceItem: APODServiceItem(
                    date: date, title: title, permalink: text(.permalink), mediaType: mediaType,
                    explanation: text(.explanation), credit: (copyright ?? "").isEmpty ? text(.credit) : nil,
                    copyright: copyright,
                    alt: text(.alt), hdurl: text(.hdurl), basicHTML: needsPage ? text(.basicHTML) : nil))
            return
        }
        self.init(
            date: date, title: text(.title) ?? "", explanation: text(.explanation) ?? "",
            mediaType: text(.mediaType).flatMap { MediaType(rawValue: $0.lowercased()) } ?? .other,
            url: text(.url), hdurl: text(.hdurl), thumbnailURL: text(.thumbnailURL), copyright: text(.copyright),
            alt: text(.alt), page: text(.page)
        )
    }

    /// Encodes our record: the `--json` field names, absent values left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(title, forKey: .title)
        try container.encode(explanation, forKey: .explanation)
        try container.encode(mediaType.rawValue, forKey: .mediaType)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(hdurl, forKey: .hdurl)
        try container.encodeIfPresent(thumbnailURL, forKey: .thumbnailURL)
        try container.encodeIfPresent(copyright, forKey: .copyright)
        try container.encodeIfPresent(alt, forKey: .alt)
        try container.encodeIfPresent(page, forKey: .page)
    }

    private static func link(_ text: String?) -> String? {
        guard let text = text?.trimmed, !text.isEmpty else { return nil }
        return LinkUpgrade.upgrade(text)
    }

    private static func folded(_ text: String) -> String? {
        let folded = text.foldedSpace
        return folded.isEmpty ? nil : folded
    }
}
