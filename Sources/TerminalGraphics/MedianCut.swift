import SpaceImaging

/// A palette fitted to one picture by median cut (Heckbert): the picture's colours, counted at 5
/// bits per channel, are split again and again across the longest side of the box that holds the
/// most pixels, until there are as many boxes as colours wanted; each colour is its box's mean.
enum MedianCut {
    struct Box {
        var colors: [Int]  // 15-bit keys, r << 10 | g << 5 | b
        var count: Int
    }

    static func palette(_ image: PixelImage, size: Int) -> [(UInt8, UInt8, UInt8)] {
        var histogram = [Int](repeating: 0, count: 1 << 15)
        // The true colours' sums per 5-bit bin, so that each palette colour is an exact mean.
        var sums = [Int](repeating: 0, count: 3 << 15)
        let c = image.channels
        image.pixels.withUnsafeBufferPointer { p in
            for i in 0..<(image.width * image.height) {
                if c == 4 && p[i * 4 + 3] < 128 { continue }
                let r = Int(p[i * c]), g = Int(p[i * c + 1]), b = Int(p[i * c + 2])
                let key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
                histogram[key] += 1
                sums[key * 3] += r; sums[key * 3 + 1] += g; sums[key * 3 + 2] += b
            }
        }
        let present = (0..<(1 << 15)).filter { histogram[$0] > 0 }
        var boxes = [Box(colors: present, count: present.reduce(0) { $0 + histogram[$1] })]
        while boxes.count < size {
            // The most populous box that can still be split.
            guard
                let index = boxes.indices.filter({ boxes[$0].colors.count > 1 }).max(by: {
                    boxes[$0].count < boxes[$1].count
                })
            else { break }
            let box = boxes.remove(at: index)
            let shifts = [10, 5, 0]
            let ranges = shifts.map { shift -> Int in
                let values = box.colors.map { ($0 >> shift) & 31 }
                return values.max()! - values.min()!
            }
            let shift = shifts[ranges.firstIndex(of: ranges.max()!)!]
            let sorted = box.colors.sorted { ($0 >> shift) & 31 < ($1 >> shift) & 31 }
            // Split where half the pixels lie on each side.
            var running = 0, cut = 1
            for (i, color) in sorted.enumerated() {
                running += histogram[color]
                if running * 2 >= box.count { cut = max(1, min(sorted.count - 1, i + 1)); break }
            }
            let left = Array(sorted[..<cut]), right = Array(sorted[cut...])
            boxes.append(Box(colors: left, count: left.reduce(0) { $0 + histogram[$1] }))
            boxes.append(Box(colors: right, count: right.reduce(0) { $0 + histogram[$1] }))
        }
        return boxes.map { box in
            var r = 0, g = 0, b = 0, n = 0
            for color in box.colors {
                r += sums[color * 3]; g += sums[color * 3 + 1]; b += sums[color * 3 + 2]
                n += histogram[color]
            }
            n = max(1, n)
            func mean(_ v: Int) -> UInt8 { UInt8(min(255, (v + n / 2) / n)) }
            return (mean(r), mean(g), mean(b))
        }
    }
}
