import Foundation
import SpaceLocalization
import SpaceSupport

/// A picture's bytes, where they came from, and the cached file holding them.
public struct FetchedPicture: Sendable {
    /// The bytes.
    public var data: Data
    /// What they are.
    public var format: ImageFormat
    /// The link that gave them.
    public var url: URL
    /// The copy in the picture cache, when it could be written.
    public var cachedFile: URL?
    /// The bytes this fetch added to the cache (0 when the cache answered).
    public var wroteBytes = 0
}

/// Fetches a picture from the first of several links that gives one (best first), through the
/// picture cache (`<cache>/pictures/`), so the same picture is fetched once and can be shown offline.
public struct PictureFetcher: Sendable {
    /// The network.
    public var transport: any HTTPTransport
    /// Seconds without data before giving up.
    public var timeout: TimeInterval
    /// Removes secrets from messages.
    public var redactor: Redactor
    /// The cache folder (`$XDG_CACHE_HOME/space`); nil for no cache.
    public var cacheRoot: URL?
    /// `--offline` uses only the cache; `--refresh` fetches again.
    public var cacheMode: CacheMode
    /// The largest picture accepted, counted as the bytes arrive.
    public var maxBytes = 200_000_000
    /// When to try a picture again: connection resets and 502/503/504, as for API calls.
    public var retryPolicy = RetryPolicy()
    /// Told of every download tried and every picture the cache gave (`--verbose` prints them).
    public var observer: (@Sendable (RequestRecord) -> Void)?
    /// The clock, for the age of a cached picture in the observer's record.
    public var now: @Sendable () -> Date = { Date() }
    /// Waits between retries (injected so tests do not sleep).
    public var sleep: @Sendable (TimeInterval) async throws -> Void = {
        try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000))
    }

    /// Creates a fetcher.
    public init(
        transport: any HTTPTransport, timeout: TimeInterval, redactor: Redactor, cacheRoot: URL?, cacheMode: CacheMode
    ) {
        self.transport = transport
        self.timeout = timeout
        self.redactor = redactor
        self.cacheRoot = cacheRoot
        self.cacheMode = cacheMode
    }

    /// The cache file of a link.
    public func cacheFile(for url: URL) -> URL? {
        cacheRoot?.appendingPathComponent("pictures", isDirectory: true).appendingPathComponent(
            StableHash.hex(redactor.redact(url: url)) + ".picture", isDirectory: false)
    }

    private func cached(_ url: URL) -> FetchedPicture? {
        guard let file = cacheFile(for: url), let data = LocalFile.readOwn(file, limit: maxBytes),
            let format = ImageFormat.sniff(data)
        else { return nil }
        if let observer {
            // Its age only when someone listens: a list of thumbnails reads many cached pictures.
            let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
            observer(
                RequestRecord(
                    method: "GET", redactedURL: redactor.redact(url: url), status: 200, milliseconds: 0,
                    bytes: data.count,
                    failure: nil, rateLimit: nil, service: "pictures",
                    cachedAge: modified.map { now().timeIntervalSince($0) } ?? 0))
        }
        utimes(file.path, nil)
        return FetchedPicture(data: data, format: format, url: url, cachedFile: file)
    }

    /// The first link that gives a picture; `what` names it in errors ("the picture of 2024-02-08").
    public func fetch(
        _ candidates: [URL], what: String, progress: @escaping @Sendable (Int, Int?) -> Void = { _, _ in }
    ) async throws -> FetchedPicture {
        guard !candidates.isEmpty else {
            throw SpaceError(.notFound, tr("There is no picture for {what}.", ["what": what]))
        }
        // Best link first: a cached copy of a lesser link never stands in for a better one that answers.
        if cacheMode == .offline {
            for url in candidates { if let cached = cached(url) { return cached } }
            throw SpaceError.offlineMiss(what)
        }
        var failed: [FailedLink] = []
        var lastTransportFailure: TransportError?
        for candidate in candidates {
            // Plain http only to loopback, and never a link with credentials in it.
            guard !LinkUpgrade.hasUserInfo(candidate) else {
                failed.append(FailedLink(tr("a link with a user name or password, refused"))); continue
            }
            let url = LinkUpgrade.upgrade(candidate)
            if cacheMode != .refresh, let cached = cached(url) { return cached }
            let request = HTTPRequest(
                method: "GET", url: url, headers: ["User-Agent": "space-cli", "Accept": "image/*"], timeout: timeout,
                maxBytes: maxBytes)
            do {
                let response = try await downloadWithRetries(request, progress: progress)
                guard (200..<300).contains(response.status) else {
                    failed.append(FailedLink("HTTP \(response.status)")); continue
                }
                guard response.body.count <= maxBytes else {
                    failed.append(
                        FailedLink(
                            tr("larger than {megabytes} MB", ["megabytes": String(maxBytes / 1_000_000)]), .tooLarge));
                    continue
                }
                guard let format = ImageFormat.sniff(response.body) else {
                    let text = String(decoding: response.body.prefix(512), as: UTF8.self)
                    failed.append(
                        FailedLink(
                            BodyExcerpt.looksLikeHTML(text) ? tr("a web page, not a picture") : tr("not a picture")))
                    continue
                }
                var cached: URL?
                if let file = cacheFile(for: url),
                    (try? AtomicFile.write(
                        response.body, to: file, mode: 0o600, durable: false, links: .replaceEvenAFolder)) != nil
                {
                    cached = file
                }
                return FetchedPicture(
                    data: response.body, format: format, url: url, cachedFile: cached,
                    wroteBytes: cached == nil ? 0 : response.body.count)
            } catch let failure as TransportError {
                lastTransportFailure = failure
                failed.append(Self.failedLink(failure, timeout: timeout, maxBytes: maxBytes))
            }
        }
        if case .tooLarge? = lastTransportFailure, failed.allSatisfy({ $0.kind == .tooLarge }) {
            var error = SpaceError(
                .badResponse,
                tr(
                    "{what} is larger than {megabytes} MB; space stopped reading it.",
                    ["what": what, "megabytes": String(maxBytes / 1_000_000)]
                ).capitalizedFirst)
            error.transportFailure = lastTransportFailure
            throw error
        }
        let summary =
            candidates.count == 1
            ? tr("The link of {what} did not give a picture", ["what": what])
            : tr("None of the {count} links of {what} gave a picture", ["count": candidates.count, "what": what])
        let unanswered = failed.allSatisfy { $0.kind == .unreachable || $0.kind == .unanswered }
        // No link could even be reached: the network is gone, and that is the one reason.
        let offline = failed.allSatisfy { $0.kind == .unreachable }
        var error = SpaceError(
            lastTransportFailure != nil && unanswered ? .unavailable : .badResponse,
            offline
                ? tr("{what} could not be fetched: space could not connect to its server.", ["what": what])
                    .capitalizedFirst
                : "\(summary) (\(Self.reasons(failed))).",
            hint: failed.allSatisfy { $0.kind == .unreachable }
                ? tr("Check your internet connection, and try again.") : nil,
            detail: candidates.map { redactor.redact(url: $0) }.joined(separator: " "))
        error.transportFailure = lastTransportFailure
        throw error
    }

    /// One download, tried again on connection resets and 502/503/504 like an API call.
    private func downloadWithRetries(
        _ request: HTTPRequest, progress: @escaping @Sendable (Int, Int?) -> Void
    ) async throws -> HTTPResponse {
        var retry = 0
        while true {
            let delay: TimeInterval
            let started = DispatchTime.now().uptimeNanoseconds
            let elapsed = { Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000) }
            do {
                let response = try await transport.download(request, progress: progress)
                observer?(
                    RequestRecord(
                        method: "GET", redactedURL: redactor.redact(url: request.url),
                        redirects: response.redirects.map { redactor.redact(url: $0) }, status: response.status,
                        milliseconds: elapsed(), bytes: response.body.count, failure: nil, rateLimit: nil,
                        service: "pictures"))
                guard
                    let wait = retryPolicy.delay(
                        after: .status(response.status, retryAfter: nil), retry: retry, jitter: Double.random(in: 0..<1)
                    )
                else {
                    return response
                }
                delay = wait
            } catch let failure as TransportError {
                observer?(
                    RequestRecord(
                        method: "GET", redactedURL: redactor.redact(url: request.url), status: nil,
                        milliseconds: elapsed(),
                        bytes: 0, failure: redactor.redact(failure.words), rateLimit: nil, service: "pictures"))
                guard
                    let wait = retryPolicy.delay(
                        after: .transport(failure), retry: retry, jitter: Double.random(in: 0..<1))
                else { throw failure }
                delay = wait
            }
            try await sleep(delay)
            retry += 1
        }
    }

    /// A link that gave no picture: why in words, for the sentence that lists them, and what kind
    /// of failure, for the error's kind and hint.
    struct FailedLink {
        enum Kind { case tooLarge, unreachable, unanswered, refused }
        var reason: String
        var kind: Kind
        init(_ reason: String, _ kind: Kind = .refused) {
            self.reason = reason
            self.kind = kind
        }
    }

    /// The links' reasons, each said once ("could not connect", not three times).
    static func reasons(_ failed: [FailedLink]) -> String {
        var seen = Set<String>()
        return failed.map(\.reason).filter { seen.insert($0).inserted }.joined(separator: "; ")
    }

    static func failedLink(_ failure: TransportError, timeout: TimeInterval, maxBytes: Int) -> FailedLink {
        let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
        switch failure {
        case .timedOut: return FailedLink(tr("no answer within {seconds} s", ["seconds": seconds]), .unanswered)
        case .unreachable: return FailedLink(tr("could not connect"), .unreachable)
        case .offline: return FailedLink(tr("not tried with --offline"), .unreachable)
        case .tooLarge:
            return FailedLink(tr("larger than {megabytes} MB", ["megabytes": String(maxBytes / 1_000_000)]), .tooLarge)
        case .tooSlow: return FailedLink(tr("slower than 1 KB/s for {seconds} s", ["seconds": seconds]), .unanswered)
        case .redirectRefused(let reason): return FailedLink(reason)
        case .connectionLost, .failed: return FailedLink(tr("the connection failed"))
        }
    }
}
