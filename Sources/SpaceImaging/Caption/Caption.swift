/// What a wallpaper says about itself, drawn in a band along its bottom edge: the title in bold
/// (at most two lines), a line of detail (the date and the credit), and a sentence of the
/// explanation (at most two lines) when the band has room for it. The band blurs what is under it
/// and darkens it to a third of its brightness, and each letter is outlined in black, so the light
/// text reads on any picture; it reaches the bottom edge and keeps its text above the part a
/// desktop's panel or dock usually covers.
public struct Caption: Sendable, Equatable {
    public var title: String
    public var detail: String
    public var sentence: String?

    public init(title: String, detail: String, sentence: String? = nil) {
        self.title = title
        self.detail = detail
        self.sentence = sentence
    }

    /// The band's lines, fitted to the picture's width and height.
    public struct Layout: Sendable, Equatable {
        /// Each glyph pixel is drawn as `scale`×`scale` pixels.
        public var scale: Int
        /// The lines, top to bottom, and whether each is bold.
        public var lines: [(text: String, bold: Bool)]
        /// The band's top row, and the first line's.
        public var bandTop: Int
        public var textTop: Int
        public var left: Int
        public var lineHeight: Int

        public static func == (lhs: Layout, rhs: Layout) -> Bool {
            lhs.scale == rhs.scale && lhs.lines.map(\.text) == rhs.lines.map(\.text)
                && lhs.lines.map(\.bold) == rhs.lines.map(\.bold) && lhs.bandTop == rhs.bandTop
                && lhs.textTop == rhs.textTop && lhs.left == rhs.left && lhs.lineHeight == rhs.lineHeight
        }
    }

    /// Lays the caption out on a `width`×`height` picture: glyphs enlarged a whole number of times
    /// (2 on a 1080-row screen, 4 on 2160), four characters of margin at each side, the band at
    /// most a quarter of the height (the sentence goes first, then a second title line).
    public func layout(width: Int, height: Int) -> Layout {
        let scale = max(1, height / 540)
        let lineHeight = (CaptionFont.cellHeight + 3) * scale
        let left = 4 * CaptionFont.cellWidth * scale
        let columns = max(8, (width - 2 * left) / (CaptionFont.cellWidth * scale))
        let reserve = height / 20
        let padding = lineHeight / 2
        // What the font cannot draw is left out; a title or sentence mostly outside it (Hebrew, say)
        // is left out whole rather than drawn as scattered letters: the date and credit remain.
        func readable(_ text: String) -> String? {
            let drawn = CaptionFont.regular.drawable(text)
            return drawn.text.isEmpty || drawn.leftOut * 2 > drawn.letters ? nil : drawn.text
        }
        let title =
            readable(title).map { Self.wrap($0, columns: columns, lines: 2).map { (text: $0, bold: true) } } ?? []
        let detailLine = Self.wrap(CaptionFont.regular.drawable(detail).text, columns: columns, lines: 1).map {
            (text: $0, bold: false)
        }
        var lines = title + detailLine
        if let sentence = sentence.flatMap(readable) {
            let more = Self.wrap(sentence, columns: columns, lines: 2).map { (text: $0, bold: false) }
            if padding * 2 + (lines.count + more.count) * lineHeight + reserve <= height / 4 { lines += more }
        }
        while lines.count > 1 && padding * 2 + lines.count * lineHeight + reserve > height / 4 {
            if let second = lines.indices.dropFirst().first(where: { lines[$0].bold }) {
                lines.remove(at: second)
                lines[0].text = Self.wrap(title.map(\.text).joined(separator: " "), columns: columns, lines: 1)[0]
            } else {
                lines.removeLast()
            }
        }
        let bandTop = max(0, height - reserve - padding * 2 - lines.count * lineHeight)
        return Layout(
            scale: scale, lines: lines, bandTop: bandTop, textTop: bandTop + padding, left: left,
            lineHeight: lineHeight)
    }

