import Foundation
import Testing
@testable import SpaceImaging
import TerminalGraphics

/// The preview path: how much of a JPEG is decoded for a box, and the resampler that shrinks it.
@Suite struct PreviewTests {
    @Test func areaAveragingIsInLinearLight() {
        // Black and white stripes averaged into one pixel are sRGB 188 (half the light), not 128.
        let stripes = PixelImage(width: 2, height: 1, channels: 3, pixels: [0, 0, 0, 255, 255, 255])
        let mean = AreaResampler.resize(stripes, width: 1, height: 1)
        #expect(mean.pixels == [188, 188, 188])
        // A 3→2 resize splits the middle pixel between both: the second is ⅓ white, ⅔ black.
        let row = PixelImage(width: 3, height: 1, channels: 3, pixels: [255, 255, 255, 255, 255, 255, 0, 0, 0])
        #expect(AreaResampler.resize(row, width: 2, height: 1).pixels == [255, 255, 255, 156, 156, 156])
        // Transparent pixels lend no colour.
        let half = PixelImage(width: 2, height: 1, channels: 4, pixels: [255, 0, 0, 255, 0, 255, 0, 0])
        #expect(AreaResampler.resize(half, width: 1, height: 1).pixels == [255, 0, 0, 128])
    }

    @Test func aPreviewDecodesAJPEGAtTheSmallestReductionThatFills() throws {
        let file = try Corpus.bytes("baseline-420-64x48.jpg")
        #expect(try ImageDecoder.decode(file, fitting: (8, 6)).width == 8, "1/8 of 64")
        #expect(
            try ImageDecoder.decode(file, fitting: (20, 10)).width == 16, "1/4 still covers the 13×10 the box holds")
        #expect(try ImageDecoder.decode(file, fitting: (40, 40)).width == 64, "1/2 (32×24) would not cover 40×30")
        #expect(try ImageDecoder.decode(file, fitting: (64, 48)).width == 64)
        let drawing = try PicturePreview.render(file, as: .blocks(.trueColor), in: .init(columns: 16, rows: 6))
        #expect(drawing.fit == CellFit(columns: 16, rows: 6))
        #expect(drawing.text.components(separatedBy: "\n").filter { $0.contains("▀") }.count == 6)
    }
}

/// The size look-ahead reads past markers that stand alone, as the decoder does.
@Suite struct JPEGSizeLookAheadTests {
    @Test func aLoneMarkerBeforeTheFrameDoesNotHideItsSize() throws {
        let file = try Corpus.bytes("baseline-420-64x48.jpg")
        let withTEM = Array(file[..<2]) + [0xFF, 0x01] + Array(file[2...])
        #expect(ImageDecoder.jpegSize(withTEM)?.width == 64 && ImageDecoder.jpegSize(withTEM)?.height == 48)
        // So a preview is decoded reduced, as without the marker.
        let preview = try ImageDecoder.decode(withTEM, fitting: (8, 6))
        #expect(preview.width == 8 && preview.height == 6, "decoded at 1/8: \(preview.width)×\(preview.height)")
    }
}

/// A GIF preview composes its screen at a reduced scale: a huge screen around a small frame costs
/// the reduced canvas, never the screen's 120 megapixels.
@Suite struct GIFPreviewTests {
    /// 10000 × 12000 screen, a two-colour palette, one red 1×1 frame at (5000, 6000).
    static let hugeScreen: [UInt8] =
        Array("GIF89a".utf8) + [0x10, 0x27, 0xE0, 0x2E, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
        + [0x2C, 0x88, 0x13, 0x70, 0x17, 1, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] + [0x3B]

    @Test func aHugeScreenAroundATinyFrameIsComposedSmall() throws {
        // At 1/10 the one pixel covers a hundredth of its cell: there, faintly (alpha 255/100).
        let preview = try ImageDecoder.decode(Self.hugeScreen, fitting: (1000, 1000))
        #expect(preview.width == 1000 && preview.height == 1200, "\(preview.width)×\(preview.height)")
        let cell = (600 * preview.width + 500) * 4
        #expect(
            Array(preview.pixels[cell..<(cell + 4)]) == [255, 0, 0, 2],
            "the frame's colour where it lies, weighted by its cover")
        #expect(
            preview.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count == 1,
            "transparent elsewhere")
    }

    @Test func anOrdinaryGIFPreviewMatchesItsFullDecodeInSize() throws {
        let file = try Corpus.bytes("global.gif")
        let full = try GIFDecoder.decode(file)
        let half = try ImageDecoder.decode(file, fitting: (full.width / 2, full.height / 2))
        #expect(half.width == (full.width + 1) / 2 && half.height == (full.height + 1) / 2)
        let same = try ImageDecoder.decode(file, fitting: (full.width, full.height))
        #expect(same == full, "no reduction when the picture is not larger than the target")
    }
}

