import APODFeature

/// What a picture on the screen is, whatever size it is drawn at: its shape is remembered under
/// it, and a drawing for one size of it can stand in for another.
public enum PictureName: Hashable, Sendable, CustomStringConvertible {
    /// A day's picture on the Day screen.
    case day(APODDate)
    /// A day's tile in the album or the favorites.
    case tile(APODDate)
    /// An image library result opened in full.
    case asset(String)
    /// An astronaut's portrait opened in full.
    case astronaut(Int)
    /// A row's thumbnail (a result, an archive day, an astronaut), by the row's name.
    case row(String)

    public var description: String {
        switch self {
        case .day(let date): return "day \(date)"
        case .tile(let date): return "tile \(date)"
        case .asset(let id): return "asset \(id)"
        case .astronaut(let id): return "astronaut \(id)"
        case .row(let name): return "row \(name)"
        }
    }
}

/// A picture drawn in a slot of one size: the same key is the same drawing (decoded, placed,
/// failed), and another size of the same picture is another key.
public struct PictureKey: Hashable, Sendable, CustomStringConvertible {
    public var name: PictureName
    public var columns: Int
    public var rows: Int

    public init(_ name: PictureName, columns: Int, rows: Int) {
        self.name = name
        self.columns = columns
        self.rows = rows
    }

    public var description: String { "\(name) \(columns)x\(rows)" }
}
