/// The parameters of one scan and its decoding loop.
struct JPEGScan {
    let components: [JPEGComponent]
    var start: Int
    var end: Int
    var high: Int
    var low: Int
    var eobRun = 0
    /// `jpegNaturalOrder`, read through a pointer in the hot loops (a global is checked for lazy
    /// initialisation on every access).
    let order: UnsafePointer<Int> = JPEGOrder.natural

    init(components: [JPEGComponent], start: Int, end: Int, high: Int, low: Int) {
        self.components = components
        self.start = start
        self.end = end
        self.high = high
        self.low = low
    }

    mutating func run(
        _ reader: inout JPEGBitReader, frame: JPEGFrame, restartInterval: Int,
        dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>, quant: UnsafePointer<Int32>
    ) throws(ImageDecodingError) {
        if !frame.progressive {
            return try runSequential(
                &reader, frame: frame, restartInterval: restartInterval, dc: dc, ac: ac, quant: quant)
        }
        // Progressive: each scan refines coefficients, transformed once all have come (`JPEGColor`).
        // The components are read through plain values (`ProgressivePart`): no reference is
        // retained and released per block.
        let single = components.count == 1
        let unitsPerLine = single ? components[0].usedBlocksPerLine : frame.mcusX
        let units = single ? unitsPerLine * components[0].usedBlocksPerColumn : frame.mcusX * frame.mcusY
        let parts = components.map { ProgressivePart($0, dc: dc, ac: ac) }
        var predictors = [Int](repeating: 0, count: components.count)
        try parts.withUnsafeBufferPointer { (parts) throws(ImageDecodingError) in
            try predictors.withUnsafeMutableBufferPointer { (predictors) throws(ImageDecodingError) in
                for unit in 0..<units {
                    if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                        try reader.restart()
                        eobRun = 0
                        predictors.update(repeating: 0)
                    }
                    let unitX = unit % unitsPerLine, unitY = unit / unitsPerLine
                    if single {
                        try decodeBlock(parts[0], &predictors[0], x: unitX, y: unitY, &reader)
                    } else {
                        for i in 0..<parts.count {
                            let part = parts[i]
                            for v in 0..<part.v {
                                for h in 0..<part.h {
                                    try decodeBlock(
                                        part, &predictors[i], x: unitX &* part.h &+ h, y: unitY &* part.v &+ v, &reader)
                                }
                            }
                        }
                    }
                    if reader.ranOut { throw .truncated(format: JPEGDecoder.format) }
                }
            }
        }
    }

    @inline(__always)
    private mutating func decodeBlock(
        _ part: ProgressivePart, _ predictor: inout Int, x: Int, y: Int, _ reader: inout JPEGBitReader
    ) throws(ImageDecodingError) {
        let coefficients = part.coefficients + (y &* part.blocksPerLine &+ x) &* part.perBlock
        if start == 0 {
            if high == 0 {
                let t = try reader.decode(part.dc)
                guard t <= 16 else {
                    throw .corrupt(format: JPEGDecoder.format, reason: "a DC difference is out of range")
                }
                predictor &+= reader.receiveExtend(t)
                coefficients[0] = Int16(truncatingIfNeeded: predictor << low)
            } else if reader.bits(1) == 1 {
                coefficients[0] |= Int16(truncatingIfNeeded: 1 << low)
            }
        } else if high == 0 {
            try firstAC(coefficients, &reader, part.ac)
        } else {
            try refineAC(coefficients, &reader, part.ac)
        }
    }

    /// A whole block of a sequential scan, in natural order; with `dcOnly` (a block decoded to
    /// one pixel) the AC coefficients are read past, not stored. Returns the zig-zag position of
    /// the last coefficient written (0: the DC one alone). Static, so the hot loops hold no
    /// reference to the scan.
    @inline(__always)
    static func sequential(
        _ block: UnsafeMutablePointer<Int16>, _ reader: inout JPEGBitReader, _ predictor: inout Int,
        _ dc: UnsafePointer<HuffmanView>, _ ac: UnsafePointer<HuffmanView>, order: UnsafePointer<Int>, dcOnly: Bool
    ) throws(ImageDecodingError) -> Int {
        var last = 0
        // The DC difference in one lookup where its code and bits fit in the lookahead: the
        // table's fast entries read a DC table's symbols (sizes) as sizes with no run, and size 0
        // as the difference 0.
        // (A symbol over 15, which no DC table may hold, has a run: the slow path refuses it.)
        let dcEntry = dc.pointee.fastAC[reader.peekLookahead()]
        if dcEntry != 0, dcEntry & 0xF0 == 0 {
            reader.skip(Int(dcEntry & 15))
            predictor &+= Int(dcEntry &>> 8)
        } else {
            let t = try reader.decode(dc)
            guard t <= 16 else {
                throw .corrupt(format: JPEGDecoder.format, reason: "a DC difference is out of range")
            }
            predictor &+= reader.receiveExtend(t)
        }
        block[0] = Int16(truncatingIfNeeded: predictor)
        var k = 1
        let fast = ac.pointee.fastAC
        while k < 64 {
            let entry = fast[reader.peekLookahead()]
            if entry != 0 {
                if entry &>> 8 == 0 {
                    // The end of the block.
                    reader.skip(Int(entry & 15))
                    break
                }
                k += Int((entry >> 4) & 15)
                reader.skip(Int(entry & 15))
                guard k < 64 else {
                    throw .corrupt(format: JPEGDecoder.format, reason: "a block has more than 64 coefficients")
                }
                if !dcOnly {
                    block[order[k]] = Int16(truncatingIfNeeded: entry >> 8)
                    last = k
                }
                k += 1
                continue
            }
            let rs = try reader.decode(ac)
            let r = rs >> 4, s = rs & 15
            if s == 0 {
                if r != 15 { break }
                k += 16
                continue
            }
            k += r
            guard k < 64 else {
                throw .corrupt(format: JPEGDecoder.format, reason: "a block has more than 64 coefficients")
            }
            let value = reader.receiveExtend(s)
            if !dcOnly {
                block[order[k]] = Int16(truncatingIfNeeded: value)
                last = k
            }
            k += 1
        }
        return last
    }

    private mutating func firstAC(
        _ block: UnsafeMutablePointer<Int16>, _ reader: inout JPEGBitReader, _ ac: UnsafePointer<HuffmanView>
    ) throws(ImageDecodingError) {
        if eobRun > 0 {
            eobRun -= 1
            return
        }
        var k = start
        while k <= end {
            let rs = try reader.decode(ac)
            let r = rs >> 4, s = rs & 15
            if s == 0 {
                if r < 15 {
                    eobRun = (1 << r) - 1 + reader.bits(r)
                    break
                }
                k += 16
                continue
            }
            k += r
            guard k < 64 else {
                throw .corrupt(format: JPEGDecoder.format, reason: "a block has more than 64 coefficients")
            }
            block[order[k]] = Int16(truncatingIfNeeded: reader.receiveExtend(s) * (1 << low))
            k += 1
        }
    }

    /// Successive approximation of AC coefficients, as libjpeg's `decode_mcu_AC_refine`.
    private mutating func refineAC(
        _ block: UnsafeMutablePointer<Int16>, _ reader: inout JPEGBitReader, _ ac: UnsafePointer<HuffmanView>
    ) throws(ImageDecodingError) {
        let plus = Int16(truncatingIfNeeded: 1 << low), minus = Int16(truncatingIfNeeded: -1 << low)
        var k = start
        if eobRun == 0 {
            while k <= end {
                let rs = try reader.decode(ac)
                var r = rs >> 4
                var value: Int16 = 0
                let s = rs & 15
                if s != 0 {
                    value = reader.bits(1) == 1 ? plus : minus
                } else if r != 15 {
                    eobRun = (1 << r) + reader.bits(r)
                    break
                }
                while k <= end {
                    let position = order[k]
                    let coefficient = block[position]
                    if coefficient != 0 {
                        if reader.bits(1) == 1, coefficient & plus == 0 {
                            block[position] = coefficient >= 0 ? coefficient &+ plus : coefficient &+ minus
                        }
                    } else {
                        if r == 0 { break }
                        r -= 1
                    }
                    k += 1
                }
                if value != 0 {
                    guard k < 64 else {
                        throw .corrupt(format: JPEGDecoder.format, reason: "a block has more than 64 coefficients")
                    }
                    block[order[k]] = value
                }
                k += 1
            }
        }
        if eobRun > 0 {
            while k <= end {
                let position = order[k]
                let coefficient = block[position]
                if coefficient != 0, reader.bits(1) == 1, coefficient & plus == 0 {
                    block[position] = coefficient >= 0 ? coefficient &+ plus : coefficient &+ minus
                }
                k += 1
            }
            eobRun -= 1
        }
    }
}

/// What a progressive scan reads of one component, as plain values.
struct ProgressivePart {
    let coefficients: UnsafeMutablePointer<Int16>
    let blocksPerLine: Int
    let perBlock: Int
    let h: Int
    let v: Int
    let dc: UnsafePointer<HuffmanView>
    let ac: UnsafePointer<HuffmanView>

    init(_ component: JPEGComponent, dc: UnsafePointer<HuffmanView>, ac: UnsafePointer<HuffmanView>) {
        coefficients = component.coefficients.baseAddress!
        blocksPerLine = component.blocksPerLine
        perBlock = component.coefficientsPerBlock
        h = component.h
        v = component.v
        self.dc = dc + component.dcTable
        self.ac = ac + component.acTable
    }
}

/// The zig-zag order in memory that lives as long as the program (written once, then only read).
enum JPEGOrder {
    nonisolated(unsafe) static let natural: UnsafePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: jpegNaturalOrder.count)
        pointer.initialize(from: jpegNaturalOrder, count: jpegNaturalOrder.count)
        return UnsafePointer(pointer)
    }()
}
