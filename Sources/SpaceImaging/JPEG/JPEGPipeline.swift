import Dispatch
import Synchronization

/// A baseline scan of every component, on two cores: this thread reads the Huffman codes (which
/// only one thread can: each code starts where the last ended) a row of MCUs at a time into a
/// small ring of coefficient bands; a second thread turns each band into samples (the inverse
/// DCT). The picture's rows are converted to RGB as soon as their samples are there, by
/// whichever thread is free (see `RowShare`), so both cores stay busy and the colours are done
/// when the last band is. The bytes are the same as the one-core path's.
extension JPEGScan {
    /// Bands in the ring: enough that neither side waits on the other's jitter.
    static let bands = 4
    /// The most the ring of coefficient bands may hold: a picture wide enough to need more (tens
    /// of thousands of pixels across) is decoded on one core (`runStreamed`), which keeps none.
    static let maxBandBytes = 8 << 20
    /// Rows of MCUs in the ring of samples a shared decode keeps (see `runShared`).
    static let planeUnits = 6

    /// The ring's bytes for a scan of every component of `frame`.
    static func bandBytes(_ frame: JPEGFrame) -> Int {
        let blocks =
            frame.components.count == 1
            ? frame.components[0].usedBlocksPerLine : frame.mcusX * frame.components.reduce(0) { $0 + $1.h * $1.v }
        return bands * blocks * (64 * 2 + 1)
    }

    /// A baseline scan on this thread alone: each block decoded and transformed in turn, through
    /// the same plan of blocks as the shared path (no object touched per block).
    mutating func runSequential(
        _ reader: inout JPEGBitReader, frame: JPEGFrame, restartInterval: Int,
        dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>, quant: UnsafePointer<Int32>
    ) throws(ImageDecodingError) {
        let single = components.count == 1
        let unitsPerLine = single ? components[0].usedBlocksPerLine : frame.mcusX
        let unitRows = single ? components[0].usedBlocksPerColumn : frame.mcusY
        let plan = BlockPlan(components, single: single, dc: dc, ac: ac, quant: quant)
        var predictors = [Int](repeating: 0, count: components.count)
        var block = [Int16](repeating: 0, count: 64)
        let order = self.order
        try plan.blocks.withUnsafeBufferPointer { (blocks) throws(ImageDecodingError) in
            try predictors.withUnsafeMutableBufferPointer { (predictors) throws(ImageDecodingError) in
                try block.withUnsafeMutableBufferPointer { (scratch) throws(ImageDecodingError) in
                    let scratch = scratch.baseAddress!
                    for unitY in 0..<unitRows {
                        for unitX in 0..<unitsPerLine {
                            try Self.decodeUnit(
                                unitY * unitsPerLine + unitX, restartInterval: restartInterval, &reader, predictors,
                                blocks, order: order,
                                into: { number in
                                    // A block of one pixel reads its DC coefficient alone.
                                    if blocks[number].target.size > 1 { scratch.update(repeating: 0, count: 64) }
                                    return scratch
                                },
                                decoded: { number, last in
                                    blocks[number].target.transform(
                                        scratch, kind: BlockTarget.kind(last: last), unitX: unitX, unitY: unitY)
                                })
                        }
                    }
                }
            }
        }
    }

