import Foundation
import SpaceLocalization
import TerminalText
import TerminalGraphics
import ImageSearchFeature
import AstronautsFeature
import SpacePresentation
import APODFeature

/// A list of rows, each a small picture beside three lines; the selected row is reversed, and a
/// line under the last loaded row says whether more are coming.
enum RowsView {
    /// One row's content.
    struct Row {
        var name: String
        var subject: PictureSubject
        var lines: [String]
        /// The third line in pieces, the words searched for marked in bold (a day's snippet).
        var marked: [SnippetPiece]? = nil
    }

    static func draw<Item>(
        _ list: ListState<Item>, loading: Bool, row make: (Int, Item) -> Row, empty: String,
        into frame: inout Frame, ready: [PictureKey: CellFit], failed: [PictureKey: String]
    ) {
        let layout = RowsLayout(width: frame.buffer.width, height: frame.buffer.height)
        if list.items.isEmpty {
            let message = list.failure ?? (loading ? tr("Loading…") : empty)
            // Whole, wrapped on the rows the screen has (never cut at 80 or 100 columns).
            let lines = WordWrap.lines(message, width: max(1, frame.buffer.width - 2))
            for (offset, line) in lines.prefix(max(1, frame.buffer.height - 4)).enumerated() {
                frame.buffer.write(
                    line, row: 2 + offset, column: 1, style: list.failure == nil ? .dim : [],
                    limit: frame.buffer.width - 2)
            }
            return
        }
        let textColumn = RowsLayout.pictureColumns + 2
        // The rows shown at this size (the state's may be from another size).
        var first = min(max(0, list.top), list.items.count - 1)
        if list.selected < first { first = max(0, list.selected) }
        if list.selected >= first + layout.visibleRows { first = list.selected - layout.visibleRows + 1 }
        let textRoom = max(0, frame.buffer.width - textColumn)
        for index in first..<min(list.items.count, first + layout.visibleRows) {
            let top = 1 + (index - first) * RowsLayout.rowHeight
            let row = make(index, list.items[index])
            let key = PictureKey(.row(row.name), columns: RowsLayout.pictureColumns, rows: 3)
            if !row.subject.show.isEmpty || row.subject.resizable != nil, failed[key] == nil,
                frame.buffer.width > textColumn + 10
            {
                frame.pictures.append(
                    PictureSlot(
                        key: key, subject: row.subject,
                        rect: CellRect(row: top + 1, column: 1, columns: RowsLayout.pictureColumns, rows: 3)))
                if let fit = ready[key] {
                    frame.buffer.fill(row: top, column: 0, columns: fit.columns, rows: fit.rows, picture: true)
                }
            }
            let selected = index == list.selected
            for (offset, line) in row.lines.prefix(3).enumerated() {
                let style: CellStyle =
                    selected ? (offset == 0 ? [.reverse, .bold] : .reverse) : (offset == 0 ? .bold : .dim)
                let text = DisplayWidth.pad(Sanitizer.line(line), to: textRoom)
                frame.buffer.write(text, row: top + offset, column: textColumn, style: style, limit: textRoom)
            }
            if let pieces = row.marked {
                var column = textColumn
                for piece in pieces where column < textColumn + textRoom {
                    let text = Sanitizer.inline(piece.text)
                    var style: CellStyle = piece.marked ? .bold : (selected ? [] : .dim)
                    if selected { style.insert(.reverse) }
                    let room = textColumn + textRoom - column
                    frame.buffer.write(text, row: top + 2, column: column, style: style, limit: room)
                    column += min(room, DisplayWidth.of(text))
                }
            }
        }
        let lastShown = min(list.items.count, first + layout.visibleRows) - 1
        if lastShown == list.items.count - 1 {
            let row = 1 + (lastShown - first + 1) * RowsLayout.rowHeight - 1
            let more = loading ? tr("Loading more…") : (list.hasMore ? tr("↓ more") : "")
            if !more.isEmpty, row < frame.buffer.height - 1 {
                frame.buffer.write(more, row: row, column: textColumn, style: .dim, limit: textRoom)
            }
        }
    }

    /// A result of the image library as a row.
    static func search(_ position: Int, _ item: SearchItem) -> Row {
        Row(
            name: "search \(item.nasaID)",
            subject: .asset(id: item.nasaID, files: [], size: "thumb").withThumbnail(item.thumbnailURL),
            lines: [
                "\(NumberText.grouped(position + 1)). \(item.title)",
                [item.day, item.mediaType, item.center, item.nasaID].compactMap { $0 }.joined(separator: " · "),
                item.description.map { Sanitizer.line($0) } ?? "",
            ])
    }

    /// A day of the archive as a row: its picture, title, date and kind, and its text around the
    /// words searched for, marked.
    static func archive(_ position: Int, _ hit: ArchiveHit) -> Row {
        Row(
            name: "archive \(hit.date)",
            subject: PictureSubject.apod(
                hit.picture
                    ?? APODPicture(
                        date: hit.date, title: hit.title, explanation: "", mediaType: hit.mediaType, url: nil,
                        hdurl: nil, thumbnailURL: nil, copyright: nil)),
            lines: [
                "\(NumberText.grouped(position + 1)). \(hit.title)",
                "\(hit.date) · APOD · \(hit.mediaType.rawValue)",
                "",
            ],
            marked: hit.snippet)
    }

    /// An astronaut as a row.
    static func astronaut(_ position: Int, _ astronaut: Astronaut) -> Row {
        Row(
            name: "astronaut \(astronaut.id)", subject: .astronaut(astronaut),
            lines: [
                astronaut.name,
                [astronaut.nationality, astronaut.agencyAbbreviation ?? astronaut.agencyName, astronaut.status]
                    .compactMap { $0 }.joined(separator: " · "),
                "id \(astronaut.id)" + (astronaut.inSpace == true ? " · " + tr("in space now") : ""),
            ])
    }
}

extension PictureSubject {
    /// The same subject drawn from a thumbnail link (a search result knows its thumbnail before its files).
    func withThumbnail(_ link: String?) -> PictureSubject {
        var subject = self
        subject.show = PictureSubject.links([link])
        subject.showSmall = subject.show
        return subject
    }
}
