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

    /// Reads a varint at `offset` (moved past it); nil at the end or on more than 9 bytes.
    @inline(__always)
    static func varint(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int, end: Int) -> Int? {
        var value = 0
        var shift = 0
        while offset < end {
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 56 { return nil }
        }
        return nil
    }

    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    static func read<T: FixedWidthInteger>(_ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> T {
        var value: T = 0
        withUnsafeMutableBytes(of: &value) { target in
            for index in 0..<MemoryLayout<T>.size { target[index] = bytes[offset + index] }
        }
        return T(littleEndian: value)
    }

    static func write<T: FixedWidthInteger>(_ value: T, into bytes: inout [UInt8], at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { source in
            for index in 0..<source.count { bytes[offset + index] = source[index] }
        }
    }

    /// A 64-bit checksum of `bytes[from...]`, eight bytes at a time (a whole index in about a
    /// millisecond); any changed byte changes it.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count - start)
        var offset = start
        let raw = UnsafeRawBufferPointer(bytes)
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
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
