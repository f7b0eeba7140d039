import Foundation
import SpaceLocalization
import TerminalText

/// What `--download` and `--open` report: each file saved (or left as it was) with its path, and a
/// link opened; in JSON for scripts, the bare paths for `feh $(space apod --last 7 --download=DIR)`.
public enum SavedFilesView {
    /// A picture saved, or found already there.
    public struct Saved: Sendable, Equatable {
        public var date: String?
        public var path: String
        /// Where it was fetched from (nil when it was already there).
        public var url: String?
        public var format: String?
        public var bytes: Int?
        public var alreadyThere: Bool

        public init(
            date: String? = nil, path: String, url: String?, format: String? = nil, bytes: Int?,
            alreadyThere: Bool = false
        ) {
            self.date = date
            self.path = path
            self.url = url
            self.format = format
            self.bytes = bytes
            self.alreadyThere = alreadyThere
        }

        var json: JSONValue {
            var fields: [(String, JSONValue)] = []
            if let date { fields.append(("date", .string(date))) }
            fields += [("path", .string(path)), ("url", url.map(JSONValue.string) ?? .null)]
            fields.append(("format", format.map(JSONValue.string) ?? .null))
            fields.append(("bytes", bytes.map(JSONValue.int) ?? .null))
            fields.append(("already_there", .bool(alreadyThere)))
            return .object(fields)
        }
    }

    /// One picture saved (`--download` of a day): its record, and its path alone.
    public static func one(_ saved: Saved) -> (json: JSONValue, document: Document) {
        (saved.json, Document([.line(saved.path)]))
    }

    /// The pictures of several days, in the days' order: an array, and a path a line.
    public static func many(_ saved: [Saved]) -> (json: JSONValue, document: Document) {
        (.array(saved.map(\.json)), Document(saved.map { .line($0.path) }))
    }

    /// Said when some were there already.
    public static func alreadyThere(_ count: Int) -> String {
        tr(
            "{count, plural, one {# picture was already there and left as it is} other {# pictures were already there and left as they are}} (--force replaces them).",
            ["count": count])
    }

    /// Said when some days are videos or pages with nothing to save.
    public static func pagesOnly(_ count: Int) -> String {
        tr("{count, plural, one {# day has} other {# days have}} no picture to save, only a page.", ["count": count])
    }

    /// `--open` alone: the link handed to the desktop.
    public static func opened(_ what: String, link: String) -> (json: JSONValue, document: Document) {
        (
            .object([("opened", .string(link))]),
            Document([.line(tr("Opened {what}: {link}", ["what": what, "link": Sanitizer.line(link)]))])
        )
    }
}
