import Foundation
import TerminalText

/// Lays a document out as lines: at a width, with or without styles, for a terminal or a pipe.
/// The command line's printer and the browser's screens both use it.
public struct DocumentLayout: Sendable {
    /// The columns available.
    public var width: Int
    /// Bold and dim, or plain text.
    public var style: TextStyle
    /// A terminal (tables laid out, footers shown) or a pipe (tables as TSV, no footers).
    public var terminal: Bool
    /// Whether a link longer than its column is broken over lines (a full-screen view, where a
    /// line never runs past its column) instead of kept whole (printed output, where the
    /// terminal wraps it and still sees one link).
    public var breaksLinks: Bool

    /// A layout.
    public init(width: Int, style: TextStyle, terminal: Bool, breaksLinks: Bool = false) {
        self.width = width
        self.style = style
        self.terminal = terminal
        self.breaksLinks = breaksLinks
    }

    /// The document's lines.
    public func lines(_ document: Document) -> [String] {
        lines(document.blocks, prose: min(width, document.measure ?? width))
    }

    /// The document as text: each line ended by a newline, and `.text` blocks exactly as they are.
    public func text(_ document: Document) -> String {
        var text = ""
        var pending: [Block] = []
        func flush() {
            let lines = self.lines(pending, prose: min(width, document.measure ?? width))
            if !lines.isEmpty { text += lines.joined(separator: "\n") + "\n" }
            pending.removeAll()
        }
        for block in document.blocks {
            if case .text(let verbatim) = block {
                flush()
                text += verbatim
            } else {
                pending.append(block)
            }
        }
        flush()
        return text
    }

    private func lines(_ blocks: [Block], prose: Int) -> [String] {
        var lines: [String] = []
        for block in blocks {
            switch block {
            case .title(let text): lines += WordWrap.lines(text, width: prose).map(style.bold)
            case .byline(let text): lines += WordWrap.lines(text, width: prose).map(style.dim)
            case .paragraph(let text): lines += WordWrap.lines(text, width: prose)
            case .line(let text): lines.append(text)
            case .heading(let text): lines.append(style.bold(text))
            case .facts(let facts, let labelWidth):
                lines += FactLines.render(
                    facts.map { ($0.label, $0.value) }, labelWidth: labelWidth, width: prose, style: style,
                    breakingLinks: breaksLinks)
            case .listing(let facts, let labelWidth):
                for fact in facts {
                    guard let value = fact.value else { continue }
                    let pieces = breaksLinks ? FactLines.broken(value, width: max(10, width - labelWidth)) : [value]
                    lines.append(style.dim(DisplayWidth.pad(fact.label, to: labelWidth)) + (pieces.first ?? ""))
                    lines += pieces.dropFirst().map { String(repeating: " ", count: labelWidth) + $0 }
                }
            case .blank: lines.append("")
            case .table(let table): lines += table.lines(width: width, terminal: terminal, headerStyle: style.dim)
            case .spans(let spans)
            where spans.count == 1 && DisplayWidth.of(spans[0].text) > width && !spans[0].text.contains("space "):
                // One styled sentence too long for the width (longer in some languages): wrapped at
                // words, each line styled the same. A line that holds a command is left whole, as a
                // link is, so it can be copied.
                lines += WordWrap.lines(spans[0].text, width: width, breakingWords: false).map {
                    spans[0].styled($0, with: style)
                }
            case .spans(let spans):
                lines.append(
                    spans.map { span in
                        switch span {
                        case .plain(let text): return text
                        case .dim(let text): return style.dim(text)
                        case .bold(let text): return style.bold(text)
                        }
                    }.joined())
            case .terminalOnly(let inner): if terminal { lines += self.lines(inner, prose: prose) }
            case .pipeOnly(let inner): if !terminal { lines += self.lines(inner, prose: prose) }
            case .preformatted(let given): lines += given
            case .text(let verbatim):
                var split = verbatim.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if verbatim.hasSuffix("\n") { split.removeLast() }
                lines += split
            }
        }
        return lines
    }
}
