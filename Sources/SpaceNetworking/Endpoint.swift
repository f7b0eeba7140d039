import Foundation

/// Describes one call: where it goes, what it sends and how its success body decodes.
public struct Endpoint<Response: Sendable>: Sendable {
    /// The service's base URL (scheme, host, optional path prefix).
    public var baseURL: URL
    /// Path segments appended to the base, each percent-encoded on its own.
    public var pathSegments: [String]
    /// Whether the path ends with a slash (Django services need one).
    public var trailingSlash: Bool
    /// Query items, in order; values are percent-encoded when the URL is built.
    public var query: [URLQueryItem]
    /// Extra header fields.
    public var headers: [String: String]
    /// Turns a 2xx body into the response value.
    public var decode: @Sendable (Data) throws -> Response
    /// How long the answer may be served from the response cache; nil for never stored.
    public var cache: CachePolicy?

    /// Creates an endpoint with an explicit decoder.
    public init(
        baseURL: URL, pathSegments: [String] = [], trailingSlash: Bool = false,
        query: [URLQueryItem] = [], headers: [String: String] = [:],
        decode: @escaping @Sendable (Data) throws -> Response
    ) {
        self.baseURL = baseURL
        self.pathSegments = pathSegments
        self.trailingSlash = trailingSlash
        self.query = query
        self.headers = headers
        self.decode = decode
    }

    /// The full URL with every path segment and query value percent-encoded.
    public var url: URL {
        URLBuilder.url(base: baseURL, pathSegments: pathSegments, trailingSlash: trailingSlash, query: query)
    }
}

extension Endpoint where Response: Decodable {
    /// Creates an endpoint whose body decodes as `Response` with `JSONDecoder`.
    public init(
        baseURL: URL, pathSegments: [String] = [], trailingSlash: Bool = false,
        query: [URLQueryItem] = [], headers: [String: String] = [:]
    ) {
        self.init(
            baseURL: baseURL, pathSegments: pathSegments, trailingSlash: trailingSlash, query: query, headers: headers
        ) { data in
            try JSONDecoder().decode(Response.self, from: data)
        }
    }
}

extension Endpoint {
    /// The same endpoint, stored in the response cache under `policy`.
    public func cached(_ policy: CachePolicy) -> Endpoint {
        var copy = self
        copy.cache = policy
        return copy
    }
}
