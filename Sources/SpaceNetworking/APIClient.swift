import Foundation
import SpaceLocalization
import SpaceSupport

/// Sends endpoints through a transport with the shared policies: timeout, bounded retries with
/// jittered backoff, status validation, decoding with the error-parser chain, and redacted logging.
public struct APIClient: Sendable {
    /// The door to the network.
    public var transport: any HTTPTransport
    /// Seconds allowed for each request.
    public var timeout: TimeInterval
    /// When to retry.
    public var retryPolicy: RetryPolicy
    /// Removes secrets from everything printed.
    public var redactor: Redactor
    /// Waits between retries (injected so tests do not sleep).
    public var sleep: @Sendable (TimeInterval) async throws -> Void
    /// A number in 0..<1 for jitter (injected so tests are reproducible).
    public var random: @Sendable () -> Double
    /// The clock, for `Retry-After` dates and timings.
    public var now: @Sendable () -> Date
    /// Called after every attempt (verbose log, rate-limit warnings).
    public var observer: (@Sendable (RequestRecord) -> Void)?
    /// The response cache; nil for none.
    public var cache: ResponseCache?
    /// How the cache is used.
    public var cacheMode: CacheMode = .normal
    /// Told when a stale entry is served or an entry cannot be written.
    public var cacheObserver: (@Sendable (CacheEvent) -> Void)?
    /// A monotonic clock in nanoseconds, for request timings (the wall clock may be fixed by `SPACE_NOW`).
    public var uptime: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

