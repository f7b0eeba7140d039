import TerminalText
/// Where `--show` puts a picture and its text so that, when the command ends, the whole picture
/// is on screen: both together when they fit; else the picture fitted to the rows the text
/// leaves; else, when that would make it smaller than half the screen, the text first and the
/// picture after it, fitted to the whole screen, so the picture is what stays visible.
/// One row is always kept for the shell's prompt.
public struct ShowLayout: Equatable, Sendable {
    /// Which comes first.
    public enum Order: Equatable, Sendable {
        case pictureFirst
        case textFirst
    }

    /// The order.
    public var order: Order
    /// The rows the picture may take (it is fitted inside them, aspect kept).
    public var pictureRows: Int

    public init(order: Order, pictureRows: Int) {
        self.order = order
        self.pictureRows = pictureRows
    }

    /// Plans for a screen of `screenRows`, text of `textRows` rows, and a picture that takes
    /// `fullPictureRows` rows when fitted to the whole screen (less the prompt's row).
    public static func plan(screenRows: Int, textRows: Int, fullPictureRows: Int) -> ShowLayout {
        let available = max(1, screenRows - 1)
        if fullPictureRows + textRows <= available { return ShowLayout(order: .pictureFirst, pictureRows: available) }
        let left = available - textRows
        if left * 2 >= available { return ShowLayout(order: .pictureFirst, pictureRows: left) }
        return ShowLayout(order: .textFirst, pictureRows: available)
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
