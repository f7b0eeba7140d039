import SpaceImaging

/// A rectangle of terminal cells; rows and columns count from 1, as the terminal's do.
public struct CellRect: Sendable, Hashable {
    /// The top row.
    public var row: Int
    /// The left column.
    public var column: Int
    /// Cells across.
    public var columns: Int
    /// Rows down.
    public var rows: Int

    /// A rectangle.
    public init(row: Int, column: Int, columns: Int, rows: Int) {
        self.row = row
        self.column = column
        self.columns = columns
        self.rows = rows
    }
}

/// Pictures placed at a cell with an id, then replaced or deleted by that id: what a screen that
/// redraws needs, beside the scrolling output of one picture per command. Every sequence saves the
/// cursor first and puts it back after (`ESC 7` … `ESC 8`), so the caller's drawing goes on where
/// it was. kitty keeps the picture under its id and replaces it without a flicker; sixel, iTerm2
/// and half blocks are text on the screen, so replacing or deleting one writes over its cells.
/// A picture never reaches the screen's last row: sixel would scroll the screen.
public struct PicturePlacement: Sendable {
    /// How pictures are drawn.
    public let drawing: DrawingProtocol
    /// The screen's rows.
    public let screenRows: Int
    /// A cell's size in pixels (nil: 10×20 for the graphics protocols).
    public let cell: (width: Int, height: Int)?

    /// Placements for a screen of `screenRows` rows.
    public init(drawing: DrawingProtocol, screenRows: Int, cell: (width: Int, height: Int)? = nil) {
        self.drawing = drawing
        self.screenRows = screenRows
        self.cell = cell
    }

    /// The cells of `rect` a picture may use: none on the last row, none above the first.
    public func usable(_ rect: CellRect) -> CellRect? {
        let top = max(1, rect.row)
        let bottom = min(rect.row + rect.rows - 1, screenRows - 1)
        guard bottom >= top, rect.columns > 0, rect.column >= 1 else { return nil }
        return CellRect(row: top, column: rect.column, columns: rect.columns, rows: bottom - top + 1)
    }

    /// Draws the decoded picture fitted inside `rect` (top left, aspect kept) under `id`; the
    /// cells it takes come back with it, for the caller to keep free of text and to erase later.
    /// `around`: cells something is drawn over (a box). Where pictures lie above the text
    /// (kitty's own placements) the picture is placed in parts around them; elsewhere it is
    /// drawn whole and the caller writes those cells after it, which replaces it there.
    public func place(
        _ picture: PicturePreview.Decoded, id: UInt32, in rect: CellRect, around cover: CellRect? = nil
    ) -> (text: String, cells: CellRect)? {
        guard let rect = usable(rect) else { return nil }
        let box = PicturePreview.Box(
            columns: rect.columns, rows: rect.rows, cellWidth: cell?.width, cellHeight: cell?.height)
        let fit = picture.fit(in: box)
        let cells = CellRect(row: rect.row, column: rect.column, columns: fit.columns, rows: fit.rows)
        let perCell = PicturePreview.perCell(drawing, box: box)
        var text = "\u{1B}7"
        switch drawing {
        case .kitty:
            let sized = AreaResampler.resize(
                picture.image, width: fit.columns * perCell.width, height: fit.rows * perCell.height)
            if let cover, let parts = Self.parts(of: cells, around: cover) {
                text += KittyRenderer.transmit(sized, id: id)
                // The pixels of each part, in the picture as sent (smaller than its cells when
                // the file is: the terminal enlarges it).
                func x(_ column: Int) -> Int { column * sized.width / max(1, fit.columns) }
                func y(_ row: Int) -> Int { row * sized.height / max(1, fit.rows) }
                for (number, part) in parts.enumerated() {
                    text +=
                        Self.moveTo(cells.row + part.row, cells.column + part.column)
                        + KittyRenderer.placement(
                            id: id, placement: UInt32(number + 1), x: x(part.column), y: y(part.row),
                            width: x(part.column + part.columns) - x(part.column),
                            height: y(part.row + part.rows) - y(part.row), columns: part.columns, rows: part.rows)
                }
            } else {
                text +=
                    Self.moveTo(cells.row, cells.column)
                    + KittyRenderer.render(sized, columns: fit.columns, rows: fit.rows, id: id)
            }
            if let animation = picture.animation {
                text += KittyAnimation.commands(
                    animation, width: sized.width, height: sized.height, id: id, tmux: false)
            }
        case .kittyPlaceholders(let tmux):
            let sized = AreaResampler.resize(
                picture.image, width: fit.columns * perCell.width, height: fit.rows * perCell.height)
            text += KittyPlaceholders.transmit(sized, columns: fit.columns, rows: fit.rows, id: id, tmux: tmux)
            if let animation = picture.animation {
                text += KittyAnimation.commands(animation, width: sized.width, height: sized.height, id: id, tmux: tmux)
            }
            for (offset, line) in KittyPlaceholders.rows(columns: fit.columns, rows: fit.rows, id: id).enumerated() {
                text += Self.moveTo(cells.row + offset, cells.column) + line
            }
        case .iTerm:
            text +=
                Self.moveTo(cells.row, cells.column)
                + String(ITermRenderer.render(file: picture.file, columns: fit.columns, rows: fit.rows).dropLast())
        case .sixel, .blocks:
            text += cellText(picture.image, in: cells, perCell: perCell)
        }
        return (text + "\u{1B}8", cells)
    }

