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

    /// Each row's picture at the left (`thumbColumns` × `thumbRows`), its text lines beside it.
    static func list(_ rows: [(image: PixelImage?, text: [String])], width: Int, thumbColumns: Int, thumbRows: Int, depth: ColorDepth) -> [String] {
        let gap = 2
        let textWidth = max(10, width - thumbColumns - gap)
        var lines: [String] = []
        for row in rows {
            let picture = blockLines(row.image, columns: thumbColumns, rows: thumbRows, depth: depth)
            let height = max(thumbRows, row.text.count)
            for line in 0..<height {
                let left = line < picture.count ? picture[line] : String(repeating: " ", count: thumbColumns)
                let text = line < row.text.count ? DisplayWidth.truncate(row.text[line], to: textWidth) : ""
                lines.append(trimmedEnd(left + String(repeating: " ", count: gap) + text))
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
