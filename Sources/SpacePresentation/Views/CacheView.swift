import SpaceLocalization
import Foundation
import SpaceNetworking
import TerminalText

/// How `space cache` looks: what each service keeps, the pictures, unfinished writes and the
/// search index, with totals; as a table, tab-separated numbers for a pipe, and JSON.
public enum CacheView {
    /// What the cache folder holds.
    public struct Report: Sendable {
        public var path: String
        public var maxBytes: Int
        public var services: [ResponseCache.Usage]
        public var pictures: ResponseCache.Usage
        public var temporary: ResponseCache.Usage
        /// The search index's days and bytes, when there is one.
        public var index: (days: Int, bytes: Int)?

        public init(
            path: String, maxBytes: Int, services: [ResponseCache.Usage], pictures: ResponseCache.Usage,
            temporary: ResponseCache.Usage,
            index: (days: Int, bytes: Int)?
        ) {
            self.path = path
            self.maxBytes = maxBytes
            self.services = services
            self.pictures = pictures
            self.temporary = temporary
            self.index = index
        }

        /// Answers and pictures.
        public var entries: Int { services.reduce(0) { $0 + $1.entries } + pictures.entries }
        /// Everything, unfinished writes and the index included.
        public var bytes: Int {
            services.reduce(0) { $0 + $1.bytes } + pictures.bytes + temporary.bytes + (index?.bytes ?? 0)
        }
    }

    /// `space cache clear [SERVICE]`: what was removed, as JSON and in a sentence.
    public static func cleared(service: String?, entries: Int, bytes: Int) -> (json: JSONValue, document: Document) {
        let size = ByteText.size(bytes)
        let sentence =
            service.map {
                tr(
                    "Removed {count, plural, one {# entry} other {# entries}} ({size}) from the {service} cache.",
                    ["count": entries, "size": size, "service": $0])
            }
            ?? tr(
                "Removed {count, plural, one {# entry} other {# entries}} ({size}) from the cache.",
                ["count": entries, "size": size])
        return (
            .object([
                ("service", .optional(service)), ("removed_entries", .int(entries)), ("removed_bytes", .int(bytes)),
            ]),
            Document([.line(sentence)])
        )
    }

    public static func json(_ report: Report) -> JSONValue {
        .object([
            ("path", .string(report.path)), ("max_bytes", .int(report.maxBytes)),
            (
                "services",
                .array(
                    report.services.map { row -> JSONValue in
                        .object([
                            ("service", .string(row.name)), ("entries", .int(row.entries)), ("bytes", .int(row.bytes)),
                        ])
                    })
            ),
            ("pictures", .object([("files", .int(report.pictures.entries)), ("bytes", .int(report.pictures.bytes))])),
            (
                "temporary",
                .object([("files", .int(report.temporary.entries)), ("bytes", .int(report.temporary.bytes))])
            ),
            (
                "search_index",
                .object([("days", .int(report.index?.days ?? 0)), ("bytes", .int(report.index?.bytes ?? 0))])
            ),
            ("entries", .int(report.entries)), ("bytes", .int(report.bytes)),
        ])
    }

    public static func document(_ report: Report) -> Document {
        // Piped: service, entries, bytes, one line each, as numbers.
        let piped =
            (report.services + [report.pictures]).map { "\($0.name)\t\($0.entries)\t\($0.bytes)" }
            + (report.temporary.entries > 0
                ? ["temporary\t\(report.temporary.entries)\t\(report.temporary.bytes)"] : [])
            + (report.index.map { ["search-index\t\($0.days)\t\($0.bytes)"] } ?? [])
        let table = Table(
            columns: [
                TableColumn(header: tr("SERVICE"), minWidth: 10),
                TableColumn(header: tr("ENTRIES"), minWidth: 7, alignRight: true),
                TableColumn(header: tr("SIZE"), minWidth: 8, alignRight: true),
            ],
            rows: report.services.map { [$0.name, NumberText.grouped($0.entries), ByteText.size($0.bytes)] }
                + [[tr("pictures"), NumberText.grouped(report.pictures.entries), ByteText.size(report.pictures.bytes)]]
                + (report.temporary.entries > 0
                    ? [
                        [
                            tr("unfinished writes"), NumberText.grouped(report.temporary.entries),
                            ByteText.size(report.temporary.bytes),
                        ]
                    ] : [])
                + (report.index.map {
                    [[tr("apod index (days)"), NumberText.grouped($0.days), ByteText.size($0.bytes)]]
                } ?? [])
                + [[tr("total"), NumberText.grouped(report.entries), ByteText.size(report.bytes)]]
        )
        return Document([
            .pipeOnly(piped.map(Block.line)),
            .terminalOnly([
                .spans([.dim(tr("Cache:") + " "), .plain(Sanitizer.line(report.path))]),
                .table(table),
                .spans([
                    .dim(
                        tr(
                            "Bound: {size}, least recently used evicted first (space config set cache-size MB).",
                            ["size": ByteText.size(report.maxBytes)]))
                ]),
            ]),
        ])
    }
}
