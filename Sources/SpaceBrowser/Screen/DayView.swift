import Foundation
import TerminalText
import TerminalGraphics
import APODFeature
import SpacePresentation

/// The Day screen: the picture fitted whole beside its text on a wide screen (above it on a
/// narrow one), and the title, date, credit, explanation and links, which scroll.
enum DayView {
    /// Where the picture and the text go on a screen of this size (0-based rows and columns).
    struct Areas: Equatable {
        var picture: (row: Int, column: Int, columns: Int, rows: Int)
        var text: (row: Int, column: Int, columns: Int, rows: Int)

        static func == (lhs: Areas, rhs: Areas) -> Bool {
            lhs.picture == rhs.picture && lhs.text == rhs.text
        }

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

    static func draw(_ state: BrowserState, into frame: inout Frame, ready: [String: CellFit], failed: [String: String]) {
        let areas = Areas(width: frame.buffer.width, height: frame.buffer.height)
        guard let picture = state.day.picture else {
            let message = state.day.failure ?? "Asking NASA…"
            frame.buffer.write(message, row: areas.text.row, column: areas.text.column, style: state.day.failure == nil ? .dim : [], limit: areas.text.columns)
            if state.day.failure != nil {
                frame.buffer.write("← or h: the day before · t: the latest · g: another date", row: areas.text.row + 1, column: areas.text.column,
                                   style: .dim, limit: areas.text.columns)
            }
            return
        }
        // The picture, or why there is none.
        let subject = PictureSubject.apod(picture)
        let area = areas.picture
        if subject.show.isEmpty && subject.resizable == nil {
            let why = picture.mediaType == .image ? "No picture to draw for this day." : "A \(picture.mediaType.rawValue): press o to open it."
            frame.buffer.write(why, row: area.row + area.rows / 2, column: area.column + 2, style: .dim, limit: area.columns - 2)
        } else {
            let key = "day \(picture.date) \(area.columns)x\(area.rows)"
            let rect = CellRect(row: area.row + 1, column: area.column + 1, columns: area.columns, rows: area.rows)
            frame.pictures.append(PictureSlot(key: key, subject: subject, rect: rect))
            if let fit = ready[key] {
                frame.buffer.fill(row: area.row, column: area.column, columns: fit.columns, rows: fit.rows, picture: true)
            } else if let reason = failed[key] {
                frame.pictures.removeLast()
                let lines = WordWrap.lines(reason, width: max(10, area.columns - 4))
                for (offset, line) in lines.prefix(max(1, area.rows - 1)).enumerated() {
                    frame.buffer.write(line, row: area.row + area.rows / 2 + offset, column: area.column + 2, style: .dim, limit: area.columns - 2)
                }
            } else {
                frame.buffer.write("Loading the picture…", row: area.row + area.rows / 2, column: area.column + 2, style: .dim, limit: area.columns - 2)
            }
        }
        // The text, from the same view as `space apod`, scrolled.
        let layout = DocumentLayout(width: areas.text.columns, style: TextStyle(enabled: true), terminal: true)
        var lines = layout.lines(APODView.document(picture))
        if state.day.isFavorite, !lines.isEmpty { lines[0] = "★ " + lines[0] }
        let scroll = min(state.day.scroll, max(0, lines.count - areas.text.rows))
        for (offset, line) in lines.dropFirst(scroll).prefix(areas.text.rows).enumerated() {
            frame.buffer.write(line, row: areas.text.row + offset, column: areas.text.column, limit: areas.text.columns)
        }
        if lines.count > areas.text.rows, scroll + areas.text.rows < lines.count {
            frame.buffer.write("↓ more (j)", row: areas.text.row + areas.text.rows - 1, column: areas.text.column + max(0, areas.text.columns - 10), style: .dim)
        }
    }
}
