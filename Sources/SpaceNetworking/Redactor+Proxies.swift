import Foundation

extension Redactor {
    /// The user names and passwords in the proxy variables (`http://user:secret@host:3128`), as
    /// written and decoded, so no message that quotes them shows them.
    public static func proxyCredentials(in environment: [String: String]) -> [String] {
        let names = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"]
        return names.compactMap { environment[$0] }.flatMap { value -> [String] in
            // Read by hand: a value URLComponents refuses (a bad port) still holds its password.
            let afterScheme = value.range(of: "://").map { value[$0.upperBound...] } ?? value[...]
            guard let at = afterScheme.lastIndex(of: "@") else { return [] }
            let parts = afterScheme[..<at].split(separator: ":", maxSplits: 1).map(String.init)
            return (parts + parts.compactMap { $0.removingPercentEncoding }).filter { $0.count >= 3 }
        }
    }
}
