import TerminalGraphics
import SpacePresentation

/// One frame: the cells, and the pictures placed over some of them.
public struct Frame: Sendable {
    /// The text of the screen.
    public var buffer: CellBuffer
    /// The pictures the frame shows (or waits for), each in its rectangle.
    public var pictures: [PictureSlot] = []
}

/// A picture's place in a frame.
public struct PictureSlot: Sendable, Equatable {
    /// Names the picture at this size: the same key is the same drawing.
    public var key: String
    /// What the picture is, and its links.
    public var subject: PictureSubject
    /// The cells it may take (1-based, as the terminal counts).
    public var rect: CellRect

    public static func == (lhs: PictureSlot, rhs: PictureSlot) -> Bool { lhs.key == rhs.key && lhs.rect == rhs.rect }
}
