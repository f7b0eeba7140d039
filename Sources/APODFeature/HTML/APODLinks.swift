import Foundation
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
        for tag in ["<source", "<iframe"] {
            var searchStart = html.startIndex
            while let found = html.range(of: tag, options: .caseInsensitive, range: searchStart..<html.endIndex) {
                searchStart = found.upperBound
                guard let end = html[found.upperBound...].firstIndex(of: ">") else { break }
                if let source = attribute("src", in: html[found.upperBound..<end]), let link = absolute(source) { return link }
            }
        }
        return nil
    }

    /// Whether a page holds a video (`<video>`, `<source>` or `<iframe>`).
    public static func pageHasVideo(_ html: String) -> Bool {
        video(inPage: html) != nil
    }

    /// The value of an attribute in a tag's text (`src="…"` or `src='…'`), entities decoded.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var searchStart = tag.startIndex
        while let found = tag.range(of: name, options: .caseInsensitive, range: searchStart..<tag.endIndex) {
            searchStart = found.upperBound
            if found.lowerBound > tag.startIndex, let before = tag[tag.index(before: found.lowerBound)].asciiValue,
               HTMLText.isASCIILetter(before) || before == UInt8(ascii: "-") { continue }
            var rest = tag[found.upperBound...].drop { $0 == " " }
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            guard let quote = rest.first, quote == "\"" || quote == "'" else {
                let value = rest.prefix { $0 != " " && $0 != ">" }
                return value.isEmpty ? nil : HTMLText.decodeEntities(String(value))
            }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { return nil }
            return HTMLText.decodeEntities(String(rest[..<close]))
        }
        return nil
    }

    /// An absolute http(s) link, or nil: `//host/x` becomes `https://host/x`; no host, no link.
    static func absolute(_ text: String) -> String? {
        var link = text.trimmed
        if link.hasPrefix("//") && !link.hasPrefix("///") { link = "https:" + link }
        guard let url = URL(string: link), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty else { return nil }
        return LinkUpgrade.upgrade(link)
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
        link.contains("/images/misc/news-thumbnail")
    }

    /// The retired API's placeholder picture (the NASA logo).
    public static func isNASALogo(_ link: String) -> Bool {
        link.contains("nasa-logo@2x.png") || link.contains("nasa-logo%402x.png")
    }

    /// A YouTube embed (`youtube.com/embed/ID…`, `youtube-nocookie.com/embed/ID…`) as its
    /// `https://www.youtube.com/watch?v=ID` link; nil for anything else.
    public static func youTubeWatch(_ link: String) -> String? {
        guard let url = URL(string: link), let host = url.host?.lowercased(),
              host.hasSuffix("youtube.com") || host.hasSuffix("youtube-nocookie.com") else { return nil }
        let parts = url.path.split(separator: "/")
        guard parts.count >= 2, parts[0] == "embed", !parts[1].isEmpty,
              parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        return "https://www.youtube.com/watch?v=\(parts[1])"
    }
}
