import SpaceLocalization

/// What `space apod sync` reports: the days the index holds, what was new, changed and failed, and
/// how far a whole sync reached.
public enum SyncView {
    public struct Summary: Sendable, Equatable {
        public var days: Int
        public var added: Int
        public var changed: Int
        public var failed: [String]
        /// The last day when the whole archive was synced (nil when days failed or it stopped).
        public var syncedThrough: String?
        public var indexBytes: Int

        public init(days: Int, added: Int, changed: Int, failed: [String], syncedThrough: String?, indexBytes: Int) {
            self.days = days
            self.added = added
            self.changed = changed
            self.failed = failed
            self.syncedThrough = syncedThrough
            self.indexBytes = indexBytes
        }
    }

    public static func summary(_ summary: Summary) -> (json: JSONValue, document: Document) {
        let json = JSONValue.object([
            ("days", .int(summary.days)), ("new", .int(summary.added)), ("changed", .int(summary.changed)),
            ("failed", .array(summary.failed.map { .string($0) })),
            ("synced_through", summary.syncedThrough.map(JSONValue.string) ?? .null),
            ("index_bytes", .int(summary.indexBytes)),
        ])
        let line =
            summary.changed > 0
            ? tr(
                "{days} days, {added} new, {changed} changed, {failed} failed.",
                [
                    "days": summary.days, "added": summary.added, "changed": summary.changed,
                    "failed": summary.failed.count,
                ])
            : tr(
                "{days} days, {added} new, {failed} failed.",
                ["days": summary.days, "added": summary.added, "failed": summary.failed.count])
        var document = Document([.line(line)])
        document.footer([tr("Search them, offline: space apod search WORDS")])
        return (json, document)
    }
}
