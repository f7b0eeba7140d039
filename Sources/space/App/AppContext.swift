import Foundation
import SpaceLocalization
import TerminalSession
import SpaceCommandLine
import SpacePresentation
import TerminalText
import SpaceSupport
import SpaceNetworking
import SpaceSettings

/// Everything a command needs from the outside world, passed in so that tests can replace it:
/// the environment, the clock, the streams, the network, the file locations and the global options.
struct AppContext: Sendable {
    /// The process environment, with the config file's settings added where a variable is unset.
    var environment: [String: String]
    /// The process environment as it was given (to tell where a setting comes from).
    var originalEnvironment: [String: String] = [:]
    /// Every setting in effect, typed, resolved once from the variables, the file and the defaults.
    var settings: Settings
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
    /// `--offline`, `--refresh`, or neither.
    var cacheMode: CacheMode = .normal
    /// Where the requests of this context keep what they would print on stderr (a stale answer
    /// served, warnings, traces) when stderr is a full screen (`space browse`): kept for the one
    /// request that made it, which says where its answer came from, and never printed.
    var keptNotices: BrowseNotices?
    /// What this run remembers across requests.
    var run = RunState()

    /// Where results, notices and warnings are printed.
    var printer: Printer { Printer(console: console, json: json) }

    /// A client with the shared policies, logging each request on stderr with `--verbose`.
    func client() -> APIClient {
        let redactor = Redactor(secrets: knownSecrets)
        let printer = self.printer
        let verbose = self.verbose
        let (run, now, kept) = (self.run, self.now, self.keptNotices)
        var client = APIClient(
            transport: transport, timeout: timeout, redactor: redactor, sleep: sleep, now: now,
            observer: { record in
                run.record(record, at: now())
                // Inside the browser, stderr is the screen: nothing is printed there.
                if kept != nil { return }
                if verbose { printer.trace(record.line) }
                if let text = RateLimitWarning.message(for: record), run.firstRateLimitWarning() {
                    printer.warning(text)
                }
            }
        )
        client.cache = responseCache
        client.cacheMode = cacheMode
        client.cacheObserver = { event in
            switch event {
            case .servedStale(let fetchedAt, let reason, let service):
                if let kept {
                    kept.staleSince.withLock { $0 = fetchedAt }
                    return
                }
                guard run.firstStaleNotice() else { return }
                printer.notice(
                    tr(
                        "Showing data cached {age}: {reason}",
                        [
                            "age": AgeText.ago(now().timeIntervalSince(fetchedAt)),
                            "reason": reason.sentence(service: service),
                        ]))
            case .writeFailed(let message):
                if kept != nil { return }
                guard run.firstCacheWarning() else { return }
                printer.warning(
                    tr("The cache could not be written, so this answer was not kept.") + " " + Sanitizer.line(message))
            case .wrote(let bytes):
                run.addCacheBytes(bytes)
            }
        }
        return client
    }

    /// The response cache under the cache folder, bounded by the `cache-size` setting (default 200 MB).
    var responseCache: ResponseCache {
        let megabytes = settings.cacheMegabytes
        return ResponseCache(
            root: files.cache, maxBytes: megabytes.map { $0 * 1_000_000 } ?? ResponseCache.defaultMaxBytes)
    }

    /// Fetches pictures through the picture cache.
    func pictureFetcher() -> PictureFetcher {
        var fetcher = PictureFetcher(
            transport: transport, timeout: timeout, redactor: Redactor(secrets: knownSecrets),
            cacheRoot: files.cache, cacheMode: cacheMode)
        let (printer, verbose, run, now) = (self.printer, self.verbose, self.run, self.now)
        fetcher.now = now
        // Picture downloads are logged like API requests under --verbose.
        fetcher.observer = { record in
            run.record(record, at: now())
            if verbose { printer.trace(record.line) }
        }
        return fetcher
    }

    /// The rate limits remembered between runs.
    var rateLimitMemory: RateLimitMemory {
        RateLimitMemory(url: files.cache.appendingPathComponent("rate-limits.json", isDirectory: false))
    }

    /// The end of a run: saves the rate limits seen and keeps the cache under its bound.
    func finish() {
        // What a run killed outright left in the data folder goes after an hour, as in the cache
        // (ages of files on disk are measured on the real clock, as the cache's are).
        AtomicFile.removeStaleTemporaries(inFolder: files.data, now: Date())
        guard run.usedNetwork || run.cacheBytesWritten > 0 else { return }
        if run.usedNetwork { try? rateLimitMemory.save(run.rateLimits) }
        responseCache.keepBounded(afterWriting: run.cacheBytesWritten)
    }

    /// The secret values of the environment, redacted wherever anything is printed (a NASA key
    /// that is still set is never sent, but stays a secret).
    var knownSecrets: [String] {
        [environment["NASA_API_KEY"], settings.launchLibraryToken, settings.launchLibraryToken?.trimmed]
            .compactMap { $0 } + Redactor.proxyCredentials(in: environment)
    }

    /// The Launch Library 2 token (`SPACE_LL2_TOKEN`, or the config's `ll2-token`), without the
    /// white space that copying from a web page adds; one with a space or control character
    /// inside is refused in one sentence rather than silently not sent.
    func launchLibraryToken() throws -> String? {
        guard let raw = settings.launchLibraryToken else { return nil }
        let token = raw.trimmed
        guard !token.isEmpty else { return nil }
        guard token.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw UsageError(
                tr(
                    "SPACE_LL2_TOKEN (or ll2-token in the config) has a space or a control character inside it; copy the token again."
                ))
        }
        return token
    }

    /// A base URL from the environment, or the default; a value that is not an http(s) URL is a usage error.
    func baseURL(_ seam: Seam, default fallback: String) throws -> URL {
        let variable = seam.variable
        let text = seam.value(in: environment) ?? fallback
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else {
            throw UsageError(
                tr(
                    "{variable} must be an http or https URL; got '{value}'.",
                    ["variable": variable, "value": Sanitizer.line(Redactor().redact(text))]))
        }
        // Never sent as HTTP Basic: a user name or password in a service URL is refused, unprinted.
        guard url.user == nil && url.password == nil else {
            throw UsageError(
                tr(
                    "{variable} must not hold a user name or password; got '{value}'.",
                    ["variable": variable, "value": Sanitizer.line(Redactor().redact(url: url))]))
        }
        return LinkUpgrade.upgrade(url)
    }
}
