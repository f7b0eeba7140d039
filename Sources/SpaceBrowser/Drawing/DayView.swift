import Foundation
import SpaceLocalization
import TerminalText
import TerminalGraphics
import APODFeature
import SpacePresentation

/// The Day screen: one picture of the day in full, or why there is none: the day that failed,
/// with its date, the reason, and where to go from it.
enum DayView {
    static func draw(
        _ state: BrowserState, into frame: inout Frame, ready: [PictureKey: CellFit], failed: [PictureKey: String]
    ) {
        guard let picture = state.day.picture else {
            drawWithout(state, into: &frame)
            return
        }
        let why =
            picture.mediaType == .image
            ? tr("No picture to draw for this day.")
            : picture.mediaType == .video
                ? tr("A video: press o to open it.") : tr("Not a picture: press o to open it.")
        DetailView.draw(
            name: .day(picture.date), subject: .apod(picture), noPicture: why, document: APODView.document(picture),
            firstLinePrefix: state.day.isFavorite ? "★ " : "", scroll: state.day.scroll, into: &frame, ready: ready,
            failed: failed, aspect: state.aspects[.day(picture.date)] ?? PictureSubject.apod(picture).declaredAspect,
            withheld: state.day.pictureWithheld)
    }

    /// No picture: the day asked for is on its way, or failed.
    private static func drawWithout(_ state: BrowserState, into frame: inout Frame) {
        let width = frame.buffer.width
        let column = min(2, max(0, width - 10))
        let room = max(1, width - column - 1)
        var lines: [(String, CellStyle)] = []
        let date: String? = {
            if case .day(let date)? = state.day.requested { return date.description }
            return nil
        }()
        if let failure = state.day.failure {
            lines.append((date ?? tr("The latest picture"), .bold))
            lines.append(("", []))
            lines += WordWrap.lines(failure, width: room).map { ($0, []) }
            lines.append(("", []))
            lines += WordWrap.lines(
                tr("← or h: the day before · → or l: the day after · t: the latest · g: another date"), width: room
            ).map { ($0, .dim) }
        } else {
            lines.append((date.map { tr("Asking NASA for {date}…", ["date": $0]) } ?? tr("Asking NASA…"), .dim))
        }
        let top = 2
        for (offset, line) in lines.prefix(max(0, frame.buffer.height - 1 - top)).enumerated() {
            frame.buffer.write(line.0, row: top + offset, column: column, style: line.1, limit: room)
        }
    }
}
