/// DEFLATE's fixed parts (RFC 1951 §3.2.5–3.2.6) and the zlib header (RFC 1950), apart from the
/// decoding loop that reads them.
extension Inflate {
    /// The two bytes before the DEFLATE stream: deflate with a window of at most 32 KiB, a correct
    /// check value, no preset dictionary.
    static func checkHeader(_ input: [UInt8]) throws(Failure) {
        guard input.count >= 2 else { throw .truncated }
        let cmf = input[0], flg = input[1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else {
            throw .corrupt("its zlib header is wrong")
        }
        guard flg & 0x20 == 0 else { throw .corrupt("it asks for a preset dictionary") }
    }

    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    static let fixedLiterals: HuffmanTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return try! HuffmanTable(lengths: lengths)
    }()
    static let fixedDistances: HuffmanTable = try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 30))
}
