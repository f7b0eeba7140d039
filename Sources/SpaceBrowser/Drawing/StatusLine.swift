import SpaceLocalization
import Foundation
import TerminalText
import APODFeature
import SpacePresentation

/// The last row: where you are on the right (the day asked for while it loads, a spinner while
/// anything does, where a day came from when the service did not answer), the current notice on
/// the left. A notice longer than the row takes the rows above it too (up to half the screen), so
/// a sentence, a link or a path is shown whole; one longer still keeps its beginning, cut with "…".
enum StatusLine {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func draw(_ state: BrowserState, spinner: Int, into frame: inout Frame) {
        var buffer = frame.buffer
        let row = buffer.height - 1
        buffer.fill(row: row, column: 0, columns: buffer.width, rows: 1, style: .reverse)
        let busy = state.loading > 0 ? frames[spinner % frames.count] + " " : ""
        var right = busy + place(state) + " "
        if DisplayWidth.of(right) > buffer.width { right = DisplayWidth.truncate(right, to: buffer.width) }
        let notice = state.notice.map(Sanitizer.line)
        if let notice {
            let room = buffer.width - DisplayWidth.of(right) - 2
            if DisplayWidth.of(notice) <= room {
                buffer.write(" " + notice, row: row, column: 0, style: .reverse, limit: room + 1)
            } else {
                // The notice whole, on the rows above, the place kept on the last.
                let lines = WordWrap.lines(notice, width: max(1, buffer.width - 2))
                let most = max(1, min(lines.count, max(3, (buffer.height - 2) / 2)))
                var shown = Array(lines.prefix(most))
                if lines.count > most, let last = shown.last {
                    shown[most - 1] = DisplayWidth.truncate(last + " " + lines[most], to: max(1, buffer.width - 2))
                }
                let first = row - shown.count
                buffer.fill(row: first, column: 0, columns: buffer.width, rows: shown.count, style: .reverse)
                for (offset, line) in shown.enumerated() {
                    buffer.write(" " + line, row: first + offset, column: 0, style: .reverse, limit: buffer.width)
                }
                frame.pictures.removeAll { $0.rect.row + $0.rect.rows - 1 >= first + 1 }
            }
        }
        buffer.write(right, row: row, column: max(0, buffer.width - DisplayWidth.of(right)), style: .reverse)
        frame.buffer = buffer
        BrowserView.releaseUncovered(&frame)
    }

    /// Where the person is.
    static func place(_ state: BrowserState) -> String {
        switch state.screen {
        case .day:
            // The day asked for while it loads, and when it failed.
            if let awaited = state.day.awaited, state.loading > 0 || state.day.failure != nil {
                return awaited.description
            }
            guard let picture = state.day.picture else { return tr("Day") }
            var place = "\(picture.date) · \(picture.mediaType.rawValue)" + (state.day.isFavorite ? " · ★" : "")
            // An animated picture says so, and whether it plays.
            if state.animated.contains(.day(picture.date)) {
                place += " · " + (state.animationsPaused ? tr("animated, stopped (Space)") : tr("animated ▶"))
            }
            if let source = state.day.source { place += " · " + source }
            // A day opened from the archive's results says where it is among them, and how to go on.
            let archive = state.search.archive
            if state.day.openedFrom == .search, state.search.source == .archive, let total = archive.total,
                archive.items.indices.contains(archive.selected), archive.items[archive.selected].date == picture.date
            {
                place +=
                    " · "
                    + tr(
                        "result {position} of {total}",
                        ["position": NumberText.grouped(archive.selected + 1), "total": NumberText.grouped(total)])
                    + " · n/N"
            }
            return place
        case .album:
            // The media filter stays named after its notice fades.
            let media = state.album.mediaWords.map { " · " + $0 } ?? ""
            if let monthDay = state.album.sameDay {
                let day = String(format: "%02d-%02d", monthDay.month, monthDay.day)
                return tr("Album: {day} of every year", ["day": day]) + media
            }
            let (start, end) = AlbumLayout.window(state.album, today: state.latestDay)
            return tr("Album {start} to {end}", ["start": start.description, "end": end.description]) + media
        case .favorites: return tr("Favorites") + " · " + NumberText.grouped(state.favorites.pictures.count)
        case .search:
            // Where the rows come from, and where the selection is among them.
            let archive = state.search.source == .archive
            let source = archive ? tr("APOD archive") : tr("image library")
            let (total, count, selected) =
                archive
                ? (state.search.archive.total, state.search.archive.items.count, state.search.archive.selected)
                : (state.search.list.total, state.search.list.items.count, state.search.list.selected)
            // Words in quotes, unless they hold quotes of their own (`title:"comet tail"`).
            let query = state.search.query
            let words = query.contains("\"") ? query : "\"" + query + "\""
            return query.isEmpty
                ? tr("Search") + " · " + source
                : words + " · \(source) · "
                    + (total.map {
                        tr(
                            "{position} of {total}",
                            [
                                "position": NumberText.grouped(count == 0 ? 0 : selected + 1),
                                "total": NumberText.grouped($0),
                            ])
                    } ?? "…")
        case .astronauts:
            let list = state.roster.list
            let cached = state.roster.cachedAgo.map { " · " + tr("offline · cached {age}", ["age": $0]) } ?? ""
            return tr("Astronauts") + " " + (state.roster.sort == .asc ? "A→Z" : "Z→A")
                + (state.roster.filter.isEmpty ? "" : " · \"\(state.roster.filter)\"")
                + (list.total.map {
                    " · "
                        + tr(
                            "{position} of {total}",
                            ["position": list.items.isEmpty ? 0 : list.selected + 1, "total": $0])
                } ?? "") + cached
        }
    }
}
