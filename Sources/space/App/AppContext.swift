import Foundation
import SpaceNetworking

/// Everything a command needs from the outside world, passed in so that tests can replace it:
/// the environment, the clock, the streams, the network, the file locations and the global options.
struct AppContext: Sendable {
    /// The process environment.
    var environment: [String: String]
    /// The clock (`SPACE_NOW` when set).
    var now: @Sendable () -> Date
    /// Where output goes.
    var console: Console
    /// The door to the network.
    var transport: any HTTPTransport
    /// Waits between retries.
    var sleep: @Sendable (TimeInterval) async throws -> Void
    /// Where files live.
    var files: FileLocations
    /// `--json`.
    var json: Bool
    /// `--verbose`.
    var verbose: Bool
    /// `--timeout`.
    var timeout: TimeInterval

    /// A client with the shared policies, logging each request on stderr with `--verbose`.
    func client() -> APIClient {
        let redactor = Redactor(secrets: knownSecrets)
        let console = self.console
        let verbose = self.verbose
        let warning = RateLimitWarning(apiKey: nasaAPIKey)
        return APIClient(
            transport: transport, timeout: timeout, redactor: redactor, sleep: sleep, now: now,
            observer: { record in
                if verbose { console.notice(console.errorStyle.dim(Sanitizer.line(record.line))) }
                if let text = warning.message(for: record) { console.warning(text) }
            }
        )
    }

    /// The secret values of the environment, redacted wherever anything is printed.
    var knownSecrets: [String] {
        [environment["NASA_API_KEY"], environment["SPACE_LL2_TOKEN"]].compactMap { $0 }
    }

    /// A base URL from the environment, or the default; a value that is not an http(s) URL is a usage error.
    func baseURL(_ variable: String, default fallback: String) throws -> URL {
        let text = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw UsageError("\(variable) must be an http or https URL; got '\(Sanitizer.line(text))'.")
        }
        return LinkUpgrade.upgrade(url)
    }
}
