import Dispatch
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the components' decoded samples into RGB rows of the picture: upsampling, then the
/// colour conversion. Rows are independent, so any range can be converted on any thread once the
/// samples it reads are decoded (see `JPEGPipeline`).
struct JPEGRowConverter: @unchecked Sendable {
    // @unchecked: the components are only read here, and only rows whose samples are complete.
    let frame: JPEGFrame
    let reduction: Int
    let kind: JPEGColor.Kind
    let width: Int
    let height: Int

    init(frame: JPEGFrame, reduction: Int, adobe: Int?) {
        self.frame = frame
        self.reduction = reduction
        kind = JPEGColor.colorKind(frame, adobe: adobe)
        width = (frame.width + reduction - 1) / reduction
        height = (frame.height + reduction - 1) / reduction
    }

    /// Output rows per row of MCUs (per row of blocks for a picture of one component).
    var rowsPerUnitRow: Int {
        frame.components.count == 1 ? frame.components[0].blockSize : frame.vMax * 8 / reduction
    }

    /// Bytes of the scratch rows `convert` works in.
    var scratchCount: Int { frame.components.count * (width + 2) }

    /// Converts `rows` of the picture into `pixels` (RGB, `width` × `height`), working in
    /// `scratch` (`scratchCount` bytes) when given, else in rows of its own.
    func convert(
        _ rows: Range<Int>, into pixels: UnsafeMutablePointer<UInt8>, scratch given: UnsafeMutablePointer<UInt8>? = nil
    ) {
        guard !rows.isEmpty else { return }
        let components = frame.components
        let rowLength = width + 2
        let scratch = given ?? UnsafeMutablePointer<UInt8>.allocate(capacity: scratchCount)
        if given == nil { scratch.initialize(repeating: 0, count: scratchCount) }
        defer { if given == nil { scratch.deallocate() } }
        // Luma at full size is read where it lies; the rest is upsampled into `scratch`.
        let inPlace = components.count == 3 || components.count == 1
        for y in rows {
            var first = UnsafePointer(scratch)
            for (i, component) in components.enumerated() {
                if i == 0, inPlace,
                    let row = JPEGUpsampler.direct(y, of: component, frame: frame, reduction: reduction, width: width)
                {
                    first = row
                    continue
                }
                JPEGUpsampler.row(
                    y, of: component, frame: frame, reduction: reduction, width: width, into: scratch + i * rowLength)
            }
            let target = pixels + y * width * 3
            switch kind {
            case .gray:
                for x in 0..<width {
                    target[x * 3] = first[x]; target[x * 3 + 1] = first[x]; target[x * 3 + 2] = first[x]
                }
            case .ycc:
                JPEGKernels.yccToRGB(first, scratch + rowLength, scratch + 2 * rowLength, width: width, into: target)
            case .rgb:
                for x in 0..<width {
                    target[x * 3] = first[x]; target[x * 3 + 1] = scratch[rowLength + x];
                    target[x * 3 + 2] = scratch[2 * rowLength + x]
                }
            case .cmyk(let inverted, let ycck):
                CMYK.toRGB(scratch, rowLength: rowLength, width: width, inverted: inverted, ycck: ycck, into: target)
            }
        }
    }

    /// Converts every row, in two halves on two cores when `shared`.
    func convertAll(into pixels: UnsafeMutablePointer<UInt8>, shared: Bool) {
        JPEGShared.split(0..<height, shared: shared) { convert($0, into: pixels) }
    }
}

/// Work a decode shares between cores.
enum JPEGShared {
    /// Whether a decode of `pixels` output pixels shares its work: big enough, and a second core.
    static func worthIt(pixels: Int, limits: DecodeLimits) -> Bool {
        pixels >= limits.sharedFromPixels && cores >= 2
    }

    static let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// Runs `body` over `range` in two halves at once when `shared`, else whole.
    static func split(_ range: Range<Int>, shared: Bool, _ body: (Range<Int>) -> Void) {
        guard shared, range.count >= 2 else { return body(range) }
        let middle = range.lowerBound + range.count / 2
        let halves = [range.lowerBound..<middle, middle..<range.upperBound]
        withoutActuallyEscaping(body) { body in
            let work = UncheckedBox(body)
            DispatchQueue.concurrentPerform(iterations: 2) { work.value(halves[$0]) }
        }
    }
}

/// A value handed to another thread by code that keeps the accesses apart itself.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A thread of its own for one piece of work, joined when done. Not a Dispatch queue: a decode
/// may run on Swift's cooperative threads (two on two cores) and block on this work's progress,
/// and a queue's worker could then wait for a free thread that never comes.
final class WorkerThread: @unchecked Sendable {
    // @unchecked: `body` is read by the new thread once, before `join` returns.
    #if canImport(Darwin)
        private var thread: pthread_t?  // a pointer on Darwin, set by pthread_create
    #else
        private var thread = pthread_t()  // an integer on Linux
    #endif
    private let body: () -> Void

    /// Starts `body` on a new thread; nil when the system gives no thread (the caller then does
    /// the work another way: `body` may wait for the caller, so it never runs on the caller's).
    init?(_ body: @escaping () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        let started =
            pthread_create(
                &thread, nil,
                { context in
                    #if canImport(Darwin)
                        let worker = Unmanaged<WorkerThread>.fromOpaque(context).takeRetainedValue()
                    #else
                        let worker = Unmanaged<WorkerThread>.fromOpaque(context!).takeRetainedValue()
                    #endif
                    worker.body()
                    return nil
                }, context) == 0
        if !started {
            Unmanaged<WorkerThread>.fromOpaque(context).release()
            return nil
        }
    }

    /// Waits for the work to end.
    func join() {
        #if canImport(Darwin)
            guard let thread else { return }
        #endif
        pthread_join(thread, nil)
    }
}
