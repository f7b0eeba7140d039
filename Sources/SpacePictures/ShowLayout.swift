import TerminalText

/// Where `--show` puts a picture and its text: the text first, printed as soon as it is known (a
/// picture that takes long to fetch or decode never keeps the title back), then the picture below
/// it, so that when the command ends the whole picture is on screen: fitted to the rows the text
/// leaves, or, when that would make it smaller than half the screen, to the whole screen (the text
/// then scrolls up above it). One row is always kept for the shell's prompt.
public enum ShowLayout {
    /// The rows the picture may take (it is fitted inside them, aspect kept) on a screen of
    /// `screenRows`, below `textRows` rows of text.
    public static func pictureRows(screenRows: Int, textRows: Int) -> Int {
        let available = max(1, screenRows - 1)
        let left = available - textRows
        return left * 2 >= available ? left : available
    }

    /// The rows `lines` take on a screen `width` columns wide (a line longer than the width,
    /// such as a link that is never broken, wraps onto more rows).
    public static func rows(of lines: [String], width: Int) -> Int {
        lines.reduce(0) { total, line in
            let columns = DisplayWidth.of(TextStyle.stripped(line))
            return total + max(1, (columns + max(1, width) - 1) / max(1, width))
        }
    }
}