    /// One unit's codes (an MCU, or a block of a one-component scan): the restart marker first
    /// where one is due, then each block of `plan` in order into `into(number)`, `decoded` told
    /// of each (its number, and the zig-zag position of its last coefficient).
    @inline(__always)
    static func decodeUnit(
        _ unit: Int, restartInterval: Int, _ reader: inout JPEGBitReader, _ predictors: UnsafeMutableBufferPointer<Int>,
        _ plan: UnsafeBufferPointer<BlockPlan.Block>, order: UnsafePointer<Int>,
        into: (Int) -> UnsafeMutablePointer<Int16>, decoded: (Int, Int) -> Void
    ) throws(ImageDecodingError) {
        if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
            try reader.restart()
            predictors.update(repeating: 0)
        }
        for number in 0..<plan.count {
            let block = plan[number]
            let last = try sequential(
                into(number), &reader, &predictors[block.predictor], block.dc, block.ac, order: order,
                dcOnly: block.target.size == 1)
            decoded(number, last)
        }
        if reader.ranOut { throw .truncated(format: JPEGDecoder.format) }
    }

    mutating func runShared(
        _ reader: inout JPEGBitReader, frame: JPEGFrame, restartInterval: Int,
        dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>, quant: UnsafePointer<Int32>,
        converter: JPEGRowConverter, pixels: UnsafeMutablePointer<UInt8>
    ) throws(ImageDecodingError) {
        let bands = Self.bands
        let single = components.count == 1
        let unitsPerLine = single ? components[0].usedBlocksPerLine : frame.mcusX
        let unitRows = single ? components[0].usedBlocksPerColumn : frame.mcusY
        let blocksPerUnit = single ? 1 : components.reduce(0) { $0 + $1.h * $1.v }
        let bandBlocks = unitsPerLine * blocksPerUnit
        let coefficients = UnsafeMutablePointer<Int16>.allocate(capacity: bands * bandBlocks * 64)
        let kinds = UnsafeMutablePointer<UInt8>.allocate(capacity: bands * bandBlocks)
        defer { coefficients.deallocate(); kinds.deallocate() }
        let free = DispatchSemaphore(value: bands), filled = DispatchSemaphore(value: 0)
        let rows = RowShare(converter: converter, pixels: pixels)
        let plan = BlockPlan(components, single: single, dc: dc, ac: ac, quant: quant)
        let targets = plan.blocks.map(\.target)
        let shared = UncheckedBox((targets, coefficients, kinds))
        // The samples are kept in a ring of `planeUnits` rows of MCUs, each written once the rows
        // that read the one it replaces (the triangle filter reads a row of MCUs either side) are
        // converted: 18 MB of a 12-megapixel picture's planes never touched.
        let planeUnits = Self.planeUnits
        for component in components {
            component.planeRows = min(
                component.planeRows, planeUnits * (single ? 1 : component.v) * component.blockSize)
        }
        guard
            let worker = WorkerThread({
                let (targets, coefficients, kinds) = shared.value
                for row in 0..<unitRows {
                    filled.wait()
                    if rows.stopped { return }
                    if row >= planeUnits {
                        rows.finishRows(below: (row - planeUnits + 2) * converter.rowsPerUnitRow, side: 1)
                    }
                    var index = (row % bands) * bandBlocks
                    let slot = row % planeUnits
                    targets.withUnsafeBufferPointer { targets in
                        for unitX in 0..<unitsPerLine {
                            for target in targets {
                                target.transform(
                                    coefficients + index * 64, kind: kinds[index], unitX: unitX, unitY: slot)
                                index += 1
                            }
                        }
                    }
                    // One row of MCUs behind: the triangle filter reads a row of the next one. Said
                    // before the band is given back, so the thread it wakes finds rows to convert.
                    rows.samplesReady(
                        through: row + 1 == unitRows
                            ? converter.height : min(converter.height, row * converter.rowsPerUnitRow))
                    free.signal()
                    rows.convertWhatIsReady(side: 1, leaving: row + 1 < unitRows ? 1 : 0)
                }
                rows.convertWhatIsReady(side: 1)
            })
        else {
            // No second thread to be had: the scan and its colours on this one, in the same ring.
            return try runStreamed(
                &reader, frame: frame, restartInterval: restartInterval, dc: dc, ac: ac, quant: quant,
                converter: converter, pixels: pixels)
        }
        var predictors = [Int](repeating: 0, count: components.count)
        let order = self.order
        do throws(ImageDecodingError) {
            try plan.blocks.withUnsafeBufferPointer { (plan) throws(ImageDecodingError) in
                try predictors.withUnsafeMutableBufferPointer { (predictors) throws(ImageDecodingError) in
                    for row in 0..<unitRows {
                        // While the other thread is behind, convert rows rather than wait.
                        while free.wait(timeout: .now()) == .timedOut {
                            if !rows.convertWhatIsReady(side: 0, chunks: 1) { free.wait(); break }
                        }
                        let band = (row % bands) * bandBlocks
                        (coefficients + band * 64).update(repeating: 0, count: bandBlocks * 64)
                        for unitX in 0..<unitsPerLine {
                            let first = band + unitX * plan.count
                            try Self.decodeUnit(
                                row * unitsPerLine + unitX, restartInterval: restartInterval, &reader, predictors, plan,
                                order: order,
                                into: { coefficients + (first + $0) * 64 },
                                decoded: { kinds[first + $0] = BlockTarget.kind(last: $1) })
                        }
                        filled.signal()
                    }
                }
            }
        } catch {
            rows.stop()
            filled.signal()
            worker.join()
            // A semaphore may not end below the value it started with.
            for _ in 0..<bands { free.signal() }
            throw error
        }
        // The codes are read: help with the colours until the other thread has transformed the
        // last band and every row is converted.
        while !rows.finished {
            if !rows.convertWhatIsReady(side: 0, chunks: 1) { rows.waitForSamples() }
        }
        worker.join()
    }

}

