import Foundation
import Synchronization
import Testing

@testable import SpaceSupport

/// Work asked for again while under way is joined: it runs once, each asker gets the answer, an
/// asker that goes leaves at once, and the work stops only when every asker has gone.
@Suite struct SharedWorkTests {
    /// A gate the work waits at until the test opens it (no clock involved).
    final class Gate: Sendable {
        private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))
        func wait() async {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    if state.open { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }
        func open() {
            let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.open = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }
    }

    /// Counts the times the work ran, and whether it saw its cancellation.
    final class Runs: Sendable {
        let started = Mutex(0)
        let cancelled = Mutex(false)
    }

    static func work(_ gate: Gate, _ runs: Runs, value: Int) -> @Sendable () async throws -> Int {
        {
            runs.started.withLock { $0 += 1 }
            await gate.wait()
            if Task.isCancelled { runs.cancelled.withLock { $0 = true } }
            try Task.checkCancellation()
            return value
        }
    }

    /// Waits (yielding, without a clock) until `condition` holds.
    static func until(_ condition: () async -> Bool) async {
        for _ in 0..<100_000 where !(await condition()) { await Task.yield() }
    }

    @Test func twoAskersShareOneRun() async throws {
        let shared = SharedWork<String, Int>()
        let (gate, runs) = (Gate(), Runs())
        async let first = shared.value("a", Self.work(gate, runs, value: 1))
        async let second = shared.value("a", Self.work(gate, runs, value: 2))
        await Self.until { runs.started.withLock { $0 } == 1 }
        await Self.until { await shared.underWay == 1 }
        gate.open()
        let (one, two) = try await (first, second)
        #expect(one == two)
        #expect(runs.started.withLock { $0 } == 1)
        #expect(await shared.underWay == 0)
        // Ended: the next ask runs it again.
        #expect(try await shared.value("a", Self.work(gate, runs, value: 3)) == 3)
        #expect(runs.started.withLock { $0 } == 2)
    }

    @Test func anAskerWhoGoesLeavesTheOthersTheirAnswer() async throws {
        let shared = SharedWork<String, Int>()
        let (gate, runs) = (Gate(), Runs())
        let leaving = Task { try await shared.value("a", Self.work(gate, runs, value: 7)) }
        await Self.until { runs.started.withLock { $0 } == 1 }
        let staying = Task { try await shared.value("a", Self.work(gate, runs, value: 8)) }
        await Self.until { await shared.underWay == 1 }
        for _ in 0..<100 { await Task.yield() }
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        gate.open()
        #expect(try await staying.value == 7)
        #expect(!runs.cancelled.withLock { $0 }, "the work went on for the one still asking")
    }

    @Test func whenEveryAskerGoesTheWorkStops() async throws {
        let shared = SharedWork<String, Int>()
        let (gate, runs) = (Gate(), Runs())
        let only = Task { try await shared.value("a", Self.work(gate, runs, value: 1)) }
        await Self.until { runs.started.withLock { $0 } == 1 }
        only.cancel()
        await #expect(throws: CancellationError.self) { try await only.value }
        await Self.until { await shared.underWay == 0 }
        gate.open()
        await Self.until { runs.cancelled.withLock { $0 } }
        #expect(runs.cancelled.withLock { $0 }, "the work saw it was cancelled")
    }
}
