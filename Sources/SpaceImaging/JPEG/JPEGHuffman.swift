/// A JPEG Huffman table (ITU T.81 annex C): a 9-bit lookahead for the common short codes, and
/// the largest code of each length for the rest. The arrays live in memory of their own, so
/// the decoding loop reads them through plain pointers (`view`), with no reference counting.
final class JPEGHuffmanTable {
    static let lookaheadBits = 9
    let view: HuffmanView
    private let lookahead: UnsafeMutablePointer<UInt16>
    private let maxCode: UnsafeMutablePointer<Int32>
    private let valueOffset: UnsafeMutablePointer<Int32>
    private let values: UnsafeMutablePointer<UInt8>
    private let fastAC: UnsafeMutablePointer<Int32>

    init(counts: [UInt8], values symbols: [UInt8]) throws(ImageDecodingError) {
        fastAC = .allocate(capacity: 1 << JPEGHuffmanTable.lookaheadBits)
        fastAC.initialize(repeating: 0, count: 1 << JPEGHuffmanTable.lookaheadBits)
        lookahead = .allocate(capacity: 1 << JPEGHuffmanTable.lookaheadBits)
        lookahead.initialize(repeating: 0, count: 1 << JPEGHuffmanTable.lookaheadBits)
        maxCode = .allocate(capacity: 18)
        maxCode.initialize(repeating: -1, count: 18)
        valueOffset = .allocate(capacity: 18)
        valueOffset.initialize(repeating: 0, count: 18)
        values = .allocate(capacity: 256)
        values.initialize(repeating: 0, count: 256)
        for (i, symbol) in symbols.prefix(256).enumerated() { values[i] = symbol }
        view = HuffmanView(
            lookahead: lookahead, maxCode: maxCode, valueOffset: valueOffset, values: values,
            valueCount: min(256, symbols.count),
            fastAC: fastAC)
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let count = Int32(counts[length - 1])
            if count > 0 {
                valueOffset[length] = index - code
                for _ in 0..<count {
                    if length <= JPEGHuffmanTable.lookaheadBits, index < 256 {
                        let shift = JPEGHuffmanTable.lookaheadBits - length
                        let start = Int(code) << shift
                        for slot in start..<(start + (1 << shift)) where slot < 1 << JPEGHuffmanTable.lookaheadBits {
                            lookahead[slot] = UInt16(length) << 8 | UInt16(values[Int(index)])
                        }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = code - 1
            }
            guard code <= 1 << length else {
                throw .corrupt(format: JPEGDecoder.format, reason: "a Huffman table is over-subscribed")
            }
            code <<= 1
        }
        maxCode[17] = Int32.max
        fillFastAC()
    }

    /// For AC tables: where a code and the coefficient's bits after it fit in the lookahead, the
    /// decoded coefficient (value << 8 | run << 4 | bits used), so the common small coefficients
    /// take one lookup instead of two reads; the end of block is its code's length alone (no
    /// coefficient has the value 0). A DC table's entries read the same way: its symbols are
    /// sizes with no run, and size 0 (the difference 0) is the code's length alone.
    private func fillFastAC() {
        let bits = JPEGHuffmanTable.lookaheadBits
        for index in 0..<(1 << bits) {
            let entry = lookahead[index]
            guard entry != 0 else { continue }
            let length = Int(entry >> 8), symbol = Int(entry & 0xFF)
            let run = symbol >> 4, size = symbol & 15
            // The end of the block: no value, no run, only the code's length (every block of a
            // smooth picture ends so, after a coefficient or two).
            if symbol == 0 {
                fastAC[index] = Int32(length)
                continue
            }
            guard size != 0, length + size <= bits else { continue }
            var value = (index >> (bits - length - size)) & ((1 << size) - 1)
            if value < 1 << (size - 1) { value += (-1 << size) + 1 }
            guard value >= -32768, value < 32768 else { continue }
            fastAC[index] = Int32(value) << 8 | Int32(run << 4) | Int32(length + size)
        }
    }

    deinit {
        fastAC.deallocate()
        lookahead.deallocate()
        maxCode.deallocate()
        valueOffset.deallocate()
        values.deallocate()
    }
}

/// Plain pointers into a `JPEGHuffmanTable`, valid while the table lives.
struct HuffmanView {
    /// length << 8 | symbol, 0 when the code is longer than the lookahead.
    let lookahead: UnsafePointer<UInt16>
    /// maxCode[l]: the largest code of length l, -1 when there is none (17 is a sentinel).
    let maxCode: UnsafePointer<Int32>
    /// valueOffset[l]: added to a code of length l gives its index in `values`.
    let valueOffset: UnsafePointer<Int32>
    let values: UnsafePointer<UInt8>
    let valueCount: Int
    /// value << 8 | run << 4 | bits, the end of block's code length, or 0 (see `fillFastAC`).
    let fastAC: UnsafePointer<Int32>

    init(
        lookahead: UnsafeMutablePointer<UInt16>, maxCode: UnsafeMutablePointer<Int32>,
        valueOffset: UnsafeMutablePointer<Int32>, values: UnsafeMutablePointer<UInt8>, valueCount: Int,
        fastAC: UnsafeMutablePointer<Int32>
    ) {
        self.fastAC = UnsafePointer(fastAC)
        self.lookahead = UnsafePointer(lookahead)
        self.maxCode = UnsafePointer(maxCode)
        self.valueOffset = UnsafePointer(valueOffset)
        self.values = UnsafePointer(values)
        self.valueCount = valueCount
    }
}

/// Reads the entropy-coded data of a scan, most significant bit first, removing stuffed zero
/// bytes. At a marker it stops and feeds zeros; running off the end of the file is noted.
struct JPEGBitReader {
    let data: UnsafeBufferPointer<UInt8>
    var position: Int
    var buffer: UInt64 = 0
    var count: Int = 0
    /// A marker (other than a stuffed 0xFF00) was reached.
    var atMarker = false
    /// The file ended inside the entropy-coded data.
    var ranOut = false

