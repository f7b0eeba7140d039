/// A baseline scan of every component on this thread alone, its rows converted to RGB as soon as
/// their samples are decoded, like the shared path's (`JPEGPipeline`) but without a second
/// thread: the samples live in the same small ring of rows of MCUs, never in whole planes (a
/// 1/8 preview of a 12-megapixel picture keeps 50 KB of them rather than 560 KB).
extension JPEGScan {
    mutating func runStreamed(
        _ reader: inout JPEGBitReader, frame: JPEGFrame, restartInterval: Int,
        dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>, quant: UnsafePointer<Int32>,
        converter: JPEGRowConverter, pixels: UnsafeMutablePointer<UInt8>
    ) throws(ImageDecodingError) {
        let single = components.count == 1
        let unitsPerLine = single ? components[0].usedBlocksPerLine : frame.mcusX
        let unitRows = single ? components[0].usedBlocksPerColumn : frame.mcusY
        let planeUnits = Self.planeUnits
        for component in components {
            component.planeRows = min(
                component.planeRows, planeUnits * (single ? 1 : component.v) * component.blockSize)
        }
        let plan = BlockPlan(components, single: single, dc: dc, ac: ac, quant: quant)
        var predictors = [Int](repeating: 0, count: components.count)
        var block = [Int16](repeating: 0, count: 64)
        var rows = [UInt8](repeating: 0, count: converter.scratchCount)
        let order = self.order
        try plan.blocks.withUnsafeBufferPointer { (blocks) throws(ImageDecodingError) in
            try predictors.withUnsafeMutableBufferPointer { (predictors) throws(ImageDecodingError) in
                try block.withUnsafeMutableBufferPointer { (scratch) throws(ImageDecodingError) in
                    try rows.withUnsafeMutableBufferPointer { (rows) throws(ImageDecodingError) in
                        let scratch = scratch.baseAddress!
                        var converted = 0
                        for unitY in 0..<unitRows {
                            let slot = unitY % planeUnits
                            for unitX in 0..<unitsPerLine {
                                try Self.decodeUnit(
                                    unitY * unitsPerLine + unitX, restartInterval: restartInterval, &reader,
                                    predictors, blocks, order: order,
                                    into: { number in
                                        // A block of one pixel reads its DC coefficient alone.
                                        if blocks[number].target.size > 1 { scratch.update(repeating: 0, count: 64) }
                                        return scratch
                                    },
                                    decoded: { number, last in
                                        blocks[number].target.transform(
                                            scratch, kind: BlockTarget.kind(last: last), unitX: unitX, unitY: slot)
                                    })
                            }
                            // One row of MCUs behind, as the shared path: the triangle filter reads a
                            // row of the next one; the ring's oldest row is then no longer read.
                            let ready =
                                unitY + 1 == unitRows
                                ? converter.height : min(converter.height, unitY * converter.rowsPerUnitRow)
                            if ready > converted {
                                converter.convert(converted..<ready, into: pixels, scratch: rows.baseAddress!)
                                converted = ready
                            }
                        }
                    }
                }
            }
        }
    }
}
