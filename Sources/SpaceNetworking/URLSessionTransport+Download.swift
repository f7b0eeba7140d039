import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Streams the body through a delegate so progress can be drawn; the request's timeout is
    /// URLSession's idle timeout here, so a large picture on a slow line is not cut off.
    public func download(_ request: HTTPRequest, progress: @escaping @Sendable (_ received: Int, _ expected: Int?) -> Void) async throws -> HTTPResponse {
        let urlRequest = Self.urlRequest(request)
        let collector = DownloadCollector(progress: progress)
        let session = URLSession(configuration: Self.configuration(), delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                collector.start(session.dataTask(with: urlRequest), continuation: continuation)
            }
        } onCancel: {
            // Not under the task's lock: see `send`.
            DispatchQueue.global().async { collector.cancel() }
        }
    }
}

/// Gathers one streamed answer. `@unchecked`: every field is guarded by `lock`.
final class DownloadCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let progress: @Sendable (Int, Int?) -> Void
    private var body = Data()
    private var response: HTTPURLResponse?
    private var continuation: CheckedContinuation<HTTPResponse, any Error>?
    private var task: URLSessionDataTask?

    init(progress: @escaping @Sendable (Int, Int?) -> Void) {
        self.progress = progress
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        lock.withLock {
            self.task = task
            self.continuation = continuation
        }
        task.resume()
    }

    func cancel() {
        lock.withLock { task }?.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.withLock { self.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (received, expected) = lock.withLock { () -> (Int, Int?) in
            body.append(data)
            let length = response?.expectedContentLength ?? -1
            return (body.count, length > 0 ? Int(length) : nil)
        }
        progress(received, expected)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, response, body) = lock.withLock { () -> (CheckedContinuation<HTTPResponse, any Error>?, HTTPURLResponse?, Data) in
            defer { self.continuation = nil }
            return (self.continuation, self.response, self.body)
        }
        guard let continuation else { return }
        if let error = error as? URLError {
            continuation.resume(throwing: error.code == .cancelled ? TransportError.timedOut : URLSessionTransport.map(error))
        } else if let error {
            continuation.resume(throwing: TransportError.failed(error.localizedDescription))
        } else if let response {
            var headers: [String: String] = [:]
            for (key, value) in response.allHeaderFields {
                if let key = key as? String, let value = value as? String { headers[key] = value }
            }
            continuation.resume(returning: HTTPResponse(status: response.statusCode, headers: headers, body: body))
        } else {
            continuation.resume(throwing: TransportError.failed("The answer was not HTTP."))
        }
    }
}
