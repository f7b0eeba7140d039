import Testing
@testable import SpaceNetworking

/// The timing rules both transports share, on a clock the test moves.
@Suite struct TransferWatchTests {
    let second: UInt64 = 1_000_000_000
    let tick: UInt64 = 250_000_000

    @Test func aDeadlineCountsTheWholeAnswer() {
        var watch = TransferWatch(timing: .deadline, timeout: 2, now: 0)
        var now: UInt64 = 0
        while now < 2 * second {
            now += tick
            watch.received(now: now)
            #expect(
                watch.verdict(now: now, bytes: Int(now / tick)) == nil, "bytes keep coming, but the deadline is whole")
        }
        #expect(watch.verdict(now: now + tick, bytes: 100) == .timedOut)
    }

    @Test func aDownloadIsGivenUpAfterASilenceOrUnderTheFloor() {
        var silent = TransferWatch(timing: .stall, timeout: 2, now: 0)
        var now: UInt64 = 0
        while now < 2 * second { now += tick; #expect(silent.verdict(now: now, bytes: 0) == nil) }
        #expect(silent.verdict(now: now + tick, bytes: 0) == .timedOut)

        // A byte every tick: never silent, but 4 bytes a second is under 1 KB/s.
        var trickle = TransferWatch(timing: .stall, timeout: 2, now: 0)
        now = 0
        var verdict: TransportError?
        while verdict == nil && now < 10 * second {
            now += tick
            trickle.received(now: now)
            verdict = trickle.verdict(now: now, bytes: Int(now / tick))
        }
        #expect(verdict == .tooSlow)
        #expect(now > 2 * second && now <= 3 * second)

        // 4 KB a tick is fast enough, for as long as it lasts.
        var steady = TransferWatch(timing: .stall, timeout: 2, now: 0)
        now = 0
        while now < 20 * second {
            now += tick
            steady.received(now: now)
            #expect(steady.verdict(now: now, bytes: Int(now / tick) * 4096) == nil)
        }
    }

    @Test func timeTheProcessDidNotRunIsNotTheServers() {
        var watch = TransferWatch(timing: .deadline, timeout: 2, now: 0)
        #expect(watch.verdict(now: tick, bytes: 0) == nil)
        // Stopped (Ctrl-Z) for a minute, then ticking again: the deadline still has its time.
        var now = tick + 60 * second
        #expect(watch.verdict(now: now, bytes: 0) == nil)
        now += tick
        #expect(watch.verdict(now: now, bytes: 0) == nil)
        now += 2 * second
        for moment in stride(from: now - 2 * second + tick, through: now, by: Int(tick)) {
            _ = watch.verdict(now: moment, bytes: 0)
        }
        #expect(watch.verdict(now: now + tick, bytes: 0) == .timedOut)
    }

    @Test func elapsedTimeIsNeverNegative() {
        #expect(TransferWatch.elapsed(from: 1_000, to: 3_500) == 2_500)
        #expect(TransferWatch.elapsed(from: 5_000, to: 4_000) == 0)
    }
}

@Suite struct CurlMappingTests {
    @Test(arguments: [
        (Int32(6), TransportError.unreachable("m")), (7, .unreachable("m")), (5, .unreachable("m")), (28, .timedOut),
        (52, .connectionLost), (56, .connectionLost), (18, .connectionLost), (92, .connectionLost),
        (35, .failed("m (curl 35)")), (60, .failed("m (curl 60)")), (1, .failed("m (curl 1)")),
    ])
    func resultCodesMeanWhatURLSessionsErrorsMean(code: Int32, expected: TransportError) {
        #expect(CurlJob.map(code: code, message: "m") == expected)
    }

    @Test func theTransportIsChosenByTheEnvironment() {
        #expect(TransportChoice.unknownValue(environment: [:]) == nil)
        #expect(TransportChoice.unknownValue(environment: ["SPACE_TRANSPORT": " URLSession "]) == nil)
        #expect(TransportChoice.unknownValue(environment: ["SPACE_TRANSPORT": "curl"]) == nil)
        #expect(TransportChoice.unknownValue(environment: ["SPACE_TRANSPORT": "wget"]) == "wget")
        #expect(TransportChoice.make(environment: ["SPACE_TRANSPORT": "urlsession"]).transport is URLSessionTransport)
        #if os(Linux)
            #expect(TransportChoice.make(environment: [:]).transport is CurlTransport)
        #endif
    }
}
