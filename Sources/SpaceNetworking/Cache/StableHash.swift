import Foundation

/// A stable 128-bit hash (two FNV-1a 64 lanes with different offsets) as 32 hex digits: the file
/// name of a cache entry. Not for security; collisions are caught by comparing the stored key.
enum StableHash {
    static func hex(_ text: String) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = b ^ (b >> 29)
        }
        return hex64(a) + hex64(b)
    }

    private static func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
