import Foundation
import TerminalText

/// What a command or a screen shows, as a value: blocks of prose, facts and tables that
/// `DocumentLayout` turns into lines at any width, with or without styles, for a terminal or a
/// pipe. Views build documents; they never measure a terminal or write anywhere.
public struct Document: Sendable {
    /// The blocks, in order.
    public var blocks: [Block]
    /// The widest prose may be, however wide the screen (tables use the whole width).
    public var measure: Int?

    /// A document of these blocks.
    public init(_ blocks: [Block] = [], measure: Int? = nil) {
        self.blocks = blocks
        self.measure = measure
    }

    /// Nothing to show.
    public static let empty = Document()

    /// Whether there is nothing to show.
    public var isEmpty: Bool { blocks.isEmpty }

    /// Adds a block.
    public mutating func append(_ block: Block) { blocks.append(block) }

    /// Adds lines for a terminal only, under a blank line and dimmed (a count, the next page's command).
    public mutating func footer(_ lines: [String]) {
        if !lines.isEmpty { blocks.append(.terminalOnly([.blank] + lines.map { .spans([.dim($0)]) })) }
    }
}

/// One part of a document.
public enum Block: Sendable {
    /// A title: bold, wrapped.
    case title(String)
    /// A line under a title (date, kind, credit): dimmed, wrapped.
    case byline(String)
    /// Prose, wrapped at the measure; a newline in it starts a new line.
    case paragraph(String)
    /// A line shown as it is, never wrapped (already clean).
    case line(String)
    /// A heading over a listing: bold, one line.
    case heading(String)
    /// One line of styled pieces, never wrapped (`Cache: /path`, with the label dimmed).
    case spans([Span])
    /// Labelled facts (`Born: 1959-08-29`): labels padded to one column and dimmed, values wrapped
    /// under themselves, links never broken; facts without a value are left out.
    case facts([Fact], labelWidth: Int)
    /// Labelled links (`orig  https://…`): labels padded and dimmed, no colon, values never wrapped.
    case listing([Fact], labelWidth: Int)
    /// An empty line.
    case blank
    /// A table: laid out to the width on a terminal, tab-separated rows without a header in a pipe.
    case table(Table)
    /// Blocks shown on a terminal only (footers, hints).
    case terminalOnly([Block])
    /// Blocks shown in a pipe only (plain rows where a terminal gets a table with totals).
    case pipeOnly([Block])
    /// Lines made elsewhere, already fitted and styled (a list with its pictures drawn in it).
    case preformatted([String])
    /// Text written exactly as it is, newlines included (a completion script, a manual page).
    case text(String)
}

/// A label and its value (nil: left out).
public struct Fact: Sendable, Equatable {
    /// The label, without a colon.
    public var label: String
    /// The value, if known.
    public var value: String?

    /// A fact.
    public init(_ label: String, _ value: String?) {
        self.label = label
        self.value = value
    }
}

/// A piece of a line, with its style.
public enum Span: Sendable, Equatable {
    /// As it is.
    case plain(String)
    /// Dimmed.
    case dim(String)
    /// Bold.
    case bold(String)

    /// The text, without its style.
    public var text: String {
        switch self {
        case .plain(let text), .dim(let text), .bold(let text): return text
        }
    }

    /// Other text in this span's style.
    func styled(_ text: String, with style: TextStyle) -> String {
        switch self {
        case .plain: return text
        case .dim: return style.dim(text)
        case .bold: return style.bold(text)
        }
    }
}
