import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request on its way: what it may do (limits, timing) and what has arrived.
/// `@unchecked`: every mutable field is touched only under `TransferCenter`'s lock.
final class Transfer: @unchecked Sendable {
    let request: HTTPRequest
    let progress: (@Sendable (Int, Int?) -> Void)?
    var watch: TransferWatch

    var task: URLSessionDataTask?
    var continuation: CheckedContinuation<HTTPResponse, any Error>?
    var response: HTTPURLResponse?
    var body = Data()
    var redirects: [URL] = []
    var timer: (any DispatchSourceTimer)?
    var done = false
    /// An outcome that came before the caller was waiting (a cancellation racing the start).
    var early: Result<HTTPResponse, any Error>?

    init(request: HTTPRequest, timing: TransferWatch.Timing, progress: (@Sendable (Int, Int?) -> Void)?) {
        self.request = request
        self.progress = progress
        watch = TransferWatch(timing: timing, timeout: request.timeout)
    }
}

/// The session's delegate: keeps each transfer's bytes, enforces its limits, decides redirects,
/// and resumes its caller exactly once. `@unchecked`: `transfers` and every `Transfer`'s state
/// are guarded by `lock`; callbacks and cancellations run outside it.
final class TransferCenter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// The most redirects followed for one request.
    static let maxRedirects = 5

    func start(
        _ transfer: Transfer, task: URLSessionDataTask, continuation: CheckedContinuation<HTTPResponse, any Error>
    ) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        // Both timings tick every 250 ms (a deadline to within a tick), so a stop can be seen.
        let tick = min(0.25, max(0.001, transfer.request.timeout))
        timer.schedule(deadline: .now() + tick, repeating: .milliseconds(Int(tick * 1000)))
        timer.setEventHandler { [weak self] in self?.check(transfer) }
        // Cancelled before it started: answer at once, and never start the task.
        let early: Result<HTTPResponse, any Error>? = lock.withLock {
            if transfer.done { return transfer.early ?? .failure(CancellationError()) }
            transfer.task = task
            transfer.continuation = continuation
            transfer.timer = timer
            transfers[task.taskIdentifier] = transfer
            return nil
        }
        if let early {
            // A dispatch source must not be released suspended: cancelled first, it never fires.
            timer.cancel()
            timer.resume()
            continuation.resume(with: early)
            return
        }
        timer.resume()
        task.resume()
    }

    /// Resumes the caller once, forgets the transfer, and stops its task and timer.
    func finish(_ transfer: Transfer, with result: Result<HTTPResponse, any Error>) {
        let (continuation, task, timer):
            (CheckedContinuation<HTTPResponse, any Error>?, URLSessionDataTask?, (any DispatchSourceTimer)?) =
                lock.withLock {
                    guard !transfer.done else { return (nil, nil, nil) }
                    transfer.done = true
                    if transfer.continuation == nil { transfer.early = result }
                    if let task = transfer.task { transfers[task.taskIdentifier] = nil }
                    defer { transfer.continuation = nil }
                    return (transfer.continuation, transfer.task, transfer.timer)
                }
        guard let continuation else { return }
        timer?.cancel()
        continuation.resume(with: result)
        if case .failure = result, let task { DispatchQueue.global().async { task.cancel() } }
    }

    /// The watch: the deadline, or for downloads the first byte, silence and the speed floor.
    private func check(_ transfer: Transfer) {
        let verdict: TransportError? = lock.withLock {
            guard !transfer.done else { return nil }
            // Read under the lock: a byte arriving on another thread moves the watch forward.
            return transfer.watch.verdict(now: DispatchTime.now().uptimeNanoseconds, bytes: transfer.body.count)
        }
        if let verdict { finish(transfer, with: .failure(verdict)) }
    }

    /// Nanoseconds from `start` to `end`, never negative (see `TransferWatch.elapsed`).
    static func elapsed(from start: UInt64, to end: UInt64) -> UInt64 {
        TransferWatch.elapsed(from: start, to: end)
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let transfer = transfer(for: dataTask) {
            // URLSession has read and parsed the headers by now: a block past the cap is refused,
            // as libcurl's transport refuses it while it arrives.
            if let fields = (response as? HTTPURLResponse)?.allHeaderFields,
                HeaderBlock.size(fields) > HeaderBlock.maxBytes
            {
                completionHandler(.cancel)
                finish(transfer, with: .failure(HeaderBlock.refusal))
                return
            }
            lock.withLock {
                transfer.response = response as? HTTPURLResponse
                transfer.watch.received(now: DispatchTime.now().uptimeNanoseconds)
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(for: dataTask) else { return }
        let update: (received: Int, expected: Int?, tooLarge: Bool)? = lock.withLock {
            guard !transfer.done else { return nil }
            transfer.watch.received(now: DispatchTime.now().uptimeNanoseconds)
            if transfer.body.count + data.count > transfer.request.maxBytes { return (transfer.body.count, nil, true) }
            transfer.body.append(data)
            let length = transfer.response?.expectedContentLength ?? -1
            return (transfer.body.count, length > 0 ? Int(length) : nil, false)
        }
        guard let update else { return }
        if update.tooLarge {
            finish(transfer, with: .failure(TransportError.tooLarge(transfer.request.maxBytes)))
        } else {
            transfer.progress?(update.received, update.expected)
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let transfer = transfer(for: task), let target = request.url else {
            completionHandler(nil)
            return
        }
        let (from, hops) = lock.withLock { (transfer.redirects.last ?? transfer.request.url, transfer.redirects.count) }
        // The Location as the server wrote it: FoundationNetworking turns `file:///x` into a path
        // on the same server, so its scheme is judged before the request built from it.
        let location = (response.value(forHTTPHeaderField: "Location") ?? "").trimmingCharacters(in: .whitespaces)
        if let refusal = Self.schemeRefusal(location) ?? Self.refusal(from: from, to: target, hops: hops) {
            completionHandler(nil)
            finish(transfer, with: .failure(TransportError.redirectRefused(refusal)))
            return
        }
        var next = request
        if from.host?.lowercased() != target.host?.lowercased() {
            // Credentials are for the host they were meant for.
            next.setValue(nil, forHTTPHeaderField: "Authorization")
            next.setValue(nil, forHTTPHeaderField: "Proxy-Authorization")
        }
        lock.withLock { transfer.redirects.append(target) }
        completionHandler(next)
    }

    /// Why a `Location` is refused by its own scheme (anything but http and https: `file:`,
    /// `data:`, `javascript:`, `ftp:`…), or nil when it has none (a relative link) or an allowed one.
    static func schemeRefusal(_ location: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let scheme = location[..<colon]
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        let lowered = scheme.lowercased()
        return lowered == "http" || lowered == "https" ? nil : "a redirect to \(lowered)"
    }

    /// Why a redirect is not followed, or nil to follow it: plain http only to loopback, never
    /// from https to http, never to a link with credentials, at most `maxRedirects` hops.
    static func refusal(from: URL, to: URL, hops: Int) -> String? {
        let scheme = to.scheme?.lowercased() ?? ""
        if hops >= maxRedirects { return "more than \(maxRedirects) redirects" }
        if LinkUpgrade.hasUserInfo(to) { return "a redirect to a link with a user name or password" }
        if scheme == "http" && from.scheme?.lowercased() == "https" { return "a redirect from https to plain http" }
        if scheme == "http" && !LinkUpgrade.isLoopback(to.host) { return "a redirect to plain http" }
        if scheme != "http" && scheme != "https" {
            return "a redirect to \(scheme.isEmpty ? "an address without a scheme" : scheme)"
        }
        return nil
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfer(for: task) else { return }
        let (response, body, redirects) = lock.withLock { (transfer.response, transfer.body, transfer.redirects) }
        if let error = error as? URLError {
            finish(transfer, with: .failure(URLSessionTransport.map(error)))
        } else if let error {
            finish(transfer, with: .failure(TransportError.failed(error.localizedDescription)))
        } else if let response {
            var headers: [String: String] = [:]
            for (key, value) in response.allHeaderFields {
                if let key = key as? String, let value = value as? String { headers[key] = value }
            }
            finish(
                transfer,
                with: .success(
                    HTTPResponse(status: response.statusCode, headers: headers, body: body, redirects: redirects)))
        } else {
            finish(transfer, with: .failure(TransportError.failed("The answer was not HTTP.")))
        }
    }
}
