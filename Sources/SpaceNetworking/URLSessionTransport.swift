import Foundation
import Synchronization
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live transport, on one `URLSession` with an ephemeral configuration (no shared cookies or
/// cache) whose delegate sees every transfer as it happens (see `TransferCenter`): bytes are
/// counted as they arrive (a 2 GB picture or a gzip bomb stops at the request's cap), silence and
/// speed are watched (a server that accepts and never answers cannot hang `space`), and each
/// redirect is decided before it is followed.
public struct URLSessionTransport: HTTPTransport {
    private let holder = SessionHolder()

    /// Creates a transport; its session is made on the first request, so commands that never
    /// reach the network (`--version`, help, the cache) do not pay for it (a third of start-up).
    public init() {}

    public var name: String { "URLSession (Foundation)" }

    /// Sends the request; `request.timeout` is a deadline for the whole answer.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await transfer(request, timing: .deadline, progress: nil)
    }

    /// Fetches a large body, reporting progress; `request.timeout` limits the wait for the first
    /// byte and any silence, and a transfer under 1 KB/s for a whole `timeout` is given up.
    public func download(
        _ request: HTTPRequest, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void
    ) async throws -> HTTPResponse {
        try await transfer(request, timing: .stall, progress: progress)
    }

    private func transfer(
        _ request: HTTPRequest, timing: TransferWatch.Timing,
        progress: (@Sendable (Int, Int?) -> Void)?
    ) async throws -> HTTPResponse {
        let (session, center) = holder.session
        let transfer = Transfer(request: request, timing: timing, progress: progress)
        // Nothing is cancelled under a lock: on Linux, cancelling from the task that awaits an
        // answer while URLSession's queue finishes the same request can deadlock.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let task = session.dataTask(with: Self.urlRequest(request))
                center.start(transfer, task: task, continuation: continuation)
            }
        } onCancel: {
            DispatchQueue.global().async { center.finish(transfer, with: .failure(CancellationError())) }
        }
    }

    static func urlRequest(_ request: HTTPRequest) -> URLRequest {
        // URLSession's own timeout is a backstop; the transfer's watch is the rule.
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(request.timeout * 2, 1))
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        return urlRequest
    }

    static func map(_ error: URLError) -> TransportError {
        map(code: error.code, description: error.localizedDescription)
    }

    /// The mapping itself, on the code and the text (testable without building a `URLError`).
    static func map(code: URLError.Code, description: String) -> TransportError {
        switch code {
        case .timedOut:
            return .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
            .internationalRoamingOff, .dataNotAllowed, .secureConnectionFailed:
            return .unreachable(description)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource:
            return .connectionLost
        case .badURL, .unsupportedURL:
            // Foundation's own words are "NSURLErrorDomain error -1000"; a redirect to an address
            // it cannot use (an IPv6 literal, say) is what brings it here.
            return .failed(
                "URLSession cannot use the address it was sent to (URLError \(code.rawValue)); SPACE_TRANSPORT=curl can"
            )
        case .httpTooManyRedirects:
            return .redirectRefused("too many redirects")
        default:
            // On Linux, libcurl's "transfer closed with N bytes remaining" and "reset by peer"
            // arrive as URLError.unknown; they are connection losses, worth a retry.
            let text = description.lowercased()
            if text.contains("transfer closed") || text.contains("reset by peer")
                || text.contains("connection was reset")
            {
                return .connectionLost
            }
            // The libcurl inside Foundation caps a header block at 300 KB, in its own words.
            if text.contains("too large response headers") { return HeaderBlock.refusal }
            return .failed("\(description) (URLError \(code.rawValue))")
        }
    }
}

/// The session configuration, made once and copied for each session. On Linux, making an
/// ephemeral configuration creates `org.swift.foundation.URLCache/<program>` under
/// `$XDG_CACHE_HOME` and an empty `<program folder>` under `$XDG_DATA_HOME`, though `space` uses
/// neither; they are made in a scratch folder that is removed at once, so `space` keeps no file
/// outside its own folders. This happens before the first request, when no other thread reads the
/// environment.
enum SessionConfiguration {
    private static let prototype = Mutex<URLSessionConfiguration?>(nil)

    static func make() -> URLSessionConfiguration {
        prototype.withLock { made in
            let configuration = made ?? build()
            made = configuration
            return configuration.copy() as! URLSessionConfiguration
        }
    }

    private static func build() -> URLSessionConfiguration {
        let names = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]
        let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
        let scratch = NSTemporaryDirectory() + "space-foundation-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        for name in names { setenv(name, scratch, 1) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        try? FileManager.default.removeItem(atPath: scratch)
        return configuration
    }
}

/// Makes the session and its delegate once, on first use. `@unchecked`: guarded by `lock`.
final class SessionHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var made: (URLSession, TransferCenter)?

    var session: (URLSession, TransferCenter) {
        lock.withLock {
            if let made { return made }
            let center = TransferCenter()
            let session = URLSession(configuration: SessionConfiguration.make(), delegate: center, delegateQueue: nil)
            made = (session, center)
            return (session, center)
        }
    }
}
