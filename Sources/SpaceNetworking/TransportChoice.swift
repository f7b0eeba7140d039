import Foundation
import SpaceSupport

/// Which transport carries the requests: the system's libcurl on Linux and macOS (on Linux it
/// sleeps while it waits where FoundationNetworking's URLSession spins; on both it honours
/// `https_proxy` and `no_proxy`, which Apple's URLSession ignores), URLSession elsewhere;
/// `SPACE_TRANSPORT=urlsession` or `curl` chooses, for comparison and as an escape hatch. A libcurl
/// that cannot be loaded falls back to URLSession with a notice, never a failure.
public enum TransportChoice {
    /// The values `SPACE_TRANSPORT` takes.
    public static let names = ["curl", "urlsession"]

    /// The transport, and a notice for `--verbose` when the one asked for (or the default) cannot
    /// be used. Neither loads libcurl: the transport does on its first request, the notice when
    /// it is asked for.
    public static func make(
        environment: [String: String]
    ) -> (transport: any HTTPTransport, notice: @Sendable () -> String?) {
        let asked = Seam.transport.value(in: environment).map { $0.trimmed.lowercased() } ?? ""
        #if os(Linux) || os(macOS)
            let wantsCurl = asked != "urlsession"
        #else
            let wantsCurl = asked == "curl"
        #endif
        guard wantsCurl else { return (URLSessionTransport(), { nil }) }
        let library = Seam.curlLibrary.value(in: environment)
        return (
            CurlTransport(fallback: URLSessionTransport(), library: library),
            {
                CurlTransport.unavailable(library: library).map {
                    "libcurl cannot be used (\($0.reason)); requests go through URLSession."
                }
            }
        )
    }

    /// When `SPACE_TRANSPORT=curl` is asked for and libcurl cannot be used: why (a configuration
    /// error, never a silent fallback). Loads libcurl to find out.
    public static func explicitCurlFailure(environment: [String: String]) -> String? {
        guard Seam.transport.value(in: environment).map({ $0.trimmed.lowercased() }) == "curl" else { return nil }
        return CurlTransport.unavailable(library: Seam.curlLibrary.value(in: environment))?.reason
    }

    /// Why libcurl is not used when it was not asked for by name (the default on Linux and macOS),
    /// for `space status`; nil when it is used or URLSession was asked for.
    public static func fallbackReason(environment: [String: String]) -> String? {
        let asked = Seam.transport.value(in: environment).map { $0.trimmed.lowercased() } ?? ""
        #if os(Linux) || os(macOS)
            guard asked != "urlsession" else { return nil }
            return CurlTransport.unavailable(library: Seam.curlLibrary.value(in: environment))?.reason
        #else
            return nil
        #endif
    }

    /// The value of `SPACE_TRANSPORT` when it is set to something unknown, else nil.
    public static func unknownValue(environment: [String: String]) -> String? {
        guard let value = Seam.transport.value(in: environment), !value.trimmed.isEmpty,
            !names.contains(value.trimmed.lowercased())
        else { return nil }
        return value
    }
}
