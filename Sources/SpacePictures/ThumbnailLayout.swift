import TerminalText
import SpaceImaging
import TerminalGraphics

/// Pictures in lists: an album grid with captions under each picture, or a small picture beside
/// each row of text; in half blocks (which every terminal shows beside text) or placed with a
/// graphics protocol.
public enum ThumbnailLayout: Sendable {
    public struct Tile: Sendable {
        public var image: PixelImage?
        public var caption: [String]

        public init(image: PixelImage?, caption: [String]) {
            self.image = image
            self.caption = caption
        }
    }

    /// A thumbnail as exactly `rows` lines of exactly `columns` cells: centred across, at the top,
    /// blank where there is no picture.
    public static func blockLines(_ image: PixelImage?, columns: Int, rows: Int, depth: ColorDepth) -> [String] {
        let blank = String(repeating: " ", count: columns)
        guard let image else { return Array(repeating: blank, count: rows) }
        let drawn = BlockRenderer.render(image, depth: depth).split(separator: "\n").map(String.init)
        let left = max(0, (columns - image.width) / 2), right = max(0, columns - image.width - left)
        let padded = drawn.prefix(rows).map {
            String(repeating: " ", count: left) + $0 + String(repeating: " ", count: right)
        }
        return padded + Array(repeating: blank, count: max(0, rows - padded.count))
    }

    /// A thumbnail as exactly `rows` lines of exactly `columns` cells in the style's text (half
    /// blocks, or placeholders: the pixels sent with the first line): centred across, at the top.
    static func cellLines(_ image: PixelImage?, columns: Int, rows: Int, style: ListPictures.Style) -> [String] {
        switch style {
        case .blocks(let depth): return blockLines(image, columns: columns, rows: rows, depth: depth)
        case .placeholders(let tmux, let cellWidth, let cellHeight):
            let blank = String(repeating: " ", count: columns)
            guard let image else { return Array(repeating: blank, count: rows) }
            let fit = CellFit.fit(
                width: image.width, height: image.height, maxColumns: columns, maxRows: rows, cellWidth: cellWidth,
                cellHeight: cellHeight)
            let id = KittyPlaceholders.nextID()
            let left = String(repeating: " ", count: max(0, (columns - fit.columns) / 2))
            let right = String(repeating: " ", count: max(0, columns - fit.columns - left.count))
            var lines = KittyPlaceholders.rows(columns: fit.columns, rows: fit.rows, id: id).map { left + $0 + right }
            lines[0] =
                KittyPlaceholders.transmit(image, columns: fit.columns, rows: fit.rows, id: id, tmux: tmux) + lines[0]
            return lines + Array(repeating: blank, count: max(0, rows - lines.count))
        case .graphics: return Array(repeating: String(repeating: " ", count: columns), count: rows)
        }
    }

    /// Tiles in rows, as many per row as `width` holds (two spaces between), each `tileColumns`
    /// wide: the pictures, then the caption lines cut to the tile's width. In half blocks the
    /// pictures are `tileRows` lines of text. In a graphics protocol a row of pictures is one
    /// element: it makes room (so the screen scrolls first if it must), places each picture
    /// without moving the cursor, steps right to the next tile, and ends on the last row of the
    /// tallest picture, so the captions follow right under it.
    public static func grid(
        _ tiles: [Tile], width: Int, tileColumns: Int, tileRows: Int, style: ListPictures.Style
    ) -> [String] {
        let gap = String(repeating: " ", count: 2)
        let perRow = max(1, (width + gap.count) / (tileColumns + gap.count))
        let captionLines = tiles.map(\.caption.count).max() ?? 0
        var lines: [String] = []
        for start in stride(from: 0, to: tiles.count, by: perRow) {
            let row = Array(tiles[start..<min(tiles.count, start + perRow)])
            if start > 0 { lines.append("") }
            switch style {
            case .blocks, .placeholders:
                let pictures = row.map { cellLines($0.image, columns: tileColumns, rows: tileRows, style: style) }
                lines += (0..<tileRows).map { line in pictures.map { $0[line] }.joined(separator: gap) }
            case .graphics:
                let pictures = row.map { tile in
                    tile.image.map { placed($0, maxColumns: tileColumns, maxRows: tileRows, style: style) }
                }
                let rows = pictures.compactMap { $0?.rows }.max() ?? tileRows
                var element = String(repeating: "\n", count: tileRows) + "\u{1B}[\(tileRows)A\r"
                element += pictures.map { $0?.text ?? "" }.joined(separator: "\u{1B}[\(tileColumns + gap.count)C")
                // The newline after this element moves down the last row.
                element += "\r" + (rows > 1 ? "\u{1B}[\(rows - 1)B" : "")
                lines.append(element)
            }
            lines += (0..<captionLines).map { line in
                trimmedEnd(
                    row.map { tile in
                        DisplayWidth.pad(line < tile.caption.count ? tile.caption[line] : "", to: tileColumns)
                    }.joined(separator: gap))
            }
        }
        return lines
    }