/// Where one block of a unit (an MCU, or a block of a one-component scan) goes.
struct BlockTarget {
    let plane: UnsafeMutablePointer<UInt8>
    let stride: Int
    let size: Int
    /// The unit's blocks of this component across and down, and this block's place among them.
    let unitColumns: Int
    let unitRows: Int
    let h: Int
    let v: Int
    let quant: UnsafePointer<Int32>

    /// What a block's transform may skip, from the zig-zag position of its last coefficient: 0,
    /// the DC one alone (one value); 1, all within the top-left 2×2 (`islowLowest`); 2, within the
    /// top-left 4×4 (`islowLow`); 3, anything.
    @inline(__always) static func kind(last: Int) -> UInt8 {
        last == 0 ? 0 : (last <= 2 ? 1 : (last <= 9 ? 2 : 3))
    }

    /// The block's samples from its coefficients, as the one-core path writes them. A block
    /// decoded to one pixel (a preview's) is its DC value, written here, where the call is inlined;
    /// the transforms are a call of their own.
    @inline(__always)
    func transform(_ block: UnsafeMutablePointer<Int16>, kind: UInt8, unitX: Int, unitY: Int) {
        if size == 1 {
            plane[(unitY &* unitRows &+ v) &* stride &+ unitX &* unitColumns &+ h] = JPEGIDCT.dcValue(
                block[0], quant: quant)
        } else {
            transformBlock(block, kind: kind, unitX: unitX, unitY: unitY)
        }
    }

    private func transformBlock(_ block: UnsafeMutablePointer<Int16>, kind: UInt8, unitX: Int, unitY: Int) {
        let x = unitX &* unitColumns &+ h, y = unitY &* unitRows &+ v
        let output = plane + ((y &* size) &* stride &+ x &* size)
        if kind == 0 {
            JPEGIDCT.fill(dc: block[0], quant: quant, size: size, output: output, stride: stride)
        } else if kind == 1 && size == 8 {
            JPEGKernels.islowLowest(block, quant: quant, output: output, stride: stride)
        } else if kind == 2 && size == 8 {
            JPEGKernels.islowLow(block, quant: quant, output: output, stride: stride)
        } else {
            JPEGIDCT.block(block, quant: quant, size: size, output: output, stride: stride)
        }
    }
}

/// A unit's blocks in decoding order: each with its component's DC predictor (by number), its
/// Huffman tables and where its samples go.
struct BlockPlan {
    typealias Block = (
        predictor: Int, dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>, target: BlockTarget
    )
    var blocks: [Block] = []

    init(
        _ components: [JPEGComponent], single: Bool, dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>,
        quant: UnsafePointer<Int32>
    ) {
        for (number, component) in components.enumerated() {
            let (across, down) = single ? (1, 1) : (component.h, component.v)
            for v in 0..<down {
                for h in 0..<across {
                    let target = BlockTarget(
                        plane: component.plane.baseAddress!, stride: component.planeStride, size: component.blockSize,
                        unitColumns: across, unitRows: down, h: h, v: v, quant: quant + component.quantIndex * 64)
                    blocks.append((number, dc + component.dcTable, ac + component.acTable, target))
                }
            }
        }
    }
}
