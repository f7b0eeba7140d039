import Foundation

/// What a person's words find in the roster: one astronaut, several (the first page of them), or
/// none.
public enum AstronautMatch: Sendable {
    case one(Astronaut)
    case several(AstronautPage)
    case none
}

extension AstronautRoster {
    /// The astronaut with that id, or the ones whose name, nationality or agency contain the
    /// words: one match comes back whole (its detail record), several as the first page.
    public func find(_ words: String) async throws -> AstronautMatch {
        if let id = Int(words) { return .one(try await astronaut(id: id)) }
        let matches = try await page(AstronautsQuery(search: words, limit: 25))
        switch matches.results.count {
        case 0: return .none
        case 1: return .one(try await astronaut(id: matches.results[0].id))
        default: return .several(matches)
        }
    }
}
