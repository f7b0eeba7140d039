import CCurl
import Foundation
import Synchronization

/// The thread that runs every libcurl transfer of the process on one multi handle, and sleeps in
/// `curl_multi_poll` (the kernel's `poll`) while it waits: no CPU is spent on a slow server. It
/// wakes for data, for a new or cancelled request (`curl_multi_wakeup`), and four times a second
/// while transfers are open, to apply their watches. Connections are kept alive between
/// requests, and HTTP/2 multiplexes where the server offers it.
final class CurlDriver: Sendable {
    /// The process's driver, made on the first request; nil when libcurl is not available.
    static let shared: CurlDriver? = {
        guard CurlLibrary.isLoaded, let multi = space_curl_multi_init() else { return nil }
        _ = space_curl_multi_setopt_long(multi, CurlLibrary.MultiOption.pipelining, CurlLibrary.multiplex)
        let driver = CurlDriver(multi: multi)
        let thread = Thread { driver.run() }
        thread.name = "space-curl"
        thread.start()
        return driver
    }()

    private let multi: Int
    private let inbox = Mutex<[CurlJob]>([])

    private init(multi: UnsafeMutableRawPointer) {
        self.multi = Int(bitPattern: multi)
    }

    private var multiPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: multi)! }

    /// Starts the job's transfer on the driver's thread.
    func submit(_ job: CurlJob) {
        inbox.withLock { $0.append(job) }
        wake()
    }

    /// Wakes the driver, to see a new or ended job at once.
    func wake() {
        _ = space_curl_multi_wakeup(multiPointer)
    }

    /// One transfer in libcurl's hands: the job, its easy handle, and what must live as long.
    private struct Handle {
        var job: CurlJob
        var easy: UnsafeMutableRawPointer
        var headers: UnsafeMutableRawPointer?
        var errors: UnsafeMutablePointer<CChar>
        var key: Int { Int(bitPattern: easy) }
    }

    private func run() {
        var active: [Int: Handle] = [:]
        while true {
            for job in inbox.withLock({ jobs in
                defer { jobs.removeAll() }; return jobs
            }) where !job.isDone {
                if let handle = start(job) { active[handle.key] = handle }
            }
            // Jobs ended elsewhere (cancelled), and the watches' verdicts.
            let now = DispatchTime.now().uptimeNanoseconds
            for (key, handle) in active {
                if handle.job.isDone {
                    stop(handle)
                    active[key] = nil
                } else if let verdict = handle.job.verdict(now: now) {
                    stop(handle)
                    active[key] = nil
                    handle.job.finish(.failure(verdict))
                }
            }
            var running: Int32 = 0
            _ = space_curl_multi_perform(multiPointer, &running)
            var easy: UnsafeMutableRawPointer?
            var result: Int32 = 0
            while space_curl_multi_next_done(multiPointer, &easy, &result) == 1 {
                guard let easy, let handle = active.removeValue(forKey: Int(bitPattern: easy)) else { continue }
                var status = 0
                _ = space_curl_easy_getinfo_long(easy, CurlLibrary.Info.responseCode, &status)
                let message =
                    handle.errors.pointee != 0
                    ? String(cString: handle.errors) : String(cString: space_curl_easy_strerror(result))
                stop(handle)
                if complete(handle.job, result: result, status: status, message: message), let next = start(handle.job)
                {
                    active[next.key] = next
                }
            }
            var ready: Int32 = 0
            _ = space_curl_multi_poll(
                multiPointer, active.isEmpty ? 60_000 : Int32(TransferWatch.tickNanoseconds / 1_000_000), &ready)
        }
    }

    /// A new easy handle for the job's current hop, added to the multi handle; nil (the job
    /// ended) when libcurl cannot make one.
    private func start(_ job: CurlJob) -> Handle? {
        guard let easy = space_curl_easy_init() else {
            job.finish(.failure(TransportError.failed("libcurl could not start a transfer.")))
            return nil
        }
        let (url, headers) = job.state.withLock { ($0.url, $0.headers) }
        let errors = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
        errors.initialize(repeating: 0, count: 256)
        var list: UnsafeMutableRawPointer?
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where name.lowercased() != "accept-encoding" {
            list = space_curl_slist_append(list, "\(name): \(value)")
        }
        let context = Unmanaged.passUnretained(job).toOpaque()
        typealias Option = CurlLibrary.Option
        _ = url.absoluteString.withCString { space_curl_easy_setopt_pointer(easy, Option.url, $0) }
        _ = space_curl_easy_setopt_pointer(easy, Option.httpHeader, list)
        _ = space_curl_easy_setopt_pointer(easy, Option.errorBuffer, errors)
        _ = space_curl_easy_setopt_pointer(easy, Option.writeData, context)
        _ = space_curl_easy_setopt_pointer(easy, Option.headerData, context)
        _ = space_curl_easy_setopt_write(easy, Option.writeFunction) { pointer, size, count, context in
            guard let pointer, let context else { return 0 }
            let job = Unmanaged<CurlJob>.fromOpaque(context).takeUnretainedValue()
            return job.body(UnsafeRawBufferPointer(start: pointer, count: size * count)) ? size * count : 0
        }
        _ = space_curl_easy_setopt_write(easy, Option.headerFunction) { pointer, size, count, context in
            guard let pointer, let context else { return 0 }
            let job = Unmanaged<CurlJob>.fromOpaque(context).takeUnretainedValue()
            return job.header(
                String(decoding: UnsafeRawBufferPointer(start: pointer, count: size * count), as: UTF8.self))
                ? size * count : 0
        }
        // Redirects are decided here, hop by hop (see `TransferCenter.refusal`); never by libcurl.
        _ = space_curl_easy_setopt_long(easy, Option.followLocation, 0)
        _ = space_curl_easy_setopt_long(easy, Option.protocols, CurlLibrary.httpAndHTTPS)
        _ = space_curl_easy_setopt_long(easy, Option.noSignal, 1)
        _ = space_curl_easy_setopt_long(easy, Option.tcpKeepAlive, 1)
        _ = space_curl_easy_setopt_long(easy, Option.suppressConnectHeaders, 1)
        _ = space_curl_easy_setopt_long(easy, Option.httpVersion, CurlLibrary.http2OverTLS)
        // Every encoding libcurl decodes (gzip, deflate, and br or zstd where built in); the cap
        // counts the decoded bytes as they arrive.
        _ = "".withCString { space_curl_easy_setopt_pointer(easy, Option.acceptEncoding, $0) }
        _ = space_curl_easy_setopt_long(
            easy, Option.connectTimeoutMilliseconds, max(1, Int(job.request.timeout * 1000)))
        switch job.request.method {
        case "GET": break
        case "HEAD": _ = space_curl_easy_setopt_long(easy, Option.noBody, 1)
        default: _ = job.request.method.withCString { space_curl_easy_setopt_pointer(easy, Option.customRequest, $0) }
        }
        let handle = Handle(job: job, easy: easy, headers: list, errors: errors)
        guard space_curl_multi_add_handle(multiPointer, easy) == 0 else {
            stop(handle, added: false)
            job.finish(.failure(TransportError.failed("libcurl could not start a transfer.")))
            return nil
        }
        return handle
    }

    private func stop(_ handle: Handle, added: Bool = true) {
        if added { _ = space_curl_multi_remove_handle(multiPointer, handle.easy) }
        space_curl_easy_cleanup(handle.easy)
        if let headers = handle.headers { space_curl_slist_free_all(headers) }
        handle.errors.deallocate()
    }

    /// Ends the job with its answer, or readies the next hop of a redirect (true: start it).
    private func complete(_ job: CurlJob, result: Int32, status: Int, message: String) -> Bool {
        if result != 0 {
            let stopped = job.state.withLock { $0.stopped }
            job.finish(.failure(stopped ?? CurlJob.map(code: result, message: message)))
            return false
        }
        let (url, headers, body, redirects) = job.state.withLock { ($0.url, $0.responseHeaders, $0.body, $0.redirects) }
        if [301, 302, 303, 307, 308].contains(status), let location = headers["location"],
            let target = URL(string: location, relativeTo: url)?.absoluteURL
        {
            if let refusal = TransferCenter.refusal(from: url, to: target, hops: redirects.count) {
                job.finish(.failure(TransportError.redirectRefused(refusal)))
                return false
            }
            job.state.withLock { state in
                if url.host?.lowercased() != target.host?.lowercased() {
                    // Credentials are for the host they were meant for.
                    state.headers = state.headers.filter {
                        !["authorization", "proxy-authorization"].contains($0.key.lowercased())
                    }
                }
                state.url = target
                state.redirects.append(target)
                state.body = Data()
                state.responseHeaders = [:]
                state.expected = nil
            }
            return !job.isDone
        }
        job.finish(.success(HTTPResponse(status: status, headers: headers, body: body, redirects: redirects)))
        return false
    }
}
