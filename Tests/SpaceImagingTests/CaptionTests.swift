import Foundation
import Testing
@testable import SpaceImaging

/// The caption drawn into a wallpaper: its font, its lines at a screen's size, the band, and the
/// words read back by OCR (tesseract, where it is installed: in CI).
@Suite struct CaptionTests {
    @Test func theFontHasLatinGreekAndQuotesAndFallsBackToTheBaseLetter() {
        let font = CaptionFont.regular
        for text in ["Az09", "éçñãõ", "ŁőŸ", "αβγΩ", "“—…”€"] {
            for scalar in text.unicodeScalars { #expect(font.has(scalar), "\(scalar)") }
        }
        // A letter it lacks (s with comma below) is its base letter; a character with none is `?`.
        #expect(!font.has("ș") && font.glyph("ș") == font.glyph("s"))
        #expect(font.glyph("中") == font.glyph("?"))
        #expect(font.glyph("A") != font.glyph("a") && font.glyph(" ").allSatisfy { $0 == 0 })
        #expect(CaptionFont.bold.glyph("A") != font.glyph("A"), "the bold is its own")
        // `A` stands on the baseline (row 14): its last inked row is 13, and nothing below it.
        let inked = font.glyph("A").enumerated().filter { $0.element != 0 }.map(\.offset)
        #expect(inked.last == CaptionFont.ascent - 1)
    }

    @Test func theLinesFitTheScreen() {
        let caption = Caption(
            title: "The Horsehead Nebula", detail: "2024-02-08 · Credit: Someone",
            sentence: "A dark cloud of dust stands out against a glowing background.")
        let full = caption.layout(width: 1920, height: 1080)
        #expect(full.scale == 2 && full.lines.map(\.text).count == 3 && full.lines.map(\.bold) == [true, false, false])
        #expect(full.bandTop >= 1080 * 3 / 4, "a quarter of the screen at most")
        #expect(caption.layout(width: 3840, height: 2160).scale == 4)
        #expect(caption.layout(width: 1366, height: 768).scale == 1)
        // A long title takes two lines, cut with an ellipsis after them; a narrow screen keeps
        // the margins and cuts.
        let long = Caption(title: String(repeating: "Wide field of stars ", count: 20), detail: "d")
        let lines = long.layout(width: 1920, height: 1080).lines
        #expect(lines.count == 3 && lines[0].bold && lines[1].bold && lines[1].text.hasSuffix("…"))
        let columns = (1920 - 2 * 4 * 9 * 2) / (9 * 2)
        #expect(lines.allSatisfy { $0.text.unicodeScalars.count <= columns })
        // A short screen drops the sentence first.
        #expect(caption.layout(width: 800, height: 200).lines.map(\.text) == ["The Horsehead Nebula"])
    }

    @Test func wrapBreaksAtSpacesAndCutsAWordLongerThanALine() {
        #expect(Caption.wrap("one two three", columns: 7, lines: 3) == ["one two", "three"])
        #expect(Caption.wrap("one two three", columns: 7, lines: 1) == ["one…"])
        #expect(Caption.wrap("abcdefghij", columns: 4, lines: 2) == ["abcd"])
        #expect(Caption.wrap("", columns: 4, lines: 2) == [""])
    }

    @Test func theBandDarkensWhatIsUnderItAndTheTitleIsWhite() {
        let (width, height) = (960, 540)
        var image = PixelImage(
            width: width, height: height, channels: 3, pixels: [UInt8](repeating: 200, count: width * height * 3))
        let caption = Caption(title: "M", detail: "")
        let layout = caption.layout(width: width, height: height)
        caption.draw(on: &image)
        func pixel(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * width + x) * 3] }
        #expect(pixel(10, layout.bandTop - 1) == 200, "above the band: untouched")
        #expect(pixel(width - 10, layout.bandTop) == 200 * 34 / 100, "in the band: a third as bright")
        let glyph = CaptionFont.bold.glyph("M")
        let (row, bits) = glyph.enumerated().first { $0.element != 0 }!
        let column = (0..<9).first { bits & (1 << (8 - $0)) != 0 }!
        #expect(pixel(layout.left + column, layout.textTop + row) == 255)
    }

    static let tesseract = ["/usr/bin/tesseract", "/usr/local/bin/tesseract", "/opt/homebrew/bin/tesseract"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The band's words read back by OCR from the JPEG the wallpaper is saved as, on a busy
    /// picture (bright stripes under the text): the title, the date, the credit, the sentence.
    @Test(.enabled(if: tesseract != nil, "tesseract is not installed here (it is in CI)"))
    func theCaptionReadsBackByOCR() throws {
        let tesseract = try #require(Self.tesseract)
        let (width, height) = (1920, 1080)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 3
                let stripe = y % 100 < 10
                pixels[at] = stripe ? 255 : UInt8(x * 255 / width)
                pixels[at + 1] = stripe ? 255 : 120
                pixels[at + 2] = stripe ? 0 : UInt8(255 - x * 255 / width)
            }
        }
        var image = PixelImage(width: width, height: height, channels: 3, pixels: pixels)
        let caption = Caption(
            title: "The Horsehead Nebula in Orion", detail: "2024-02-08 · Credit: Ana Núñez",
            sentence: "A dark cloud of dust stands out against glowing hydrogen.")
        caption.draw(on: &image)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("caption-ocr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The band of the saved JPEG, decoded and cut out as it is on the screen.
        let saved = try ImageDecoder.decode(JPEGEncoder.encode(image, quality: 92))
        let top = caption.layout(width: width, height: height).bandTop
        let band = PixelImage(
            width: width, height: height - top, channels: 3,
            pixels: Array(saved.pixels[(top * width * 3)...]))
        let file = folder.appendingPathComponent("band.jpg")
        try Data(JPEGEncoder.encode(band, quality: 92)).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tesseract)
        process.arguments = [file.path, "stdout"]
        process.environment = ["OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for words in ["The Horsehead Nebula in Orion", "2024-02-08", "Credit: Ana", "A dark cloud of dust"] {
            #expect(text.contains(words), "OCR read: \(text)")
        }
    }
}

