import Foundation

/// Upgrades `http://` links to `https://`, except for loopback hosts (tests, local mirrors).
public enum LinkUpgrade {
    /// Whether the host is a loopback address or `localhost`.
    public static func isLoopback(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host == "localhost" || host.hasSuffix(".localhost") || host == "::1" || host.hasPrefix("127.")
    }

    /// The URL with `https` instead of `http` unless the host is loopback.
    public static func upgrade(_ url: URL) -> URL {
        guard url.scheme?.lowercased() == "http", !isLoopback(url.host) else { return url }
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = "https"
        return components?.url ?? url
    }

    /// The same for a link given as text; text that is not an `http` URL comes back unchanged.
    public static func upgrade(_ link: String) -> String {
        guard link.lowercased().hasPrefix("http://") else { return link }
        let rest = link.dropFirst("http://".count)
        let host = rest.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        let hostOnly = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.split(separator: ":").first ?? "")
        return isLoopback(hostOnly) ? link : "https://" + rest
    }
}
