import SpaceLocalization

/// `space --version`: the version and the commit it was built from (when `make install` knew it).
public enum VersionView {
    public static func version(_ version: String, commit: String?) -> (json: JSONValue, document: Document) {
        (
            .object([("version", .string(version)), ("commit", commit.map(JSONValue.string) ?? .null)]),
            Document([.line("space \(version)" + (commit.map { " (\($0))" } ?? ""))])
        )
    }
}

/// `space favorites remove`: the days removed.
public enum FavoritesView {
    public static func removed(_ dates: [String]) -> (json: JSONValue, document: Document) {
        (
            .object([("removed", .array(dates.map { .string($0) }))]),
            Document(dates.map { .line(tr("Removed {date}.", ["date": $0])) })
        )
    }
}