    /// A picture drawn at the cursor without moving it, within `maxColumns`×`maxRows` cells, and
    /// the rows it takes.
    public static func placed(
        _ image: PixelImage, maxColumns: Int, maxRows: Int, style: ListPictures.Style
    ) -> (text: String, rows: Int) {
        guard case .graphics(let graphics, let cellWidth, let cellHeight) = style else { return ("", 0) }
        switch graphics {
        case .kitty:
            let fit = CellFit.fit(
                width: image.width, height: image.height, maxColumns: maxColumns, maxRows: maxRows,
                cellWidth: cellWidth, cellHeight: cellHeight)
            return (KittyRenderer.render(image, columns: fit.columns, rows: fit.rows, inPlace: true), fit.rows)
        case .sixel:
            // Sixel draws pixels as sent: fitted whole to the tile (a small file enlarged); the
            // terminal leaves the cursor below or beside it, so it is saved and restored around it.
            let fit = CellFit.fit(
                width: image.width, height: image.height, maxColumns: maxColumns, maxRows: maxRows,
                cellWidth: cellWidth, cellHeight: cellHeight)
            let sized = Enlarger.fitted(image, width: fit.columns * cellWidth, height: fit.rows * cellHeight)
            return (
                "\u{1B}7" + SixelRenderer.render(sized, newline: false) + "\u{1B}8",
                min(maxRows, (sized.height + cellHeight - 1) / cellHeight)
            )
        }
    }

    /// Each row's picture at the left (`thumbColumns` × `thumbRows`), its text lines beside it.
    /// In kitty graphics the picture is placed without moving the cursor and the text printed over
    /// the blank cells beside it; the lines come back as one element (cursor movements inside).
    public static func list(
        _ rows: [(image: PixelImage?, text: [String])], width: Int, thumbColumns: Int, thumbRows: Int,
        style: ListPictures.Style
    ) -> [String] {
        let gap = 2
        let textWidth = max(10, width - thumbColumns - gap)
        var lines: [String] = []
        for row in rows {
            let height = max(thumbRows, row.text.count)
            let texts = (0..<height).map { line in
                line < row.text.count ? DisplayWidth.truncate(row.text[line], to: textWidth) : ""
            }
            switch style {
            case .blocks, .placeholders:
                let picture = cellLines(row.image, columns: thumbColumns, rows: thumbRows, style: style)
                for line in 0..<height {
                    let left = line < picture.count ? picture[line] : String(repeating: " ", count: thumbColumns)
                    lines.append(trimmedEnd(left + String(repeating: " ", count: gap) + texts[line]))
                }
            case .graphics:
                var block = String(repeating: "\n", count: height) + "\u{1B}[\(height)A\r"
                if let image = row.image {
                    block += placed(image, maxColumns: thumbColumns, maxRows: thumbRows, style: style).text
                }
                block += texts.map { "\u{1B}[\(thumbColumns + gap)C" + $0 }.joined(separator: "\n")
                lines.append(block)
            }
        }
        return lines
    }

    private static func trimmedEnd(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