/// A PNG preview is decoded row by row into a reduced copy: the same as averaging each block of
/// the full decode in linear light (weighted by alpha), for every colour type and depth.
@Suite struct PNGPreviewTests {
    /// The plain reference: the full decode, each `r`×`r` block averaged.
    static func boxAverage(_ full: PixelImage, _ r: Int) -> PixelImage {
        let width = (full.width + r - 1) / r, height = (full.height + r - 1) / r, c = full.channels
        var out = [UInt8](repeating: 0, count: width * height * c)
        for oy in 0..<height {
            for ox in 0..<width {
                var sum: [Float] = [0, 0, 0], alpha: Float = 0, count: Float = 0
                for y in (oy * r)..<min(full.height, oy * r + r) {
                    for x in (ox * r)..<min(full.width, ox * r + r) {
                        let p = (y * full.width + x) * c
                        let a: Float = c == 4 ? Float(full.pixels[p + 3]) / 255 : 1
                        for k in 0..<3 { sum[k] += Gamma.toLinear[Int(full.pixels[p + k])] * a }
                        alpha += a
                        count += 1
                    }
                }
                let o = (oy * width + ox) * c
                if alpha > 0 { for k in 0..<3 { out[o + k] = Gamma.toSRGB(sum[k] / alpha) } }
                if c == 4 { out[o + 3] = UInt8(min(255, (alpha / count * 255).rounded())) }
            }
        }
        return PixelImage(width: width, height: height, channels: c, pixels: out)
    }

    @Test(arguments: [
        "gray-1.png", "gray-2.png", "gray-4.png", "gray-8.png", "gray-16.png", "gray-8-trns.png", "gray-alpha-8.png",
        "gray-alpha-16.png", "rgb-8.png", "rgb-16.png", "rgb-8-trns.png", "rgba-8.png", "rgba-16.png", "palette-1.png",
        "palette-2.png", "palette-4.png", "palette-8.png", "palette-8-trns.png", "zlib-fixed.png", "zlib-stored.png",
    ])
    func rowByRowMatchesTheBoxAverageOfTheFullDecode(name: String) throws {
        try Self.expectPreviewsMatchTheBoxAverage(try Corpus.bytes(name), name: name, reductions: [2, 3, 5])
    }

