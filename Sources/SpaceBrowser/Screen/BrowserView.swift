import SpaceLocalization
import Foundation
import TerminalText
import TerminalGraphics
import APODFeature
import SpacePresentation

/// Draws the state as a frame at a size: the tab bar, the screen, what is open over it, and the
/// status line. `ready` gives, for each picture key, the cells the decoded picture takes: those
/// cells are the picture's; a picture not ready yet shows a line of text where it will be.
public enum BrowserView {
    /// The frame.
    /// `failed` gives, for pictures that could not be loaded, why.
    public static func frame(_ state: BrowserState, width: Int, height: Int, ready: [String: CellFit], failed: [String: String] = [:], spinner: Int = 0) -> Frame {
        var frame = Frame(buffer: CellBuffer(width: width, height: height))
        tabs(state, into: &frame.buffer)
        switch state.screen {
        case .day: DayView.draw(state, into: &frame, ready: ready, failed: failed)
        case .album: GridView.draw(state.album.grid, empty: albumEmpty(state), into: &frame, ready: ready, failed: failed)
        case .favorites: GridView.draw(state.favorites, empty: tr("No favorites yet: press f on a day to keep it."), into: &frame, ready: ready, failed: failed)
        case .search:
            if let item = state.search.list.open {
                DetailView.draw(name: "asset \(item.nasaID)", subject: PictureSubject.asset(id: item.nasaID, files: state.search.files, size: "orig").withThumbnail(item.thumbnailURL),
                                noPicture: tr("No picture for this result."), document: AssetView.document(id: item.nasaID, item: item, files: state.search.files),
                                scroll: 0, into: &frame, ready: ready, failed: failed)
            } else {
                RowsView.draw(state.search.list, row: RowsView.search, empty: tr("Press / and type words to search the NASA Image and Video Library."),
                              into: &frame, ready: ready, failed: failed)
            }
        case .astronauts:
            if let astronaut = state.roster.list.open {
                DetailView.draw(name: "astronaut \(astronaut.id)", subject: .astronaut(astronaut), noPicture: tr("No portrait."),
                                document: AstronautView.document(astronaut, now: state.now), scroll: 0, into: &frame, ready: ready, failed: failed)
            } else {
                RowsView.draw(state.roster.list, row: RowsView.astronaut, empty: tr("No astronauts match."), into: &frame, ready: ready, failed: failed)
            }
        }
        status(state, spinner: spinner, into: &frame.buffer)
        if let overlay = state.overlay { draw(overlay, state: state, into: &frame) }
        return frame
    }

    /// The tab bar's labels and the columns (0-based) each takes.
    static func tabLabels() -> [(screen: ScreenID, label: String, columns: Range<Int>)] {
        var column = 0
        return ScreenID.allCases.map { screen in
            let label = " \(screen.rawValue) \(screen.title) "
            defer { column += DisplayWidth.of(label) + 1 }
            return (screen, label, column..<(column + DisplayWidth.of(label)))
        }
    }

    private static func tabs(_ state: BrowserState, into buffer: inout CellBuffer) {
        var end = 0
        for tab in tabLabels() {
            buffer.write(tab.label, row: 0, column: tab.columns.lowerBound, style: tab.screen == state.screen ? [.reverse, .bold] : [.dim])
            end = tab.columns.upperBound
        }
        // The reminder of the keys, where the tabs leave room for it.
        let reminder = tr("? keys  q quit")
        let columns = DisplayWidth.of(reminder)
        if end + 2 + columns <= buffer.width { buffer.write(reminder, row: 0, column: buffer.width - columns, style: .dim) }
    }

    private static func status(_ state: BrowserState, spinner: Int, into buffer: inout CellBuffer) {
        let row = buffer.height - 1
        buffer.fill(row: row, column: 0, columns: buffer.width, rows: 1, style: .reverse)
        var place: String
        switch state.screen {
        case .day:
            if let picture = state.day.picture { place = "\(picture.date) · \(picture.mediaType.rawValue)" + (state.day.isFavorite ? " · ★" : "") }
            else { place = tr("Day") }
        case .album:
            let (start, end) = AlbumLayout.window(state.album, today: state.latestDay)
            place = tr("Album {start} to {end}", ["start": start.description, "end": end.description])
        case .favorites: place = tr("Favorites") + " · " + NumberText.grouped(state.favorites.pictures.count)
        case .search:
            let list = state.search.list
            place = state.search.query.isEmpty ? tr("Search") : "\"\(state.search.query)\" · "
                + (list.total.map { tr("{position} of {total}", ["position": list.items.isEmpty ? 0 : list.selected + 1, "total": $0]) } ?? "…")
        case .astronauts:
            let list = state.roster.list
            place = tr("Astronauts") + " " + (state.roster.sort == .asc ? "A→Z" : "Z→A") + (state.roster.filter.isEmpty ? "" : " · \"\(state.roster.filter)\"")
                + (list.total.map { " · " + tr("{position} of {total}", ["position": list.items.isEmpty ? 0 : list.selected + 1, "total": $0]) } ?? "")
        }
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let busy = state.loading > 0 ? frames[spinner % frames.count] + " " : ""
        // Where you are on the right; the last notice on the left, cut to the room it has.
        let notice = state.notice.map(Sanitizer.line)
        var right = busy + place + " "
        // A notice that does not fit beside the place has the line to itself.
        if let notice, DisplayWidth.of(notice) + DisplayWidth.of(right) + 3 > buffer.width { right = busy }
        let room = max(0, buffer.width - DisplayWidth.of(right) - 2)
        if let notice {
            let shown = DisplayWidth.of(notice) + 1 > room ? DisplayWidth.truncate(notice, to: max(0, room - 1)) : notice
            buffer.write(" " + shown, row: row, column: 0, style: .reverse, limit: room + 1)
        }
        buffer.write(right, row: row, column: max(0, buffer.width - DisplayWidth.of(right)), style: .reverse)
    }

