/// A key (or a mouse event) read from the terminal.
public enum Key: Equatable, Sendable, Hashable {
    /// A printable character.
    case character(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, backspace, tab, backTab, delete
    /// Ctrl and a letter (lowercase): `.control("c")` is Ctrl-C.
    case control(Character)
    /// The mouse wheel, a step up or down.
    case wheelUp, wheelDown
    /// A click of the first button at a cell (1-based row and column).
    case click(row: Int, column: Int)
    /// Text pasted while bracketed paste was on (never taken as keys).
    case paste(String)
}
