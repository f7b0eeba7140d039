import Foundation
import SpaceLocalization
import TerminalText
import TerminalGraphics
import SpacePresentation

/// One record in full: its picture fitted whole beside the text or above it, whichever draws the
/// picture larger, and its document, which scrolls. The Day screen, a search result and an
/// astronaut are drawn the same way.
enum DetailView {
    /// Where the picture and the text go on a screen of this size (0-based rows and columns).
    struct Areas: Equatable {
        var picture: (row: Int, column: Int, columns: Int, rows: Int)
        var text: (row: Int, column: Int, columns: Int, rows: Int)

        static func == (lhs: Areas, rhs: Areas) -> Bool {
            lhs.picture == rhs.picture && lhs.text == rhs.text
        }

        /// The fewest columns the text keeps beside a picture, and the fewest rows under one.
        static let textColumns = 30
        static let textRows = 6

        /// `aspect`: the picture's width over its height in pixels, once known (nil: beside on a
        /// wide screen, above on a narrow one, until it is).
        init(width: Int, height: Int, aspect: Double? = nil) {
            let rows = max(1, height - 2)
            let besideColumns = width * 11 / 20
            let besideFits = width - besideColumns - 2 >= Self.textColumns
            let aboveRows = max(1, rows - Self.textRows - 1)
            var beside: Bool
            if let aspect, aspect > 0 {
                let besideArea = besideFits ? Self.area(columns: besideColumns, rows: rows, aspect: aspect) : 0
                let aboveFit = CellFit.fit(
                    width: Int(aspect * 1000), height: 1000, maxColumns: width, maxRows: aboveRows)
                beside = besideArea > aboveFit.columns * aboveFit.rows
                if !beside {
                    // Above: the picture takes the rows it needs, the text the rest.
                    let pictureRows = aboveFit.rows
                    picture = (1, 0, width, pictureRows)
                    text = (1 + pictureRows + 1, 0, width, max(1, rows - pictureRows - 1))
                    return
                }
            } else {
                beside = width >= 100
            }
            if beside && besideFits {
                picture = (1, 0, besideColumns, rows)
                text = (1, besideColumns + 2, max(1, width - besideColumns - 2), rows)
            } else {
                let pictureRows = max(1, rows / 2)
                picture = (1, 0, width, pictureRows)
                text = (1 + pictureRows + 1, 0, width, max(1, rows - pictureRows - 1))
            }
        }

        private static func area(columns: Int, rows: Int, aspect: Double) -> Int {
            let fit = CellFit.fit(width: Int(aspect * 1000), height: 1000, maxColumns: columns, maxRows: rows)
            return fit.columns * fit.rows
        }
    }

    /// The document's lines at a width, the first line prefixed (★ on a favorite).
    static func lines(_ document: Document, width: Int, firstLinePrefix: String = "") -> [String] {
        let layout = DocumentLayout(
            width: max(1, width), style: TextStyle(enabled: true), terminal: true, breaksLinks: true)
        var lines = layout.lines(document)
        if !firstLinePrefix.isEmpty, !lines.isEmpty { lines[0] = firstLinePrefix + lines[0] }
        return lines
    }

    /// The largest scroll that still shows the document's last line (the row under the text
    /// says there is more while there is).
    static func scrollLimit(lines: Int, rows: Int) -> Int {
        lines <= rows ? 0 : lines - (rows - 1)
    }

    /// The slot a record's picture fills on a screen of this size, given what is known of its shape;
    /// nil when it has no picture to draw. The screen draws it; a day loaded ahead is fetched for
    /// it before it is shown (`BrowserState.dayAhead`).
    static func slot(
        name: PictureName, subject: PictureSubject, width: Int, height: Int, aspect: Double?
    ) -> PictureSlot? {
        guard !subject.show.isEmpty || subject.resizable != nil else { return nil }
        return slot(name: name, subject: subject, area: Areas(width: width, height: height, aspect: aspect).picture)
    }

    private static func slot(
        name: PictureName, subject: PictureSubject, area: (row: Int, column: Int, columns: Int, rows: Int)
    ) -> PictureSlot {
        PictureSlot(
            key: PictureKey(name, columns: area.columns, rows: area.rows), subject: subject,
            rect: CellRect(row: area.row + 1, column: area.column + 1, columns: area.columns, rows: area.rows))
    }