    /// The preview at each reduction equals the full decode's box average, within 1 per channel.
    static func expectPreviewsMatchTheBoxAverage(_ file: [UInt8], name: String, reductions: [Int]) throws {
        let full = try PNGDecoder.decode(file)
        for r in reductions {
            let target = (full.width / r, full.height / r)
            // The reduction of the side that limits the fit (floored targets can make it r + 1).
            let used = max(full.width / max(1, target.0), full.height / max(1, target.1))
            let preview = try PNGDecoder.decode(file, fitting: target)
            let expected = boxAverage(full, used)
            #expect(
                preview.width == expected.width && preview.height == expected.height
                    && preview.channels == expected.channels)
            let worst = zip(preview.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "\(name) at 1/\(r): off by \(worst)")
        }
    }

    @Test(arguments: [
        "rgb-8-interlaced.png", "rgb-16-interlaced.png", "gray-8-interlaced.png", "rgba-8-interlaced.png",
        "palette-interlaced-trns.png",
    ])
    func interlacedPicturesAreReducedPassByPass(name: String) throws {
        try Self.expectPreviewsMatchTheBoxAverage(try Corpus.bytes(name), name: name, reductions: [2, 3, 8])
    }

    @Test func lessThanTwiceTheTargetKeepsTheFullPath() throws {
        let plain = try Corpus.bytes("rgb-8.png")
        #expect(try PNGDecoder.decode(plain, fitting: (40, 30)) == PNGDecoder.decode(plain))
    }

    @Test func aCutStreamIsStillACutFile() throws {
        let file = try Corpus.bytes("rgb-8.png")
        let iend = try #require((0..<(file.count - 4)).first { file[$0..<($0 + 4)] == Array("IEND".utf8)[...] })
        // Half the IDAT gone (its CRC mended by cutting whole chunks is not possible: cut the file).
        for length in stride(from: 40, to: iend - 20, by: max(1, (iend - 60) / 17)) {
            #expect(throws: ImageDecodingError.self) { try PNGDecoder.decode(Array(file[..<length]), fitting: (10, 8)) }
        }
    }
}

/// The streaming inflate slides its window as its buffer fills: what it hands on is the content,
/// whole and in order, for stored and compressed blocks alike.
@Suite struct StreamingInflateTests {
    /// A zlib stream of stored blocks holding `data`.
    static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let length = min(65_535, data.count - start)
            let final: UInt8 = start + length == data.count ? 1 : 0
            out += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += data[start..<(start + length)]
            start += length
        } while start < data.count
        let adler = data.withUnsafeBufferPointer { Checksums.adler32($0) }
        return out + [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
    }

    func streamed(_ zlib: [UInt8], expected: Int) throws -> [UInt8] {
        var all: [UInt8] = []
        try Inflate.zlib(zlib, expected: expected, bufferSize: 0) {
            (piece: UnsafeBufferPointer<UInt8>) throws(Inflate.Failure) in all += piece
        }
        return all
    }

    @Test func storedBlocksAcrossManySlides() throws {
        let data = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        #expect(try streamed(Self.stored(data), expected: data.count) == data)
        #expect(throws: Inflate.Failure.tooLong) { try streamed(Self.stored(data), expected: data.count - 1) }
        #expect(throws: Inflate.Failure.truncated) { try streamed(Self.stored(data), expected: data.count + 1) }
    }

    @Test func compressedBlocksWhoseMatchesReachAcrossSlides() throws {
        let file = try Corpus.bytes("streamed-800x600.png")
        // The IDAT chunk: after the signature (8), IHDR (25) and the IDAT's length and type (8).
        let length = Int(file[33]) << 24 | Int(file[34]) << 16 | Int(file[35]) << 8 | Int(file[36])
        let idat = Array(file[41..<(41 + length)])
        let expected = 600 * (1 + 800 * 3)
        #expect(try streamed(idat, expected: expected) == Inflate.zlib(idat, expected: expected))
    }

    @Test func aLargePNGPreviewMatchesTheBoxAverageOfItsFullDecode() throws {
        try PNGPreviewTests.expectPreviewsMatchTheBoxAverage(
            try Corpus.bytes("streamed-800x600.png"), name: "streamed-800x600.png", reductions: [2, 7])
    }
}

