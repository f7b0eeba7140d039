import SpaceImaging

/// How big a picture is drawn: the whole picture, aspect kept, within a box of terminal cells.
public struct CellFit: Sendable, Equatable {
    /// Cells across and down.
    public let columns: Int
    public let rows: Int

    /// The largest size in cells that holds a `width`×`height` picture within `maxColumns` ×
    /// `maxRows`, for cells `cellWidth`×`cellHeight` pixels (from the terminal, else 1:2).
    public static func fit(
        width: Int, height: Int, maxColumns: Int, maxRows: Int, cellWidth: Int = 1, cellHeight: Int = 2
    ) -> CellFit {
        let maxColumns = max(1, maxColumns), maxRows = max(1, maxRows)
        guard width > 0, height > 0, cellWidth > 0, cellHeight > 0 else {
            return CellFit(columns: maxColumns, rows: maxRows)
        }
        // The picture's aspect in cells: columns per row.
        let aspect = (Double(width) / Double(height)) * (Double(cellHeight) / Double(cellWidth))
        var columns = Double(maxColumns)
        var rows = columns / aspect
        if rows > Double(maxRows) {
            rows = Double(maxRows)
            columns = rows * aspect
        }
        return CellFit(
            columns: max(1, min(maxColumns, Int(columns.rounded()))), rows: max(1, min(maxRows, Int(rows.rounded()))))
    }

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
