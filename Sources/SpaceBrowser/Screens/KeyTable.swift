import TerminalText
import SpaceLocalization

/// Every key of the browser, once: the code matches keys against it, and the `?` overlay,
/// `space help browse` and the manual page print it.
public enum KeyTable {
    /// What a key does, and where.
    public struct Binding: Sendable, Equatable {
        /// The keys, as written in help (`←/h`).
        public var keys: String
        /// What they do.
        public var action: String
        /// The screen, or nil for every screen.
        public var screen: ScreenID?
    }

    /// Every binding, screen by screen, then the ones that work everywhere.
    public static let bindings: [Binding] = [
        Binding(keys: "←/h  →/l", action: "the previous / next day (never past the latest)", screen: .day),
        Binding(keys: "t", action: "the latest picture", screen: .day),
        Binding(keys: "r", action: "a random day", screen: .day),
        Binding(keys: "g", action: "go to a date (YYYY-MM-DD, today, yesterday)", screen: .day),
        Binding(keys: "f", action: "favorite on/off (★)", screen: .day),
        Binding(keys: "o", action: "open the picture, or the video's page", screen: .day),
        Binding(keys: "d", action: "download the picture (the path shows below)", screen: .day),
        Binding(keys: "↑/k  ↓/j  Home  End", action: "scroll the explanation; to its start, to its end", screen: .day),
        Binding(keys: "Esc", action: "back to the album or favorites the day was opened from", screen: .day),
        Binding(keys: "m", action: "all / images / videos", screen: .album),
        Binding(keys: "[  ]", action: "the window back / forward by its length", screen: .album),
        Binding(keys: "+  -", action: "a longer / shorter window (7 to 200 days)", screen: .album),
        Binding(keys: "x", action: "remove the selected favorite (asks y/n)", screen: .favorites),
        Binding(keys: "arrows  h j k l", action: "move the selection", screen: .album),
        Binding(keys: "arrows  h j k l", action: "move the selection", screen: .favorites),
        Binding(keys: "Enter", action: "open the selected day", screen: .album),
        Binding(keys: "Enter", action: "open the selected day", screen: .favorites),
        Binding(keys: "/", action: "type words to search the image library", screen: .search),
        Binding(keys: "↑/k  ↓/j  End", action: "move; past the last result loads the next page", screen: .search),
        Binding(keys: "Enter", action: "the result with its picture, description and files", screen: .search),
        Binding(keys: "s", action: "A to Z / Z to A", screen: .astronauts),
        Binding(keys: "/", action: "filter by name, nationality or agency", screen: .astronauts),
        Binding(keys: "↑/k  ↓/j", action: "move; past the last loads the next page", screen: .astronauts),
        Binding(keys: "Enter", action: "the astronaut in full, with the portrait", screen: .astronauts),
        Binding(keys: "R", action: "reload from the service", screen: .astronauts),
        Binding(keys: "1-5  Tab  Shift-Tab", action: "switch screens", screen: nil),
        Binding(keys: "PgUp  PgDn  Home  End", action: "move by a page, to the first, to the last", screen: nil),
        Binding(
            keys: "mouse", action: "the wheel scrolls; a click picks a tab or a tile (--no-mouse: off)", screen: nil),
        Binding(keys: "?", action: "this help (j and k scroll it)", screen: nil),
        Binding(keys: "Esc  Backspace", action: "close what is open (help, a question); back to the list", screen: nil),
        Binding(keys: "Ctrl-A/E/U/W  ←  →", action: "edit what is typed after g or / (a paste too)", screen: nil),
        Binding(keys: "Ctrl-L", action: "redraw everything", screen: nil),
        Binding(keys: "Ctrl-Z", action: "stop; fg in the shell comes back", screen: nil),
        Binding(keys: "q  Ctrl-C", action: "quit", screen: nil),
    ]

    /// The bindings of one screen, then the global ones.
    public static func bindings(for screen: ScreenID) -> [Binding] {
        bindings.filter { $0.screen == screen } + bindings.filter { $0.screen == nil }
    }

    /// The whole table as text, screen by screen (for `space help browse` and the manual).
    public static func text(width: Int = 80) -> [String] {
        var lines: [String] = []
        for screen in ScreenID.allCases {
            let own = bindings.filter { $0.screen == screen }
            guard !own.isEmpty else { continue }
            lines.append(tr("{screen} screen:", ["screen": screen.title]))
            lines += own.flatMap { wrapped($0, width: width) }
        }
        lines.append(tr("Everywhere:"))
        lines += bindings.filter { $0.screen == nil }.flatMap { wrapped($0, width: width) }
        return lines
    }

    /// One binding as lines of at most `width` columns: what the keys do wraps under itself.
    static func wrapped(_ binding: Binding, width: Int) -> [String] {
        let actions = WordWrap.lines(tr(binding.action), width: max(20, width - 26))
        return ["  " + DisplayWidth.pad(binding.keys, to: 24) + (actions.first ?? "")]
            + actions.dropFirst().map { String(repeating: " ", count: 26) + $0 }
    }

    /// One binding as a line of the table: the keys in a column, then what they do.
    public static func line(_ binding: Binding) -> String {
        "  " + DisplayWidth.pad(binding.keys, to: 24) + tr(binding.action)
    }
}

/// The browser's screens, in tab order.
public enum ScreenID: Int, CaseIterable, Sendable {
    case day = 1, album, favorites, search, astronauts

    /// Its name on the tab bar.
    public var title: String {
        switch self {
        case .day: return tr("Day")
        case .album: return tr("Album")
        case .favorites: return tr("Favorites")
        case .search: return tr("Search")
        case .astronauts: return tr("Astronauts")
        }
    }
}
