import Foundation
import SpaceSupport
import SpaceNetworking

/// Links of the APOD service: the video inside a post's `basic_html`, the resizer's sizes, the
/// placeholders that are never a day's picture, and YouTube embeds as watch links.
public enum APODLinks {
    /// The longest edge of the screen-size picture (`url`).
    public static let screenEdge = 2048

    /// The video of a post's page: the first `<source src>` (a file), else the first
    /// `<iframe src>` (an embed); entities decoded, `//host` made `https://host`, http upgraded.
    /// Links without a host (`///Users/…`, `file:`) are not videos.
    public static func video(inPage html: String) -> String? {
        guard ByteSearch.contains("<", in: html) else { return nil }
        let bytes = Array(html.utf8)
        for tag in ["<source", "<iframe"] {
            var from = 0
            while let found = ByteSearch.offsetIgnoringASCIICase(of: Array(tag.utf8), in: bytes, from: from) {
                from = found + tag.utf8.count
                guard let end = bytes[from...].firstIndex(of: UInt8(ascii: ">")) else { break }
                if let source = attribute("src", in: Array(bytes[from..<end])), let link = absolute(source) {
                    return link
                }
            }
        }
        return nil
    }

    /// Whether a page holds a video (`<source>` or `<iframe>` with a link).
    public static func pageHasVideo(_ html: String) -> Bool {
        video(inPage: html) != nil
    }

    /// The value of an attribute in a tag's bytes (`src="…"`, `src='…'` or `src=…`), entities decoded.
    static func attribute(_ name: String, in tag: [UInt8]) -> String? {
        let pattern = Array(name.utf8)
        var from = 0
        while let found = ByteSearch.offsetIgnoringASCIICase(of: pattern, in: tag, from: from) {
            from = found + 1
            if found > 0, HTMLText.isASCIILetter(tag[found - 1]) || tag[found - 1] == UInt8(ascii: "-") { continue }
            var index = found + pattern.count
            while index < tag.count, tag[index] == 0x20 { index += 1 }
            guard index < tag.count, tag[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < tag.count, tag[index] == 0x20 { index += 1 }
            guard index < tag.count else { return nil }
            let quote = tag[index]
            let value: ArraySlice<UInt8>
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = tag[(index + 1)...].firstIndex(of: quote) else { return nil }
                value = tag[(index + 1)..<close]
            } else {
                let end = tag[index...].firstIndex { $0 == 0x20 || $0 == UInt8(ascii: ">") } ?? tag.count
                value = tag[index..<end]
            }
            return value.isEmpty ? nil : HTMLText.decodeEntities(String(decoding: value, as: UTF8.self))
        }
        return nil
    }

    /// An absolute http(s) link, or nil: `//host/x` becomes `https://host/x`; no host, no link.
    static func absolute(_ text: String) -> String? {
        var link = text.trimmed
        if link.hasPrefix("//") && !link.hasPrefix("///") { link = "https:" + link }
        guard let url = URL(string: link), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        return LinkUpgrade.upgrade(link)
    }

    /// The width and height a resizer link asks for (`?w=4455&h=5592&fit=clip`): the service's
    /// links name the original's size, so its shape is known before a byte of it is fetched.
    public static func declaredSize(_ link: String) -> (width: Int, height: Int)? {
        guard let query = link.firstIndex(of: "?") else { return nil }
        let parameters = link[link.index(after: query)...].split(separator: "&")
        func value(_ name: String) -> Int? {
            parameters.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        guard let width = value("w"), let height = value("h"), width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The resizer link scaled so that its longer edge is at most `edge` pixels: `w` and `h`
    /// scaled together and rounded, every other parameter kept as it was; never enlarged. A link
    /// without both sizes is returned as it is.
    public static func resized(_ link: String, longestEdge edge: Int) -> String {
        guard let query = link.firstIndex(of: "?") else { return link }
        let parameters = link[link.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false)
        func value(_ name: String) -> Int? {
            parameters.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        guard let width = value("w"), let height = value("h"), width > 0, height > 0 else { return link }
        let longest = max(width, height)
        guard longest > edge else { return link }
        let scale = Double(edge) / Double(longest)
        let newWidth = max(1, Int((Double(width) * scale).rounded()))
        let newHeight = max(1, Int((Double(height) * scale).rounded()))
        let rewritten = parameters.map { parameter -> String in
            if parameter.hasPrefix("w=") { return "w=\(newWidth)" }
            if parameter.hasPrefix("h=") { return "h=\(newHeight)" }
            return String(parameter)
        }
        return String(link[...query]) + rewritten.joined(separator: "&")
    }

    /// The archive's generic picture for posts without a migrated image.
    public static func isNewsThumbnail(_ link: String) -> Bool {
        ByteSearch.contains("/images/misc/news-thumbnail", in: link)
    }

    /// The retired API's placeholder picture (the NASA logo).
    public static func isNASALogo(_ link: String) -> Bool {
        ByteSearch.contains("nasa-logo@2x.png", in: link) || ByteSearch.contains("nasa-logo%402x.png", in: link)
    }

    /// A YouTube embed (`youtube.com/embed/ID…`, `youtube-nocookie.com/embed/ID…`) as its
    /// `https://www.youtube.com/watch?v=ID` link; nil for anything else.
    public static func youTubeWatch(_ link: String) -> String? {
        guard let url = URL(string: link), let host = url.host?.lowercased(),
            host.hasSuffix("youtube.com") || host.hasSuffix("youtube-nocookie.com")
        else { return nil }
        let parts = url.path.split(separator: "/")
        guard parts.count >= 2, parts[0] == "embed", !parts[1].isEmpty,
            parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        return "https://www.youtube.com/watch?v=\(parts[1])"
    }
}
