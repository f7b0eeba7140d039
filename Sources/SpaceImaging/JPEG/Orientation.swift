/// EXIF orientation (tag 0x0112): how the stored pixels must be turned to stand upright.
enum Orientation {
    /// The orientation in an APP1 segment's EXIF data (1…8), nil when it has none.
    static func fromEXIF(_ s: UnsafeBufferPointer<UInt8>) -> Int? {
        guard s.count >= 14, Array(s[0..<6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }
        let tiff = 6
        let little: Bool
        switch (s[tiff], s[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 2 <= s.count else { return nil }
            return little ? Int(s[i]) | Int(s[i + 1]) << 8 : Int(s[i]) << 8 | Int(s[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let b = u16(i + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(tiff + 4), let entries = u16(tiff + ifd) else { return nil }
        for n in 0..<min(entries, 512) {
            let entry = tiff + ifd + 2 + n * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112, let value = u16(entry + 8), (1...8).contains(value) { return value }
        }
        return nil
    }

    /// The picture turned upright.
    static func apply(_ orientation: Int, to image: PixelImage) -> PixelImage {
        let w = image.width, h = image.height, c = image.channels
        let swaps = orientation >= 5
        let outW = swaps ? h : w, outH = swaps ? w : h
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<h {
                    for x in 0..<w {
                        // Where the stored pixel (x, y) lands.
                        let (tx, ty): (Int, Int)
                        switch orientation {
                        case 2: (tx, ty) = (w - 1 - x, y)
                        case 3: (tx, ty) = (w - 1 - x, h - 1 - y)
                        case 4: (tx, ty) = (x, h - 1 - y)
                        case 5: (tx, ty) = (y, x)
                        case 6: (tx, ty) = (h - 1 - y, x)
                        case 7: (tx, ty) = (h - 1 - y, w - 1 - x)
                        case 8: (tx, ty) = (y, w - 1 - x)
                        default: (tx, ty) = (x, y)
                        }
                        let from = (y * w + x) * c, to = (ty * outW + tx) * c
                        for k in 0..<c { target[to + k] = source[from + k] }
                    }
                }
            }
        }
        return PixelImage(width: outW, height: outH, channels: c, pixels: out)
    }
}
