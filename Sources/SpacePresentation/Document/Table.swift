import Foundation
import TerminalText

/// A table of a document: its columns and rows, with what differs between a terminal and a pipe.
public struct Table: Sendable {
    /// One column.
    public struct Column: Sendable {
        /// How it is laid out on a terminal.
        public var layout: TableColumn
        /// Shown only on a terminal at least this wide (never in a pipe); nil: always.
        public var fromWidth: Int?

        /// A column.
        public init(_ layout: TableColumn, fromWidth: Int? = nil) {
            self.layout = layout
            self.fromWidth = fromWidth
        }
    }

    /// One cell: its text on a terminal, and in a pipe when that differs (plain digits for
    /// `sort -n`, where a terminal groups them).
    public struct Cell: Sendable, Equatable {
        /// On a terminal.
        public var text: String
        /// In a pipe.
        public var piped: String

        /// The same text everywhere.
        public init(_ text: String) { self.init(text, piped: text) }
        /// Different text for a pipe.
        public init(_ text: String, piped: String) {
            self.text = text
            self.piped = piped
        }
    }

    /// The columns, in order.
    public var columns: [Column]
    /// The rows, one cell per column.
    public var rows: [[Cell]]
    /// Laid out at least this wide on a terminal, whatever its width (`--wide`).
    public var minimumWidth: Int?

    /// A table.
    public init(columns: [Column], rows: [[Cell]], minimumWidth: Int? = nil) {
        self.columns = columns
        self.rows = rows
        self.minimumWidth = minimumWidth
    }

    /// A table whose cells read the same everywhere.
    public init(columns: [TableColumn], rows: [[String]], minimumWidth: Int? = nil) {
        self.init(columns: columns.map { Column($0) }, rows: rows.map { $0.map { Cell($0) } }, minimumWidth: minimumWidth)
    }

    /// The lines: on a terminal, laid out to `width` with the header styled; in a pipe,
    /// tab-separated rows with no header and nothing cut, so `cut`, `awk` and `sort` work.
    public func lines(width: Int, terminal: Bool, headerStyle: (String) -> String) -> [String] {
        let kept = columns.indices.filter { index in
            guard let from = columns[index].fromWidth else { return true }
            return terminal && width >= from
        }
        let renderer = TableRenderer(columns: kept.map { columns[$0].layout },
                                     rows: rows.map { row in kept.map { terminal ? row[$0].text : row[$0].piped } })
        return terminal ? renderer.render(width: max(width, minimumWidth ?? 0), headerStyle: headerStyle) : renderer.tsv()
    }
}
