import Foundation
import SpaceLocalization
import TerminalText
import TerminalGraphics
import SpacePresentation

/// One record in full: its picture fitted whole beside the text on a wide screen (above it on a
/// narrow one), and its document, which scrolls. The Day screen, a search result and an
/// astronaut are drawn the same way.
enum DetailView {
    /// Where the picture and the text go on a screen of this size (0-based rows and columns).
    struct Areas {
        var picture: (row: Int, column: Int, columns: Int, rows: Int)
        var text: (row: Int, column: Int, columns: Int, rows: Int)

        init(width: Int, height: Int) {
            let rows = max(1, height - 2)
            if width >= 100 {
                let pictureColumns = width * 11 / 20
                picture = (1, 0, pictureColumns, rows)
                text = (1, pictureColumns + 2, max(10, width - pictureColumns - 2), rows)
            } else {
                let pictureRows = max(1, rows / 2)
                picture = (1, 0, width, pictureRows)
                text = (1 + pictureRows + 1, 0, width, max(1, rows - pictureRows - 1))
            }
        }
    }

    /// Draws the picture (or `noPicture` when it has none) and the document scrolled by `scroll`
    /// lines; `name` tells this record's picture from others'.
    static func draw(name: String, subject: PictureSubject, noPicture: String, document: Document, firstLinePrefix: String = "",
                     scroll: Int, into frame: inout Frame, ready: [String: CellFit], failed: [String: String]) {
        let areas = Areas(width: frame.buffer.width, height: frame.buffer.height)
        let area = areas.picture
        let middle = area.row + area.rows / 2
        if subject.show.isEmpty && subject.resizable == nil {
            frame.buffer.write(noPicture, row: middle, column: area.column + 2, style: .dim, limit: area.columns - 2)
        } else {
            let key = "\(name) \(area.columns)x\(area.rows)"
            if let fit = ready[key] {
                frame.pictures.append(PictureSlot(key: key, subject: subject, rect: CellRect(row: area.row + 1, column: area.column + 1, columns: area.columns, rows: area.rows)))
                frame.buffer.fill(row: area.row, column: area.column, columns: fit.columns, rows: fit.rows, picture: true)
            } else if let reason = failed[key] {
                for (offset, line) in WordWrap.lines(reason, width: max(10, area.columns - 4)).prefix(max(1, area.rows - 1)).enumerated() {
                    frame.buffer.write(line, row: middle + offset, column: area.column + 2, style: .dim, limit: area.columns - 2)
                }
            } else {
                frame.pictures.append(PictureSlot(key: key, subject: subject, rect: CellRect(row: area.row + 1, column: area.column + 1, columns: area.columns, rows: area.rows)))
                frame.buffer.write(tr("Loading the picture…"), row: middle, column: area.column + 2, style: .dim, limit: area.columns - 2)
            }
        }
        let layout = DocumentLayout(width: areas.text.columns, style: TextStyle(enabled: true), terminal: true, breaksLinks: true)
        var lines = layout.lines(document)
        if !firstLinePrefix.isEmpty, !lines.isEmpty { lines[0] = firstLinePrefix + lines[0] }
        let shownScroll = min(scroll, max(0, lines.count - areas.text.rows))
        for (offset, line) in lines.dropFirst(shownScroll).prefix(areas.text.rows).enumerated() {
            frame.buffer.write(line, row: areas.text.row + offset, column: areas.text.column, limit: areas.text.columns)
        }
        if lines.count > areas.text.rows, shownScroll + areas.text.rows < lines.count {
            let more = tr("↓ more (j)")
            frame.buffer.write(more, row: areas.text.row + areas.text.rows - 1, column: areas.text.column + max(0, areas.text.columns - DisplayWidth.of(more)), style: .dim)
        }
    }
}
