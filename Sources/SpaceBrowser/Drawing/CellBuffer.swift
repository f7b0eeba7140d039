import TerminalText
import TerminalGraphics
import TerminalSession

/// How a cell's text looks.
public struct CellStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellStyle(rawValue: 1)
    public static let dim = CellStyle(rawValue: 2)
    public static let reverse = CellStyle(rawValue: 4)
    public static let underline = CellStyle(rawValue: 8)
    /// The one accent colour: what is selected (a colour only where colours are on).
    public static let accent = CellStyle(rawValue: 16)

    /// `CSI 0 ; … m` for this style in `palette`: the accent cyan on a dark background, blue on a
    /// light one (cyan was 1.8:1 against white in xterm's palette, blue is 10:1), none where colours
    /// are off; dim text is faint on a dark background only (faint black is 3.9:1 against white).
    func sgr(palette: BrowserPalette = .dark) -> String {
        var codes = ["0"]
        if contains(.bold) { codes.append("1") }
        if contains(.dim) && palette.faint { codes.append("2") }
        if contains(.underline) { codes.append("4") }
        if contains(.reverse) { codes.append("7") }
        if contains(.accent) {
            switch palette.accent {
            case .cyan: codes.append("36")
            case .blue: codes.append("34")
            case .none: break
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// The colours the browser draws with. Only the accent and faintness change with the background;
/// every other colour is the terminal's own (its foreground and background), so a theme recolours
/// the rest.
public struct BrowserPalette: Sendable, Equatable {
    /// The one accent colour, a palette colour of the terminal's.
    public enum Accent: Sendable, Equatable { case cyan, blue, none }

    public var accent: Accent
    /// Whether dim text is drawn faint.
    public var faint: Bool

    public init(accent: Accent, faint: Bool) {
        self.accent = accent
        self.faint = faint
    }

    /// For a dark background: cyan, faint dim text.
    public static let dark = BrowserPalette(accent: .cyan, faint: true)
    /// For a light background: blue, dim text at full strength.
    public static let light = BrowserPalette(accent: .blue, faint: false)

    /// The palette for a terminal with colour on or off (`NO_COLOR`, `--no-color`, `TERM=dumb`:
    /// no accent colour), the `theme` setting (`auto`, `dark`, `light`), the background it told
    /// (OSC 11) and `COLORFGBG`: a setting decides; else what the terminal told; else
    /// `COLORFGBG`; else dark.
    public static func choose(
        color: Bool, theme: String?, background: TerminalBackground?, colorFGBG: String?
    ) -> BrowserPalette {
        let light: Bool
        switch theme {
        case "light"?: light = true
        case "dark"?: light = false
        default: light = background?.isLight ?? TerminalBackground.colorFGBG(colorFGBG) ?? false
        }
        var palette = light ? Self.light : Self.dark
        if !color { palette.accent = .none }
        return palette
    }
}

/// One cell of the screen: a character (a wide one's second cell is empty), its style, or a part
/// of a picture, which the text writer never touches.
public struct Cell: Sendable, Hashable {
    /// What the cell shows; "" for the second half of a wide character.
    public var text: String
    /// How it looks.
    public var style: CellStyle
    /// Under a picture: drawn by the picture, not by text.
    public var picture: Bool
    /// The address this cell's text links to (an OSC 8 hyperlink), if any.
    public var link: String? = nil

    /// A blank cell.
    public static let blank = Cell(text: " ", style: [], picture: false)
}

/// The screen as cells: what a frame shows, written into by the screens and compared with the
/// last frame so only what changed is sent.
public struct CellBuffer: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row by row.
    public private(set) var cells: [Cell]

    /// A blank screen of this size.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a 0-based row and column.
    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { if row >= 0, row < height, column >= 0, column < width { cells[row * width + column] = newValue } }
    }

    /// Writes text from a 0-based row and column, at most `limit` columns (to the right edge by
    /// default), cut at a whole character; `ESC [ … m` styles in the text (bold, dim, reset) apply
    /// on top of `style`. Control characters are not written. Returns the columns used.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle = [], limit: Int? = nil) -> Int {
        guard row >= 0, row < height, column < width else { return 0 }
        let end = min(width, column + max(0, limit ?? width))
        var current = column
        var extra: CellStyle = []
        var scalars = text.unicodeScalars.makeIterator()
        // Styles first: split into runs of characters and escape sequences.
        var pendingText = ""
        func flush() {
            for character in pendingText {
                let cellWidth = DisplayWidth.of(character)
                guard cellWidth > 0 else { continue }
                guard current + cellWidth <= end else { current = end; break }
                if current >= 0 {
                    self[row, current] = Cell(text: String(character), style: style.union(extra), picture: false)
                }
                if cellWidth == 2, current + 1 >= 0 {
                    self[row, current + 1] = Cell(text: "", style: style.union(extra), picture: false)
                }
                current += cellWidth
            }
            pendingText = ""
        }
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                flush()
                guard scalars.next() == "[" else { continue }
                var parameters = ""
                while let next = scalars.next() {
                    if (0x40...0x7E).contains(next.value) {
                        if next == "m" {
                            for code in parameters.split(separator: ";", omittingEmptySubsequences: false) {
                                switch code {
                                case "", "0": extra = []
                                case "1": extra.insert(.bold)
                                case "2": extra.insert(.dim)
                                case "22": extra.subtract([.bold, .dim])
                                case "4": extra.insert(.underline)
                                case "7": extra.insert(.reverse)
                                default: break
                                }
                            }
                        }
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
                continue
            }
            if scalar.value < 0x20 || scalar.value == 0x7F { continue }
            pendingText.unicodeScalars.append(scalar)
        }
        flush()
        return max(0, current - column)
    }

    /// Fills a rectangle (0-based) with one style of blank, or marks it as a picture's.
    /// Only the part inside the screen is filled; an empty or outside rectangle fills nothing.
    public mutating func fill(
        row: Int, column: Int, columns: Int, rows: Int, style: CellStyle = [], picture: Bool = false
    ) {
        let (top, bottom) = (max(0, row), min(height, row + max(0, rows)))
        let (left, right) = (max(0, column), min(width, column + max(0, columns)))
        guard top < bottom, left < right else { return }
        for r in top..<bottom {
            for c in left..<right { self[r, c] = Cell(text: " ", style: style, picture: picture) }
        }
    }

    /// Marks the written cells of a row, from `column` for `count` cells, as a link to `url`.
    public mutating func link(row: Int, column: Int, count: Int, to url: String) {
        guard row >= 0, row < height else { return }
        for c in max(0, column)..<max(max(0, column), min(width, column + count)) { cells[row * width + c].link = url }
    }

    /// A row's text, without styles (for tests and for reading the screen).
    public func line(_ row: Int) -> String {
        (0..<width).map { self[row, $0].text }.joined()
    }
}

extension CellBuffer {
    /// Marks the cells of a rectangle (1-based, as placed) as unknown: the next update writes
    /// them whatever they hold (a picture drawn as text or sixel left them).
    mutating func forget(_ rect: CellRect) {
        let unknown = Cell(text: "\u{0}", style: [], picture: false)
        for row in max(0, rect.row - 1)..<max(max(0, rect.row - 1), min(height, rect.row - 1 + rect.rows)) {
            for column in max(
                0, rect.column - 1)..<max(max(0, rect.column - 1), min(width, rect.column - 1 + rect.columns))
            {
                self[row, column] = unknown
            }
        }
    }
}
