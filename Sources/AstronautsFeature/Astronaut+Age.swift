import Foundation
import SpaceSupport
import SpaceNetworking

extension Astronaut {
    /// Age in whole years at `instant` (UTC), or at death when there is a date of death.
    public func age(at instant: Date) -> Int? {
        guard let born = Self.parts(dateOfBirth) else { return nil }
        let end: (Int, Int, Int)
        if let died = Self.parts(dateOfDeath) {
            end = died
        } else {
            let today = CivilCalendar.parts(of: Int((instant.timeIntervalSince1970 / 86_400).rounded(.down)))
            end = (today.year, today.month, today.day)
        }
        var years = end.0 - born.0
        if (end.1, end.2) < (born.1, born.2) { years -= 1 }
        return years >= 0 ? years : nil
    }

    private static func parts(_ text: String?) -> (Int, Int, Int)? {
        guard let text else { return nil }
        let pieces = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        return pieces.count == 3 ? (pieces[0], pieces[1], pieces[2]) : nil
    }
}
