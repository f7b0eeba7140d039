import TerminalText
/// The bytes that turn the last frame into the next: only the cells that changed, each run moved
/// to with one `CSI row ; column H`, styles switched only where they change. A cell that was under
/// a picture and is text now is always written (that is how a picture drawn as text or sixel is
/// erased); a cell that becomes a picture's is blanked once, before the picture is drawn over it,
/// and never written again while the picture is there. The screen is never cleared.
public enum FrameWriter {
    /// The update from `old` (nil: nothing known, after a start, a resize or a resume) to `new`.
    /// `palette`: the accent's colour and faintness for the terminal's background (no colour
    /// under `NO_COLOR`); `hyperlinks`:
    /// whether links are written as OSC 8 hyperlinks (a click opens the whole address however the
    /// text is broken across lines).
    /// `clusters`: whether the terminal draws a cluster of several code points (a ZWJ family, a
    /// flag, a skin tone) as the one character it is; where it may not (tmux counts the parts),
    /// such a cluster is written as its first code point, so every terminal's cells agree.
    public static func update(
        from old: CellBuffer?, to new: CellBuffer, palette: BrowserPalette = .dark, hyperlinks: Bool = true,
        clusters: Bool = true
    ) -> String {
        let known = old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
        var output = ""
        var style: CellStyle? = nil
        var link: String? = nil
        func setLink(_ wanted: String?) {
            guard hyperlinks, wanted != link else { return }
            output += "\u{1B}]8;;" + (wanted ?? "") + "\u{1B}\\"
            link = wanted
        }
        for row in 0..<new.height {
            var column = 0
            var cursorAt: Int? = nil
            while column < new.width {
                var cell = new[row, column]
                let before = known?[row, column]
                if cell.picture {
                    // Under a picture: blanked when it becomes one's (what was there would show
                    // around a picture smaller than its cells), then left alone.
                    guard before == nil || before!.picture == false else { column += 1; continue }
                    cell = .blank
                } else if let before, before == cell {
                    column += 1
                    continue
                }
                if cell.text.isEmpty {
                    column += 1
                    continue
                }
                if cursorAt != column {
                    setLink(nil)
                    output += "\u{1B}[\(row + 1);\(column + 1)H"
                }
                setLink(cell.link)
                if style != cell.style {
                    output += cell.style.sgr(palette: palette)
                    style = cell.style
                }
                let wide = column + 1 < new.width && new[row, column + 1].text.isEmpty && !new[row, column + 1].picture
                output += clusters ? cell.text : Self.simple(cell.text, cells: wide ? 2 : 1)
                column += wide ? 2 : 1
                cursorAt = column
            }
        }
        setLink(nil)
        if style != nil && style != [] { output += "\u{1B}[0m" }
        return output
    }

    /// A cell's text as one code point of the same width: a cluster's first, or spaces.
    static func simple(_ text: String, cells: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 1, let first = scalars.first else { return text }
        // A letter with combining accents is drawn alike everywhere.
        if scalars.dropFirst().allSatisfy({
            $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .enclosingMark
        }),
            !scalars.contains(where: { $0.value == 0x20E3 })
        {
            return text
        }
        let base = String(first)
        return DisplayWidth.of(Character(base)) == cells ? base : String(repeating: " ", count: cells)
    }
}
