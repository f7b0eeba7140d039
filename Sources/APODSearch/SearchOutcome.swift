import Foundation
import APODFeature

/// What a search may be narrowed to.
public struct SearchFilter: Sendable, Equatable {
    public var media: APODPicture.MediaType?
    public var start: APODDate?
    public var end: APODDate?
    /// Only these days (`--on-this-day`-style narrowing, or none).
    public init(media: APODPicture.MediaType? = nil, start: APODDate? = nil, end: APODDate? = nil) {
        self.media = media
        self.start = start
        self.end = end
    }
}

/// One result.
public struct SearchHit: Sendable, Equatable {
    public var doc: Int
    public var day: IndexedDay
    public var score: Float
}

/// The answer to a search: how many days match, and the best of them.
public struct SearchOutcome: Sendable, Equatable {
    public var total: Int
    public var hits: [SearchHit]
}

/// How results are ordered.
public enum SearchOrder: String, Sendable, CaseIterable {
    /// Best first; ties by the newer day.
    case relevance
    /// Newest first.
    case date
}
