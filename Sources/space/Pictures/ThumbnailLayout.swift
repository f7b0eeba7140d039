import SpaceImaging
import TerminalGraphics

/// Pictures in lists, drawn in half blocks (which every terminal shows, side by side with text):
/// an album grid with captions under each picture, or a small picture beside each row of text.
enum ThumbnailLayout {
    struct Tile {
        var image: PixelImage?
        var caption: [String]
    }

    /// A thumbnail as exactly `rows` lines of exactly `columns` cells: centred across, at the top,
    /// blank where there is no picture.
    static func blockLines(_ image: PixelImage?, columns: Int, rows: Int, depth: ColorDepth) -> [String] {
        let blank = String(repeating: " ", count: columns)
        guard let image else { return Array(repeating: blank, count: rows) }
        let drawn = BlockRenderer.render(image, depth: depth).split(separator: "\n").map(String.init)
        let left = max(0, (columns - image.width) / 2), right = max(0, columns - image.width - left)
        let padded = drawn.prefix(rows).map { String(repeating: " ", count: left) + $0 + String(repeating: " ", count: right) }
        return padded + Array(repeating: blank, count: max(0, rows - padded.count))
    }

    /// Tiles in rows, as many per row as `width` holds (two spaces between), each `tileColumns`
    /// wide: the picture's `tileRows` lines, then the caption lines cut to the tile's width.
    static func grid(_ tiles: [Tile], width: Int, tileColumns: Int, tileRows: Int, depth: ColorDepth) -> [String] {
        let gap = 2
        let perRow = max(1, (width + gap) / (tileColumns + gap))
        let captionLines = tiles.map(\.caption.count).max() ?? 0
        var lines: [String] = []
        var start = 0
        while start < tiles.count {
            let row = Array(tiles[start..<min(tiles.count, start + perRow)])
            let pictures = row.map { blockLines($0.image, columns: tileColumns, rows: tileRows, depth: depth) }
            for line in 0..<tileRows {
                lines.append(pictures.map { $0[line] }.joined(separator: String(repeating: " ", count: gap)))
            }
            for line in 0..<captionLines {
                let cells = row.map { tile -> String in
                    let text = line < tile.caption.count ? DisplayWidth.truncate(tile.caption[line], to: tileColumns) : ""
                    return DisplayWidth.pad(text, to: tileColumns)
                }
                lines.append(trimmedEnd(cells.joined(separator: String(repeating: " ", count: gap))))
            }
            lines.append("")
            start += perRow
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A picture drawn at the cursor without moving it, within `maxColumns`×`maxRows` cells, and
    /// the rows it takes.
    static func placed(_ image: PixelImage, maxColumns: Int, maxRows: Int, style: ListPictures.Style) -> (text: String, rows: Int) {
        guard case .graphics(let graphics, let cellWidth, let cellHeight) = style else { return ("", 0) }
        switch graphics {
        case .kitty:
            let fit = CellFit.fit(width: image.width, height: image.height, maxColumns: maxColumns, maxRows: maxRows,
                                  cellWidth: cellWidth, cellHeight: cellHeight)
            return (KittyRenderer.render(image, columns: fit.columns, rows: fit.rows, inPlace: true), fit.rows)
        case .sixel:
            // Drawn at its own size (it was fitted to the cells' pixels); the terminal leaves the
            // cursor below or beside it, so it is saved and restored around the picture.
            return ("\u{1B}7" + SixelRenderer.render(image, newline: false) + "\u{1B}8", min(maxRows, (image.height + cellHeight - 1) / cellHeight))
        }
    }

    /// The album in a graphics protocol: each row of tiles makes room for its pictures (so the
    /// screen scrolls first if it must), places each picture without moving the cursor, steps right
    /// to the next tile, then moves below the tallest picture and prints the captions as text.
    static func placedGrid(_ tiles: [Tile], width: Int, tileColumns: Int, tileRows: Int, style: ListPictures.Style) -> String {
        let gap = 2
        let perRow = max(1, (width + gap) / (tileColumns + gap))
        let captionLines = tiles.map(\.caption.count).max() ?? 0
        var out = ""
        var start = 0
        while start < tiles.count {
            let row = Array(tiles[start..<min(tiles.count, start + perRow)])
            let pictures = row.map { tile in tile.image.map { placed($0, maxColumns: tileColumns, maxRows: tileRows, style: style) } }
            let rows = pictures.compactMap { $0?.rows }.max() ?? tileRows
            out += String(repeating: "\n", count: tileRows) + "\u{1B}[\(tileRows)A\r"
            for (index, picture) in pictures.enumerated() {
                if index > 0 { out += "\u{1B}[\(tileColumns + gap)C" }
                if let picture { out += picture.text }
            }
            out += "\r" + (rows > 0 ? "\u{1B}[\(rows)B" : "")
            for line in 0..<captionLines {
                let cells = row.map { tile -> String in
                    let text = line < tile.caption.count ? DisplayWidth.truncate(tile.caption[line], to: tileColumns) : ""
                    return DisplayWidth.pad(text, to: tileColumns)
                }
                out += trimmedEnd(cells.joined(separator: String(repeating: " ", count: gap))) + "\n"
            }
            start += perRow
            if start < tiles.count { out += "\n" }
        }
        return out
    }

    /// Each row's picture at the left (`thumbColumns` × `thumbRows`), its text lines beside it.
    /// In kitty graphics the picture is placed without moving the cursor and the text printed over
    /// the blank cells beside it; the lines come back as one element (cursor movements inside).
    static func list(_ rows: [(image: PixelImage?, text: [String])], width: Int, thumbColumns: Int, thumbRows: Int,
                     style: ListPictures.Style) -> [String] {
        let gap = 2
        let textWidth = max(10, width - thumbColumns - gap)
        var lines: [String] = []
        for row in rows {
            let height = max(thumbRows, row.text.count)
            let texts = (0..<height).map { line in line < row.text.count ? DisplayWidth.truncate(row.text[line], to: textWidth) : "" }
            switch style {
            case .blocks(let depth):
                let picture = blockLines(row.image, columns: thumbColumns, rows: thumbRows, depth: depth)
                for line in 0..<height {
                    let left = line < picture.count ? picture[line] : String(repeating: " ", count: thumbColumns)
                    lines.append(trimmedEnd(left + String(repeating: " ", count: gap) + texts[line]))
                }
            case .graphics:
                var block = String(repeating: "\n", count: height) + "\u{1B}[\(height)A\r"
                if let image = row.image { block += placed(image, maxColumns: thumbColumns, maxRows: thumbRows, style: style).text }
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