    /// Creates a client; defaults are the live ones.
    public init(
        transport: any HTTPTransport, timeout: TimeInterval = 15, retryPolicy: RetryPolicy = RetryPolicy(),
        redactor: Redactor = Redactor(),
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = {
            try await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1_000_000_000))
        },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() },
        observer: (@Sendable (RequestRecord) -> Void)? = nil
    ) {
        self.transport = transport
        self.timeout = timeout
        self.retryPolicy = retryPolicy
        self.redactor = redactor
        self.sleep = sleep
        self.random = random
        self.now = now
        self.observer = observer
    }

    /// Sends the endpoint and decodes a 2xx answer; anything else becomes a `SpaceError`. An endpoint
    /// with a cache policy goes through the response cache first (see `APIClient+Cache`).
    public func send<Response>(
        _ endpoint: Endpoint<Response>, service: ServiceDescriptor
    ) async throws -> APIResponse<Response> {
        if let policy = endpoint.cache, let cache {
            return try await sendCached(endpoint, policy: policy, cache: cache, service: service)
        }
        if cacheMode == .offline {
            var error = error(for: TransportError.offline, service: service)
            error.transportFailure = .offline
            throw error
        }
        return try await sendLive(endpoint, service: service)
    }

    /// Sends the endpoint over the network, ignoring the cache.
    func sendLive<Response>(
        _ endpoint: Endpoint<Response>, service: ServiceDescriptor
    ) async throws -> APIResponse<Response> {
        let raw = try await sendValidated(url: endpoint.url, headers: endpoint.headers, service: service)
        let value = try decode(raw, with: endpoint.decode, service: service)
        return APIResponse(value: value, status: raw.status, rateLimit: RateLimitStatus(headers: raw.headers), raw: raw)
    }

    /// Sends a GET to `url` with retries and returns a 2xx answer, or throws a `SpaceError`.
    public func sendValidated(
        url: URL, headers: [String: String] = [:], service: ServiceDescriptor
    ) async throws -> HTTPResponse {
        let response = try await sendWithRetries(url: url, headers: headers, service: service)
        guard (200..<300).contains(response.status) else { throw error(for: response, service: service) }
        return response
    }

    /// Decodes a body with the endpoint's decoder; a failure becomes a `.badResponse` error that keeps
    /// the decoding error for `--verbose`.
    public func decode<Response>(
        _ raw: HTTPResponse, with decode: @Sendable (Data) throws -> Response, service: ServiceDescriptor
    ) throws -> Response {
        do {
            return try decode(TextRepair.repairedJSON(raw.body))
        } catch let error as SpaceError {
            throw error
        } catch {
            let text = String(decoding: raw.body.prefix(512), as: UTF8.self)
            let message =
                raw.body.isEmpty
                ? tr("{service} sent an empty answer.", ["service": service.localizedName])
                : BodyExcerpt.looksLikeHTML(text)
                    ? tr("{service} sent a web page instead of data.", ["service": service.localizedName])
                    : tr("{service} sent an answer that could not be read.", ["service": service.localizedName])
            throw SpaceError(
                .badResponse, message,
                remedy: .tryLaterSeeDetails,
                detail: redactor.redact("\(error) — body: \(BodyExcerpt.make(raw.body) ?? "(empty)")"),
                status: raw.status
            )
        }
    }

    private func sendWithRetries(
        url: URL, headers: [String: String], service: ServiceDescriptor
    ) async throws -> HTTPResponse {
        var request = HTTPRequest(
            method: "GET", url: url, headers: ["Accept": "application/json", "User-Agent": "space-cli"],
            timeout: timeout)
        for (name, value) in service.headers.merging(headers, uniquingKeysWith: { _, last in last }) {
            request.headers[name] = value
        }
        var retry = 0
        while true {
            let started = uptime()
            let delay: TimeInterval
            do {
                let response = try await transport.send(request)
                report(request, service: service, started: started, response: response, failure: nil)
                let retryAfter = WaitDescription.retryAfterSeconds(response.header("retry-after"), now: now())
                guard
                    let wait = retryPolicy.delay(
                        after: .status(response.status, retryAfter: retryAfter), retry: retry, jitter: random())
                else {
                    return response
                }
                delay = wait
            } catch let failure as TransportError {
                report(request, service: service, started: started, response: nil, failure: failure)
                guard let wait = retryPolicy.delay(after: .transport(failure), retry: retry, jitter: random()) else {
                    var error = error(for: failure, service: service)
                    error.transportFailure = failure
                    throw error
                }
                delay = wait
            }
            try await sleep(delay)
            retry += 1
        }
    }

    private func report(
        _ request: HTTPRequest, service: ServiceDescriptor, started: UInt64, response: HTTPResponse?,
        failure: TransportError?
    ) {
        guard let observer else { return }
        let now = uptime()
        let elapsed = now >= started ? Int((now - started) / 1_000_000) : 0
        observer(
            RequestRecord(
                method: request.method, redactedURL: redactor.redact(url: request.url),
                redirects: response?.redirects.map(redactor.redact(url:)) ?? [], status: response?.status,
                milliseconds: max(0, elapsed), bytes: response?.body.count ?? 0,
                failure: failure.map { redactor.redact($0.words) },
                rateLimit: response.flatMap { RateLimitStatus(headers: $0.headers) }, service: service.name
            ))
    }

    /// The error for a non-2xx answer: the service's own message when an envelope reads it, else the
    /// status and a sanitized excerpt.
    public func error(for response: HTTPResponse, service: ServiceDescriptor) -> SpaceError {
        ErrorClassifier(service: service, redactor: redactor, now: now()).error(for: response)
    }

    func error(for failure: TransportError, service: ServiceDescriptor) -> SpaceError {
        let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
        switch failure {
        case .timedOut:
            return SpaceError(
                .unavailable,
                timeout == 1
                    ? tr(
                        "{service} did not answer within {seconds} second.",
                        ["service": service.localizedName, "seconds": seconds])
                    : tr(
                        "{service} did not answer within {seconds} seconds.",
                        ["service": service.localizedName, "seconds": seconds]),
                remedy: .allowMoreTime)
        case .unreachable(let reason):
            return SpaceError(
                .unavailable,
                tr("Could not reach {service}; check your internet connection.", ["service": service.inSentence]),
                detail: redactor.redact(reason))
        case .connectionLost:
            return SpaceError(
                .unavailable,
                tr(
                    "The connection to {service} closed before the answer was complete.",
                    ["service": service.inSentence]),
                hint: tr("Try again in a moment."))
        case .failed(let reason):
            return SpaceError(
                .unavailable,
                tr(
                    "The request to {service} failed: {reason}",
                    ["service": service.inSentence, "reason": redactor.redact(reason)]))
        case .offline:
            return SpaceError(
                .unavailable,
                tr("This needs {service}, and --offline keeps space off the network.", ["service": service.inSentence]),
                remedy: .runOnline)
        case .tooLarge(let limit):
            return SpaceError(
                .badResponse,
                tr(
                    "{service} sent more than {megabytes} MB, far more than any real answer; space stopped reading it.",
                    ["service": service.localizedName, "megabytes": String(limit / 1_000_000)]),
                remedy: .tryLaterSeeRequest)
        case .tooSlow:
            return SpaceError(
                .unavailable,
                tr(
                    "{service} sent less than 1 KB a second for {seconds} seconds; space gave up.",
                    ["service": service.localizedName, "seconds": seconds]),
                remedy: .allowMoreTimeLater)
        case .redirectRefused(let reason):
            return SpaceError(
                .badResponse,
                tr(
                    "{service} answered with {reason}, which space does not follow.",
                    ["service": service.localizedName, "reason": reason]),
                remedy: .checkServiceAddress)
        }
    }
}
