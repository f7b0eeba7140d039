import Foundation
import SpaceLocalization
import APODFeature
import TerminalText

/// `g`: a typed date, checked against the archive: one sentence when it is not a day of it.
enum GoToDate {
    static func resolve(_ text: String, today: APODDate, latest: APODDate?) -> Result<APODDate, BrowserFailure> {
        let last = min(today, latest ?? today)
        let words = text.trimmingCharacters(in: .whitespaces)
        let date: APODDate?
        switch words.lowercased() {
        case "today": date = today
        case "yesterday": date = today.adding(days: -1)
        default: date = APODDate(words)
        }
        guard let date else {
            return .failure(
                BrowserFailure(tr("'{words}' is not a date; type YYYY-MM-DD, today or yesterday.", ["words": words])))
        }
        guard date >= APODDate.first, date <= last else {
            return .failure(
                BrowserFailure(
                    tr(
                        "{date} is not in the archive; choose a day from {first} to {last}.",
                        ["date": date.description, "first": APODDate.first.description, "last": last.description])))
        }
        return .success(date)
    }
}

/// The album's window of days.
enum AlbumLayout {
    /// The first and last day of the window, never before the archive's first day.
    static func window(_ album: AlbumState, today: APODDate) -> (APODDate, APODDate) {
        let end = min(album.end ?? today, today)
        return (max(APODDate.first, end.adding(days: 1 - album.length)), end)
    }
}

/// A grid of tiles: a picture of `tileColumns`×`pictureRows` cells with two caption lines under
/// it, as many across as fit with room for a frame around each, between the tab bar and the
/// status line (a row under the tab bar for the top of a frame).
struct GridLayout: Equatable {
    static let tileColumns = 18
    static let pictureRows = 6
    static let tileRows = pictureRows + 2
    static let gap = 2
    /// The first row and column of the first tile (room for its frame above and left).
    static let firstRow = 2
    static let firstColumn = 1

    var width: Int
    var height: Int

    /// Tiles across.
    var columns: Int { max(1, (width - Self.firstColumn + Self.gap - 1) / (Self.tileColumns + Self.gap)) }
    /// Rows of tiles shown at once (a row always has room below it for its frame).
    var visibleRows: Int { max(1, (height - Self.firstRow - 1) / (Self.tileRows + 1)) }

    /// The first row of tiles shown: `top` moved as little as needed so the selected tile is
    /// shown and no empty rows are shown past the last (after a resize, a filter, a new list).
    func top(_ top: Int, selected: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let lastRow = (count - 1) / columns
        var first = min(max(0, top), max(0, lastRow - visibleRows + 1))
        let row = min(max(0, selected), count - 1) / columns
        if row < first { first = row }
        if row >= first + visibleRows { first = row - visibleRows + 1 }
        return max(0, first)
    }

    /// The tile under a 0-based cell, if any.
    func index(atRow row: Int, column: Int, top: Int) -> Int? {
        let band = row - Self.firstRow
        let across = column - Self.firstColumn
        guard band >= 0, across >= 0, band / (Self.tileRows + 1) < visibleRows,
            band % (Self.tileRows + 1) < Self.tileRows
        else { return nil }
        guard across % (Self.tileColumns + Self.gap) < Self.tileColumns,
            across / (Self.tileColumns + Self.gap) < columns
        else { return nil }
        return (top + band / (Self.tileRows + 1)) * columns + across / (Self.tileColumns + Self.gap)
    }

    /// The 0-based top-left cell of the tile at `index`, counting from the first row shown.
    func origin(ofVisible index: Int, top: Int) -> (row: Int, column: Int)? {
        let row = index / columns - top
        guard row >= 0, row < visibleRows else { return nil }
        return (
            Self.firstRow + row * (Self.tileRows + 1),
            Self.firstColumn + (index % columns) * (Self.tileColumns + Self.gap)
        )
    }
}

/// The tab bar on the first row: where each screen's label lies (the view draws them there, and
/// a click on the first row picks the tab under it).
enum TabBar {
    static func labels() -> [(screen: ScreenID, label: String, columns: Range<Int>)] {
        var column = 0
        return ScreenID.allCases.map { screen in
            let label = " \(screen.rawValue) \(screen.title) "
            defer { column += DisplayWidth.of(label) + 1 }
            return (screen, label, column..<(column + DisplayWidth.of(label)))
        }
    }
}
