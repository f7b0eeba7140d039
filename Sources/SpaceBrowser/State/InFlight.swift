/// What is in flight, kept once, in the state: a request is added when its effect goes out and
/// taken out by its own answer, wanted or superseded (an answer that no longer changes the screen
/// still ends its work), so the spinner stops when the last answer is in. Counted by request: a
/// held arrow can ask for the same day twice before the first answer.
public struct InFlight: Sendable, Equatable {
    private var counts: [BrowserRequest: Int] = [:]

    public init() {}

    /// Whether nothing is awaited.
    public var isEmpty: Bool { counts.isEmpty }
    /// Requests awaited.
    public var count: Int { counts.values.reduce(0, +) }
    /// Whether this request is awaited.
    public func contains(_ request: BrowserRequest) -> Bool { counts[request] != nil }
    /// Whether a request of this kind is awaited.
    public func contains(where matches: (BrowserRequest) -> Bool) -> Bool { counts.keys.contains(where: matches) }

    mutating func begin(_ request: BrowserRequest) { counts[request, default: 0] += 1 }

    mutating func end(_ request: BrowserRequest) {
        guard let count = counts[request] else { return }
        counts[request] = count > 1 ? count - 1 : nil
    }
}
