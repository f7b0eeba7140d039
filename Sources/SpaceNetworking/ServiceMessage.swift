import Foundation

/// What a service said in an error body: its message and, when it has one, its error code.
public struct ServiceMessage: Sendable, Equatable {
    /// The service's own words.
    public var text: String
    /// A machine-readable code, such as `OVER_RATE_LIMIT` or `API_KEY_INVALID`.
    public var code: String?

    /// Creates a message.
    public init(text: String, code: String? = nil) {
        self.text = text
        self.code = code
    }
}

/// Reads one shape of error body; each feature supplies the envelopes its service uses.
public struct ErrorEnvelope: Sendable {
    /// A short name for `--verbose`.
    public let name: String
    private let parse: @Sendable (Data) -> ServiceMessage?

    /// Creates an envelope from a parsing function that returns nil when the body is not of its shape.
    public init(name: String, parse: @escaping @Sendable (Data) -> ServiceMessage?) {
        self.name = name
        self.parse = parse
    }

    /// The message in this body, if the body has this shape.
    public func message(in body: Data) -> ServiceMessage? { parse(body) }

    /// An envelope `{"<field>": "<message>"}`, such as `{"reason": …}` or `{"detail": …}`.
    public static func stringField(_ field: String) -> ErrorEnvelope {
        ErrorEnvelope(name: field) { body in
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                let text = object[field] as? String, !text.isEmpty
            else { return nil }
            return ServiceMessage(text: text)
        }
    }
}
