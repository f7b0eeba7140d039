import TerminalSession

/// A line being typed in a prompt (`g`, `/`): the text and where the cursor is, with the keys a
/// shell's line editor has taught people: ←/→, Home/End and Ctrl-A/Ctrl-E, Backspace and Delete,
/// Ctrl-U (to the start), Ctrl-K (to the end), Ctrl-W (the word before), and a paste.
public struct LineEditor: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The characters typed.
    public private(set) var characters: [Character]
    /// Where the next character goes (0 … count).
    public private(set) var cursor: Int
    /// The longest line taken.
    public var limit: Int

    /// A line holding `text`, the cursor at its end.
    public init(_ text: String = "", limit: Int = 100) {
        characters = Array(text.prefix(limit))
        cursor = characters.count
        self.limit = limit
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// The line.
    public var text: String { String(characters) }

    /// Two lines are the same when their text and cursor are.
    public static func == (lhs: LineEditor, rhs: LineEditor) -> Bool {
        lhs.characters == rhs.characters && lhs.cursor == rhs.cursor
    }

    /// Applies an editing key; false when the key is not one (the prompt decides what it means).
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let text): insert(text)
        case .backspace, .control("h"):
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"): characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0 && characters[start - 1] == " " { start -= 1 }
            while start > 0 && characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default: return false
        }
        return true
    }

    /// Inserts text at the cursor: control characters (a pasted line break) become spaces, and
    /// nothing passes the limit.
    private mutating func insert(_ text: String) {
        let clean = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }.filter { character in
            !character.unicodeScalars.contains {
                $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)
            }
        }
        let room = max(0, limit - characters.count)
        let taken = clean.prefix(room)
        characters.insert(contentsOf: taken, at: cursor)
        cursor += taken.count
    }
}
