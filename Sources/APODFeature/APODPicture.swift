import Foundation
import SpaceNetworking

/// One Astronomy Picture of the Day, cleaned up from what the service sends: fields that go
/// missing are nil, empty strings are nil, links are `https`, the copyright is trimmed.
public struct APODPicture: Sendable, Equatable, Codable {
    /// What the day's page holds.
    public enum MediaType: String, Sendable, Codable, CaseIterable {
        case image, video, other
    }

    /// The day.
    public var date: APODDate
    /// The title (may be empty when the page had none).
    public var title: String
    /// The explanation (may be empty).
    public var explanation: String
    /// Image, video, or other (an interactive page).
    public var mediaType: MediaType
    /// The image, or the video's embed URL; nil on `other` days.
    public var url: String?
    /// The high-resolution image (images only).
    public var hdurl: String?
    /// The video's thumbnail (videos only, when the service knows one).
    public var thumbnailURL: String?
    /// The credit, trimmed, inner line breaks as spaces; nil when public domain.
    public var copyright: String?

    /// The APOD web page of the day: `https://apod.nasa.gov/apod/apYYMMDD.html`.
    public var apodPage: String { "https://apod.nasa.gov/apod/ap\(date.compact).html" }

    /// Creates a picture; links are upgraded and blank values dropped.
    public init(date: APODDate, title: String, explanation: String, mediaType: MediaType, url: String?, hdurl: String?,
                thumbnailURL: String?, copyright: String?) {
        self.date = date
        self.title = title.trimmed
        self.explanation = explanation.trimmed
        self.mediaType = mediaType
        self.url = Self.link(url)
        self.hdurl = Self.link(hdurl)
        self.thumbnailURL = Self.link(thumbnailURL)
        self.copyright = copyright.flatMap(Self.credit)
    }

    enum CodingKeys: String, CodingKey {
        case date, title, explanation, url, hdurl, copyright
        case mediaType = "media_type"
        case thumbnailURL = "thumbnail_url"
    }

    /// Decodes the service's body (or our stored record): only `date` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let media = (try? container.decodeIfPresent(String.self, forKey: .mediaType)) ?? nil
        self.init(
            date: try container.decode(APODDate.self, forKey: .date),
            title: (try? container.decodeIfPresent(String.self, forKey: .title)) ?? "",
            explanation: (try? container.decodeIfPresent(String.self, forKey: .explanation)) ?? "",
            mediaType: media.flatMap { MediaType(rawValue: $0.lowercased()) } ?? .other,
            url: (try? container.decodeIfPresent(String.self, forKey: .url)) ?? nil,
            hdurl: (try? container.decodeIfPresent(String.self, forKey: .hdurl)) ?? nil,
            thumbnailURL: (try? container.decodeIfPresent(String.self, forKey: .thumbnailURL)) ?? nil,
            copyright: (try? container.decodeIfPresent(String.self, forKey: .copyright)) ?? nil
        )
    }

    /// Encodes in the service's own field names, so stored records read back the same way.
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
    }

    private static func link(_ text: String?) -> String? {
        guard let text = text?.trimmed, !text.isEmpty else { return nil }
        return LinkUpgrade.upgrade(text)
    }

    private static func credit(_ text: String) -> String? {
        let folded = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        return folded.isEmpty ? nil : folded
    }
}
