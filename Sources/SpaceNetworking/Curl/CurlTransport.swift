import Foundation

/// The transport on Linux: libcurl's multi interface on a thread of its own that sleeps in the
/// kernel while it waits (URLSession on Linux keeps a core busy for as long as a request is open).
/// It keeps every promise of `URLSessionTransport`: the same timing rules (`TransferWatch`), the
/// cap counted on decoded bytes as they arrive, the same redirect rules with credentials dropped
/// across hosts, the proxy variables (read by libcurl), certificates always checked, and
/// cancellation at once.
public struct CurlTransport: HTTPTransport {
    /// Carries the requests when libcurl cannot be loaded here.
    private let fallback: any HTTPTransport
    /// The libcurl to load (`Seam.curlLibrary`); nil: the system's.
    private let library: String?

    /// The transport. libcurl is loaded (and initialised, a few ms) on the first request, not at
    /// start-up, so commands that never reach the network pay nothing; when it cannot be loaded,
    /// `fallback` carries the requests (see `unavailable`).
    public init(fallback: any HTTPTransport, library: String? = nil) {
        self.fallback = fallback
        self.library = library
    }

    /// Why libcurl (`library`, else the system's) cannot be used here, or nil; asking loads it.
    public static func unavailable(library: String?) -> CurlLibrary.CurlUnavailable? {
        if case .failure(let reason) = CurlLibrary.availability(library: library) { return reason }
        return nil
    }

    private var unavailable: CurlLibrary.CurlUnavailable? { Self.unavailable(library: library) }

    public var name: String {
        guard let version = try? CurlLibrary.availability(library: library).get() else {
            // Said where the transport is named (space status): why libcurl is not the one.
            return fallback.name + " (libcurl cannot be used: " + (unavailable?.reason ?? "unknown") + ")"
        }
        return "\(version.split(separator: " ").first.map(String.init) ?? "libcurl") (multi, sleeps in poll)"
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard unavailable == nil else { return try await fallback.send(request) }
        return try await transfer(request, timing: .deadline, progress: nil)
    }

    public func download(
        _ request: HTTPRequest, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void
    ) async throws -> HTTPResponse {
        guard unavailable == nil else { return try await fallback.download(request, progress: progress) }
        return try await transfer(request, timing: .stall, progress: progress)
    }

    private func transfer(
        _ request: HTTPRequest, timing: TransferWatch.Timing, progress: (@Sendable (Int, Int?) -> Void)?
    ) async throws -> HTTPResponse {
        guard let driver = CurlDriver.shared else { throw TransportError.failed("libcurl could not start a transfer.") }
        let job = CurlJob(request: request, timing: timing, progress: progress)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if job.attach(continuation) { driver.submit(job) }
            }
        } onCancel: {
            job.finish(.failure(CancellationError()))
            driver.wake()
        }
    }
}
