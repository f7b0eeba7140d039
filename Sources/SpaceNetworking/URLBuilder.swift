import Foundation

/// Builds URLs with strict percent-encoding: only RFC 3986 unreserved characters stay as they are.
public enum URLBuilder {
    private static let unreserved: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return set
    }()

    /// Percent-encodes a path segment or query value (space → `%20`, `+` → `%2B`, `/` → `%2F`).
    public static func encode(_ component: String) -> String {
        component.addingPercentEncoding(withAllowedCharacters: unreserved) ?? component
    }

    /// Joins base, encoded segments and encoded query into one URL.
    public static func url(base: URL, pathSegments: [String], trailingSlash: Bool, query: [URLQueryItem]) -> URL {
        var text = base.absoluteString
        if let queryStart = text.firstIndex(of: "?") { text = String(text[..<queryStart]) }
        if !pathSegments.isEmpty {
            if !text.hasSuffix("/") { text += "/" }
            text += pathSegments.map(encode).joined(separator: "/")
        }
        if trailingSlash && !text.hasSuffix("/") { text += "/" }
        if !query.isEmpty {
            text +=
                "?"
                + query.map { item in
                    encode(item.name) + "=" + encode(item.value ?? "")
                }.joined(separator: "&")
        }
        return URL(string: text) ?? base
    }
}