/// What a list picture reserves from the budget it shares, read from the header alone.
@Suite struct WorkingSetEstimateTests {
    private func jpegHeader(width: Int, height: Int, progressive: Bool) -> [UInt8] {
        [
            0xFF, 0xD8, 0xFF, progressive ? 0xC2 : 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 255),
            UInt8(width >> 8), UInt8(width & 255), 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
        ]
    }

    @Test func largePicturesAreCountedAtWhatTheirReducedDecodeHolds() throws {
        let target = (width: 320, height: 200)
        // A 64×48 JPEG: about the file and the picture.
        let small = try Corpus.bytes("baseline-420-64x48.jpg")
        #expect(ImageDecoder.workingSetEstimate(small, fitting: target) < 1 << 20)
        // 10000×12000 baseline: decoded at 1/8, 1250×1500 pixels.
        let baseline = ImageDecoder.workingSetEstimate(
            jpegHeader(width: 10000, height: 12000, progressive: false), fitting: target)
        #expect(baseline > 1250 * 1500 * 3 && baseline < 32 << 20)
        // The same progressive keeps its coefficients: more, but never past their budget.
        let progressive = ImageDecoder.workingSetEstimate(
            jpegHeader(width: 10000, height: 12000, progressive: true), fitting: target)
        #expect(progressive > baseline + (32 << 20) && progressive < 100 << 20)
        // A 35-byte GIF whose screen is 10000×12000: the reduced canvas, not the screen.
        let gif: [UInt8] = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x27, 0xE0, 0x2E, 0, 0, 0]
        let screen = ImageDecoder.workingSetEstimate(gif, fitting: target)
        #expect(screen > 0 && screen < 16 << 20)
        // A PNG streamed row by row against one decoded whole.
        func png(_ width: Int, _ height: Int) -> [UInt8] {
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
                + [24, 16, 8, 0].map { UInt8((width >> $0) & 255) }
                + [24, 16, 8, 0].map { UInt8((height >> $0) & 255) } + [8, 6, 0, 0, 0]
        }
        #expect(ImageDecoder.workingSetEstimate(png(10000, 12000), fitting: target) < 32 << 20)
        #expect(ImageDecoder.workingSetEstimate(png(600, 400), fitting: target) >= 600 * 400 * 12)
        // Unreadable: eight times the file.
        #expect(ImageDecoder.workingSetEstimate([1, 2, 3, 4], fitting: target) == 40)
    }
}

/// A progressive JPEG keeps its coefficients until its last scan; past their budget a preview
/// keeps DCs only, and is drawn all the same.
@Suite struct CoefficientBudgetTests {
    @Test func pastTheBudgetA1Over8DecodeKeepsOnlyDCs() throws {
        let file = try Corpus.bytes("progressive-420-restart.jpg")
        let normal = try JPEGDecoder.decode(file, reduction: 8)
        let thrifty = try JPEGDecoder.decode(file, reduction: 8, limits: DecodeLimits(maxCoefficientBytes: 0))
        #expect(thrifty.width == normal.width && thrifty.height == normal.height && thrifty.channels == normal.channels)
        // Chroma from one value a block instead of a 2×2 transform: the colours differ, the light
        // (luma, which is one value a block at 1/8 anyway) stays.
        #expect(normal.pixels != thrifty.pixels, "the DC-only path was taken")
        func luma(_ image: PixelImage) -> [Double] {
            stride(from: 0, to: image.pixels.count, by: image.channels).map { (index: Int) -> Double in
                let red = 0.299 * Double(image.pixels[index])
                let green = 0.587 * Double(image.pixels[index + 1])
                let blue = 0.114 * Double(image.pixels[index + 2])
                return red + green + blue
            }
        }
        let lumaDifferences = zip(luma(normal), luma(thrifty)).map { abs($0 - $1) }
        #expect(lumaDifferences.reduce(0, +) / Double(lumaDifferences.count) < 4, "\(lumaDifferences)")
    }

    @Test func aPreviewPastTheBudgetAt1Over2IsDecodedAt1Over8() throws {
        let file = try Corpus.bytes("progressive-420-restart.jpg")
        let full = try JPEGDecoder.decode(file)
        let target = (width: full.width / 2, height: full.height / 2)
        #expect(try ImageDecoder.decode(file, fitting: target).width == (full.width + 1) / 2, "\(full.width)")
        let thrifty = try ImageDecoder.decode(file, fitting: target, limits: DecodeLimits(maxCoefficientBytes: 16))
        #expect(thrifty.width == (full.width + 7) / 8)
    }
}
