import Foundation
import Testing
import SpaceImaging
@testable import TerminalGraphics

/// The renderers' output for small known pictures: the exact escape sequences (golden), and the
/// colour of every half-block cell.
@Suite struct RendererTests {
    /// 2×4 pixels: red over green, blue over white; black over a transparent pixel, transparent over yellow.
    static let picture = PixelImage(
        width: 2, height: 4, channels: 4,
        pixels: [
            255, 0, 0, 255, 0, 0, 255, 255,
            0, 255, 0, 255, 255, 255, 255, 255,
            0, 0, 0, 255, 0, 0, 0, 0,
            0, 0, 0, 0, 255, 255, 0, 255,
        ])

    @Test func halfBlocksInTrueColourHaveTheColourOfEachPixel() {
        let text = BlockRenderer.render(Self.picture, depth: .trueColor)
        #expect(
            text == "\u{1B}[38;2;255;0;0;48;2;0;255;0m▀\u{1B}[38;2;0;0;255;48;2;255;255;255m▀\u{1B}[0m\n"
                + "\u{1B}[38;2;0;0;0;49m▀\u{1B}[38;2;255;255;0m▄\u{1B}[0m\n")
    }

    @Test func halfBlocksIn256And16Colours() {
        let palette = BlockRenderer.render(Self.picture, depth: .palette256)
        #expect(palette.hasPrefix("\u{1B}[38;5;196;48;5;46m▀\u{1B}[38;5;21;48;5;231m▀"))
        let ansi = BlockRenderer.render(Self.picture, depth: .ansi16)
        #expect(ansi.hasPrefix("\u{1B}[91;102m▀\u{1B}[34;107m▀"), "\(ansi.debugDescription)")
    }

    @Test func sixteenColourBlocksMixColoursAlongAGradient() {
        // A grey ramp from black to white, 64 pixels across: the 16 colours have four greys, so
        // matched as it is the ramp becomes four flat bands; diffused, its columns mix them, and
        // the average brightness still rises from left to right.
        let width = 64, height = 8
        var pixels: [UInt8] = []
        for _ in 0..<height { for x in 0..<width { let v = UInt8(x * 255 / (width - 1)); pixels += [v, v, v] } }
        let ramp = PixelImage(width: width, height: height, channels: 3, pixels: pixels)
        let diffused = BlockRenderer.diffusedToANSI(ramp)
        let greys = Set(XtermPalette.ansi.filter { $0.0 == $0.1 && $0.1 == $0.2 }.map(\.0))
        let colours = Set(XtermPalette.ansi.map { [$0.0, $0.1, $0.2] })
        let used = stride(from: 0, to: diffused.pixels.count, by: 3).map {
            [Int(diffused.pixels[$0]), Int(diffused.pixels[$0 + 1]), Int(diffused.pixels[$0 + 2])]
        }
        #expect(used.allSatisfy { colours.contains($0) }, "every pixel is one of the 16 colours")
        func runs(_ row: Int) -> Int {
            (1..<width).filter {
                diffused.pixels[(row * width + $0) * 3] != diffused.pixels[(row * width + $0 - 1) * 3]
            }.count + 1
        }
        #expect(runs(3) > greys.count * 3, "mixed, not \(greys.count) bands: \(runs(3)) runs")
        let quarter = width / 4
        func mean(_ columns: Range<Int>) -> Double {
            var total = 0
            for y in 0..<height { for x in columns { total += Int(diffused.pixels[(y * width + x) * 3]) } }
            return Double(total) / Double(height * columns.count)
        }
        #expect(
            mean(0..<quarter) < mean(quarter..<(2 * quarter))
                && mean(2 * quarter..<(3 * quarter)) < mean((3 * quarter)..<width))
    }

    @Test func colourIndexesOfTheXtermPalettes() {
        #expect(XtermPalette.index256(0, 0, 0) == 16)
        #expect(XtermPalette.index256(255, 255, 255) == 231)
        #expect(XtermPalette.index256(128, 128, 128) == 244, "greys go to the grey ramp")
        #expect(XtermPalette.index256(95, 135, 175) == 67)
        #expect(XtermPalette.index16(205, 0, 0) == 1)
        #expect(XtermPalette.index16(250, 250, 250) == 15)
    }

    @Test func kittySendsRawPixelsInChunksOf4096() {
        let small = PixelImage(width: 1, height: 2, channels: 3, pixels: [1, 2, 3, 4, 5, 6])
        #expect(
            KittyRenderer.render(small, columns: 3, rows: 1)
                == "\u{1B}_Ga=T,q=2,f=24,s=1,v=2,c=3,r=1,m=0;AQIDBAUG\u{1B}\\\n")
        #expect(
            KittyRenderer.render(small, columns: 3, rows: 1, inPlace: true)
                == "\u{1B}_Ga=T,q=2,C=1,f=24,s=1,v=2,c=3,r=1,m=0;AQIDBAUG\u{1B}\\",
            "in place: the cursor stays (C=1) and no newline follows")
        let large = PixelImage(width: 64, height: 64, channels: 4, pixels: [UInt8](repeating: 7, count: 64 * 64 * 4))
        let text = KittyRenderer.render(large, columns: 10, rows: 5)
        let chunks = text.components(separatedBy: "\u{1B}_G").dropFirst()
        #expect(chunks.count == 6, "16384 bytes are 21848 in base64: six chunks")
        #expect(chunks.first!.hasPrefix("a=T,q=2,f=32,s=64,v=64,c=10,r=5,m=1;"))
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("m=1;") })
        #expect(chunks.last!.hasPrefix("m=0;"))
    }

    @Test func iTermSendsTheFileFittedToTheBox() {
        #expect(
            ITermRenderer.render(file: [1, 2, 3], columns: 80, rows: 20)
                == "\u{1B}]1337;File=inline=1;size=3;width=80;height=20;preserveAspectRatio=1:AQID\u{07}\n")
    }

    @Test func sixelOfTwoColours() {
        // 3×2: red, red, blue over red, blue, blue.
        let image = PixelImage(
            width: 3, height: 2, channels: 3,
            pixels: [
                255, 0, 0, 255, 0, 0, 0, 0, 255,
                255, 0, 0, 0, 0, 255, 0, 0, 255,
            ])
        let text = SixelRenderer.render(image)
        // Palette: the two colours (in percent); then one band of six rows, one pass per colour
        // (bit 0 the top row: "?" none, "@" the top, "A" the second, "B" both), "$" between passes.
        #expect(
            text == "\u{1B}P0;1;0q\"1;1;3;2#0;2;0;0;100#1;2;100;0;0#0?AB$#1B@?-\u{1B}\\\n", "\(text.debugDescription)")
        #expect(SixelRenderer.render(image, newline: false) == String(text.dropLast()))
    }

    @Test func sixelDitheringMixesTwoColoursForAShadeBetween() {
        // A grey field quantized to black and white comes out as a mix, not one flat colour.
        var pixels: [UInt8] = []
        for i in 0..<(16 * 6) { pixels += i < 8 ? [0, 0, 0] : (i < 16 ? [255, 255, 255] : [128, 128, 128]) }
        let indices = SixelRenderer.dither(
            PixelImage(width: 16, height: 6, channels: 3, pixels: pixels),
            palette: [(0, 0, 0), (255, 255, 255)])
        let grey = indices[16...]
        let white = grey.filter { $0 == 1 }.count
        #expect(white > grey.count / 3 && white < grey.count * 2 / 3, "about half white: \(white) of \(grey.count)")
    }

    @Test func fitKeepsTheAspectInsideTheBox() {
        #expect(CellFit.fit(width: 4000, height: 3000, maxColumns: 160, maxRows: 45) == CellFit(columns: 120, rows: 45))
        #expect(CellFit.fit(width: 4000, height: 1000, maxColumns: 160, maxRows: 45) == CellFit(columns: 160, rows: 20))
        #expect(
            CellFit.fit(width: 1000, height: 1000, maxColumns: 80, maxRows: 24, cellWidth: 9, cellHeight: 18)
                == CellFit(columns: 48, rows: 24))
        #expect(CellFit.fit(width: 1, height: 10_000, maxColumns: 80, maxRows: 24) == CellFit(columns: 1, rows: 24))
    }

}

/// Picture ids carry the run's own high byte where the terminal keeps pictures by id, so two runs
/// on one terminal (two browsers in two tmux panes, a `--show` in the scrollback) never share one.
@Suite struct PictureIDTests {
    @Test func theRunsByteIsInEveryIdTheTerminalKeeps() {
        #expect(DrawingProtocol.kittyPlaceholders(tmux: true).pictureID(7, run: 200) == 200 << 24 | 7)
        #expect(DrawingProtocol.kitty.pictureID(70_000, run: 9) == 9 << 24 | 70_000)
        #expect(DrawingProtocol.blocks(.palette256).pictureID(7, run: 9) == 7, "ids that go nowhere stay as they are")
        #expect(
            DrawingProtocol.kittyPlaceholders(tmux: false).pictureID(7, run: 1)
                != DrawingProtocol.kittyPlaceholders(tmux: false).pictureID(7, run: 2))
        #expect((1...255).contains(KittyPlaceholders.runByte))
        #expect(KittyPlaceholders.nextID() >> 24 != 0, "the command line's ids have a high byte too")
    }
}
