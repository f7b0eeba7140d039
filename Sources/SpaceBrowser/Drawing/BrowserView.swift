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
    /// The smallest screen the browser draws on; a smaller one says so in one line.
    public static let minimumSize = (width: 20, height: 6)

    /// The frame.
    /// `failed` gives, for pictures that could not be loaded, why.
    public static func frame(
        _ state: BrowserState, width: Int, height: Int, ready: [PictureKey: CellFit],
        failed: [PictureKey: String] = [:],
        spinner: Int = 0
    ) -> Frame {
        var frame = Frame(buffer: CellBuffer(width: width, height: height))
        guard width >= minimumSize.width, height >= minimumSize.height else {
            // The size needed first, so a window cut to a few cells still says it; wrapped over
            // the rows there are.
            let notice = tr(
                "{width}×{height} at least: the window is too small.",
                ["width": minimumSize.width, "height": minimumSize.height])
            for (row, line) in WordWrap.lines(notice, width: max(1, width)).prefix(height).enumerated() {
                frame.buffer.write(line, row: row, column: 0, style: .bold)
            }
            return frame
        }
        tabs(state, into: &frame.buffer)
        switch state.screen {
        case .day: DayView.draw(state, into: &frame, ready: ready, failed: failed)
        case .album:
            GridView.draw(
                state.album.grid, empty: albumEmpty(state), into: &frame, ready: ready, failed: failed,
                animated: state.animated)
        case .favorites:
            GridView.draw(
                state.favorites, empty: tr("No favorites yet: press f on a day to keep it."), into: &frame,
                ready: ready, failed: failed, animated: state.animated)
        case .search where state.search.source == .archive:
            RowsView.draw(
                state.search.archive, loading: state.loadingPage(.archive), row: RowsView.archive,
                empty: archiveEmpty(state), into: &frame, ready: ready,
                failed: failed)
        case .search:
            if let item = state.search.list.open {
                let name = PictureName.asset(item.nasaID)
                DetailView.draw(
                    name: name,
                    subject: PictureSubject.asset(id: item.nasaID, files: state.search.files, size: "orig")
                        .withThumbnail(item.thumbnailURL),
                    noPicture: tr("No picture for this result."),
                    document: AssetView.document(id: item.nasaID, item: item, files: state.search.files),
                    scroll: 0, into: &frame, ready: ready, failed: failed, aspect: state.aspects[name])
            } else {
                RowsView.draw(
                    state.search.list, loading: state.loadingPage(.search), row: RowsView.search,
                    empty: state.search.query.isEmpty
                        ? tr("Press / and type words to search the APOD archive and the NASA Image and Video Library.")
                        : tr("No results for \"{query}\".", ["query": state.search.query]),
                    into: &frame, ready: ready, failed: failed)
            }
        case .astronauts:
            if let astronaut = state.roster.list.open {
                let name = PictureName.astronaut(astronaut.id)
                DetailView.draw(
                    name: name, subject: .astronaut(astronaut), noPicture: tr("No portrait."),
                    document: AstronautView.document(astronaut, now: state.now), scroll: 0, into: &frame, ready: ready,
                    failed: failed,
                    aspect: state.aspects[name])
            } else {
                RowsView.draw(
                    state.roster.list, loading: state.loadingPage(.roster), row: RowsView.astronaut,
                    empty: tr("No astronauts match."), into: &frame,
                    ready: ready, failed: failed)
            }
        }
        StatusLine.draw(state, spinner: spinner, into: &frame)
        if let overlay = state.overlay { OverlayView.draw(overlay, state: state, into: &frame) }
        return frame
    }

    /// How far what scrolls can scroll in a frame of this size, as drawing it finds (the Day
    /// screen's text; the key help while it is open, else what the state knew).
    static func limits(_ state: BrowserState, from frame: Frame) -> LayoutLimits {
        LayoutLimits(
            dayScroll: state.screen == .day ? frame.textScrollLimit ?? 0 : state.limits?.dayScroll ?? Int(Int32.max),
            helpScroll: frame.helpScrollLimit ?? state.limits?.helpScroll ?? Int(Int32.max))
    }

    private static func tabs(_ state: BrowserState, into buffer: inout CellBuffer) {
        var end = 0
        for tab in TabBar.labels() {
            buffer.write(
                tab.label, row: 0, column: tab.columns.lowerBound,
                style: tab.screen == state.screen ? [.reverse, .bold, .accent] : [.dim])
            end = tab.columns.upperBound
        }
        // The reminder of the keys, where the tabs leave room for it.
        let reminder = tr("? keys  q quit")
        let columns = DisplayWidth.of(reminder)
        if end + 2 + columns <= buffer.width {
            buffer.write(reminder, row: 0, column: buffer.width - columns, style: .dim)
        }
    }

    /// What the archive's rows say when there are none: how to search, how to sync, or that
    /// nothing matched.
    private static func archiveEmpty(_ state: BrowserState) -> String {
        if state.search.archiveSynced == false {
            return tr(
                "The APOD archive is not synced here: S syncs it now (space apod sync does it in a shell), and thirty years become searchable offline (about 460 requests the first time). s: the image library."
            )
        }
        if state.search.query.isEmpty {
            return tr("Press / and type words to search the APOD archive and the NASA Image and Video Library.")
        }
        return tr("No day of the archive matches \"{query}\".", ["query": state.search.query])
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

    /// Cells of pictures no longer in the frame are text again (an overlay took them).
    static func releaseUncovered(_ frame: inout Frame) {
        for index in frame.buffer.cells.indices where frame.buffer.cells[index].picture {
            let row = index / frame.buffer.width, column = index % frame.buffer.width
            let covered = frame.pictures.contains { slot in
                row + 1 >= slot.rect.row && row + 1 < slot.rect.row + slot.rect.rows && column + 1 >= slot.rect.column
                    && column + 1 < slot.rect.column + slot.rect.columns
            }
            if !covered { frame.buffer[row, column] = .blank }
        }
    }
}
