import Foundation

/// The picture formats `space` recognises, by their first bytes (a server's content type is not
/// trusted: an APOD `hdurl` sometimes answers 200 with an HTML page), and MP4, the file behind an
/// APOD video day, which `--download` saves like a picture (it is never drawn).
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case png, jpeg, gif, webp, tiff, mp4

    /// Whether it is a still picture (not a video file).
    public var isStill: Bool { self != .mp4 }

    /// The file extension.
    public var fileExtension: String {
        switch self {
        case .jpeg: return "jpg"
        case .tiff: return "tif"
        default: return rawValue
        }
    }

    /// The format of these bytes, or nil when they are not a picture.
    public static func sniff(_ data: Data) -> ImageFormat? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return .tiff
        }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return .mp4 }
        return nil
    }
}
