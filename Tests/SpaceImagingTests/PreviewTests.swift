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
        #expect(try ImageDecoder.decode(file, fitting: (20, 10)).width == 16, "1/4 still covers the 13×10 the box holds")
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
    static let hugeScreen: [UInt8] = Array("GIF89a".utf8) + [0x10, 0x27, 0xE0, 0x2E, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
        + [0x2C, 0x88, 0x13, 0x70, 0x17, 1, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] + [0x3B]

    @Test func aHugeScreenAroundATinyFrameIsComposedSmall() throws {
        // At 1/10 the one pixel covers a hundredth of its cell: there, faintly (alpha 255/100).
        let preview = try ImageDecoder.decode(Self.hugeScreen, fitting: (1000, 1000))
        #expect(preview.width == 1000 && preview.height == 1200, "\(preview.width)×\(preview.height)")
        let cell = (600 * preview.width + 500) * 4
        #expect(Array(preview.pixels[cell..<(cell + 4)]) == [255, 0, 0, 2], "the frame's colour where it lies, weighted by its cover")
        #expect(preview.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count == 1, "transparent elsewhere")
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
