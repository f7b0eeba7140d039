import TerminalSession
import SpaceLocalization

/// The names of the browser's actions and keys as a person writes them in the keys file and
/// `space help keys` prints them: stable English words, whatever the language of the help.
extension KeyAction {
    /// Every action a key can be given, by name, in the order `space help keys` lists them. A
    /// click and a tab click are the mouse's and have no name.
    public static let named: [(name: String, action: KeyAction)] = [
        ("previous-day", .previousDay), ("next-day", .nextDay), ("latest-day", .latestDay),
        ("random-day", .randomDay), ("unseen-album", .unseenAlbum), ("same-day-album", .sameDayAlbum),
        ("go-to-date", .goToDate), ("favorite", .favorite), ("open-picture", .openPicture),
        ("view-picture", .viewPicture),
        ("copy-link", .copyLink), ("download", .download), ("cycle-media", .cycleMedia),
        ("earlier-window", .earlierWindow), ("later-window", .laterWindow), ("longer-window", .longerWindow),
        ("shorter-window", .shorterWindow), ("remove-favorite", .removeFavorite), ("switch-source", .switchSource),
        ("sync-archive", .syncArchive),
        ("flip-sort", .flipSort), ("reload", .reload), ("search", .typeQuery), ("command-line", .commandLine),
        ("pause-animation", .pauseAnimation),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("page-up", .pageUp),
        ("page-down", .pageDown), ("first", .first), ("last", .last), ("open", .open), ("back", .back),
        ("next-match", .nextMatch), ("previous-match", .previousMatch),
        ("day-screen", .screen(.day)), ("album-screen", .screen(.album)), ("favorites-screen", .screen(.favorites)),
        ("search-screen", .screen(.search)), ("astronauts-screen", .screen(.astronauts)),
        ("next-screen", .nextScreen), ("previous-screen", .previousScreen), ("help", .help),
        ("redraw", .redraw), ("suspend", .suspend), ("quit", .quit),
    ]

    /// The action a name stands for.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = found.action
    }

    /// Its name, or nil for the mouse's own.
    public var name: String? { Self.named.first { $0.action == self }?.name }

    /// Where it comes in `named` (the mouse's last).
    var rank: Int { Self.named.firstIndex { $0.action == self } ?? Self.named.count }
}

extension Key {
    /// The keys with a name of their own, as the keys file writes them and help prints them.
    static let names: [(name: String, symbol: String, key: Key)] = [
        ("Left", "←", .left), ("Right", "→", .right), ("Up", "↑", .up), ("Down", "↓", .down),
        ("Home", "Home", .home), ("End", "End", .end), ("PgUp", "PgUp", .pageUp), ("PgDn", "PgDn", .pageDown),
        ("Enter", "Enter", .enter), ("Esc", "Esc", .escape), ("Tab", "Tab", .tab), ("Shift-Tab", "Shift-Tab", .backTab),
        ("Backspace", "Backspace", .backspace), ("Delete", "Delete", .delete), ("Space", "Space", .character(" ")),
        ("Comma", ",", .character(",")),
    ]

    /// Other spellings the keys file takes.
    static let aliases: [String: Key] = [
        "pageup": .pageUp, "pagedown": .pageDown, "escape": .escape, "return": .enter, "backtab": .backTab,
        "del": .delete, "←": .left, "→": .right, "↑": .up, "↓": .down,
    ]

    /// A key as the keys file writes it: `j`, `J`, `Right`, `Ctrl-L`, `Space`; nil for a mouse
    /// event or a paste.
    public var name: String? {
        if let named = Self.names.first(where: { $0.key == self }) { return named.name }
        switch self {
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        default: return nil
        }
    }

    /// A key as help shows it: arrows as arrows, the rest by name.
    public var symbol: String? {
        if let named = Self.names.first(where: { $0.key == self }) { return named.symbol }
        return name
    }