    private static func albumEmpty(_ state: BrowserState) -> String {
        if state.loading > 0 && state.album.all.isEmpty { return tr("Loading the album…") }
        switch state.album.media {
        case .image?: return tr("No images in these days: press m for another kind, [ or ] for other days.")
        case .video?: return tr("No videos in these days: press m for another kind, [ or ] for other days.")
        case .other?: return tr("No others in these days: press m for another kind, [ or ] for other days.")
        case nil: return tr("No pictures in these days: press m for another kind, [ or ] for other days.")
        }
    }

    private static func draw(_ overlay: BrowserState.Overlay, state: BrowserState, into frame: inout Frame) {
        var buffer = frame.buffer
        switch overlay {
        case .help:
            let lines = [tr("Keys of the {screen} screen", ["screen": state.screen.title]), ""] + KeyTable.bindings(for: state.screen).flatMap { KeyTable.wrapped($0, width: buffer.width - 6) }
                + ["", tr("Esc or ? closes this.")]
            let width = min(buffer.width - 2, (lines.map { DisplayWidth.of($0) }.max() ?? 20) + 4)
            let height = min(buffer.height - 3, lines.count + 2)
            let top = max(1, (buffer.height - height) / 2), left = max(0, (buffer.width - width) / 2)
            // Over a picture, the box's cells become text (the picture is cleared under them).
            buffer.fill(row: top, column: left, columns: width, rows: height)
            for (offset, line) in lines.prefix(height - 2).enumerated() {
                buffer.write(line, row: top + 1 + offset, column: left + 2, style: offset == 0 ? .bold : [], limit: width - 4)
            }
            frame.pictures.removeAll { slot in overlaps(slot.rect, top: top, left: left, width: width, height: height) }
        case .goTo(let typed):
            let row = buffer.height - 2
            buffer.fill(row: row, column: 0, columns: buffer.width, rows: 1)
            buffer.write(tr("Go to date (YYYY-MM-DD, today, yesterday):") + " " + typed + "▏", row: row, column: 0, style: .bold)
            frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= row + 1 }
        case .query(let typed):
            let row = buffer.height - 2
            buffer.fill(row: row, column: 0, columns: buffer.width, rows: 1)
            let label = (state.screen == .astronauts ? tr("Filter astronauts:") : tr("Search the image library:")) + " "
            buffer.write(label + typed + "▏", row: row, column: 0, style: .bold)
            frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= row + 1 }
        case .confirmRemove(let date):
            let row = buffer.height - 2
            buffer.fill(row: row, column: 0, columns: buffer.width, rows: 1)
            buffer.write(tr("Remove {date} from your favorites? y/n", ["date": date.description]), row: row, column: 0, style: .bold)
            frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= row + 1 }
        }
        frame.buffer = buffer
        // Cells of pictures taken away above are text again.
        for index in frame.buffer.cells.indices where frame.buffer.cells[index].picture {
            let row = index / frame.buffer.width, column = index % frame.buffer.width
            let covered = frame.pictures.contains { slot in
                row + 1 >= slot.rect.row && row + 1 < slot.rect.row + slot.rect.rows && column + 1 >= slot.rect.column && column + 1 < slot.rect.column + slot.rect.columns
            }
            if !covered { frame.buffer[row, column] = .blank }
        }
    }

    private static func overlaps(_ rect: CellRect, top: Int, left: Int, width: Int, height: Int) -> Bool {
        let rTop = rect.row - 1, rLeft = rect.column - 1
        return rTop < top + height && rTop + rect.rows > top && rLeft < left + width && rLeft + rect.columns > left
    }
}
