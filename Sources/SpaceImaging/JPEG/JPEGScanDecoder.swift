/// Decodes one scan (SOS and the entropy-coded data after it): sequential scans straight into
/// each component's samples, progressive scans into its coefficients (T.81 annex G).
enum JPEGScanDecoder {
    private static let format = JPEGDecoder.format

    /// Returns the position after the scan's data (at the next marker).
    static func decode(
        header s: UnsafeBufferPointer<UInt8>, after start: Int, data: UnsafeBufferPointer<UInt8>,
        frame: JPEGFrame, state: inout JPEGState
    ) throws(ImageDecodingError) -> Int {
        guard s.count >= 1 else { throw .corrupt(format: format, reason: "a scan header is empty") }
        let count = Int(s[0])
        guard (1...4).contains(count), s.count == 1 + count * 2 + 3 else {
            throw .corrupt(format: format, reason: "a scan header is malformed")
        }
        var components: [JPEGComponent] = []
        // Found as libjpeg finds them, to refuse what it refuses: the first of the frame's first
        // four components with that id whose place in this scan's list (by the frame's index, a
        // quirk of libjpeg's) is still free. A scan listing components against the frame's order
        // can so name one the frame has and still be refused ("Invalid component ID").
        var slots = [JPEGComponent?](repeating: nil, count: 4)
        for i in 0..<count {
            let id = s[1 + i * 2], tables = s[2 + i * 2]
            let candidates = frame.components.prefix(4).indices
            guard let index = candidates.first(where: { frame.components[$0].id == id && slots[$0] == nil }) else {
                let known = frame.components.contains { $0.id == id }
                throw .corrupt(
                    format: format,
                    reason: known
                        ? "a scan names its components out of the frame's order"
                        : "a scan names a component the frame does not have")
            }
            let component = frame.components[index]
            slots[i] = component
            guard !components.contains(where: { $0 === component }) else {
                throw .corrupt(format: format, reason: "a scan names one component twice")
            }
            // As libjpeg: a table named by the frame must be defined by the time a scan uses it.
            guard state.quantDefined[component.quantIndex] else {
                throw .corrupt(format: format, reason: "quantization table \(component.quantIndex) was not defined")
            }
            component.dcTable = Int(tables >> 4)
            component.acTable = Int(tables & 15)
            guard component.dcTable < 4, component.acTable < 4 else {
                throw .corrupt(format: format, reason: "a scan names a missing table")
            }
            components.append(component)
        }
        let base = 1 + count * 2
        let spectralStart = Int(s[base]), spectralEnd = Int(s[base + 1])
        let high = Int(s[base + 2] >> 4), low = Int(s[base + 2] & 15)
        var scan = JPEGScan(components: components, start: spectralStart, end: spectralEnd, high: high, low: low)
        if frame.progressive {
            // A refinement scan refines by one bit: Ah is 0 (a first scan) or Al + 1, as libjpeg asks.
            guard spectralStart <= spectralEnd, spectralEnd <= 63, low <= 13, high == 0 || high == low + 1,
                spectralStart == 0 ? spectralEnd == 0 : count == 1
            else {
                throw .corrupt(format: format, reason: "a progressive scan's parameters are out of range")
            }
            // A 1/8 preview keeps only DC coefficients: AC scans are skipped unread.
            if spectralStart > 0 && components[0].coefficientsPerBlock == 1 {
                return skipEntropyData(data, from: start)
            }
        } else {
            scan.start = 0
            scan.end = 63
            scan.high = 0
            scan.low = 0
        }
        for component in components {
            let needsDC = scan.start == 0 && scan.high == 0
            let needsAC = scan.end > 0
            if needsDC { try buildPending(dc: true, component.dcTable, &state) }
            if needsAC { try buildPending(dc: false, component.acTable, &state) }
            if needsDC, state.dcTables[component.dcTable] == nil {
                throw .corrupt(format: format, reason: "a scan uses a Huffman table that is not defined")
            }
            if needsAC, state.acTables[component.acTable] == nil {
                throw .corrupt(format: format, reason: "a scan uses a Huffman table that is not defined")
            }
        }
        // Work bounded by the picture, not by the number of scans: a baseline file sends each
        // component once (libjpeg refuses a second scan), and all the scans of a progressive one
        // may walk its blocks at most 64 times over (a usual file walks them 3 to 10 times).
        if !frame.progressive {
            for component in components {
                guard state.sequentialComponents.insert(component.id).inserted else {
                    throw .corrupt(format: format, reason: "a baseline file sends one component in two scans")
                }
            }
        }
        state.blockVisits += components.reduce(0) { $0 + $1.blocksPerLine * $1.blocksPerColumn }
        let frameBlocks = frame.components.reduce(0) { $0 + $1.blocksPerLine * $1.blocksPerColumn }
        guard state.blockVisits <= 64 * frameBlocks else {
            throw .corrupt(format: format, reason: "its scans go over the picture more than 64 times")
        }
        var reader = JPEGBitReader(data: data, position: start)
        let converter = JPEGRowConverter(frame: frame, reduction: state.reduction, adobe: state.adobeTransform)
        if !frame.progressive, components.count == frame.components.count {
            // The only scan of a baseline picture: its rows converted as they are decoded, on two
            // cores at once for a big picture. Not at 1/8: its transforms are one value a block,
            // so the Huffman codes are nearly all the work, and a second thread would cost a
            // preview memory (its own malloc arena) for little time.
            let shared =
                state.reduction < 8 && JPEGScan.bandBytes(frame) <= JPEGScan.maxBandBytes
                && JPEGShared.worthIt(pixels: frame.width * frame.height, limits: state.limits)
            let count = converter.width * converter.height * 3
            var failure: ImageDecodingError?
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                do throws(ImageDecodingError) {
                    try withTables(state) { (dc, ac, quant) throws(ImageDecodingError) in
                        if shared {
                            try scan.runShared(
                                &reader, frame: frame, restartInterval: state.restartInterval, dc: dc, ac: ac,
                                quant: quant, converter: converter, pixels: buffer.baseAddress!)
                        } else {
                            try scan.runStreamed(
                                &reader, frame: frame, restartInterval: state.restartInterval, dc: dc, ac: ac,
                                quant: quant, converter: converter, pixels: buffer.baseAddress!)
                        }
                    }
                } catch {
                    failure = error
                    // Bytes are bytes: the unfinished picture is dropped with the error.
                    buffer.baseAddress!.update(repeating: 0, count: count)
                }
                initialized = count
            }
            if let failure { throw failure }
            for component in components { component.planeWritten = true }
            state.converted = PixelImage(width: converter.width, height: converter.height, channels: 3, pixels: pixels)
        } else {
            if !frame.progressive { for component in components { component.prepare() } }
            try withTables(state) { (dc, ac, quant) throws(ImageDecodingError) in
                try scan.run(
                    &reader, frame: frame, restartInterval: state.restartInterval, dc: dc, ac: ac, quant: quant)
            }
        }
        if reader.ranOut { throw .truncated(format: format) }
        return reader.position
    }

    /// Builds a Huffman table a scan is about to use from its pending definition.
    private static func buildPending(dc: Bool, _ index: Int, _ state: inout JPEGState) throws(ImageDecodingError) {
        let defined = dc ? state.dcTables[index] != nil : state.acTables[index] != nil
        // A table the file never defined (a Motion-JPEG frame has no DHT): the standard one.
        guard
            let spec = (dc ? state.pendingDC[index] : state.pendingAC[index])
                ?? (defined ? nil : JPEGStandardTables.table(dc: dc, index: index))
        else { return }
        let table = try JPEGHuffmanTable(counts: spec.counts, values: spec.values)
        if dc {
            state.dcTables[index] = table; state.pendingDC[index] = nil
        } else {
            state.acTables[index] = table; state.pendingAC[index] = nil
        }
    }

    /// Skips a scan's entropy-coded data: to the first marker that is not a stuffed byte or RSTn.
    static func skipEntropyData(_ data: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while i + 1 < data.count {
            if data[i] == 0xFF {
                let next = data[i + 1]
                if next != 0 && next != 0xFF && !(0xD0...0xD7).contains(next) { return i }
            }
            i += 1
        }
        return data.count
    }

    /// Hands the tables to the scan as stable pointers (no copy, no reference counting per block).
    private static func withTables(
        _ state: JPEGState,
        _ body: (UnsafePointer<HuffmanView>, UnsafePointer<HuffmanView>, UnsafePointer<Int32>)
            throws(ImageDecodingError) -> Void
    ) throws(ImageDecodingError) {
        let empty = try! JPEGHuffmanTable(counts: [UInt8](repeating: 0, count: 16), values: [])
        // The tables stay alive in `state` (and `empty` here) while the views are used.
        let dc = state.dcTables.map { ($0 ?? empty).view }
        let ac = state.acTables.map { ($0 ?? empty).view }
        defer { withExtendedLifetime(empty) {} }
        let quant = state.quant.flatMap { $0 }
        var failure: ImageDecodingError?
        dc.withUnsafeBufferPointer { dcTables in
            ac.withUnsafeBufferPointer { acTables in
                quant.withUnsafeBufferPointer { quantTables in
                    do throws(ImageDecodingError) {
                        try body(dcTables.baseAddress!, acTables.baseAddress!, quantTables.baseAddress!)
                    } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
    }
}
