/// A zlib (RFC 1950) and DEFLATE (RFC 1951) decoder with a hard bound on its output, so a
/// decompression bomb ends in an error after `limit` bytes, never in a full memory.
struct Inflate {
    enum Failure: Error, Equatable {
        case truncated
        case corrupt(String)
        case tooLong
    }

    /// The zlib stream's content: exactly `expected` bytes, or an error (more is a bomb or a lie,
    /// fewer is a cut file). The Adler-32 checksum is verified.
    static func zlib(_ input: [UInt8], expected: Int) throws(Failure) -> [UInt8] {
        try checkHeader(input)
        // DEFLATE cannot expand more than 1032:1, so a picture that declares far more than its
        // data could hold gets no more memory than the data could fill (and ends as truncated).
        let capacity = min(expected, input.count.multipliedReportingOverflow(by: 1032).partialValue + 64)
        // Not zeroed first: the decoder only reads back what it wrote (a distance past `written`
        // is refused), and only the bytes written are kept.
        var written = 0, end = 0
        var failure: Failure?
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            input.withUnsafeBufferPointer { bytes in
                var decoder = Inflate(input: bytes, start: 2, output: out)
                do throws(Failure) { try decoder.run() } catch { failure = error }
                (written, end) = (decoder.written, decoder.bytePosition)
            }
            initialized = failure == nil ? written : 0
        }
        if let failure { throw failure }
        guard written == expected else { throw .truncated }
        // (capacity == expected here: a stream cannot write more than its buffer)
        // The Adler-32 follows the deflate stream, byte aligned.
        guard end + 4 <= input.count else { throw .truncated }
        let stored =
            UInt32(input[end]) << 24 | UInt32(input[end + 1]) << 16 | UInt32(input[end + 2]) << 8
            | UInt32(input[end + 3])
        let computed = output.withUnsafeBufferPointer { Checksums.adler32($0) }
        guard stored == computed else { throw .corrupt("its Adler-32 checksum does not match") }
        return output
    }

    /// The zlib stream's content handed to `sink` a piece at a time, in order, through a buffer of
    /// `bufferSize` bytes (DEFLATE's 32 KiB window is kept between pieces): exactly `expected`
    /// bytes in all, or an error; the Adler-32 checksum is verified at the end. The memory is the
    /// buffer, whatever the content's size.
    static func zlib(
        _ input: [UInt8], expected: Int, bufferSize: Int = 1 << 20,
        sink: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
    ) throws(Failure) {
        try checkHeader(input)
        var buffer = [UInt8](repeating: 0, count: max(bufferSize, Inflate.window + 65_536 + 258))
        try withoutActuallyEscaping(sink) { (sink) throws(Failure) in
            try buffer.withUnsafeMutableBufferPointer { (out) throws(Failure) in
                try input.withUnsafeBufferPointer { (bytes) throws(Failure) in
                    var decoder = Inflate(input: bytes, start: 2, output: out)
                    decoder.expected = expected
                    decoder.sink = sink
                    try decoder.run()
                    let rest = UnsafeBufferPointer(rebasing: out[0..<decoder.written])
                    decoder.adler = Checksums.adler32(rest, initial: decoder.adler)
                    try sink(rest)
                    guard decoder.flushed + decoder.written == expected else { throw .truncated }
                    let end = decoder.bytePosition
                    guard end + 4 <= bytes.count else { throw .truncated }
                    let stored =
                        UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8
                        | UInt32(bytes[end + 3])
                    guard stored == decoder.adler else { throw .corrupt("its Adler-32 checksum does not match") }
                }
            }
        }
    }

    /// DEFLATE's window: the farthest a match reaches back.
    static let window = 32_768

    /// Streaming: where the pieces go, the bytes handed on so far, their checksum, and the bound.
    private var sink: ((UnsafeBufferPointer<UInt8>) throws(Failure) -> Void)?
    private var flushed = 0
    private var adler: UInt32 = 1
    private var expected = Int.max

    /// Room for `needed` more bytes: streaming, everything but the window goes to the sink and the
    /// window moves to the front; otherwise (one buffer for the whole content) there is none.
    private mutating func makeRoom(_ needed: Int) throws(Failure) {
        guard let sink, flushed + written + needed <= expected else { throw .tooLong }
        let keep = min(written, Inflate.window)
        let handed = written - keep
        guard handed > 0, keep + needed <= limit else { throw .tooLong }
        let piece = UnsafeBufferPointer(rebasing: output[0..<handed])
        adler = Checksums.adler32(piece, initial: adler)
        try sink(piece)
        // update(from:count:) copies correctly when the two regions overlap.
        output.baseAddress!.update(from: output.baseAddress! + handed, count: keep)
        flushed += handed
        written = keep
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount: Int = 0
    private let output: UnsafeMutableBufferPointer<UInt8>
    private var limit: Int { output.count }
    private(set) var written = 0

    private init(input: UnsafeBufferPointer<UInt8>, start: Int, output: UnsafeMutableBufferPointer<UInt8>) {
        self.input = input
        position = start
        self.output = output
    }

    /// Where the next unread whole byte is (after the final block).
    var bytePosition: Int { position - bitCount / 8 }

    private mutating func refill() {
        // Eight bytes in one load where the input has them (libdeflate's way): the whole bytes
        // that fit are counted; the bits of a byte that fits only in part are its own bits, so
        // they are simply written again by the next refill.
        if position &+ 8 <= input.count {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self))
            bitBuffer |= word &<< UInt64(bitCount)
            let bytes = (63 &- bitCount) &>> 3
            position &+= bytes
            bitCount &+= bytes &* 8
            return
        }
        while bitCount <= 56 {
            let byte: UInt64
            if position < input.count {
                byte = UInt64(input[position])
            } else {
                // Past the end: zeros, counted so that reading them is caught as truncation.
                byte = 0
            }
            position += 1
            bitBuffer |= byte << UInt64(bitCount)
            bitCount += 8
        }
    }

    @inline(__always) private mutating func bits(_ n: Int) throws(Failure) -> Int {
        if bitCount < n { refill() }
        let value = Int(bitBuffer & ((1 << UInt64(n)) - 1))
        bitBuffer >>= UInt64(n)
        bitCount -= n
        if position > input.count, position - bitCount / 8 > input.count { throw .truncated }
        return value
    }

    private mutating func run() throws(Failure) {
        var final = false
        while !final {
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try compressed(Inflate.fixedLiterals, Inflate.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try compressed(literals, distances)
            default: throw .corrupt("a block has the reserved type 3")
            }
        }
    }

    private mutating func stored() throws(Failure) {
        // Drop to a byte boundary, then hand the buffered whole bytes back.
        let drop = bitCount % 8
        bitBuffer >>= UInt64(drop)
        bitCount -= drop
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corrupt("a stored block's length is wrong") }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        if written + length > limit { try makeRoom(length) }
        for i in 0..<length { output[written + i] = input[position + i] }
        written += length
        position += length
    }

    @inline(__always) private mutating func decode(_ table: HuffmanTable) throws(Failure) -> Int {
        if bitCount < 15 {
            refill()
            if position > input.count, position - bitCount / 8 > input.count { throw .truncated }
        }
        let entry = table.fast[Int(bitBuffer & UInt64(HuffmanTable.fastMask))]
        if entry != 0 {
            let length = Int(entry & 15)
            bitBuffer >>= UInt64(length)
            bitCount -= length
            return Int(entry >> 4)
        }
        // Longer than the fast table: walk the canonical code a bit at a time (as zlib's puff does).
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= Int(bitBuffer & 1)
            bitBuffer >>= 1
            bitCount -= 1
            let count = Int(table.counts[length])
            if code - count < first { return Int(table.symbols[index + (code - first)]) }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw .corrupt("a Huffman code is not in its table")
    }

    private mutating func dynamicTables() throws(Failure) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt("a block declares too many codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = UInt8(try bits(3)) }
        let lengthTable = try HuffmanTable.make(codeLengths)
        var lengths = [UInt8]()
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthTable)
            switch symbol {
            case 0..<16: lengths.append(UInt8(symbol))
            case 16:
                guard let last = lengths.last else { throw .corrupt("a repeat code has nothing to repeat") }
                lengths.append(contentsOf: repeatElement(last, count: 3 + (try bits(2))))
            case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
            default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw .corrupt("code lengths run past their count") }
        guard lengths[256] != 0 else { throw .corrupt("a block has no end code") }
        return (
            try HuffmanTable.make(Array(lengths[0..<literalCount])),
            try HuffmanTable.make(Array(lengths[literalCount...]))
        )
    }

    private mutating func compressed(_ literals: HuffmanTable, _ distances: HuffmanTable) throws(Failure) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                if written >= limit { try makeRoom(1) }
                output[written] = UInt8(truncatingIfNeeded: symbol)
                written += 1
                continue
            }
            if symbol == 256 {
                if position - bitCount / 8 > input.count { throw .truncated }
                return
            }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .corrupt("a length code is out of range") }
            let length = Inflate.lengthBase[lengthIndex] + (try bits(Inflate.lengthExtra[lengthIndex]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < 30 else { throw .corrupt("a distance code is out of range") }
            let distance = Inflate.distanceBase[distanceSymbol] + (try bits(Inflate.distanceExtra[distanceSymbol]))
            guard distance <= written else { throw .corrupt("a distance reaches before the start") }
            if written + length > limit { try makeRoom(length) }
            let base = output.baseAddress!
            var from = base + (written - distance)
            var to = base + written
            if distance >= 8, written + length + 8 <= output.count {
                // Eight bytes at a time: each word read lies at least 8 bytes behind the one
                // written, so it is already final; the last word may write up to 7 bytes past the
                // end, which the next symbols overwrite.
                var left = length
                while left > 0 {
                    UnsafeMutableRawPointer(to).storeBytes(
                        of: UnsafeRawPointer(from).loadUnaligned(as: UInt64.self), as: UInt64.self)
                    to += 8
                    from += 8
                    left -= 8
                }
            } else {
                // Byte by byte: a copy may overlap what it writes (distance < length repeats a run).
                for _ in 0..<length {
                    to.pointee = from.pointee
                    to += 1
                    from += 1
                }
            }
            written += length
        }
    }
}
