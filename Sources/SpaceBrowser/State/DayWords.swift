import SpaceLocalization
import APODFeature

extension BrowserState {
    /// A recent day by its name ("Tuesday"), an older one by its date: "3 new days since Tuesday".
    static func dayWords(_ date: APODDate, today: APODDate) -> String {
        let ago = date.days(to: today)
        guard (1...6).contains(ago) else { return date.description }
        // 1995-06-16, the archive's first day, was a Friday (4, counting Monday as 0).
        let weekday = ((APODDate.first.days(to: date) % 7) + 4 + 7) % 7
        // Each name a literal, so the catalog's scan sees every one.
        switch weekday {
        case 0: return tr("Monday")
        case 1: return tr("Tuesday")
        case 2: return tr("Wednesday")
        case 3: return tr("Thursday")
        case 4: return tr("Friday")
        case 5: return tr("Saturday")
        default: return tr("Sunday")
        }
    }
}
