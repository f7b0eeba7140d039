import Foundation

/// The little pieces of the index's format: varints, fixed-width little-endian integers and
/// the checksum, on byte arrays, each read bounds-checked (a damaged file reads as damaged,
/// never out of bounds).
enum IndexBytes {
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The largest value a varint of the index holds: every one is a day number's delta, a count or
    /// a position, far below it; a larger one is damage. Sums of a few such values never overflow.
    static let varintLimit = Int(UInt32.max)

    /// Reads a varint at `offset` (moved past it); nil at the end, or past `varintLimit` (five bytes
    /// at most), which only a damaged index has.
    @inline(__always)
    static func varint(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int, end: Int) -> Int? {
        var value = 0
        var shift = 0
        while offset < end {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value <= varintLimit ? value : nil }
            shift += 7
            if shift > 28 { return nil }
        }
        return nil
    }

    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    @inline(__always)
    static func read<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> T {
        precondition(offset >= 0 && offset + MemoryLayout<T>.size <= bytes.count, "read past the end of the index")
        return T(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    static func write<T: FixedWidthInteger>(_ value: T, into bytes: inout [UInt8], at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { source in
            for index in 0..<source.count { bytes[offset + index] = source[index] }
        }
    }

    /// A 64-bit checksum of `bytes[from...]`, four words of eight bytes at a time in four lanes
    /// (a whole index in well under a millisecond); any changed byte changes it.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63
        )
        var offset = start
        let raw = UnsafeRawBufferPointer(bytes)
        while offset + 32 <= bytes.count {
            lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
            lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
            lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
            lanes.0 ^= lanes.0 >> 29
            lanes.1 ^= lanes.1 >> 29
            lanes.2 ^= lanes.2 >> 29
            lanes.3 ^= lanes.3 >> 29
            offset += 32
        }
        var hash = UInt64(bytes.count - start)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { hash = (hash ^ lane) &* prime; hash ^= hash >> 31 }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* prime
            offset += 1
        }
        return hash
    }

    /// A 64-bit fingerprint of texts (FNV-1a), to tell a day that changed from one that did not.
    static func fingerprint(_ texts: [String]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for text in texts {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
