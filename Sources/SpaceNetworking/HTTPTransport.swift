import Foundation

/// A request as the transport sends it: method, absolute URL, headers and a timeout.
public struct HTTPRequest: Sendable, Equatable {
    /// The HTTP method, upper-case.
    public var method: String
    /// The absolute URL, query included.
    public var url: URL
    /// Header fields to send.
    public var headers: [String: String]
    /// How long to wait for the whole answer (`send`), or for the first byte and through any
    /// silence (`download`), in seconds.
    public var timeout: TimeInterval
    /// The most body bytes accepted (counted after decompression, as they arrive).
    public var maxBytes: Int

    /// The cap of an API answer: far above any real one (a page of 25 posts is about 300 KB).
    public static let apiMaxBytes = 64_000_000

    /// Creates a request.
    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], timeout: TimeInterval = 15,
        maxBytes: Int = HTTPRequest.apiMaxBytes
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBytes = maxBytes
    }
}

/// An answer as the transport received it; header names are lower-cased.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Header fields with lower-cased names.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data
    /// The redirects followed to get here, in order.
    public var redirects: [URL] = []

    /// Creates a response; header names are lower-cased here.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), redirects: [URL] = []) {
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.redirects = redirects
    }

    /// The value of a header, looked up case-insensitively.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Sends one HTTP request and returns the answer; the only door to the network.
public protocol HTTPTransport: Sendable {
    /// What carries the requests, for `space status` and `--verbose`.
    var name: String { get }
    /// Sends the request. Throws `TransportError` when no HTTP answer arrived.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
    /// Fetches a large body (a picture), reporting bytes received and the expected total as they
    /// arrive; `request.timeout` limits the time without data, not the whole transfer.
    func download(
        _ request: HTTPRequest, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void
    ) async throws -> HTTPResponse
}

extension HTTPTransport {
    public var name: String { String(describing: Self.self) }

    /// Without streaming: one `send`, then one progress report.
    public func download(
        _ request: HTTPRequest, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void
    ) async throws -> HTTPResponse {
        let response = try await send(request)
        progress(response.body.count, response.body.count)
        return response
    }
}

/// Why no HTTP answer arrived.
public enum TransportError: Error, Sendable, Equatable {
    /// The answer took longer than the request's timeout.
    case timedOut
    /// Nothing listened, the host is unknown, or the network is down.
    case unreachable(String)
    /// The connection was reset or closed before the answer was complete.
    case connectionLost
    /// Anything else the transport reported.
    case failed(String)
    /// `--offline`: the network was not tried.
    case offline
    /// The body passed the request's `maxBytes`; reading stopped there.
    case tooLarge(Int)
    /// A download kept under the speed floor for a whole `timeout`.
    case tooSlow
    /// A redirect that is not followed (to plain http, a downgrade, or a link with credentials).
    case redirectRefused(String)

    /// In a few words for a `--verbose` line (no enum names, no escaped quotes).
    public var words: String {
        switch self {
        case .timedOut: return "no answer in time"
        case .unreachable(let detail): return "could not connect: " + detail
        case .connectionLost: return "the connection was lost before the answer was complete"
        case .failed(let detail): return detail
        case .offline: return "not asked (--offline)"
        case .tooLarge(let bytes): return "the answer passed \(bytes) bytes; reading stopped"
        case .tooSlow: return "the download kept too slow"
        case .redirectRefused(let reason): return "not followed: " + reason
        }
    }

    /// Whether the failure means "no network" (for offline fallbacks).
    public var isUnreachable: Bool {
        switch self {
        case .timedOut, .unreachable, .offline: return true
        case .connectionLost, .failed, .tooLarge, .tooSlow, .redirectRefused: return false
        }
    }
}

/// The most header bytes one answer may carry, on either transport: real answers have a few KB; a
/// server that sends thousands of lines is refused rather than read (libcurl caps only each line,
/// URLSession nothing).
enum HeaderBlock {
    static let maxBytes = 256 * 1024

    /// The refusal, in the words `-v` prints.
    static var refusal: TransportError { .failed("the answer's headers passed \(maxBytes / 1024) KB; reading stopped") }

    /// The size of parsed header fields as they came (a name, ": ", a value, CRLF each).
    static func size(_ fields: [AnyHashable: Any]) -> Int {
        fields.reduce(0) { $0 + "\($1.key)".utf8.count + "\($1.value)".utf8.count + 4 }
    }
}
