import Foundation
import SpaceSupport
import SpaceNetworking

/// One result of the image library, cleaned up: keywords always a list, links always `https`.
public struct SearchItem: Sendable, Equatable {
    /// The NASA ID (may contain spaces).
    public var nasaID: String
    /// The title.
    public var title: String
    /// The description, if any.
    public var description: String?
    /// The creation date as sent (`…T00:00:00Z`).
    public var dateCreated: String?
    /// `image`, `video` or `audio`.
    public var mediaType: String
    /// The NASA center.
    public var center: String?
    /// The photographer, if named.
    public var photographer: String?
    /// Keywords, split when the service sent one comma-joined string.
    public var keywords: [String]
    /// The preview image.
    public var thumbnailURL: String?
    /// The item's list of files (`collection.json`).
    public var assetURL: String?

    /// `YYYY-MM-DD` of the creation date, when there is one.
    public var day: String? { dateCreated.map { String($0.prefix(10)) } }
}

/// One page of results.
public struct SearchPage: Sendable, Equatable {
    /// The results on this page.
    public var items: [SearchItem]
    /// Results in all.
    public var totalHits: Int
    /// Whether the service offers a next page.
    public var hasNext: Bool
}

extension SearchPage: Decodable {
    private struct Envelope: Decodable { let collection: Collection }
    private struct Collection: Decodable {
        let items: [RawItem]
        let metadata: Metadata?
        let links: [Link]?
    }
    private struct Metadata: Decodable { let total_hits: Int? }
    private struct Link: Decodable {
        let href: String?
        let rel: String?
        let render: String?
    }
    private struct RawItem: Decodable {
        let href: String?
        let data: [RawData]?
        let links: [Link]?
    }
    struct RawData: Decodable {
        let nasa_id: String?
        let title: String?
        let description: String?
        let date_created: String?
        let media_type: String?
        let center: String?
        let photographer: String?
        let keywords: Keywords?
    }

    /// Keywords as an array of strings, a single string, or anything else (ignored).
    struct Keywords: Decodable {
        let values: [String]
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let raw = (try? container.decode([String].self)) ?? (try? container.decode(String.self)).map { [$0] } ?? []
            values = raw.flatMap { $0.split(separator: ",") }.map { String($0).trimmed }.filter { !$0.isEmpty }
        }
    }

    public init(from decoder: any Decoder) throws {
        let collection = try Envelope(from: decoder).collection
        items = collection.items.compactMap { raw in
            guard let data = raw.data?.first, let id = data.nasa_id else { return nil }
            let preview =
                raw.links?.first { $0.rel == "preview" }?.href ?? raw.links?.first { $0.render == "image" }?.href
            return SearchItem(
                nasaID: id, title: data.title ?? id, description: data.description, dateCreated: data.date_created,
                mediaType: data.media_type ?? "image", center: data.center, photographer: data.photographer,
                keywords: data.keywords?.values ?? [], thumbnailURL: preview.map(LinkUpgrade.upgrade),
                assetURL: raw.href.map(LinkUpgrade.upgrade)
            )
        }
        totalHits = collection.metadata?.total_hits ?? items.count
        hasNext = collection.links?.contains { $0.rel == "next" } ?? false
    }
}