    /// Draws the caption into an RGB picture.
    public func draw(on image: inout PixelImage) {
        precondition(image.channels == 3, "an RGB picture")
        let layout = layout(width: image.width, height: image.height)
        let (width, height) = (image.width, image.height)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            // Frosted: what is under the band blurred (twice a box of 12 glyph pixels, so a thin
            // bright line of the picture becomes a soft glow) and darkened.
            let radius = 6 * layout.scale
            for _ in 0..<2 {
                Self.blurRows(pixels, width: width, rows: layout.bandTop..<height, radius: radius)
                Self.blurColumns(pixels, width: width, rows: layout.bandTop..<height, radius: radius)
            }
            for index in (layout.bandTop * width * 3)..<(height * width * 3) {
                pixels[index] = UInt8(Int(pixels[index]) * 34 / 100)
            }
            for (number, line) in layout.lines.enumerated() {
                let font = line.bold ? CaptionFont.bold : CaptionFont.regular
                let shade: UInt8 = line.bold ? 255 : 215
                var x = layout.left
                let top = layout.textTop + number * layout.lineHeight
                for scalar in line.text.unicodeScalars {
                    // A dark outline one glyph pixel wide all round, then the glyph: each letter
                    // stands apart from a bright line of the picture behind it.
                    let glyph = font.glyph(scalar)
                    for dy in -1...1 {
                        for dx in -1...1 where dx != 0 || dy != 0 {
                            Self.drawGlyph(
                                glyph, x: x + dx * layout.scale, y: top + dy * layout.scale, scale: layout.scale,
                                shade: 0, into: pixels, width: width, height: height)
                        }
                    }
                    Self.drawGlyph(
                        glyph, x: x, y: top, scale: layout.scale, shade: shade, into: pixels, width: width,
                        height: height)
                    x += CaptionFont.cellWidth * layout.scale
                }
            }
        }
    }

    /// A box blur along each row of `rows` (running sums; the edges repeat).
    static func blurRows(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, rows: Range<Int>, radius: Int) {
        var line = [Int](repeating: 0, count: width * 3)
        let span = 2 * radius + 1
        for row in rows {
            let base = row * width * 3
            for channel in 0..<3 {
                var sum = 0
                for offset in -radius...radius {
                    sum += Int(pixels[base + min(width - 1, max(0, offset)) * 3 + channel])
                }
                for x in 0..<width {
                    line[x * 3 + channel] = sum / span
                    let leaving = max(0, x - radius), coming = min(width - 1, x + radius + 1)
                    sum += Int(pixels[base + coming * 3 + channel]) - Int(pixels[base + leaving * 3 + channel])
                }
            }
            for index in 0..<(width * 3) { pixels[base + index] = UInt8(line[index]) }
        }
    }

    /// A box blur down each column of `rows` (the edges repeat).
    static func blurColumns(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, rows: Range<Int>, radius: Int) {
        guard !rows.isEmpty else { return }
        let height = rows.count
        var column = [Int](repeating: 0, count: height)
        let span = 2 * radius + 1
        func at(_ y: Int, _ x: Int, _ channel: Int) -> Int {
            (rows.lowerBound + min(height - 1, max(0, y))) * width * 3 + x * 3 + channel
        }
        for x in 0..<width {
            for channel in 0..<3 {
                var sum = 0
                for offset in -radius...radius { sum += Int(pixels[at(offset, x, channel)]) }
                for y in 0..<height {
                    column[y] = sum / span
                    sum += Int(pixels[at(y + radius + 1, x, channel)]) - Int(pixels[at(y - radius, x, channel)])
                }
                for y in 0..<height { pixels[at(y, x, channel)] = UInt8(column[y]) }
            }
        }
    }

    private static func drawGlyph(
        _ rows: ArraySlice<UInt16>, x: Int, y: Int, scale: Int, shade: UInt8,
        into pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int
    ) {
        for (row, bits) in rows.enumerated() where bits != 0 {
            for column in 0..<CaptionFont.cellWidth where bits & (1 << (CaptionFont.cellWidth - 1 - column)) != 0 {
                for dy in 0..<scale {
                    let py = y + row * scale + dy
                    guard py >= 0, py < height else { continue }
                    for dx in 0..<scale {
                        let px = x + column * scale + dx
                        guard px >= 0, px < width else { continue }
                        let at = (py * width + px) * 3
                        pixels[at] = shade
                        pixels[at + 1] = shade
                        pixels[at + 2] = shade
                    }
                }
            }
        }
    }

    /// `text` in at most `lines` lines of `columns` characters, broken at spaces (a word longer
    /// than a line is cut), the last line ending in `…` when text is left over.
    static func wrap(_ text: String, columns: Int, lines: Int) -> [String] {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        var out: [String] = []
        var current = ""
        var rest = words[...]
        while let word = rest.first, out.count < lines {
            let joined = current.isEmpty ? word : current + " " + word
            if joined.unicodeScalars.count <= columns {
                current = joined
                rest = rest.dropFirst()
            } else if current.isEmpty {
                current = String(String.UnicodeScalarView(word.unicodeScalars.prefix(columns)))
                rest = rest.dropFirst()
                out.append(current)
                current = ""
            } else {
                out.append(current)
                current = ""
            }
        }
        if !current.isEmpty && out.count < lines { out.append(current) }
        if !rest.isEmpty, !out.isEmpty {
            // Room for the ellipsis: whole words go first, a single word is cut.
            var last = out[out.count - 1]
            while last.unicodeScalars.count > max(0, columns - 1) {
                if let space = last.lastIndex(of: " ") {
                    last = String(last[..<space])
                } else {
                    last.unicodeScalars.removeLast()
                }
            }
            out[out.count - 1] = last.trimmingTrailingSpaces() + "…"
        }
        return out.isEmpty ? [""] : out
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
