import Foundation
import SpaceSupport
import SpaceNetworking

extension APODPicture {
    /// Our record as compact JSON, the same fields `Encodable` writes (absent values left out),
    /// written by hand: a whole-archive range stores 11,000 of them, and `JSONEncoder` was the
    /// largest share of the work that is not waiting for the network.
    public var record: Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + explanation.utf8.count)
        appendRecord(to: &bytes, indent: nil)
        return Data(bytes)
    }

    /// Appends our record: compact when `indent` is nil, else one field per line, indented by
    /// two spaces per level from `indent` (the braces at `indent`, the fields one level in).
    public func appendRecord(to bytes: inout [UInt8], indent: Int?) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        func field(_ key: String, _ value: String?) {
            guard let value else { return }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            if let indent { JSONString.newline(&bytes, indent: indent + 1) }
            JSONString.append(key, to: &bytes)
            bytes += (indent == nil ? ":" : ": ").utf8
            JSONString.append(value, to: &bytes)
        }
        field("date", date.description)
        field("title", title)
        field("explanation", explanation)
        field("media_type", mediaType.rawValue)
        field("url", url)
        field("hdurl", hdurl)
        field("thumbnail_url", thumbnailURL)
        field("copyright", copyright)
        field("alt", alt)
        field("apod_page", page)
        if let indent { JSONString.newline(&bytes, indent: indent) }
        bytes.append(UInt8(ascii: "}"))
    }
}

extension APODPicture {
    /// A picture from a JSON object read by `JSONReader`, decoded exactly as `Decodable` does
    /// (a stored record, or the service's item); nil when it has no valid `date`.
    public init?(record node: JSONNode) {
        guard case .object = node, let text = node["date"]?.string, let date = APODDate(text) else { return nil }
        self.init(
            date: date,
            serviceShaped: [CodingKeys.permalink, .postID, .basicHTML].contains { node[$0.stringValue] != nil }
        ) {
            node[$0.stringValue]?.string
        }
    }
}
