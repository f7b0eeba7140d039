import Foundation

extension PictureArchive {
    /// A step from the last picture shown, as the viewer app's previous and next buttons.
    public enum Step: Sendable {
        case previous, next
    }

    /// Where a step lands: a day, or nowhere because the archive ends there.
    public enum Landing: Sendable, Equatable {
        case day(APODDate)
        /// Past the latest day (`today`).
        case afterLatest
        /// Before the archive's first day (1995-06-16).
        case beforeFirst
    }

    /// The day before or after the last picture shown (from `today` when none was shown yet).
    public func step(_ step: Step, today: APODDate) -> Landing {
        let base = lastShown()?.date ?? today
        let target = base.adding(days: step == .previous ? -1 : 1)
        if target > today { return .afterLatest }
        if target < APODDate.first { return .beforeFirst }
        return .day(target)
    }
}
