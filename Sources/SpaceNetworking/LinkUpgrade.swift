import Foundation

/// Upgrades `http://` links to `https://`, except for loopback hosts (tests, local mirrors). What
/// counts as loopback is decided on the parsed URL: exactly `localhost`, an IPv4 literal in
/// 127.0.0.0/8, or `[::1]`. `http://127.evil.example/`, `http://127.0.0.1.nip.io/` and
/// `http://localhost:80@evil.example/` (whose host is evil.example) are upgraded.
public enum LinkUpgrade {
    /// Whether the host is a loopback address: `localhost`, `127.x.y.z` or `::1`.
    public static func isLoopback(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4,
            octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            ),
            let values = Optional(octets.compactMap { Int($0) }), values.count == 4, values.allSatisfy({ $0 <= 255 })
        else { return false }
        return values[0] == 127
    }

    /// Whether a link names a user or a password (`http://user:pass@host/`): such links are refused.
    public static func hasUserInfo(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return true }
        return components.user != nil || components.password != nil
    }

    /// The URL with `https` instead of `http` unless the host is loopback.
    public static func upgrade(_ url: URL) -> URL {
        guard url.scheme?.lowercased() == "http",
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            !isLoopback(components.host)
        else { return url }
        components.scheme = "https"
        return components.url ?? url
    }

    /// The same for a link given as text; text that is not an `http` URL comes back unchanged.
    public static func upgrade(_ link: String) -> String {
        guard link.lowercased().hasPrefix("http://"), let url = URL(string: link) else { return link }
        let upgraded = upgrade(url)
        return upgraded == url ? link : upgraded.absoluteString
    }
}
