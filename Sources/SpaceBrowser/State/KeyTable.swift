import TerminalText
import TerminalSession
import SpaceLocalization

/// What a key does on a screen: the reducer switches on these, never on the keys themselves.
public enum KeyAction: Hashable, Sendable {
    // Everywhere.
    case quit, help, screen(ScreenID), nextScreen, previousScreen, pickTab, redraw, suspend
    /// Moving what the screen moves (the explanation, the selection); `pick` is a click on it.
    case up, down, left, right, pageUp, pageDown, first, last, pick
    /// Enter and Esc: open the selection, back to where it was opened from.
    case open, back
    /// `n` and `N`: the next and the previous match (a search result, an astronaut of the filter),
    /// opened when one is open (a day from the archive's results, a result in full).
    case nextMatch, previousMatch
    // The Day screen.
    case previousDay, nextDay, latestDay, randomDay, goToDate, favorite, openPicture, download, unseenAlbum,
        sameDayAlbum, copyLink, viewPicture
    /// Space: animated pictures stop where they are, or play on.
    case pauseAnimation
    // The album.
    case cycleMedia, earlierWindow, laterWindow, longerWindow, shorterWindow
    // Favorites.
    case removeFavorite
    // Search and Astronauts.
    case typeQuery, flipSort, reload
    /// `:`: a command line, as in vim and k9s.
    case commandLine
    // Search.
    case switchSource, syncArchive
}

/// Every key of the browser, once: the reducer and the loop look keys up in it, and the `?`
/// overlay, `space help browse` and the manual page print it, so what a key does and what help
/// says it does cannot drift apart.
public enum KeyTable {
    /// Keys, what they do, and where.
    public struct Binding: Sendable, Equatable {
        /// The keys, as written in help (`←/h`).
        public var keys: String
        /// What they do, in the person's language.
        public var help: String
        /// The screen, or nil for every screen.
        public var screen: ScreenID?
        /// Each key and its action (a click as `KeyTable.pattern` writes it).
        public var actions: [Key: KeyAction]
    }

