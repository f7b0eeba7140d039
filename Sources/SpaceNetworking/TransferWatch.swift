import Foundation

/// The timing rules of one transfer, the same for every transport: an API call's whole answer
/// within its timeout; a download's first byte and every silence within it, and at least
/// `floorBytesPerSecond` over any stretch that long. Time the process did not run (stopped with
/// Ctrl-Z, the machine asleep) is not the server's.
struct TransferWatch: Sendable {
    /// How time is limited.
    enum Timing: Sendable {
        /// The whole answer within `timeout` (API calls).
        case deadline
        /// The first byte and any silence within `timeout`, and the speed floor (pictures, which
        /// may be large).
        case stall
    }

    /// The slowest transfer accepted for downloads: 1 KB a second, measured over a whole `timeout`.
    static let floorBytesPerSecond = 1024
    /// How often a watch looks.
    static let tickNanoseconds: UInt64 = 250_000_000

    let timing: Timing
    let timeout: TimeInterval
    private(set) var started: UInt64
    /// When the watch last looked: a long gap since means the process did not run.
    private var lastCheck: UInt64
    private var lastData: UInt64
    /// (time, bytes so far), for the speed floor.
    private var samples: [(UInt64, Int)] = []

    init(timing: Timing, timeout: TimeInterval, now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        self.timing = timing
        self.timeout = timeout
        started = now
        lastCheck = now
        lastData = now
    }

    /// Bytes (or the answer's head) arrived at `now`.
    mutating func received(now: UInt64) {
        lastData = max(lastData, now)
    }

    /// The verdict at `now` with `bytes` received so far: nil to carry on.
    mutating func verdict(now: UInt64, bytes: Int) -> TransportError? {
        excludePause(now: now)
        let limit = UInt64(max(0.001, timeout) * 1_000_000_000)
        func since(_ moment: UInt64) -> UInt64 { Self.elapsed(from: moment, to: now) }
        if timing == .deadline { return since(started) > limit ? .timedOut : nil }
        if since(lastData) > limit { return .timedOut }
        samples.append((now, bytes))
        while let first = samples.first, since(first.0) > limit { samples.removeFirst() }
        // A whole `timeout` of samples: the bytes in that stretch must reach the floor.
        guard since(started) > limit, let oldest = samples.first else { return nil }
        let seconds = Double(since(oldest.0)) / 1_000_000_000
        let minimum = Int(Double(Self.floorBytesPerSecond) * seconds)
        return seconds >= timeout * 0.9 && bytes - oldest.1 < minimum ? .tooSlow : nil
    }

    /// Moves every clock forward by time the process did not run, so neither the deadline nor
    /// the silence counts it.
    private mutating func excludePause(now: UInt64) {
        let gap = Self.elapsed(from: lastCheck, to: now)
        lastCheck = now
        // Ticks come every 250 ms; a gap of over 2 s is time the process did not run.
        guard gap > 2_000_000_000 else { return }
        let shift = gap - Self.tickNanoseconds
        started += shift
        lastData += shift
        samples = samples.map { ($0.0 + shift, $0.1) }
    }

    /// Nanoseconds from `start` to `end`, never negative: a moment stamped by another thread may
    /// be later than a clock read a moment before it.
    static func elapsed(from start: UInt64, to end: UInt64) -> UInt64 {
        end > start ? end - start : 0
    }
}
