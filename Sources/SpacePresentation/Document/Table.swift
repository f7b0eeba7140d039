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

    /// The columns, in order.
    public var columns: [Column]
    /// The rows, one cell per column, as a terminal shows them.
    public var rows: [[String]]
    /// For some columns (by index), the cells a pipe gets instead, row by row: plain digits for
    /// `sort -n` where a terminal groups them.
    public var pipedColumns: [Int: [String]]
    /// Laid out at least this wide on a terminal, whatever its width (`--wide`).
    public var minimumWidth: Int?

    /// A table.
    public init(columns: [Column], rows: [[String]], pipedColumns: [Int: [String]] = [:], minimumWidth: Int? = nil) {
        self.columns = columns
        self.rows = rows
        self.pipedColumns = pipedColumns
        self.minimumWidth = minimumWidth
    }

    /// A table whose columns are always shown.
    public init(columns: [TableColumn], rows: [[String]], minimumWidth: Int? = nil) {
        self.init(columns: columns.map { Column($0) }, rows: rows, minimumWidth: minimumWidth)
    }

    /// The lines: on a terminal, laid out to `width` with the header styled; in a pipe,
    /// tab-separated rows with no header and nothing cut, so `cut`, `awk` and `sort` work.
    public func lines(width: Int, terminal: Bool, headerStyle: (String) -> String) -> [String] {
        let kept = columns.indices.filter { index in
            guard let from = columns[index].fromWidth else { return true }
            return terminal && width >= from
        }
        var cells = rows
        if !terminal {
            for (column, piped) in pipedColumns {
                for index in cells.indices where column < cells[index].count && index < piped.count {
                    cells[index][column] = piped[index]
                }
            }
        }
        // Most tables show every column: their rows go as they are.
        if kept.count < columns.count { cells = cells.map { row in kept.map { $0 < row.count ? row[$0] : "" } } }
        let renderer = TableRenderer(columns: kept.map { columns[$0].layout }, rows: cells)
        return terminal
            ? renderer.render(width: max(width, minimumWidth ?? 0), headerStyle: headerStyle) : renderer.tsv()
    }
}
