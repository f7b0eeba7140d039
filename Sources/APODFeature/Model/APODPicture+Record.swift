import Foundation
import SpaceNetworking

extension APODPicture {
    /// Our record as compact JSON, the same fields `Encodable` writes (absent values left out),
    /// written by hand: a whole-archive range stores 11,000 of them, and `JSONEncoder` was the
    /// largest share of the work that is not waiting for the network.
    public var record: Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + explanation.utf8.count)
        bytes.append(UInt8(ascii: "{"))
        func field(_ key: String, _ value: String?) {
            guard let value else { return }
            if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
            JSONString.append(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
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
        bytes.append(UInt8(ascii: "}"))
        return Data(bytes)
    }
}
