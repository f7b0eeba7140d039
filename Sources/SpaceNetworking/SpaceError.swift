import Foundation
import SpaceLocalization

/// The one error every layer of `space` throws: a sentence for the person at the terminal, a kind
/// that decides the exit code, an optional next step, and the technical detail for `--verbose`.
public struct SpaceError: Error, LocalizedError, Sendable, Equatable {
    /// What went wrong, in the terms of the command-line contract.
    public enum Kind: String, Sendable, Equatable {
        /// The person asked for something impossible (exit 64).
        case usage
        /// The service answered something we could not understand (exit 65).
        case badResponse
        /// The record asked for does not exist (exit 66).
        case notFound
        /// The service or the network is unavailable (exit 69).
        case unavailable
        /// Too many requests (exit 75).
        case rateLimited
        /// The API key or token is missing or rejected, or the service refused (exit 77).
        case unauthorized
        /// A local file or standard output could not be read or written (exit 74).
        case ioError
        /// Something the person configured cannot be used as asked (exit 78), e.g.
        /// `SPACE_TRANSPORT=curl` with a libcurl that cannot be loaded.
        case configuration
        /// Anything else (exit 1).
        case failure
    }

    /// The class of failure.
    public var kind: Kind
    /// One sentence for the person at the terminal.
    public var message: String
    /// The next thing to try, in words that belong to no interface ("Try again in a moment."),
    /// when there is one. Setting it replaces any `remedy`.
    public var hint: String? { didSet { remedy = nil } }
    /// The next thing to try when it is an action of an interface (a flag, a command); each
    /// interface writes it in its own words. A `hint`, when set, is shown instead.
    public var remedy: Remedy?
    /// Technical detail (decoding error, status, excerpt), shown with `--verbose` only.
    public var detail: String?
    /// The HTTP status, when the error came from an answer.
    public var status: Int?
    /// For rate limits: seconds until the service accepts requests again, when known.
    public var retryAfter: TimeInterval?
    /// The transport failure behind the error, when no HTTP answer arrived.
    public var transportFailure: TransportError?
    /// The service's own error code, when its error body had one (`apod_basic_not_found`, `rest_no_route`).
    public var serviceCode: String?

    /// Creates an error.
    public init(
        _ kind: Kind, _ message: String, hint: String? = nil, remedy: Remedy? = nil, detail: String? = nil,
        status: Int? = nil, retryAfter: TimeInterval? = nil
    ) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.remedy = remedy
        self.detail = detail
        self.status = status
        self.retryAfter = retryAfter
    }

    /// The sentence, for `LocalizedError`.
    public var errorDescription: String? { message }

    /// Whether the network looks gone: connection refused, no DNS, or a timeout (the offline
    /// fallbacks use it; a connection that closed halfway means the network is there).
    public var isUnreachable: Bool { transportFailure?.isUnreachable ?? false }

    /// The error when `--offline` finds nothing cached for `label` ("the picture of 2024-02-08"): exit 69.
    public static func offlineMiss(_ label: String) -> SpaceError {
        var error = SpaceError(
            .unavailable,
            tr("Nothing is cached for {what}, and --offline keeps space off the network.", ["what": label]),
            remedy: .fillCacheOnline)
        error.transportFailure = .offline
        return error
    }
}
