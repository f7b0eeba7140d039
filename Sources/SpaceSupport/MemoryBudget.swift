import Foundation

/// A number of bytes shared by concurrent work, each piece taking what it expects to hold before
/// it starts and giving it back when done: the list pictures' decodes share one, so four large
/// thumbnails are decoded one after another, not at once. A piece larger than the whole budget
/// takes all of it and runs alone. Waiters are served in order, so a large piece is not starved.
public actor MemoryBudget {
    /// The bytes shared.
    public let capacity: Int
    private var available: Int
    private var waiting: [(bytes: Int, resume: CheckedContinuation<Void, Never>)] = []
    /// The most bytes ever taken at once (for tests and `--verbose`).
    public private(set) var peak = 0

    /// How many pieces wait for their bytes.
    public var waitingCount: Int { waiting.count }

    /// A budget of `capacity` bytes.
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        available = max(1, capacity)
    }

    /// Runs `work` once `bytes` (at most the whole budget) are free, and frees them after.
    public func withReserved<Output: Sendable>(
        _ bytes: Int, _ work: @Sendable () async throws -> Output
    ) async rethrows -> Output {
        let taken = min(max(bytes, 0), capacity)
        await reserve(taken)
        defer { release(taken) }
        return try await work()
    }

    private func reserve(_ bytes: Int) async {
        if waiting.isEmpty && bytes <= available {
            take(bytes)
            return
        }
        await withCheckedContinuation { waiting.append((bytes, $0)) }
    }

    private func take(_ bytes: Int) {
        available -= bytes
        peak = max(peak, capacity - available)
    }

    private func release(_ bytes: Int) {
        available += bytes
        while let first = waiting.first, first.bytes <= available {
            waiting.removeFirst()
            take(first.bytes)
            first.resume.resume()
        }
    }
}
