import Foundation
import SpaceLocalization
import TerminalText
import TerminalGraphics
import APODFeature
import SpacePresentation

/// A grid of days: each a small picture with its date and title under it; the selected one is
/// framed and its caption reversed, in the accent colour.
enum GridView {
    static func draw(
        _ grid: GridState, empty: String, into frame: inout Frame, ready: [PictureKey: CellFit],
        failed: [PictureKey: String], animated: Set<PictureName> = []
    ) {
        let layout = GridLayout(width: frame.buffer.width, height: frame.buffer.height)
        if let failure = grid.failure, grid.pictures.isEmpty {
            for (offset, line) in WordWrap.lines(failure, width: max(1, frame.buffer.width - 2)).prefix(
                max(0, frame.buffer.height - 3)
            ).enumerated() {
                frame.buffer.write(line, row: 2 + offset, column: 1, limit: frame.buffer.width - 2)
            }
            return
        }
        guard !grid.pictures.isEmpty else {
            frame.buffer.write(empty, row: 2, column: 1, style: .dim, limit: frame.buffer.width - 2)
            return
        }
        // The rows shown at this size (the state's may be from another size).
        let top = layout.top(grid.top, selected: grid.selected, count: grid.pictures.count)
        let first = top * layout.columns
        let last = min(grid.pictures.count, (top + layout.visibleRows) * layout.columns)
        guard first < last else { return }
        let width = frame.buffer.width
        for index in first..<last {
            guard let origin = layout.origin(ofVisible: index, top: top) else { continue }
            let room = min(GridLayout.tileColumns, width - origin.column)
            guard room > 0 else { continue }
            let picture = grid.pictures[index]
            let subject = PictureSubject.apod(picture)
            let key = PictureKey(.tile(picture.date), columns: GridLayout.tileColumns, rows: GridLayout.pictureRows)
            if (!subject.show.isEmpty || subject.resizable != nil) && room == GridLayout.tileColumns {
                let rect = CellRect(
                    row: origin.row + 1, column: origin.column + 1, columns: GridLayout.tileColumns,
                    rows: GridLayout.pictureRows)
                frame.pictures.append(PictureSlot(key: key, subject: subject, rect: rect))
                if let fit = ready[key] {
                    // Centred across the tile.
                    let left = origin.column + max(0, (GridLayout.tileColumns - fit.columns) / 2)
                    frame.pictures[frame.pictures.count - 1].rect = CellRect(
                        row: origin.row + 1, column: left + 1, columns: fit.columns, rows: fit.rows)
                    frame.buffer.fill(
                        row: origin.row, column: left, columns: fit.columns, rows: fit.rows, picture: true)
                } else if failed[key] != nil {
                    frame.pictures.removeLast()
                    frame.buffer.write(
                        tr("no picture"), row: origin.row + GridLayout.pictureRows / 2, column: origin.column + 4,
                        style: .dim, limit: room - 4)
                } else {
                    frame.buffer.write(
                        "…", row: origin.row + GridLayout.pictureRows / 2,
                        column: origin.column + GridLayout.tileColumns / 2, style: .dim)
                }
            } else {
                frame.buffer.write(
                    picture.mediaType.rawValue, row: origin.row + GridLayout.pictureRows / 2,
                    column: origin.column + min(5, room - 1), style: .dim, limit: room)
            }
            let selected = index == grid.selected
            // An animated picture is badged, as the Day screen says it.
            let moving = animated.contains(.tile(picture.date)) || animated.contains(.day(picture.date))
            let dateLine =
                picture.date.description + (picture.mediaType == .image ? "" : " · \(picture.mediaType.rawValue)")
                + (moving ? " ▶" : "")
            frame.buffer.write(
                DisplayWidth.pad(dateLine, to: room), row: origin.row + GridLayout.pictureRows, column: origin.column,
                style: selected ? [.reverse, .bold, .accent] : .dim, limit: room)
            frame.buffer.write(
                DisplayWidth.pad(Sanitizer.line(picture.title), to: room),
                row: origin.row + GridLayout.pictureRows + 1, column: origin.column,
                style: selected ? [.reverse, .accent] : [], limit: room)
            if selected {
                OverlayView.border(
                    top: origin.row - 1, left: origin.column - 1, width: GridLayout.tileColumns + 2,
                    height: GridLayout.tileRows + 2,
                    style: [.accent], into: &frame.buffer)
            }
        }
    }
}
