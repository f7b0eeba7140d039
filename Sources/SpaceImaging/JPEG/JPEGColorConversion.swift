/// YCbCr → RGB as libjpeg computes it (`jdcolor.c`): its tables hold these sums, 16 fractional
/// bits, rounded; computed here instead of looked up, with the same results. Whole rows are
/// converted by `RowKernels.yccToRGB`, the same sums.
enum YCC {
    @inline(__always) static func rgb(_ y: UInt8, _ cb: UInt8, _ cr: UInt8) -> (UInt8, UInt8, UInt8) {
        let l = Int32(y), b = Int32(cb) - 128, r = Int32(cr) - 128
        return (
            clamp(l + ((91881 * r + 32768) >> 16)), clamp(l + ((-22554 * b - 46802 * r + 32768) >> 16)),
            clamp(l + ((116130 * b + 32768) >> 16))
        )
    }

    @inline(__always) static func clamp(_ v: Int32) -> UInt8 {
        v < 0 ? 0 : (v > 255 ? 255 : UInt8(truncatingIfNeeded: v))
    }
}

/// CMYK and YCCK → RGB. Adobe's files store CMYK inverted; the conversion is the naive one
/// (R = (255 − C)(255 − K) / 255), as Pillow and most viewers do without a colour profile.
enum CMYK {
    @inline(__always) static func mulDiv255(_ a: Int, _ b: Int) -> Int {
        let t = a * b + 128
        return ((t >> 8) + t) >> 8
    }

    static func toRGB(
        _ rows: UnsafePointer<UInt8>, rowLength: Int, width: Int, inverted: Bool, ycck: Bool,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        for x in 0..<width {
            var c = Int(rows[x]), m = Int(rows[rowLength + x]), yellow = Int(rows[2 * rowLength + x])
            if ycck {
                // libjpeg's ycck_cmyk_convert: the YCC part becomes RGB, then its complement.
                let (r, g, b) = YCC.rgb(UInt8(c), UInt8(m), UInt8(yellow))
                c = 255 - Int(r)
                m = 255 - Int(g)
                yellow = 255 - Int(b)
            }
            var k = Int(rows[3 * rowLength + x])
            if inverted { c = 255 - c; m = 255 - m; yellow = 255 - yellow; k = 255 - k }
            let nk = 255 - k
            out[x * 3] = UInt8(clamping: nk - mulDiv255(c, nk))
            out[x * 3 + 1] = UInt8(clamping: nk - mulDiv255(m, nk))
            out[x * 3 + 2] = UInt8(clamping: nk - mulDiv255(yellow, nk))
        }
    }
}