    /// Every binding, screen by screen, then the ones that work everywhere (a screen's own first).
    public static var bindings: [Binding] {
        let arrows: [Key: KeyAction] = [
            .left: .left, .character("h"): .left, .right: .right, .character("l"): .right,
            .up: .up, .character("k"): .up, .down: .down, .character("j"): .down,
        ]
        let rows: [Key: KeyAction] = [.up: .up, .character("k"): .up, .down: .down, .character("j"): .down]
        // Lists and grids: to the top and the bottom, as in less, vim, lazygit and yazi.
        let ends: [Key: KeyAction] = [.character("g"): .first, .character("G"): .last]
        // The next and previous match, as in less, vim, lazygit and yazi.
        let matches: [Key: KeyAction] = [.character("n"): .nextMatch, .character("N"): .previousMatch]
        // Where ← and h do not move a selection, they go back from what is open.
        let left: [Key: KeyAction] = [.left: .back, .character("h"): .back]
        return [
            Binding(
                keys: "←/h  →/l", help: tr("the previous / next day (never past the latest)"), screen: .day,
                actions: [
                    .left: .previousDay, .character("h"): .previousDay, .right: .nextDay, .character("l"): .nextDay,
                ]),
            Binding(keys: "t", help: tr("the latest picture"), screen: .day, actions: [.character("t"): .latestDay]),
            Binding(keys: "r", help: tr("a random day"), screen: .day, actions: [.character("r"): .randomDay]),
            Binding(
                keys: "u", help: tr("the days new since you last looked, as an album"), screen: .day,
                actions: [.character("u"): .unseenAlbum]),
            Binding(
                keys: "y", help: tr("this day of every year, as an album"), screen: .day,
                actions: [.character("y"): .sameDayAlbum]),
            Binding(
                keys: "g", help: tr("go to a date (YYYY-MM-DD, today, yesterday)"), screen: .day,
                actions: [.character("g"): .goToDate]),
            Binding(keys: "f", help: tr("favorite on/off (★)"), screen: .day, actions: [.character("f"): .favorite]),
            Binding(
                keys: "o", help: tr("open the picture, or the video's page"), screen: .day,
                actions: [.character("o"): .openPicture]),
            Binding(
                keys: "v", help: tr("the picture alone, on the whole terminal (any key back)"), screen: .day,
                actions: [.character("v"): .viewPicture]),
            Binding(
                keys: "c", help: tr("copy the link o opens to the clipboard (over ssh too)"), screen: .day,
                actions: [.character("c"): .copyLink]),
            Binding(
                keys: "d", help: tr("download the picture (the path shows below)"), screen: .day,
                actions: [.character("d"): .download]),
            Binding(
                keys: "↑/k  ↓/j  Home  End", help: tr("scroll the explanation; to its start, to its end"), screen: .day,
                actions: rows.merging([.home: .first, .end: .last]) { $1 }),
            Binding(
                keys: "n  N", help: tr("the next / previous day the search found"), screen: .day,
                actions: matches),
            Binding(
                keys: "Esc", help: tr("back to the album or favorites the day was opened from"), screen: .day,
                actions: [.escape: .back, .backspace: .back]),
            Binding(
                keys: "m", help: tr("all / images / videos"), screen: .album, actions: [.character("m"): .cycleMedia]),
            Binding(
                keys: "[  ]", help: tr("the window back / forward by its length"), screen: .album,
                actions: [.character("["): .earlierWindow, .character("]"): .laterWindow]),
            Binding(
                keys: "+  -", help: tr("a longer / shorter window (7 to 200 days)"), screen: .album,
                actions: [.character("+"): .longerWindow, .character("-"): .shorterWindow]),
            Binding(
                keys: "x  Delete", help: tr("remove the selected favorite (asks y/n)"), screen: .favorites,
                actions: [.character("x"): .removeFavorite, .delete: .removeFavorite]),
            Binding(keys: "arrows  h j k l", help: tr("move the selection"), screen: .album, actions: arrows),
            Binding(keys: "g  G", help: tr("to the first / to the last"), screen: .album, actions: ends),
            Binding(keys: "arrows  h j k l", help: tr("move the selection"), screen: .favorites, actions: arrows),
            Binding(keys: "g  G", help: tr("to the first / to the last"), screen: .favorites, actions: ends),
            Binding(keys: "Enter", help: tr("open the selected day"), screen: .album, actions: [.enter: .open]),
            Binding(keys: "Enter", help: tr("open the selected day"), screen: .favorites, actions: [.enter: .open]),
            Binding(
                keys: "/", help: tr("type words to search the APOD archive and the image library"), screen: .search,
                actions: [.character("/"): .typeQuery]),
            Binding(
                keys: "s", help: tr("the APOD archive / the image library"), screen: .search,
                actions: [.character("s"): .switchSource]),
            Binding(
                keys: "S", help: tr("sync the APOD archive here, for offline search (Esc stops it)"), screen: .search,
                actions: [.character("S"): .syncArchive]),
            Binding(
                keys: "↑/k  ↓/j  End", help: tr("move; past the last result loads the next page"), screen: .search,
                actions: rows.merging([.end: .last]) { $1 }),
            Binding(keys: "g  G", help: tr("to the first / to the last"), screen: .search, actions: ends),
            Binding(
                keys: "n  N", help: tr("the next / previous result, open or not"), screen: .search,
                actions: matches),
            Binding(
                keys: "Enter", help: tr("the result with its picture, description and files"), screen: .search,
                actions: [.enter: .open]),
            Binding(keys: "←/h", help: tr("from a result, back to the list"), screen: .search, actions: left),
            Binding(keys: "s", help: tr("A to Z / Z to A"), screen: .astronauts, actions: [.character("s"): .flipSort]),
            Binding(
                keys: "/", help: tr("filter by name, nationality or agency"), screen: .astronauts,
                actions: [.character("/"): .typeQuery]),
            Binding(
                keys: "↑/k  ↓/j", help: tr("move; past the last loads the next page"), screen: .astronauts,
                actions: rows),
            Binding(keys: "g  G", help: tr("to the first / to the last"), screen: .astronauts, actions: ends),
            Binding(
                keys: "n  N", help: tr("the next / previous astronaut, open or not"),
                screen: .astronauts, actions: matches),
            Binding(
                keys: "Enter", help: tr("the astronaut in full, with the portrait"), screen: .astronauts,
                actions: [.enter: .open]),
            Binding(keys: "←/h", help: tr("from a result, back to the list"), screen: .astronauts, actions: left),
            Binding(
                keys: "R", help: tr("reload from the service"), screen: .astronauts, actions: [.character("R"): .reload]
            ),
            Binding(
                keys: "1-5  Tab  Shift-Tab", help: tr("switch screens"), screen: nil,
                actions: Dictionary(
                    uniqueKeysWithValues: ScreenID.allCases.map {
                        (Key.character(Character("\($0.rawValue)")), .screen($0))
                    }
                )
                .merging([.tab: .nextScreen, .backTab: .previousScreen]) { $1 }),
            Binding(
                keys: "PgUp  PgDn  Home  End", help: tr("move by a page, to the first, to the last"), screen: nil,
                actions: [.pageUp: .pageUp, .pageDown: .pageDown, .home: .first, .end: .last]),
            Binding(
                keys: "mouse",
                help: tr(
                    "the wheel scrolls; a click picks a tab, a tile or a row, a second click opens it (--no-mouse: off)"
                ),
                screen: nil,
                actions: [.wheelUp: .up, .wheelDown: .down, tabClick: .pickTab, contentClick: .pick]),
            Binding(
                keys: "/", help: tr("search, from any screen: the words typed open Search with them"), screen: nil,
                actions: [.character("/"): .typeQuery]),
            Binding(
                keys: "Space", help: tr("pause / play animated pictures"), screen: nil,
                actions: [.character(" "): .pauseAnimation]),
            Binding(
                keys: ":",
                help: tr(
                    "a command: apod DATE, search WORDS, astronauts, favorites, sync, open, wallpaper, q (Tab completes)"
                ),
                screen: nil, actions: [.character(":"): .commandLine]),
            Binding(
                keys: "?", help: tr("this help (j and k scroll it)"), screen: nil, actions: [.character("?"): .help]),
            Binding(
                keys: "Esc  Backspace", help: tr("close what is open (help, a question); back to the list"),
                screen: nil, actions: [.escape: .back, .backspace: .back]),
            Binding(
                keys: "Ctrl-A/E/U/W  ←  →", help: tr("edit what is typed after g or / (a paste too)"), screen: nil,
                actions: [:]),
            Binding(keys: "Ctrl-L", help: tr("redraw everything"), screen: nil, actions: [.control("l"): .redraw]),
            Binding(
                keys: "Ctrl-Z", help: tr("stop; fg in the shell comes back"), screen: nil,
                actions: [.control("z"): .suspend]),
            Binding(
                keys: "q  Ctrl-C", help: tr("quit"), screen: nil,
                actions: [.character("q"): .quit, .control("c"): .quit]),
        ]
    }

