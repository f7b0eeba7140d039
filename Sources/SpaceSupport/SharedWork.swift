import Foundation

/// Work asked for again while it is under way is joined, never started again: the browser's load
/// ahead and the day shown ask for the same answer and the same picture, and held keys ask for a
/// day many times over (60 held `l` made 208 requests, 67 addresses asked two or three times).
/// The work runs once per key at a time and every asker gets its answer. An asker that is
/// cancelled leaves at once; the work is cancelled only when every asker has left. Once it ends,
/// the next ask starts it anew (an answer is never kept here: that is the caches' job).
public actor SharedWork<Key: Hashable & Sendable, Value: Sendable> {
    private struct Running {
        let id: UInt64
        let task: Task<Void, Never>
        var waiting: [UInt64: CheckedContinuation<Value, any Error>]
    }

    private var running: [Key: Running] = [:]
    private var nextID: UInt64 = 0

    public init() {}

    /// The value of the work for `key`: the one under way, or `work` started now.
    public func value(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        nextID += 1
        let asker = nextID
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                wait(asker, on: key, continuation, work)
            }
        } onCancel: {
            Task { await self.leave(asker, key) }
        }
    }

    /// How many keys have work under way (for tests).
    public var underWay: Int { running.count }

    private func wait(
        _ asker: UInt64, on key: Key, _ continuation: CheckedContinuation<Value, any Error>,
        _ work: @escaping @Sendable () async throws -> Value
    ) {
        if running[key] == nil {
            nextID += 1
            let id = nextID
            let task = Task {
                let result: Result<Value, any Error>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                self.finish(key, id: id, result)
            }
            running[key] = Running(id: id, task: task, waiting: [:])
        }
        running[key]?.waiting[asker] = continuation
    }

    private func finish(_ key: Key, id: UInt64, _ result: Result<Value, any Error>) {
        guard let ended = running[key], ended.id == id else { return }
        running[key] = nil
        for continuation in ended.waiting.values { continuation.resume(with: result) }
    }

    /// A cancelled asker leaves with `CancellationError`; the last one to leave cancels the work.
    private func leave(_ asker: UInt64, _ key: Key) {
        guard let continuation = running[key]?.waiting.removeValue(forKey: asker) else { return }
        continuation.resume(throwing: CancellationError())
        if let left = running[key], left.waiting.isEmpty {
            running[key] = nil
            left.task.cancel()
        }
    }
}
