import Foundation
import TerminalText
import ImageSearchFeature

/// How library results look: a table with positions, and JSON with stable keys.
struct SearchRenderer {
    let console: Console

    /// The results table; `firstPosition` is the 1-based position of the first item in the whole list.
    func table(_ items: [SearchItem], firstPosition: Int) -> [String] {
        let wide = console.terminal.width >= 120 && console.terminal.stdoutIsTTY
        var columns = [
            TableColumn(header: "#", minWidth: 1, alignRight: true),
            TableColumn(header: "NASA ID", minWidth: 10, maxWidth: 28),
            TableColumn(header: "DATE", minWidth: 10, maxWidth: 10, dropPriority: 2),
            TableColumn(header: "TYPE", minWidth: 5, maxWidth: 5, dropPriority: 3),
            TableColumn(header: "TITLE", minWidth: 12, flexible: true),
            TableColumn(header: "CENTER", minWidth: 6, maxWidth: 8, dropPriority: 4),
        ]
        // At 120 columns and wider, the first sentence of each description says what a title does not.
        if wide { columns.append(TableColumn(header: "DESCRIPTION", minWidth: 20, flexible: true, dropPriority: 5)) }
        // Piped (TSV) numbers are plain digits, for sort -n and awk; a terminal groups them.
        let position = { (number: Int) in console.terminal.stdoutIsTTY ? NumberText.grouped(number) : String(number) }
        let rows = items.enumerated().map { offset, item in
            [position(firstPosition + offset), Sanitizer.line(item.nasaID), item.day.map(Sanitizer.line) ?? "", Sanitizer.line(item.mediaType),
             Sanitizer.line(item.title), item.center.map(Sanitizer.line) ?? ""]
                + (wide ? [Self.firstSentence(item.description.map(Sanitizer.line) ?? "")] : [])
        }
        return TableRenderer(columns: columns, rows: rows).lines(for: console)
    }

    /// The text up to its first full stop followed by a space (or all of it).
    static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// One item as JSON.
    static func json(_ item: SearchItem) -> JSONValue {
        .object([
            ("nasa_id", .string(item.nasaID)),
            ("title", .string(item.title)),
            ("description", .optional(item.description)),
            ("date_created", .optional(item.dateCreated)),
            ("media_type", .string(item.mediaType)),
            ("center", .optional(item.center)),
            ("keywords", .array(item.keywords.map(JSONValue.string))),
            ("thumbnail_url", .optional(item.thumbnailURL)),
            ("asset_url", .optional(item.assetURL)),
        ])
    }
}
