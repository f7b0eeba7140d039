import Dispatch
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The picture's rows shared between two threads: rows whose samples are all decoded are
/// converted by whichever thread claims them first, a chunk at a time, each row exactly once.
final class RowShare: @unchecked Sendable {
    // @unchecked: `pixels` is written in disjoint chunks, each claimed through `next`; the planes
    // are read only below `ready`, published with release ordering after they were written.
    private let converter: JPEGRowConverter
    private let pixels: UnsafeMutablePointer<UInt8>
    /// The first row nobody has claimed.
    private let next = Atomic<Int>(0)
    /// Rows below this have all their samples.
    private let ready = Atomic<Int>(0)
    /// Rows converted so far.
    private let converted = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    /// The first row of the chunk each side is converting, `Int.max` when it converts none:
    /// stored before the chunk is claimed, so a row below `next` and below both is converted.
    private let inFlight0 = Atomic<Int>(.max)
    private let inFlight1 = Atomic<Int>(.max)
    private let progress = DispatchSemaphore(value: 0)
    /// Rows a claim takes.
    static let chunk = 16

    /// Each thread's scratch rows, made here (on the calling thread), so the other thread
    /// allocates nothing (a first allocation there would set up a whole malloc arena for it).
    private let scratch: [UnsafeMutablePointer<UInt8>]

    init(converter: JPEGRowConverter, pixels: UnsafeMutablePointer<UInt8>) {
        self.converter = converter
        self.pixels = pixels
        scratch = (0..<2).map { _ in
            let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: converter.scratchCount)
            rows.initialize(repeating: 0, count: converter.scratchCount)
            return rows
        }
    }

    deinit { scratch.forEach { $0.deallocate() } }

    var stopped: Bool { stopping.load(ordering: .acquiring) }
    var finished: Bool { converted.load(ordering: .acquiring) >= converter.height }

    func stop() { stopping.store(true, ordering: .releasing) }

    /// The samples of rows below `limit` are decoded.
    func samplesReady(through limit: Int) {
        ready.store(limit, ordering: .releasing)
        progress.signal()
    }

    /// Waits until more samples are ready (or everything is).
    func waitForSamples() { progress.wait() }

    /// Converts ready rows a chunk at a time: at most `chunks` chunks, leaving `leaving` chunks
    /// for the other thread; false when there was nothing to claim. `side` is the calling
    /// thread's (0 the Huffman one, 1 the other), for its scratch rows.
    @discardableResult
    func convertWhatIsReady(side: Int, chunks: Int = .max, leaving: Int = 0) -> Bool {
        var claimedAny = false
        var taken = 0
        while taken < chunks {
            let limit = ready.load(ordering: .acquiring)
            let start = next.load(ordering: .relaxed)
            guard start + leaving * Self.chunk < limit else { break }
            let end = min(start + Self.chunk, limit)
            setInFlight(side, start)
            guard next.compareExchange(expected: start, desired: end, ordering: .sequentiallyConsistent).exchanged
            else {
                setInFlight(side, .max)
                continue
            }
            converter.convert(start..<end, into: pixels, scratch: scratch[side])
            setInFlight(side, .max)
            let total = converted.add(end - start, ordering: .acquiringAndReleasing).newValue
            if total >= converter.height { progress.signal() }
            claimedAny = true
            taken += 1
        }
        return claimedAny
    }

    /// Notes the chunk `side` converts (before claiming it), or none.
    private func setInFlight(_ side: Int, _ row: Int) {
        if side == 0 {
            inFlight0.store(row, ordering: .sequentiallyConsistent)
        } else {
            inFlight1.store(row, ordering: .sequentiallyConsistent)
        }
    }

    /// Returns once every row below `limit` (all of them ready) is converted, converting what
    /// it can itself: the samples they read may then be overwritten.
    func finishRows(below limit: Int, side: Int) {
        while true {
            if next.load(ordering: .sequentiallyConsistent) < limit, convertWhatIsReady(side: side, chunks: 1) {
                continue
            }
            let claimed = next.load(ordering: .sequentiallyConsistent)
            let other =
                side == 0
                ? inFlight1.load(ordering: .sequentiallyConsistent) : inFlight0.load(ordering: .sequentiallyConsistent)
            if min(claimed, other) >= limit { return }
            // The other thread is converting a chunk below `limit`: a few microseconds.
            sched_yield()
        }
    }
}
