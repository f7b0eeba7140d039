import SpaceLocalization
import Foundation
import TerminalText
import ImageSearchFeature

/// How library results look: a table with positions, and JSON with stable keys.
public enum SearchResultsView {
    /// The results table; `firstPosition` is the 1-based position of the first item in the whole
    /// list. At 120 columns and wider, the first sentence of each description says what a title
    /// does not. Piped (TSV) positions are plain digits, for `sort -n` and `awk`; a terminal groups them.
    public static func table(_ items: [SearchItem], firstPosition: Int) -> Table {
        let columns = [
            Table.Column(TableColumn(header: "#", minWidth: 1, alignRight: true)),
            Table.Column(TableColumn(header: tr("NASA ID"), minWidth: 10, maxWidth: 28)),
            Table.Column(TableColumn(header: tr("DATE"), minWidth: 10, maxWidth: 10, dropPriority: 2)),
            Table.Column(TableColumn(header: tr("TYPE"), minWidth: 5, maxWidth: 5, dropPriority: 3)),
            Table.Column(TableColumn(header: tr("TITLE"), minWidth: 12, flexible: true)),
            Table.Column(TableColumn(header: tr("CENTER"), minWidth: 6, maxWidth: 8, dropPriority: 4)),
            Table.Column(
                TableColumn(header: tr("DESCRIPTION"), minWidth: 20, flexible: true, dropPriority: 5), fromWidth: 120),
        ]
        let rows = items.enumerated().map { offset, item -> [String] in
            [
                NumberText.grouped(firstPosition + offset), Sanitizer.line(item.nasaID),
                item.day.map(Sanitizer.line) ?? "", Sanitizer.line(item.mediaType),
                Sanitizer.line(item.title), item.center.map(Sanitizer.line) ?? "",
                firstSentence(item.description.map(Sanitizer.line) ?? ""),
            ]
        }
        return Table(columns: columns, rows: rows, pipedColumns: [0: items.indices.map { String(firstPosition + $0) }])
    }

    /// The text up to its first full stop followed by a space (or all of it).
    public static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }

    /// A page of results as JSON: the query, where the page is among the pages, and its items
    /// (`page` is null for `--limit`, which gathers across pages).
    public static func envelope(_ asked: SearchQuery, items: [SearchItem], total: Int, limit: Int?) -> JSONValue {
        .object([
            ("query", .string(asked.text)), ("page", limit != nil ? .null : .int(asked.page)),
            ("page_size", .int(asked.pageSize)),
            ("total_hits", .int(total)), ("total_pages", .int(total == 0 ? 0 : asked.lastPage(totalHits: total))),
            ("limit", .optional(limit)),
            ("items", .array(items.map(json))),
        ])
    }

    /// The line for a search that found nothing.
    public static func nothingFound(_ asked: SearchQuery) -> String {
        asked.text.isEmpty
            ? tr("No results for those filters.")
            : tr("No results for \"{query}\".", ["query": Sanitizer.line(asked.text)])
    }

    /// One item as JSON.
    public static func json(_ item: SearchItem) -> JSONValue {
        .object(members(item))
    }

    /// One item's JSON members, in order.
    static func members(_ item: SearchItem) -> [(String, JSONValue)] {
        [
            ("nasa_id", .string(item.nasaID)),
            ("title", .string(item.title)),
            ("description", .optional(item.description)),
            ("date_created", .optional(item.dateCreated)),
            ("media_type", .string(item.mediaType)),
            ("center", .optional(item.center)),
            ("keywords", .array(item.keywords.map(JSONValue.string))),
            ("thumbnail_url", .optional(item.thumbnailURL)),
            ("asset_url", .optional(item.assetURL)),
        ]
    }
}
