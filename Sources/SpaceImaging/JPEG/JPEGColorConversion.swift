/// YCbCr → RGB with libjpeg's tables (`jdcolor.c`): 16 fractional bits, rounded.
enum YCC {
    /// The four tables, in memory of their own for the length of one decode.
    struct Tables: ~Copyable {
        let crR: UnsafeMutablePointer<Int32>
        let cbB: UnsafeMutablePointer<Int32>
        let crG: UnsafeMutablePointer<Int32>
        let cbG: UnsafeMutablePointer<Int32>

        init() {
            func fix(_ x: Double) -> Int32 { Int32(x * 65536 + 0.5) }
            crR = .allocate(capacity: 256); cbB = .allocate(capacity: 256); crG = .allocate(capacity: 256); cbG = .allocate(capacity: 256)
            for i in 0..<256 {
                let x = Int32(i - 128)
                crR[i] = (fix(1.40200) * x + 32768) >> 16
                cbB[i] = (fix(1.77200) * x + 32768) >> 16
                crG[i] = -fix(0.71414) * x
                cbG[i] = -fix(0.34414) * x + 32768
            }
        }

        deinit {
            crR.deallocate(); cbB.deallocate(); crG.deallocate(); cbG.deallocate()
        }

        @inline(__always) func rgb(_ l: Int32, _ b: Int, _ r: Int) -> (UInt8, UInt8, UInt8) {
            (YCC.clamp(l + crR[r]), YCC.clamp(l + ((cbG[b] + crG[r]) >> 16)), YCC.clamp(l + cbB[b]))
        }

        /// The same sums as the tables, computed (identical results; the loop has no lookups).
        func toRGB(_ y: UnsafePointer<UInt8>, _ cb: UnsafePointer<UInt8>, _ cr: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
            for x in 0..<width {
                let l = Int32(y[x]), b = Int32(cb[x]) - 128, r = Int32(cr[x]) - 128
                out[x * 3] = YCC.clamp(l + ((91881 * r + 32768) >> 16))
                out[x * 3 + 1] = YCC.clamp(l + ((-22554 * b - 46802 * r + 32768) >> 16))
                out[x * 3 + 2] = YCC.clamp(l + ((116130 * b + 32768) >> 16))
            }
        }
    }

    @inline(__always) static func clamp(_ v: Int32) -> UInt8 { v < 0 ? 0 : (v > 255 ? 255 : UInt8(truncatingIfNeeded: v)) }
}

/// CMYK and YCCK → RGB. Adobe's files store CMYK inverted; the conversion is the naive one
/// (R = (255 − C)(255 − K) / 255), as Pillow and most viewers do without a colour profile.
enum CMYK {
    @inline(__always) static func mulDiv255(_ a: Int, _ b: Int) -> Int {
        let t = a * b + 128
        return ((t >> 8) + t) >> 8
    }

    static func toRGB(_ rows: UnsafePointer<UInt8>, rowLength: Int, width: Int, inverted: Bool, ycck: Bool, tables: borrowing YCC.Tables, into out: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            var c = Int(rows[x]), m = Int(rows[rowLength + x]), yellow = Int(rows[2 * rowLength + x])
            if ycck {
                // libjpeg's ycck_cmyk_convert: the YCC part becomes RGB, then its complement.
                let (r, g, b) = tables.rgb(Int32(c), m, yellow)
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