    /// What of `cells` lies outside `cover`, as at most four rectangles (above, below, left,
    /// right of it), each in cells from `cells`' top left (0-based); nil when `cover` misses
    /// `cells`, and empty when it hides them all.
    static func parts(of cells: CellRect, around cover: CellRect) -> [CellRect]? {
        let top = max(cells.row, cover.row) - cells.row
        let bottom = min(cells.row + cells.rows, cover.row + cover.rows) - cells.row
        let left = max(cells.column, cover.column) - cells.column
        let right = min(cells.column + cells.columns, cover.column + cover.columns) - cells.column
        guard top < bottom, left < right else { return nil }
        let candidates = [
            CellRect(row: 0, column: 0, columns: cells.columns, rows: top),
            CellRect(row: bottom, column: 0, columns: cells.columns, rows: cells.rows - bottom),
            CellRect(row: top, column: 0, columns: left, rows: bottom - top),
            CellRect(row: top, column: right, columns: cells.columns - right, rows: bottom - top),
        ]
        return candidates.filter { $0.rows > 0 && $0.columns > 0 }
    }

    /// An animation's frames, the first too, each drawn in `cells` (where `place` put the first)
    /// with how long it stays, for drawings the terminal does not play itself (blocks and sixel);
    /// empty for the others and for a still.
    public func frames(of picture: PicturePreview.Decoded, in cells: CellRect) -> [PicturePreview.FrameText] {
        guard let animation = picture.animation, drawing.drawsFramesItself == false else { return [] }
        let box = PicturePreview.Box(
            columns: cells.columns, rows: cells.rows, cellWidth: cell?.width, cellHeight: cell?.height)
        let perCell = PicturePreview.perCell(drawing, box: box)
        return animation.frames.map { frame in
            PicturePreview.FrameText(
                text: "\u{1B}7" + cellText(frame.image, in: cells, perCell: perCell) + "\u{1B}8",
                milliseconds: frame.milliseconds)
        }
    }

    /// A picture drawn in the cells themselves (sixel, half blocks), fitted whole to `cells`.
    private func cellText(_ image: PixelImage, in cells: CellRect, perCell: (width: Int, height: Int)) -> String {
        switch drawing {
        case .sixel:
            // Sixel draws the pixels as sent: fitted whole to the room, a small file enlarged.
            let sized = Enlarger.fitted(
                image, width: cells.columns * perCell.width, height: cells.rows * perCell.height)
            return Self.moveTo(cells.row, cells.column) + SixelRenderer.render(sized, newline: false)
        case .blocks(let depth):
            // Fitted whole to the cells it reports, a small file enlarged as sixel's is: drawn
            // at its own size it took fewer rows than the layout gave it, which stayed blank.
            let sized = Enlarger.fitted(image, width: cells.columns, height: cells.rows * 2)
            let lines = BlockRenderer.render(sized, depth: depth).split(
                separator: "\n", omittingEmptySubsequences: true)
            var text = ""
            for (offset, line) in lines.prefix(cells.rows).enumerated() {
                text += Self.moveTo(cells.row + offset, cells.column) + line
            }
            return text
        case .kitty, .kittyPlaceholders, .iTerm:
            return ""
        }
    }

    /// Puts a new picture where `old` was, under the same id: kitty swaps it in place; the others
    /// erase what the old one covered and the new one does not, then draw.
    public func replace(
        id: UInt32, old: CellRect, with picture: PicturePreview.Decoded, in rect: CellRect
    ) -> (text: String, cells: CellRect)? {
        guard let placed = place(picture, id: id, in: rect) else { return nil }
        if case .kitty = drawing { return placed }
        return (erase(old) + placed.text, placed.cells)
    }

    /// Removes picture `id`, which covers `cells`: kitty deletes it by id (and frees its pixels);
    /// the others write spaces over its cells (placeholders both).
    public func delete(id: UInt32, covering cells: CellRect) -> String {
        switch drawing {
        case .kitty: return KittyRenderer.delete(id: id)
        case .kittyPlaceholders(let tmux): return KittyPlaceholders.delete(id: id, tmux: tmux) + erase(cells)
        case .blocks, .sixel, .iTerm: return erase(cells)
        }
    }

    /// Spaces over the cells (`ECH`), row by row, the cursor put back after.
    public func erase(_ cells: CellRect) -> String {
        guard cells.rows > 0, cells.columns > 0 else { return "" }
        var text = "\u{1B}7"
        for row in cells.row..<(cells.row + cells.rows) where row >= 1 && row <= screenRows {
            text += Self.moveTo(row, cells.column) + "\u{1B}[0m\u{1B}[\(cells.columns)X"
        }
        return text + "\u{1B}8"
    }

    /// `CSI row ; column H`.
    static func moveTo(_ row: Int, _ column: Int) -> String { "\u{1B}[\(row);\(column)H" }
}
