import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport, on `URLSession` with an ephemeral configuration (no shared cookies or cache).
public struct URLSessionTransport: HTTPTransport {
    private let holder = SessionHolder()

    /// Creates a transport; its ephemeral session is made on the first request, so commands that
    /// never reach the network (`--version`, help, the cache) do not pay for it (a third of start-up).
    public init() {}

    private var session: URLSession { holder.session }

    /// Sends the request and maps `URLError`s to `TransportError`. The timeout is a deadline for
    /// the whole answer: URLSession's own `timeoutInterval` only limits the idle time between packets.
    ///
    /// Built on the completion-handler API, not `data(for:)`: on Linux, cancelling a Swift task that
    /// awaits `data(for:)` can deadlock with the URLSession queue finishing the same request (seen as
    /// `space asset`, with two requests in flight, hanging on a failure). Here nothing is cancelled
    /// under the task's lock: the first outcome (answer, deadline or cancellation) resumes the caller
    /// and the URLSession task is cancelled afterwards, from another queue.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let outcome = RaceOutcome()
        let urlRequest = Self.urlRequest(request)
        let session = self.session
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                outcome.start(continuation)
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    outcome.finish(Self.result(data: data, response: response, error: error))
                }
                // The deadline fires harmlessly after an answer: only the first outcome counts.
                DispatchQueue.global().asyncAfter(deadline: .now() + max(0.001, request.timeout)) {
                    outcome.finish(.failure(TransportError.timedOut))
                }
                outcome.onFinish { DispatchQueue.global().async { task.cancel() } }
                task.resume()
            }
        } onCancel: {
            DispatchQueue.global().async { outcome.finish(.failure(CancellationError())) }
        }
    }

    /// Ephemeral: no shared cookies, no URL cache (`space` keeps its own).
    static func configuration() -> URLSessionConfiguration {
        SessionConfiguration.make()
    }

    static func urlRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        return urlRequest
    }

    static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, any Error> {
        if let error = error as? URLError { return .failure(map(error)) }
        if let error { return .failure(TransportError.failed(error.localizedDescription)) }
        guard let http = response as? HTTPURLResponse else { return .failure(TransportError.failed("The answer was not HTTP.")) }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String, let value = value as? String { headers[key] = value }
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
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
        default:
            // On Linux, libcurl's "transfer closed with N bytes remaining" and "reset by peer"
            // arrive as URLError.unknown; they are connection losses, worth a retry.
            let text = description.lowercased()
            if text.contains("transfer closed") || text.contains("reset by peer") || text.contains("connection was reset") {
                return .connectionLost
            }
            return .failed("\(description) (URLError \(code.rawValue))")
        }
    }
}

/// The first of several outcomes resumes the continuation; the others are dropped.
/// `@unchecked`: every field is guarded by `lock`.
final class RaceOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<HTTPResponse, any Error>?
    private var early: Result<HTTPResponse, any Error>?
    private var cleanup: (@Sendable () -> Void)?
    private var done = false

    func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let pending: Result<HTTPResponse, any Error>? = lock.withLock {
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let pending { continuation.resume(with: pending) }
    }

    func onFinish(_ body: @escaping @Sendable () -> Void) {
        let finished: Bool = lock.withLock {
            if done { return true }
            cleanup = body
            return false
        }
        if finished { body() }
    }

    func finish(_ result: Result<HTTPResponse, any Error>) {
        let (continuation, cleanup): (CheckedContinuation<HTTPResponse, any Error>?, (@Sendable () -> Void)?) = lock.withLock {
            guard !done else { return (nil, nil) }
            done = true
            if self.continuation == nil { early = result }
            defer { self.continuation = nil; self.cleanup = nil }
            return (self.continuation, self.cleanup)
        }
        continuation?.resume(with: result)
        cleanup?()
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

/// Makes the ephemeral session once, on first use. `@unchecked`: guarded by `lock`.
final class SessionHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var made: URLSession?

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let session = URLSession(configuration: URLSessionTransport.configuration())
            made = session
            return session
        }
    }
}
