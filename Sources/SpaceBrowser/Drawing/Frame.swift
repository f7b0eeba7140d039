import TerminalGraphics
import SpacePresentation

/// One frame: the cells, and the pictures placed over some of them.
public struct Frame: Sendable {
    /// The text of the screen.
    public var buffer: CellBuffer
    /// The pictures the frame shows (or waits for), each in its rectangle.
    public var pictures: [PictureSlot] = []
    /// How far the record's text drawn in it can scroll, and the key help, when drawn: found
    /// while laying them out, reported to the state by the loop.
    public var textScrollLimit: Int?
    public var helpScrollLimit: Int?
}

/// A picture's place in a frame.
public struct PictureSlot: Sendable, Equatable {
    /// Names the picture at this size: the same key is the same drawing.
    public var key: PictureKey
    /// What the picture is, and its links.
    public var subject: PictureSubject
    /// The cells it may take (1-based, as the terminal counts).
    public var rect: CellRect
    /// The cells an overlay (the key help) draws over it, if any (1-based): the picture shows
    /// around them.
    public var covered: CellRect?
    /// Names the picture at any size (the day 2024-02-08): its shape is remembered under it.
    public var name: PictureName { key.name }

    /// A slot.
    public init(key: PictureKey, subject: PictureSubject, rect: CellRect, covered: CellRect? = nil) {
        self.key = key
        self.subject = subject
        self.rect = rect
        self.covered = covered
    }

    public static func == (lhs: PictureSlot, rhs: PictureSlot) -> Bool {
        lhs.key == rhs.key && lhs.rect == rhs.rect && lhs.covered == rhs.covered
    }
}
