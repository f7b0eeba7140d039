import Dispatch
import Foundation
import Synchronization

/// Long work that only computes (decoding a picture) run on threads of its own, never on Swift's
/// cooperative pool: that pool has a thread per core, and two long decodes on two cores left the
/// browser's keys (even Ctrl-C) waiting behind them for minutes. At most `width` pieces of work run at
/// once (the cores, so thumbnails still appear one by one); the rest wait for a place, on threads that
/// sleep. Cancelling the awaiting task tells the work (`isCancelled`), which stops at its next check,
/// and the awaiting task ends at once with `CancellationError`.
public final class WorkThreads: Sendable {
    private let places: DispatchSemaphore
    /// How many pieces of work run at once.
    public let width: Int

    public init(width: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)) {
        self.width = max(1, width)
        places = DispatchSemaphore(value: self.width)
    }

    /// Whether the task awaiting a piece of work has been cancelled, for the work to ask.
    public final class Cancellation: Sendable {
        private let flag = Atomic<Bool>(false)
        public var isCancelled: Bool { flag.load(ordering: .relaxed) }
        func cancel() { flag.store(true, ordering: .relaxed) }
    }

    /// Runs `work` on a thread of its own and returns what it returns (or throws what it throws).
    public func run<Output: Sendable>(
        _ work: @escaping @Sendable (Cancellation) throws -> Output
    ) async throws -> Output {
        let cancellation = Cancellation()
        let answer = Answer<Output>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Output, any Error>) in
                answer.continuation.withLock { $0 = continuation }
                if Task.isCancelled {
                    cancellation.cancel()
                    answer.continuation.withLock { $0.take() }?.resume(throwing: CancellationError())
                    return
                }
                let places = places
                let thread = Thread {
                    places.wait()
                    defer { places.signal() }
                    let result: Result<Output, any Error> =
                        cancellation.isCancelled ? .failure(CancellationError()) : Result { try work(cancellation) }
                    answer.continuation.withLock { $0.take() }?.resume(with: result)
                }
                // The decoders keep little on the stack; Darwin's default for a new thread is 512 KB.
                thread.stackSize = 4 << 20
                thread.start()
            }
        } onCancel: {
            cancellation.cancel()
            answer.continuation.withLock { $0.take() }?.resume(throwing: CancellationError())
        }
    }

    /// Where the awaiting task's continuation waits, taken by whichever ends first: the work or the
    /// cancellation.
    private final class Answer<Output: Sendable>: Sendable {
        let continuation = Mutex<CheckedContinuation<Output, any Error>?>(nil)
    }
}
