import Foundation
import SpaceNetworking

/// An in-memory transport for tests: answers from a queue and records every request.
///
/// A request for which no answer was queued fails loudly with `StubTransport.Unexpected`.
public actor StubTransport: HTTPTransport {
    /// Thrown for a request no queued answer matches.
    public struct Unexpected: Error, CustomStringConvertible {
        /// The request nobody expected.
        public let request: HTTPRequest
        /// Names the unexpected request.
        public var description: String { "unexpected request \(request.method) \(request.url.absoluteString)" }
    }

    /// One queued outcome: an answer or a transport failure.
    public enum Outcome: Sendable {
        case response(HTTPResponse)
        case failure(TransportError)
    }

    private var queue: [(matches: @Sendable (HTTPRequest) -> Bool, outcome: Outcome)] = []
    /// Every request sent, in order.
    public private(set) var requests: [HTTPRequest] = []

    /// Creates an empty stub.
    public init() {}

    /// Queues an outcome for the next request whose URL path ends with `pathSuffix` (any path when nil).
    public func enqueue(_ outcome: Outcome, pathSuffix: String? = nil) {
        queue.append(({ request in pathSuffix.map { request.url.path.hasSuffix($0) } ?? true }, outcome))
    }

    /// Queues a JSON answer with the given status.
    public func enqueue(status: Int = 200, json: String, headers: [String: String] = [:], pathSuffix: String? = nil) {
        enqueue(
            .response(HTTPResponse(status: status, headers: headers, body: Data(json.utf8))), pathSuffix: pathSuffix)
    }

    /// Queues a JSON answer for the next request `matches` accepts: for requests sent concurrently,
    /// whose order is not known, each answer goes to the request it is for.
    public func enqueue(
        status: Int = 200, json: String, headers: [String: String] = [:],
        when matches: @escaping @Sendable (HTTPRequest) -> Bool
    ) {
        queue.append((matches, .response(HTTPResponse(status: status, headers: headers, body: Data(json.utf8)))))
    }

    /// Answers from the first matching queued outcome, or throws `Unexpected`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        guard let index = queue.firstIndex(where: { $0.matches(request) }) else { throw Unexpected(request: request) }
        let outcome = queue.remove(at: index).outcome
        switch outcome {
        case .response(let response): return response
        case .failure(let error): throw error
        }
    }
}
