import Foundation

/// One column of a table: its header, how wide it may get, and whether it may be dropped.
public struct TableColumn: Sendable {
    /// The header text.
    public var header: String
    /// The narrowest the column may become before it is dropped or the table overflows.
    public var minWidth: Int
    /// The widest it may become.
    public var maxWidth: Int = .max
    /// Whether it takes the room left over (titles).
    public var flexible: Bool = false
    /// 0 = always shown; higher numbers are dropped first when the width is short.
    public var dropPriority: Int = 0
    /// Right-aligned (numbers).
    public var alignRight: Bool = false

    /// A column; see the properties for each value.
    public init(
        header: String, minWidth: Int, maxWidth: Int = .max, flexible: Bool = false, dropPriority: Int = 0,
        alignRight: Bool = false
    ) {
        self.header = header
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.flexible = flexible
        self.dropPriority = dropPriority
        self.alignRight = alignRight
    }
}

/// Renders rows as a table that fits the width: optional columns dropped first, then flexible
/// columns narrowed, cells truncated with `…`, never a trailing space.
public struct TableRenderer {
    public var columns: [TableColumn]
    public var rows: [[String]]
    public var gap = 2

    /// A table of these columns and rows.
    public init(columns: [TableColumn], rows: [[String]], gap: Int = 2) {
        self.columns = columns
        self.rows = rows
        self.gap = gap
    }

    /// Every column of every row, whole, tab-separated (tabs and line breaks in a cell become spaces).
    public func tsv() -> [String] {
        rows.map { row in
            row.map { cell in
                guard cell.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return cell }
                return cell.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }.reduce(into: "") { $0.append($1) }
            }.joined(separator: "\t")
        }
    }

    /// The table's lines; the header line is styled with `headerStyle`.
    ///
    /// Room is found in this order: flexible columns shrink to their minimum, then optional columns
    /// are dropped (highest `dropPriority` first), and only then are fixed columns cut.
    public func render(width: Int, headerStyle: (String) -> String = { $0 }) -> [String] {
        var visible = Array(columns.indices)
        var natural: [Int: Int] = [:]
        for index in columns.indices {
            let widest = rows.reduce(DisplayWidth.of(columns[index].header)) { max($0, DisplayWidth.of($1[index])) }
            natural[index] = max(columns[index].minWidth, min(widest, columns[index].maxWidth))
        }
        func total(_ indices: [Int], flexibleAtMinimum: Bool) -> Int {
            indices.reduce(0) { sum, index in
                sum + (flexibleAtMinimum && columns[index].flexible ? columns[index].minWidth : natural[index]!)
            } + gap * max(0, indices.count - 1)
        }
        while total(visible, flexibleAtMinimum: true) > width,
            let drop = visible.filter({ columns[$0].dropPriority > 0 }).max(by: {
                columns[$0].dropPriority < columns[$1].dropPriority
            })
        {
            visible.removeAll { $0 == drop }
        }
        var widths = natural
        var excess = total(visible, flexibleAtMinimum: false) - width
        for pass in [true, false] where excess > 0 {
            for index in visible.reversed() where columns[index].flexible == pass && excess > 0 {
                let cut = min(widths[index]! - (pass ? columns[index].minWidth : 1), excess)
                widths[index]! -= max(0, cut)
                excess -= max(0, cut)
            }
        }
        func line(_ cells: [String], style: (String) -> String) -> String {
            var parts: [String] = []
            for (position, index) in visible.enumerated() {
                let w = widths[index]!
                let cut = DisplayWidth.truncate(cells[index], to: w)
                let padding = String(repeating: " ", count: max(0, w - DisplayWidth.of(cut)))
                let isLast = position == visible.count - 1
                parts.append(columns[index].alignRight ? padding + cut : (isLast ? cut : cut + padding))
            }
            var text = parts.joined(separator: String(repeating: " ", count: gap))
            while text.hasSuffix(" ") { text.removeLast() }  // an empty last cell leaves no trailing blanks
            return style(text)
        }
        return [line(columns.map(\.header), style: headerStyle)] + rows.map { line($0, style: { $0 }) }
    }
}