    /// A click on the tab bar (row 1) and a click anywhere else, as the table writes them.
    static let tabClick = Key.click(row: 1, column: 0)
    static let contentClick = Key.click(row: 0, column: 0)

    /// A key as the table knows it: a click by where it lands, every other key as itself.
    public static func pattern(_ key: Key) -> Key {
        guard case .click(let row, _) = key else { return key }
        return row == 1 ? tabClick : contentClick
    }

    /// What `key` does on `screen`: the screen's own bindings first, then those of every screen.
    public static func action(for key: Key, on screen: ScreenID) -> KeyAction? {
        actions[screen]?[pattern(key)]
    }

    /// Each screen's keys and what they do, made once: what a key does is the same in every
    /// language (only the help's words change), and every key press asks.
    private static let actions: [ScreenID: [Key: KeyAction]] = {
        let table = bindings
        func merged(_ scope: ScreenID?) -> [Key: KeyAction] {
            table.filter { $0.screen == scope }.reduce(into: [:]) { map, binding in
                map.merge(binding.actions) { first, _ in first }
            }
        }
        let everywhere = merged(nil)
        return Dictionary(
            uniqueKeysWithValues: ScreenID.allCases.map { ($0, merged($0).merging(everywhere) { own, _ in own }) })
    }()

    /// The bindings of one screen, then the global ones.
    public static func bindings(for screen: ScreenID) -> [Binding] {
        let table = bindings
        return table.filter { $0.screen == screen } + table.filter { $0.screen == nil }
    }

    /// The whole table as text, screen by screen, as it is with no keys of the person's own
    /// (for the manual, installed once for everyone).
    public static func text(width: Int = 80) -> [String] { KeyMap.standard.text(width: width) }

    /// One binding as lines of at most `width` columns: what the keys do wraps under itself.
    static func wrapped(_ binding: Binding, width: Int) -> [String] {
        let actions = WordWrap.lines(binding.help, width: max(20, width - 26))
        return ["  " + DisplayWidth.pad(binding.keys, to: 24) + (actions.first ?? "")]
            + actions.dropFirst().map { String(repeating: " ", count: 26) + $0 }
    }

    /// One binding as a line of the table: the keys in a column, then what they do.
    public static func line(_ binding: Binding) -> String {
        "  " + DisplayWidth.pad(binding.keys, to: 24) + binding.help
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