    /// The key a word of the keys file names, or nil: one character as itself (case counts), a
    /// name of `names` or an alias in any case, `Ctrl-` and a letter.
    public init?(name word: String) {
        if let alias = Self.aliases[word.lowercased()] {
            self = alias
            return
        }
        if word.count == 1, let character = word.first, !character.isWhitespace, word != "," {
            self = .character(character)
            return
        }
        let lower = word.lowercased()
        if let named = Self.names.first(where: { $0.name.lowercased() == lower }) {
            self = named.key
        } else if let alias = Self.aliases[lower] {
            self = alias
        } else if lower.hasPrefix("ctrl-") || lower.hasPrefix("c-"), let letter = lower.split(separator: "-").last,
            letter.count == 1, let character = letter.first, character.isASCII, character.isLetter
        {
            self = .control(character)
        } else {
            return nil
        }
    }

    /// Where it comes when keys are listed: named keys in `names` order, then letters in
    /// alphabetical order (lowercase before uppercase), then other characters, then Ctrl keys.
    var listingOrder: (Int, String) {
        if let index = Self.names.firstIndex(where: { $0.key == self }) { return (index, "") }
        switch self {
        case .character(let character):
            let text = String(character)
            if character.isLetter { return (100, text.lowercased() + (character.isUppercase ? "1" : "0")) }
            return (200, text)
        case .control(let letter): return (300, String(letter))
        default: return (400, "")
        }
    }
}

extension KeyAction {
    /// What it does, in the person's language, as `space help keys` lists it.
    public var help: String {
        switch self {
        case .previousDay: return tr("the previous day")
        case .nextDay: return tr("the next day (never past the latest)")
        case .latestDay: return tr("the latest picture")
        case .randomDay: return tr("a random day")
        case .unseenAlbum: return tr("the days new since you last looked, as an album")
        case .sameDayAlbum: return tr("this day of every year, as an album")
        case .goToDate: return tr("go to a date (YYYY-MM-DD, today, yesterday)")
        case .favorite: return tr("favorite on/off (★)")
        case .openPicture: return tr("open the picture, or the video's page")
        case .viewPicture: return tr("the picture alone, on the whole terminal (any key back)")
        case .pauseAnimation: return tr("pause / play animated pictures")
        case .copyLink: return tr("copy the link o opens to the clipboard (over ssh too)")
        case .download: return tr("download the picture (the path shows below)")
        case .cycleMedia: return tr("all / images / videos")
        case .earlierWindow: return tr("the album's window back by its length")
        case .laterWindow: return tr("the album's window forward by its length")
        case .longerWindow: return tr("a longer album window (up to 200 days)")
        case .shorterWindow: return tr("a shorter album window (down to 7 days)")
        case .removeFavorite: return tr("remove the selected favorite (asks y/n)")
        case .switchSource: return tr("the APOD archive / the image library")
        case .syncArchive: return tr("sync the APOD archive here, for offline search (Esc stops it)")
        case .flipSort: return tr("A to Z / Z to A")
        case .reload: return tr("reload from the service")
        case .typeQuery: return tr("search, from any screen: the words typed open Search with them")
        case .commandLine:
            return tr(
                "a command: apod DATE, search WORDS, astronauts, favorites, sync, open, wallpaper, q (Tab completes)")
        case .up: return tr("up: the selection, or the text scrolled")
        case .down: return tr("down: the selection, or the text scrolled")
        case .left: return tr("the selection left")
        case .right: return tr("the selection right")
        case .pageUp: return tr("a page up")
        case .pageDown: return tr("a page down")
        case .first: return tr("to the first, or the text's start")
        case .last: return tr("to the last, or the text's end")
        case .open: return tr("open the selection")
        case .back: return tr("close what is open; back to where it was opened from")
        case .nextMatch: return tr("the next result of the search")
        case .previousMatch: return tr("the previous result of the search")
        case .screen(let screen): return tr("the {screen} screen", ["screen": screen.title])
        case .nextScreen: return tr("the next screen")
        case .previousScreen: return tr("the previous screen")
        case .help: return tr("the keys of the screen")
        case .redraw: return tr("redraw everything")
        case .suspend: return tr("stop; fg in the shell comes back")
        case .quit: return tr("quit")
        case .pickTab, .pick: return tr("a click")
        }
    }
}
