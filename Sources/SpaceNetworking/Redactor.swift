import Foundation

/// Removes secrets from anything that may be printed: URLs, messages, log lines.
public struct Redactor: Sendable, Equatable {
    /// Query parameter names whose values are secret.
    public static let secretQueryNames: Set<String> = ["api_key", "apikey", "key", "token", "access_token"]
    /// Header names whose values are secret (lower-case).
    public static let secretHeaderNames: Set<String> = ["authorization", "x-api-key", "proxy-authorization"]

    /// Literal secret values to scrub wherever they appear.
    public let secrets: [String]

    /// Creates a redactor for these secret values; empty ones and `DEMO_KEY` are ignored.
    public init(secrets: [String] = []) {
        self.secrets = secrets.filter { !$0.isEmpty && $0 != "DEMO_KEY" }.sorted { $0.count > $1.count }
    }

    /// The URL text with secret query values and any user name and password replaced by `REDACTED`.
    public func redact(url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return redact(url.absoluteString)
        }
        if let items = components.percentEncodedQueryItems {
            components.percentEncodedQueryItems = items.map { item in
                Self.secretQueryNames.contains(item.name.lowercased())
                    ? URLQueryItem(name: item.name, value: "REDACTED") : item
            }
        }
        // Credentials in a URL (a proxy's, say) show that they were there, never what they were.
        if components.user != nil || components.password != nil {
            components.user = "REDACTED"
            components.password = nil
        }
        return redact(components.string ?? url.absoluteString)
    }

    /// The text with every known secret value replaced by `REDACTED`, and any credentials written
    /// into a link (`scheme://user:password@host`, or `user:password@host` as proxy variables hold
    /// them) shown only as `REDACTED@`: a transport's own message may quote a proxy setting whole.
    public func redact(_ text: String) -> String {
        var result = Self.redactUserInfo(text)
        for secret in secrets {
            result = result.replacingOccurrences(of: secret, with: "REDACTED")
            let encoded = URLBuilder.encode(secret)
            if encoded != secret { result = result.replacingOccurrences(of: encoded, with: "REDACTED") }
        }
        return result
    }

    /// `scheme://anything@` and `name:anything@` (with no space, slash or quote in them) become
    /// `scheme://REDACTED@` and `REDACTED@`. The user information runs to the *last* `@` before
    /// the authority ends, as URL parsers and curl read it: a password may hold an `@` unencoded.
    static func redactUserInfo(_ text: String) -> String {
        guard text.contains("@") else { return text }
        var result = text
        for pattern in [
            #"([A-Za-z][A-Za-z0-9+.\-]*://)[^\s/?#'"<>]*@"#, #"(^|[\s'"(<=,;])[^\s/@:'"<>=,;]+:[^\s/?#'"<>]*@"#,
        ] {
            result = result.replacingOccurrences(of: pattern, with: "$1REDACTED@", options: .regularExpression)
        }
        return result
    }

    /// A secret shown the way `space status` shows keys: `DEMO_KEY` as is, others as `abcd…wxyz`.
    public static func mask(_ secret: String) -> String {
        if secret == "DEMO_KEY" { return secret }
        guard secret.count >= 12 else { return String(repeating: "•", count: 4) }
        return String(secret.prefix(4)) + "…" + String(secret.suffix(4))
    }
}
