/// A canonical Huffman code of DEFLATE: a 9-bit lookup table for the common short codes, and the
/// counts and symbols for walking the rest.
struct HuffmanTable {
    static let fastBits = 10
    static let fastMask = (1 << fastBits) - 1
    /// symbol << 4 | length, 0 for codes longer than `fastBits`.
    var fast: [UInt16]
    var counts: [UInt16]
    var symbols: [UInt16]

    static func make(_ lengths: [UInt8]) throws(Inflate.Failure) -> HuffmanTable {
        do { return try HuffmanTable(lengths: lengths) } catch { throw .corrupt("a Huffman table is over-subscribed") }
    }

    init(lengths: [UInt8]) throws {
        counts = [UInt16](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= Int(counts[length])
            if left < 0 { throw Inflate.Failure.corrupt("over-subscribed") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + Int(counts[length]) }
        symbols = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[Int(length)]] = UInt16(symbol)
            offsets[Int(length)] += 1
        }
        fast = [UInt16](repeating: 0, count: 1 << HuffmanTable.fastBits)
        // Assign canonical codes and fill the fast table with bit-reversed codes.
        var code = 0
        var index = 0
        for length in 1...15 {
            for _ in 0..<Int(counts[length]) {
                let symbol = symbols[index]
                index += 1
                if length <= HuffmanTable.fastBits {
                    var reversed = 0
                    for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                    var slot = reversed
                    while slot < 1 << HuffmanTable.fastBits {
                        fast[slot] = symbol << 4 | UInt16(length)
                        slot += 1 << length
                    }
                }
                code += 1
            }
            code <<= 1
        }
    }
}
