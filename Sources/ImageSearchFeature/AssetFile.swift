import Foundation
import SpaceNetworking

/// One file behind a library item, with its kind read from its name.
public struct AssetFile: Sendable, Equatable {
    /// What the file is.
    public enum Kind: String, Sendable, CaseIterable {
        case original, large, medium, small, thumbnail, video, audio, captions, metadata, other
    }

    /// Its kind.
    public var kind: Kind
    /// Its `https` URL.
    public var url: String

    /// Classifies a file by its name: `~orig.jpg`, `~large.jpg`, `.mp4`, `.srt`, `metadata.json`…
    public init(url: String) {
        self.url = LinkUpgrade.upgrade(url)
        let name =
            (url.split(separator: "/").last.map(String.init) ?? url).removingPercentEncoding?.lowercased()
            ?? url.lowercased()
        let ext = name.split(separator: ".").last.map(String.init) ?? ""
        if name == "metadata.json" {
            kind = .metadata
        } else if ["srt", "vtt"].contains(ext) {
            kind = .captions
        } else if ["mp4", "mov", "m4v", "webm"].contains(ext) {
            kind = .video
        } else if ["mp3", "m4a", "wav", "aac", "ogg"].contains(ext) {
            kind = .audio
        } else if name.contains("~orig") {
            kind = .original
        } else if name.contains("~large") {
            kind = .large
        } else if name.contains("~medium") {
            kind = .medium
        } else if name.contains("~small") {
            kind = .small
        } else if name.contains("~thumb") {
            kind = .thumbnail
        } else {
            kind = .other
        }
    }
}

/// The files of `/asset/{nasa_id}`, in the order of `AssetFile.Kind`.
public struct AssetManifest: Sendable, Equatable, Decodable {
    /// The files.
    public var files: [AssetFile]

    private struct Envelope: Decodable { let collection: Collection }
    private struct Collection: Decodable { let items: [Item] }
    private struct Item: Decodable { let href: String? }

    public init(from decoder: any Decoder) throws {
        let items = try Envelope(from: decoder).collection.items
        let files = items.compactMap(\.href).map(AssetFile.init(url:))
        let order = Dictionary(uniqueKeysWithValues: AssetFile.Kind.allCases.enumerated().map { ($1, $0) })
        self.files = files.enumerated().sorted { a, b in
            (order[a.element.kind]!, a.offset) < (order[b.element.kind]!, b.offset)
        }.map(\.element)
    }
}
