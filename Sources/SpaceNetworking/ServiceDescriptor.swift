import Foundation
import SpaceLocalization

/// How a feature's service presents itself to the client: its name for messages, its error
/// envelopes, and what to suggest when a key is rejected or the rate limit is reached.
public struct ServiceDescriptor: Sendable {
    /// The name used in sentences ("NASA APOD", "Launch Library 2").
    public var name: String
    /// The error body shapes to try, in order.
    public var envelopes: [ErrorEnvelope]
    /// The next step when a key or token is missing or rejected.
    public var authHint: String?
    /// The next step when the rate limit is reached.
    public var rateLimitHint: String?
    /// Headers sent with every request (tokens); their values are redacted wherever printed.
    public var headers: [String: String]

    /// The name inside a sentence: "the NASA Image Library", "NASA APOD".
    public var inSentence: String { Self.inSentence(name) }

    /// A service's name inside a sentence, in the language of the run ("the NASA Image Library").
    public static func inSentence(_ name: String) -> String {
        tr(namesInSentence[name] ?? name)
    }

    /// The names written otherwise inside a sentence, each a msgid of its own.
    static let namesInSentence = [
        msgid("The NASA Image Library", comment: "the service's name at the start of a sentence"):
            msgid("the NASA Image Library", comment: "the service's name inside a sentence")
    ]

    /// The name at the start of a sentence, in the language of the run.
    public var localizedName: String { tr(name) }

    /// Creates a descriptor.
    public init(
        name: String, envelopes: [ErrorEnvelope], authHint: String? = nil, rateLimitHint: String? = nil,
        headers: [String: String] = [:]
    ) {
        self.name = name
        self.envelopes = envelopes
        self.authHint = authHint
        self.rateLimitHint = rateLimitHint
        self.headers = headers
    }
}
