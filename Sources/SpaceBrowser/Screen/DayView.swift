import Foundation
import SpaceLocalization
import TerminalText
import TerminalGraphics
import APODFeature
import SpacePresentation

/// The Day screen: one picture of the day in full, or why there is none.
enum DayView {
    static func draw(_ state: BrowserState, into frame: inout Frame, ready: [String: CellFit], failed: [String: String]) {
        let areas = DetailView.Areas(width: frame.buffer.width, height: frame.buffer.height)
        guard let picture = state.day.picture else {
            // Why, wrapped to the text's column, then where to go from here.
            let lines = state.day.failure.map { WordWrap.lines($0, width: areas.text.columns) + [""] + WordWrap.lines(tr("← or h: the day before · t: the latest · g: another date"), width: areas.text.columns) }
            for (offset, line) in (lines ?? [tr("Asking NASA…")]).prefix(areas.text.rows).enumerated() {
                let style: CellStyle = state.day.failure == nil || offset > 0 ? .dim : []
                frame.buffer.write(line, row: areas.text.row + offset, column: areas.text.column, style: style, limit: areas.text.columns)
            }
            return
        }
        let why = picture.mediaType == .image ? tr("No picture to draw for this day.")
            : picture.mediaType == .video ? tr("A video: press o to open it.") : tr("Not a picture: press o to open it.")
        DetailView.draw(name: "day \(picture.date)", subject: .apod(picture), noPicture: why, document: APODView.document(picture),
                        firstLinePrefix: state.day.isFavorite ? "★ " : "", scroll: state.day.scroll, into: &frame, ready: ready, failed: failed)
    }
}
