import Testing
@testable import SpaceNetworking

@Suite struct TransferCenterTests {
    @Test func elapsedTimeIsNeverNegative() {
        #expect(TransferCenter.elapsed(from: 1_000, to: 3_500) == 2_500)
        // A byte stamped by another thread after the watch read the clock: no trap, no time passed.
        #expect(TransferCenter.elapsed(from: 5_000, to: 4_000) == 0)
        #expect(TransferCenter.elapsed(from: .max, to: 0) == 0)
    }
}
