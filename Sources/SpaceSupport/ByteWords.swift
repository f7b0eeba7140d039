/// Eight bytes at a time: the test behind the JSON reader's and writer's fast runs, which skip
/// plain text a word at a time instead of a byte at a time (the per-byte loop was the larger
/// part of reading and writing a big favorites file).
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Loads eight bytes at `offset` (unaligned).
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether some byte of `word` is zero.
    @inline(__always)
    static func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }

    /// Whether some byte of `word` equals `byte`.
    @inline(__always)
    static func has(_ word: UInt64, _ byte: UInt8) -> Bool { hasZero(word ^ (ones &* UInt64(byte))) }

    /// Whether some byte of `word` is below `limit` (at most 128).
    @inline(__always)
    static func hasLess(_ word: UInt64, than limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highs != 0
    }
}
