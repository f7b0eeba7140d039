import Foundation

/// The transport on Linux: libcurl's multi interface on a thread of its own that sleeps in the
/// kernel while it waits (URLSession on Linux keeps a core busy for as long as a request is open).
/// It keeps every promise of `URLSessionTransport`: the same timing rules (`TransferWatch`), the
/// cap counted on decoded bytes as they arrive, the same redirect rules with credentials dropped
/// across hosts, the proxy variables (read by libcurl), certificates always checked, and
/// cancellation at once.
public struct CurlTransport: HTTPTransport {
    /// The transport, or why libcurl cannot be used here (then use `URLSessionTransport`). Its
    /// thread starts on the first request, so commands that never reach the network pay nothing.
    public static func make() -> Result<CurlTransport, CurlLibrary.CurlUnavailable> {
        CurlLibrary.availability.map { _ in CurlTransport() }
    }

    public var name: String {
        let version = (try? CurlLibrary.availability.get())?.split(separator: " ").first.map(String.init) ?? "libcurl"
        return "\(version) (multi, sleeps in poll)"
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await transfer(request, timing: .deadline, progress: nil)
    }

    public func download(_ request: HTTPRequest, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void) async throws -> HTTPResponse {
        try await transfer(request, timing: .stall, progress: progress)
    }

    private func transfer(_ request: HTTPRequest, timing: TransferWatch.Timing, progress: (@Sendable (Int, Int?) -> Void)?) async throws -> HTTPResponse {
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
