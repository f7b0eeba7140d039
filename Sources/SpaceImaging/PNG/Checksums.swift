/// CRC-32 (PNG chunks) and Adler-32 (zlib streams); `package` so the fuzzer can mend the CRCs
/// of the files it mutates.
package enum Checksums {
    /// The CRC-32 lookup table for the reflected polynomial 0xEDB88320, eight bytes at a time
    /// ("slicing by 8").
    static let crcTable: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256 * 8)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            table[n] = c
        }
        for n in 0..<256 {
            var c = table[n]
            for k in 1..<8 {
                c = table[Int(c & 0xFF)] ^ (c >> 8)
                table[k * 256 + n] = c
            }
        }
        return table
    }()

    package static func crc32(_ bytes: UnsafeBufferPointer<UInt8>, initial: UInt32 = 0) -> UInt32 {
        var crc = ~initial
        crcTable.withUnsafeBufferPointer { t in
            var i = 0
            let n = bytes.count
            while i + 8 <= n {
                let one =
                    crc
                    ^ (UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3])
                        << 24)
                crc =
                    t[7 * 256 + Int(one & 0xFF)] ^ t[6 * 256 + Int((one >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((one >> 16) & 0xFF)] ^ t[4 * 256 + Int(one >> 24)]
                    ^ t[3 * 256 + Int(bytes[i + 4])] ^ t[2 * 256 + Int(bytes[i + 5])]
                    ^ t[1 * 256 + Int(bytes[i + 6])] ^ t[Int(bytes[i + 7])]
                i += 8
            }
            while i < n {
                crc = t[Int((crc ^ UInt32(bytes[i])) & 0xFF)] ^ (crc >> 8)
                i += 1
            }
        }
        return ~crc
    }

    /// Adler-32, continuing from `initial` (the checksum of what came before; 1 for nothing).
    static func adler32(_ bytes: UnsafeBufferPointer<UInt8>, initial: UInt32 = 1) -> UInt32 {
        var a: UInt32 = initial & 0xFFFF, b: UInt32 = initial >> 16
        var i = 0
        let n = bytes.count
        while i < n {
            // 5552 is the most bytes before the sums can overflow 32 bits.
            let end = min(n, i + 5552)
            while i < end {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
