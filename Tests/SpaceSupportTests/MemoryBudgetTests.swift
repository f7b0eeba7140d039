import Foundation
import Synchronization
import Testing
@testable import SpaceSupport

@Suite struct MemoryBudgetTests {
    /// What runs at once: the bytes taken, the most ever, and the order pieces started.
    final class Ledger: Sendable {
        let state = Mutex<(now: Int, most: Int, started: [String])>((0, 0, []))
        func start(_ name: String, _ bytes: Int) {
            state.withLock {
                $0.now += bytes; $0.most = max($0.most, $0.now); $0.started.append(name)
            }
        }
        func end(_ bytes: Int) { state.withLock { $0.now -= bytes } }
    }

    @Test func piecesNeverTakeMoreThanTheBudgetTogether() async {
        let budget = MemoryBudget(capacity: 100)
        let ledger = Ledger()
        var generator = SeededRandom(state: 7)
        let weights = (0..<40).map { _ in 10 + Int(generator.next() % 60) }
        await withTaskGroup(of: Void.self) { group in
            for (index, weight) in weights.enumerated() {
                group.addTask {
                    await budget.withReserved(weight) {
                        ledger.start("\(index)", weight)
                        for _ in 0..<5 { await Task.yield() }
                        ledger.end(weight)
                    }
                }
            }
        }
        let (now, most, started) = ledger.state.withLock { $0 }
        #expect(now == 0)
        #expect(started.count == weights.count)
        #expect(most <= 100)
        #expect(await budget.peak <= 100)
    }

    @Test func aPieceLargerThanTheBudgetRunsAlone() async {
        let budget = MemoryBudget(capacity: 100)
        let value = await budget.withReserved(5_000) { 42 }
        #expect(value == 42)
        #expect(await budget.peak == 100)
    }

    @Test func aLargePieceIsNotOvertakenBySmallOnes() async throws {
        let budget = MemoryBudget(capacity: 100)
        let ledger = Ledger()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let holder = Task { await budget.withReserved(60) { for await _ in gate {} } }
        while await budget.peak < 60 { await Task.yield() }
        let large = Task {
            await budget.withReserved(80) {
                ledger.start("large", 80); ledger.end(80)
            }
        }
        while await budget.waitingCount < 1 { await Task.yield() }
        // 30 would fit beside the 60 held, but the large piece asked first.
        let small = Task {
            await budget.withReserved(30) {
                ledger.start("small", 30); ledger.end(30)
            }
        }
        while await budget.waitingCount < 2 { await Task.yield() }
        #expect(ledger.state.withLock { $0.started }.isEmpty)
        open.finish()
        await holder.value
        await large.value
        await small.value
        #expect(ledger.state.withLock { $0.started } == ["large", "small"])
    }

    @Test func errorsGiveTheBytesBack() async {
        struct Failure: Error {}
        let budget = MemoryBudget(capacity: 100)
        await #expect(throws: Failure.self) { try await budget.withReserved(100) { throw Failure() } }
        #expect(await budget.withReserved(100) { true })
    }
}
