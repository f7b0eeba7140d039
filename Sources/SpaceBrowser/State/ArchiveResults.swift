import APODFeature

/// A day of the APOD archive that a search found, as the Search screen lists it.
public struct ArchiveHit: Sendable, Equatable {
    /// The day.
    public var date: APODDate
    /// Its title.
    public var title: String
    /// Image, video or other.
    public var mediaType: APODPicture.MediaType
    /// A line of its text around the best match, the matched words marked.
    public var snippet: [SnippetPiece]
    /// The day's record, from the cache: its picture beside the row, and opened with no request.
    public var picture: APODPicture?

    public init(
        date: APODDate, title: String, mediaType: APODPicture.MediaType, snippet: [SnippetPiece],
        picture: APODPicture?
    ) {
        self.date = date
        self.title = title
        self.mediaType = mediaType
        self.snippet = snippet
        self.picture = picture
    }
}

/// A run of a snippet's text, marked where it is one of the words searched for.
public struct SnippetPiece: Sendable, Equatable {
    public var text: String
    public var marked: Bool

    public init(_ text: String, marked: Bool = false) {
        self.text = text
        self.marked = marked
    }
}

/// What the archive answered: its days that match, best first (`total` in all), or that it has
/// not been synced here, so there is nothing whole to search.
public enum ArchiveAnswer: Sendable, Equatable {
    case notSynced
    case hits(total: Int, [ArchiveHit])
}

/// Where the Search screen's rows come from: the APOD archive (offline, ranked, after
/// `space apod sync`) or the NASA Image and Video Library.
public enum SearchSource: Sendable, Equatable {
    case archive, library
}
