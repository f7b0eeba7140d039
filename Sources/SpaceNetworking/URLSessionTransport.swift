import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport, on `URLSession` with an ephemeral configuration (no shared cookies or cache).
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport with its own ephemeral session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration)
    }

    /// Sends the request and maps `URLError`s to `TransportError`. The timeout is a deadline for
    /// the whole answer: URLSession's own `timeoutInterval` only limits the idle time between packets.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await self.exchange(request) }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(0.001, request.timeout) * 1_000_000_000))
                throw TransportError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TransportError.timedOut }
            return first
        }
    }

    private func exchange(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        do {
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else { throw TransportError.failed("The answer was not HTTP.") }
            var headers: [String: String] = [:]
            for (key, value) in http.allHeaderFields {
                if let key = key as? String, let value = value as? String { headers[key] = value }
            }
            return HTTPResponse(status: http.statusCode, headers: headers, body: data)
        } catch let error as URLError {
            throw Self.map(error)
        } catch is CancellationError {
            throw TransportError.timedOut
        }
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
