import Foundation
import SpaceSupport
import Synchronization

/// One request on its way through libcurl: what it may do, what has arrived, and its caller,
/// resumed exactly once. libcurl's callbacks (on the driver's thread) and a cancellation (on any
/// thread) meet under the one lock.
final class CurlJob: Sendable {
    let request: HTTPRequest
    let progress: (@Sendable (Int, Int?) -> Void)?

    struct State {
        /// The link of the current hop, and the headers sent to it.
        var url: URL
        var headers: [String: String]
        var redirects: [URL] = []
        var watch: TransferWatch
        var status = 0
        var responseHeaders: [String: String] = [:]
        /// Header bytes of this answer so far (the cap is `HeaderBlock.maxBytes`).
        var headerBytes = 0
        var body = Data()
        var expected: Int?
        /// Why the callbacks stopped the transfer (the body passed the cap).
        var stopped: TransportError?
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var done = false
        /// An outcome that came before the caller was waiting (a cancellation racing the start).
        var early: Result<HTTPResponse, any Error>?
    }

    let state: Mutex<State>

    init(request: HTTPRequest, timing: TransferWatch.Timing, progress: (@Sendable (Int, Int?) -> Void)?) {
        self.request = request
        self.progress = progress
        state = Mutex(
            State(
                url: request.url, headers: request.headers,
                watch: TransferWatch(timing: timing, timeout: request.timeout)))
    }

    var isDone: Bool { state.withLock { $0.done } }

    /// Hands over the caller; false when the job already ended (it was resumed here).
    func attach(_ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
        let early: Result<HTTPResponse, any Error>? = state.withLock { state in
            if state.done { return state.early ?? .failure(CancellationError()) }
            state.continuation = continuation
            return nil
        }
        guard let early else { return true }
        continuation.resume(with: early)
        return false
    }

    /// Ends the job once: the caller is resumed with `result`; later calls do nothing.
    func finish(_ result: Result<HTTPResponse, any Error>) {
        let continuation: CheckedContinuation<HTTPResponse, any Error>? = state.withLock { state in
            guard !state.done else { return nil }
            state.done = true
            if state.continuation == nil { state.early = result }
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    /// A header line of the answer (the status line starts a new answer: after a 100 Continue);
    /// false stops the transfer (the header block passed its cap).
    func header(_ line: String) -> Bool {
        let text = line.trimmed
        return state.withLock { state in
            state.watch.received(now: DispatchTime.now().uptimeNanoseconds)
            if text.hasPrefix("HTTP/") {
                state.responseHeaders = [:]
                state.expected = nil
                state.headerBytes = line.utf8.count
                return true
            }
            state.headerBytes += line.utf8.count
            guard state.headerBytes <= HeaderBlock.maxBytes else {
                state.stopped = HeaderBlock.refusal
                return false
            }
            guard let colon = text.firstIndex(of: ":") else { return true }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            state.responseHeaders[name] = value
            if name == "content-length", state.responseHeaders["content-encoding"] == nil {
                state.expected = Int(value)
            }
            if name == "content-encoding" { state.expected = nil }
            return true
        }
    }

    /// Body bytes (after decompression); false stops the transfer (past the cap, or ended).
    func body(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let update: (received: Int, expected: Int?)? = state.withLock { state in
            guard !state.done else { return nil }
            state.watch.received(now: DispatchTime.now().uptimeNanoseconds)
            guard state.body.count + bytes.count <= request.maxBytes else {
                state.stopped = .tooLarge(request.maxBytes)
                return nil
            }
            state.body.append(contentsOf: bytes)
            return (state.body.count, state.expected)
        }
        guard let update else { return false }
        progress?(update.received, update.expected)
        return true
    }

    /// The watch's verdict now: nil to carry on.
    func verdict(now: UInt64) -> TransportError? {
        state.withLock { state in state.done ? nil : state.watch.verdict(now: now, bytes: state.body.count) }
    }

    /// What libcurl's result code means for the caller.
    static func map(code: Int32, message: String) -> TransportError {
        switch code {
        case 5, 6, 7, 45, 97:
            // Proxy or host unknown, no connection, interface, SOCKS proxy. A failed TLS handshake
            // (35) is not "offline": it falls to the default, as URLSession reports it on Linux.
            return .unreachable(message)
        case 28:
            return .timedOut
        case 8, 16, 18, 52, 55, 56, 92, 95:
            // Weird reply, HTTP/2 framing, partial body, nothing, send or receive failed, stream
            // error, HTTP/3: the connection was lost, worth a retry.
            return .connectionLost
        default:
            return .failed("\(message) (curl \(code))")
        }
    }
}
