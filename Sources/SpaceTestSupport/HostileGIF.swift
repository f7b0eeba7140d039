/// GIF files written byte by byte for the tests, the shapes an attacker would serve as a day's
/// picture: a huge logical screen with many tiny frames that restore what was under them
/// (disposal 3) and show for no time, or frames many enough to write tens of megabytes of escapes.
public enum HostileGIF {
    /// A GIF of `frames` frames on a `width`×`height` screen, each `frameSide`×`frameSide` pixels of
    /// colour 1 (red) on a black and red palette, at successive places along the screen's diagonal,
    /// with `disposal` and `delay` (hundredths of a second), looping for ever.
    public static func make(
        width: Int, height: Int, frames: Int, frameSide: Int = 1, disposal: Int = 3, delay: Int = 0
    ) -> [UInt8] {
        var bytes: [UInt8] = Array("GIF89a".utf8)
        bytes += le16(width) + le16(height)
        bytes += [0x80, 0, 0]  // a global palette of 2 colours; background 0
        bytes += [0, 0, 0, 255, 0, 0]
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        let pixels = pixelData(count: frameSide * frameSide)
        for index in 0..<frames {
            bytes += [0x21, 0xF9, 4, UInt8((disposal & 7) << 2)] + le16(delay) + [0, 0]
            let left = (index * frameSide) % max(1, width - frameSide + 1)
            let top = (index * frameSide) % max(1, height - frameSide + 1)
            bytes += [0x2C] + le16(left) + le16(top) + le16(frameSide) + le16(frameSide) + [0]
            bytes += [2]  // LZW minimum code size
            var at = 0
            while at < pixels.count {
                let block = pixels[at..<min(pixels.count, at + 255)]
                bytes += [UInt8(block.count)] + block
                at += block.count
            }
            bytes += [0]
        }
        bytes.append(0x3B)
        return bytes
    }

    /// LZW data of `count` pixels of colour 1, codes of 3 bits: a clear code before every pixel (so
    /// the code size never grows), then the end code.
    static func pixelData(count: Int) -> [UInt8] {
        var codes: [Int] = []
        for _ in 0..<count { codes += [4, 1] }
        codes.append(5)
        var bytes: [UInt8] = []
        var bits = 0, filled = 0
        for code in codes {
            bits |= code << filled
            filled += 3
            while filled >= 8 {
                bytes.append(UInt8(bits & 0xFF))
                bits >>= 8
                filled -= 8
            }
        }
        if filled > 0 { bytes.append(UInt8(bits & 0xFF)) }
        return bytes
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
}