    init(data: UnsafeBufferPointer<UInt8>, position: Int) {
        self.data = data
        self.position = position
    }

    @inline(never) mutating func fill() {
        // Eight bytes at a time when none of them is 0xFF (no stuffing, no marker): the usual case.
        if !atMarker, position &+ 8 <= data.count {
            let word = UnsafeRawPointer(data.baseAddress! + position).loadUnaligned(as: UInt64.self).bigEndian
            let inverted = ~word
            if (inverted &- 0x0101_0101_0101_0101) & ~inverted & 0x8080_8080_8080_8080 == 0 {
                let bytes = (64 &- count) &>> 3
                buffer |= (word &>> UInt64(64 &- bytes &* 8)) &<< UInt64(64 &- count &- bytes &* 8)
                position &+= bytes
                count &+= bytes &* 8
                return
            }
        }
        while count <= 56 {
            var byte: UInt64 = 0
            if !atMarker {
                if position < data.count {
                    let b = data[position]
                    if b == 0xFF {
                        let next: UInt8 = position + 1 < data.count ? data[position + 1] : 0
                        if next == 0 {
                            position += 2
                            byte = 0xFF
                        } else {
                            atMarker = position + 1 < data.count
                            ranOut = !atMarker
                        }
                    } else {
                        position += 1
                        byte = UInt64(b)
                    }
                } else {
                    ranOut = true
                    atMarker = true
                }
            }
            buffer |= byte << UInt64(56 - count)
            count += 8
        }
    }

    // The hot functions below use wrapping arithmetic and masked shifts: `count` stays within
    // 0…64 and every shift is below 64 (fill() tops the buffer up to 57 bits or more, and no code
    // or value is over 16 bits), so the checks the plain operators carry could never fire.
    @inline(__always) mutating func decode(_ table: UnsafePointer<HuffmanView>) throws(ImageDecodingError) -> Int {
        if count < 16 { fill() }
        let peek = Int(truncatingIfNeeded: buffer &>> UInt64(64 &- JPEGHuffmanTable.lookaheadBits))
        let entry = table.pointee.lookahead[peek]
        if entry != 0 {
            let length = Int(entry &>> 8)
            buffer &<<= UInt64(truncatingIfNeeded: length)
            count &-= length
            return Int(entry & 0xFF)
        }
        var length = JPEGHuffmanTable.lookaheadBits + 1
        while length <= 16 {
            let code = Int32(truncatingIfNeeded: buffer &>> UInt64(64 &- length))
            if code <= table.pointee.maxCode[length] {
                buffer &<<= UInt64(truncatingIfNeeded: length)
                count &-= length
                let index = Int(code &+ table.pointee.valueOffset[length])
                guard index >= 0, index < table.pointee.valueCount else { break }
                return Int(table.pointee.values[index])
            }
            length += 1
        }
        throw .corrupt(format: JPEGDecoder.format, reason: "a Huffman code is not in its table")
    }

    /// The next `lookaheadBits` bits, without using them (the buffer is topped up first).
    @inline(__always) mutating func peekLookahead() -> Int {
        if count < 16 { fill() }
        return Int(truncatingIfNeeded: buffer &>> UInt64(64 &- JPEGHuffmanTable.lookaheadBits))
    }

    @inline(__always) mutating func skip(_ n: Int) {
        buffer &<<= UInt64(truncatingIfNeeded: n)
        count &-= n
    }

    /// `n` bits (0…16) as an unsigned number.
    @inline(__always) mutating func bits(_ n: Int) -> Int {
        if n == 0 { return 0 }
        if count < n { fill() }
        let value = Int(truncatingIfNeeded: buffer &>> UInt64(truncatingIfNeeded: 64 &- n))
        buffer &<<= UInt64(truncatingIfNeeded: n)
        count &-= n
        return value
    }

    /// `n` bits (0…16) as a signed coefficient (T.81's RECEIVE and EXTEND), without a branch on
    /// the sign: libjpeg-turbo's `HUFF_EXTEND`.
    @inline(__always) mutating func receiveExtend(_ n: Int) -> Int {
        if n == 0 { return 0 }
        let value = bits(n)
        let negative = (value &- (1 &<< (n &- 1))) &>> 63
        return value &+ (negative & ((-1 &<< n) &+ 1))
    }

    /// Drops what is buffered and moves past the restart marker at the current position (any
    /// RSTn, as libjpeg tolerates), so decoding continues with a fresh state.
    mutating func restart() throws(ImageDecodingError) {
        buffer = 0
        count = 0
        // Skip anything up to the next marker (garbage, or nothing when the stream is well formed).
        while position + 1 < data.count,
            !(data[position] == 0xFF && data[position + 1] != 0 && data[position + 1] != 0xFF)
        {
            position += 1
        }
        guard position + 1 < data.count else { ranOut = true; throw .truncated(format: JPEGDecoder.format) }
        if (0xD0...0xD7).contains(data[position + 1]) { position += 2 }
        atMarker = false
    }
}