    /// Draws the picture (or `noPicture` when it has none) and the document scrolled by `scroll`
    /// lines; `name` tells this record's picture from others'.
    static func draw(
        name: PictureName, subject: PictureSubject, noPicture: String, document: Document, firstLinePrefix: String = "",
        scroll: Int, into frame: inout Frame, ready: [PictureKey: CellFit], failed: [PictureKey: String],
        aspect: Double? = nil, withheld: Bool = false
    ) {
        var areas = Areas(width: frame.buffer.width, height: frame.buffer.height, aspect: aspect)
        let area = areas.picture
        // Above its text, a picture drawn in fewer rows than its area (the terminal's cells are
        // not 1:2, a sixel picture is capped) gives the rest to the text.
        if areas.text.row > area.row + area.rows - 1,
            let fit = ready[PictureKey(name, columns: area.columns, rows: area.rows)],
            fit.rows < area.rows
        {
            let top = area.row + fit.rows + 1
            areas.text.rows += areas.text.row - top
            areas.text.row = top
        }
        let middle = area.row + area.rows / 2
        if subject.show.isEmpty && subject.resizable == nil {
            frame.buffer.write(noPicture, row: middle, column: area.column + 2, style: .dim, limit: area.columns - 2)
        } else if withheld {
            frame.buffer.write(
                tr("Loading the picture…"), row: middle, column: area.column + 2, style: .dim, limit: area.columns - 2)
        } else {
            let slot = Self.slot(name: name, subject: subject, area: area)
            let key = slot.key
            if let fit = ready[key] {
                frame.pictures.append(slot)
                frame.buffer.fill(
                    row: area.row, column: area.column, columns: min(fit.columns, area.columns),
                    rows: min(fit.rows, area.rows), picture: true)
            } else if let reason = failed[key] {
                for (offset, line) in WordWrap.lines(reason, width: max(10, area.columns - 4)).prefix(
                    max(1, area.rows - 1)
                ).enumerated() {
                    frame.buffer.write(
                        line, row: middle + offset, column: area.column + 2, style: .dim, limit: area.columns - 2)
                }
            } else {
                frame.pictures.append(slot)
                frame.buffer.write(
                    tr("Loading the picture…"), row: middle, column: area.column + 2, style: .dim,
                    limit: area.columns - 2)
            }
        }
        let lines = Self.lines(document, width: areas.text.columns, firstLinePrefix: firstLinePrefix)
        let rows = areas.text.rows
        let more = lines.count > rows
        let limit = scrollLimit(lines: lines.count, rows: rows)
        frame.textScrollLimit = limit
        let shownScroll = min(max(0, scroll), limit)
        // With more below, the last row says so rather than hiding a line under the words.
        let textRows = more && shownScroll + rows < lines.count ? rows - 1 : rows
        for (offset, line) in lines.dropFirst(shownScroll).prefix(max(0, textRows)).enumerated() {
            frame.buffer.write(line, row: areas.text.row + offset, column: areas.text.column, limit: areas.text.columns)
        }
        // Links: the whole address behind every piece of one, however it is broken (the document
        // is laid out unwrapped only when it has one).
        let whole =
            lines.contains { $0.contains("://") }
            ? DocumentLayout(width: 100_000, style: TextStyle(enabled: false), terminal: true).lines(document) : []
        for run in LinkCells.runs(in: lines, urls: LinkCells.addresses(in: whole)) {
            let row = run.line - shownScroll
            guard row >= 0, row < textRows else { continue }
            frame.buffer.link(
                row: areas.text.row + row, column: areas.text.column + run.column,
                count: min(run.count, max(0, areas.text.columns - run.column)), to: run.url)
        }
        if textRows < rows {
            let marker = tr("↓ more (j)")
            frame.buffer.write(
                marker, row: areas.text.row + rows - 1,
                column: areas.text.column + max(0, areas.text.columns - DisplayWidth.of(marker)),
                style: .dim, limit: areas.text.columns)
        }
    }
}
