import SpaceLocalization
import Foundation
import TerminalText
import TerminalGraphics
import APODFeature

/// What opens over a screen: the key help in a bordered box that hides what is behind it (the
/// pictures it covers show around it) and scrolls when it is taller than the screen, and the prompts and questions on the row above
/// the status line, with the cursor where the next character goes.
enum OverlayView {
    static func draw(_ overlay: BrowserState.Overlay, state: BrowserState, into frame: inout Frame) {
        switch overlay {
        case .help(let scroll):
            help(state, scroll: scroll, into: &frame)
        case .goTo(let line):
            prompt(tr("Go to date (YYYY-MM-DD, today, yesterday):"), line: line, into: &frame)
        case .query(let line):
            prompt(
                state.screen == .astronauts
                    ? tr("Filter by name, nationality or agency:")
                    : tr("Search the APOD archive and the image library:"), line: line,
                into: &frame)
        case .picture:
            alone(state, into: &frame)
        case .command(let prompt):
            // `:apod 2021-12-06`, as vim writes its command line.
            OverlayView.prompt(":", line: prompt.line, gap: 0, into: &frame)
            // What Tab could not choose between, on the row above the line.
            if !prompt.choices.isEmpty, frame.buffer.height >= 4 {
                let row = frame.buffer.height - 3
                frame.buffer.fill(row: row, column: 0, columns: frame.buffer.width, rows: 1)
                frame.buffer.write(
                    prompt.choices.joined(separator: "  "), row: row, column: 0, style: .dim,
                    limit: frame.buffer.width)
                frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= row + 1 }
            }
        case .confirmRemove(let date):
            let row = frame.buffer.height - 2
            frame.buffer.fill(row: row, column: 0, columns: frame.buffer.width, rows: 1)
            frame.buffer.write(
                tr("Remove {date} from your favorites? y/n", ["date": date.description]), row: row, column: 0,
                style: .bold)
            frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= row + 1 }
        }
        BrowserView.releaseUncovered(&frame)
    }

    /// The day's picture alone, fitted to the whole terminal; what it says while it loads or why
    /// it cannot be drawn, in the middle.
    private static func alone(_ state: BrowserState, into frame: inout Frame) {
        let (width, height) = (frame.buffer.width, frame.buffer.height)
        frame.buffer.fill(row: 0, column: 0, columns: width, rows: height)
        frame.pictures = []
        guard let picture = state.day.picture else { return }
        let key = PictureKey(.day(picture.date), columns: width, rows: height)
        let middle = height / 2
        if let reason = state.pictures.failed[key] {
            for (offset, line) in WordWrap.lines(reason, width: max(10, width - 4)).prefix(max(1, height - middle))
                .enumerated()
            {
                frame.buffer.write(line, row: middle + offset, column: 2, style: .dim, limit: width - 2)
            }
            return
        }
        frame.pictures.append(
            PictureSlot(
                key: key, subject: .apod(picture), rect: CellRect(row: 1, column: 1, columns: width, rows: height)))
        if let fit = state.pictures.ready[key]?.fit {
            // Centred in the window: the cells it does not take stay blank.
            let top = max(0, (height - fit.rows) / 2), left = max(0, (width - fit.columns) / 2)
            frame.pictures[0].rect = CellRect(row: top + 1, column: left + 1, columns: fit.columns, rows: fit.rows)
            frame.buffer.fill(
                row: top, column: left, columns: min(fit.columns, width), rows: min(fit.rows, height), picture: true)
        } else {
            frame.buffer.write(tr("Loading the picture…"), row: middle, column: 2, style: .dim, limit: width - 2)
        }
    }

    /// The help's lines at a screen width.
    private static func helpLines(_ state: BrowserState, width: Int) -> [String] {
        state.keys.bindings(for: state.screen).flatMap { KeyTable.wrapped($0, width: max(24, width - 6)) }
    }

    /// The box: rows between the tab bar and the status line, columns with a margin.
    private static func box(lines: [String], width: Int, height: Int) -> (top: Int, left: Int, width: Int, height: Int)
    {
        var boxWidth = min(width, (lines.map { DisplayWidth.of($0) }.max() ?? 20) + 4)
        // A margin of one column would show a sliver of the screen behind: the box takes the row.
        if boxWidth >= width - 2 { boxWidth = width }
        let boxHeight = min(max(3, height - 2), lines.count + 4)
        return (max(1, (height - boxHeight) / 2), max(0, (width - boxWidth) / 2), boxWidth, boxHeight)
    }

    private static func help(_ state: BrowserState, scroll: Int, into frame: inout Frame) {
        let width = frame.buffer.width, height = frame.buffer.height
        let lines = helpLines(state, width: width)
        let box = box(lines: lines, width: width, height: height)
        let inner = max(0, box.height - 4)
        let limit = max(0, lines.count - max(1, inner))
        frame.helpScrollLimit = limit
        let top = min(max(0, scroll), limit)
        // Opaque: every cell of the box is written, its border included.
        frame.buffer.fill(row: box.top, column: box.left, columns: box.width, rows: box.height)
        border(top: box.top, left: box.left, width: box.width, height: box.height, into: &frame.buffer)
        let title = " " + tr("Keys of the {screen} screen", ["screen": state.screen.title]) + " "
        frame.buffer.write(
            title, row: box.top, column: box.left + 2, style: [.bold, .accent], limit: max(0, box.width - 4))
        for (offset, line) in lines.dropFirst(top).prefix(inner).enumerated() {
            frame.buffer.write(line, row: box.top + 2 + offset, column: box.left + 2, limit: max(0, box.width - 4))
        }
        let more = top + inner < lines.count
        let footer = " " + (more ? tr("↓ more (j) · Esc or ? closes this.") : tr("Esc or ? closes this.")) + " "
        frame.buffer.write(
            footer, row: box.top + box.height - 1, column: box.left + 2, style: .dim, limit: max(0, box.width - 4))
        if top > 0 { frame.buffer.write("↑", row: box.top + 1, column: box.left + box.width - 3, style: .dim) }
        // The pictures it touches stay, shown around it, a blank cell away: a picture cut at the
        // box's very edge left slivers of itself against the border in kitty.
        let margin = (
            top: max(1, box.top - 1), left: max(0, box.left - 1),
            bottom: min(height - 2, box.top + box.height), right: min(width - 1, box.left + box.width)
        )
        for row in margin.top...max(margin.top, margin.bottom) where row < box.top || row >= box.top + box.height {
            frame.buffer.fill(row: row, column: margin.left, columns: margin.right - margin.left + 1, rows: 1)
        }
        for column in [margin.left, margin.right] where column < box.left || column >= box.left + box.width {
            frame.buffer.fill(row: box.top, column: column, columns: 1, rows: box.height)
        }
        let cover = CellRect(
            row: margin.top + 1, column: margin.left + 1, columns: margin.right - margin.left + 1,
            rows: margin.bottom - margin.top + 1)
        for index in frame.pictures.indices {
            let slot = frame.pictures[index].rect
            if slot.row < cover.row + cover.rows && slot.row + slot.rows > cover.row
                && slot.column < cover.column + cover.columns && slot.column + slot.columns > cover.column
            {
                frame.pictures[index].covered = cover
            }
        }
    }

    /// A single-line box.
    static func border(
        top: Int, left: Int, width: Int, height: Int, style: CellStyle = [], into buffer: inout CellBuffer
    ) {
        guard width >= 2, height >= 2 else { return }
        let bottom = top + height - 1, right = left + width - 1
        for column in (left + 1)..<right {
            buffer[top, column] = Cell(text: "─", style: style, picture: false)
            buffer[bottom, column] = Cell(text: "─", style: style, picture: false)
        }
        for row in (top + 1)..<bottom {
            buffer[row, left] = Cell(text: "│", style: style, picture: false)
            buffer[row, right] = Cell(text: "│", style: style, picture: false)
        }
        buffer[top, left] = Cell(text: "┌", style: style, picture: false)
        buffer[top, right] = Cell(text: "┐", style: style, picture: false)
        buffer[bottom, left] = Cell(text: "└", style: style, picture: false)
        buffer[bottom, right] = Cell(text: "┘", style: style, picture: false)
    }

    /// A prompt on the row above the status line; the text scrolls so the cursor stays in view.
    private static func prompt(_ label: String, line: LineEditor, gap: Int = 1, into frame: inout Frame) {
        let row = frame.buffer.height - 2
        let width = frame.buffer.width
        frame.buffer.fill(row: row, column: 0, columns: width, rows: 1)
        // The label whole while 22 columns are left for what is typed (a date is at most 20
        // characters); on a narrower screen it takes at most half the row.
        let labelWidth = max(1, min(DisplayWidth.of(label) + gap, max(width / 2, width - 22)))
        frame.buffer.write(label, row: row, column: 0, style: .bold, limit: labelWidth - gap)
        let room = max(1, width - labelWidth - 1)
        var start = 0
        while DisplayWidth.of(String(line.characters[start..<line.cursor])) >= room && start < line.cursor {
            start += 1
        }
        let visible = String(line.characters[start...])
        frame.buffer.write(visible, row: row, column: labelWidth, limit: room + 1)
        // The cursor: the cell where the next character goes, reversed.
        let cursorColumn = labelWidth + DisplayWidth.of(String(line.characters[start..<line.cursor]))
        if cursorColumn < width {
            var cell = frame.buffer[row, cursorColumn]
            if cell.text.isEmpty { cell.text = " " }
            cell.style.insert(.reverse)
            frame.buffer[row, cursorColumn] = cell
        }
        frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= row + 1 }
    }
}
