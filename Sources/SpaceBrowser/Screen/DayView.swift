import Foundation
import TerminalText
import TerminalGraphics
import APODFeature
import SpacePresentation

/// The Day screen: one picture of the day in full, or why there is none.
enum DayView {
    static func draw(_ state: BrowserState, into frame: inout Frame, ready: [String: CellFit], failed: [String: String]) {
        let areas = DetailView.Areas(width: frame.buffer.width, height: frame.buffer.height)
        guard let picture = state.day.picture else {
            let message = state.day.failure ?? "Asking NASA…"
            frame.buffer.write(message, row: areas.text.row, column: areas.text.column, style: state.day.failure == nil ? .dim : [], limit: areas.text.columns)
            if state.day.failure != nil {
                frame.buffer.write("← or h: the day before · t: the latest · g: another date", row: areas.text.row + 1, column: areas.text.column,
                                   style: .dim, limit: areas.text.columns)
            }
            return
        }
        let why = picture.mediaType == .image ? "No picture to draw for this day." : "A \(picture.mediaType.rawValue): press o to open it."
        DetailView.draw(name: "day \(picture.date)", subject: .apod(picture), noPicture: why, document: APODView.document(picture),
                        firstLinePrefix: state.day.isFavorite ? "★ " : "", scroll: state.day.scroll, into: &frame, ready: ready, failed: failed)
    }
}