/// Which pictures would make a poor wallpaper: far too small, or a white page.
@Suite struct WallpaperSuitabilityTests {
    func flat(_ width: Int, _ height: Int, _ value: UInt8) -> PixelImage {
        PixelImage(
            width: width, height: height, channels: 3, pixels: [UInt8](repeating: value, count: width * height * 3))
    }

    @Test func farTooSmallIsSaidWithItsSize() {
        #expect(
            WallpaperSuitability.problem(flat(320, 200, 90), width: 1920, height: 1080)
                == .tooSmall(width: 320, height: 200))
        #expect(WallpaperSuitability.problem(flat(640, 200, 90), width: 1920, height: 1080) == nil, "wide enough")
        #expect(WallpaperSuitability.problem(flat(320, 300, 90), width: 1920, height: 1080) == nil, "tall enough")
    }

    @Test func aWhitePageIsNotAPhotograph() {
        // A page: white with lines of dark text over a fifth of it.
        var page = flat(1000, 800, 250)
        for y in stride(from: 40, to: 800, by: 40) {
            for row in y..<(y + 8) { for x in 100..<900 { page.pixels[(row * 1000 + x) * 3] = 20 } }
        }
        #expect(WallpaperSuitability.problem(page, width: 1920, height: 1080) == .mostlyWhite)
        // Bright but coloured (a sunlit sky), or white over only half: photographs.
        var sky = flat(1000, 800, 235)
        for index in stride(from: 2, to: sky.pixels.count, by: 3) { sky.pixels[index] = 255 }
        for index in stride(from: 0, to: sky.pixels.count, by: 3) { sky.pixels[index] = 180 }
        #expect(WallpaperSuitability.problem(sky, width: 1920, height: 1080) == nil)
        var half = flat(1000, 800, 250)
        for index in 0..<(half.pixels.count / 2) { half.pixels[index] = 30 }
        #expect(WallpaperSuitability.problem(half, width: 1920, height: 1080) == nil)
    }
}

/// What the caption's font cannot draw is never a `?`: composed, drawn as its base letter, or left
/// out with its neighbours spaced; a title mostly outside the font is left out whole.
@Suite struct CaptionTextTests {
    let font = CaptionFont.regular

    @Test func decomposedTextIsComposedFirst() {
        #expect(font.drawable("Cafe\u{301} au lait").text == "Café au lait")
        #expect(font.drawable("Cafe\u{301}").leftOut == 0)
        // A mark that composes with nothing is dropped, not drawn as "?".
        #expect(font.drawable("x\u{301}y").text == "xy")
    }

    @Test func whatTheFontLacksIsLeftOutWithItsNeighboursSpaced() {
        let hebrew = font.drawable("Comet שביט over the sea")
        #expect(hebrew.text == "Comet over the sea")
        #expect(hebrew.leftOut == 4)
        #expect(font.drawable("25 ℃ 😀 warm").text == "25 warm")
        #expect(font.drawable("Ștefan").text == "Stefan", "a base letter where the font has it")
        #expect(!font.drawable("℃😀שלום").text.contains("?"))
    }

    @Test func aTitleMostlyOutsideTheFontIsLeftOut() {
        let caption = Caption(title: "שלום עולם", detail: "2021-03-10 · Credit: Someone", sentence: "מילים")
        let layout = caption.layout(width: 1920, height: 1080)
        #expect(layout.lines.map(\.text) == ["2021-03-10 · Credit: Someone"])
        #expect(layout.lines.allSatisfy { !$0.text.contains("?") })
        let mixed = Caption(title: "Aurora ✨ over Iceland", detail: "2021-03-10", sentence: nil)
        #expect(mixed.layout(width: 1920, height: 1080).lines.first?.text == "Aurora over Iceland")
    }
}
