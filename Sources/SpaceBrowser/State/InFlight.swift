import APODFeature

/// A request the browser waits for, named as its answer names it: a day, a window of the album,
/// the favorites, a page of a search or of the roster (by the list's generation), a result's files.
public enum Work: Hashable, Sendable {
    case day(DayState.Request)
    case range(APODDate, APODDate)
    case sameDay(AlbumState.MonthDay)
    case favorites
    case search(generation: Int)
    case archive(generation: Int)
    case asset(String)
    case roster(generation: Int)
    case astronaut(Int)
}

/// What is in flight, kept once, in the state: a request is added when its effect goes out and
/// taken out by its own answer, wanted or superseded (an answer that no longer changes the screen
/// still ends its work), so the spinner stops when the last answer is in. Counted by kind: a held
/// arrow can ask for the same day twice before the first answer.
public struct InFlight: Sendable, Equatable {
    private var counts: [Work: Int] = [:]

    public init() {}

    /// Whether nothing is awaited.
    public var isEmpty: Bool { counts.isEmpty }
    /// Requests awaited.
    public var count: Int { counts.values.reduce(0, +) }
    /// Whether this work is awaited.
    public func contains(_ work: Work) -> Bool { counts[work] != nil }

    mutating func begin(_ work: Work) { counts[work, default: 0] += 1 }

    mutating func end(_ work: Work) {
        guard let count = counts[work] else { return }
        counts[work] = count > 1 ? count - 1 : nil
    }
}
