import Foundation
import TerminalText
import APODFeature
import APODSearch

/// How archive search results look: on a terminal, each day's date, kind and title, and under
/// it a line of its explanation around the match with the matched words in bold; in a pipe, one
/// tab-separated line per day (date, media type, title, snippet); in JSON, the query, the total
/// and the items with their scores.
public enum ArchiveSearchView {
    /// One result with its snippet and link, from the day's cached record (without one, no
    /// snippet, and the day's page as the link).
    public struct Row: Sendable {
        public var hit: SearchHit
        public var snippet: Snippet?
        public var url: String

        public init(hit: SearchHit, snippet: Snippet?, url: String) {
            self.hit = hit
            self.snippet = snippet
            self.url = url
        }
    }

    /// The results at a terminal `width`; `footer` goes under them on a terminal.
    public static func document(_ rows: [Row], width: Int, footer: String?) -> Document {
        var terminal: [Block] = []
        for row in rows {
            let day = row.hit.day
            let lead = "\(day.date)  \(DisplayWidth.pad(day.mediaType.rawValue, to: 5))  "
            let title = DisplayWidth.truncate(Sanitizer.line(day.title), to: max(10, width - DisplayWidth.of(lead)))
            terminal.append(.spans([.dim(lead), .bold(title)]))
            if let snippet = row.snippet, !snippet.text.isEmpty {
                terminal.append(.spans([.plain("  ")] + spans(snippet)))
            }
        }
        var document = Document([
            .terminalOnly(terminal),
            .pipeOnly(
                rows.map { row in
                    let day = row.hit.day
                    // Sanitizer.line leaves no tab or line break: the columns stay four.
                    return .line(
                        [
                            day.date.description, day.mediaType.rawValue, Sanitizer.line(day.title),
                            Sanitizer.line(row.snippet?.text ?? ""),
                        ]
                        .joined(separator: "\t"))
                }),
        ])
        if let footer { document.footer([footer]) }
        return document
    }

    /// The snippet as pieces, the matched words bold (each piece made safe for a terminal).
    static func spans(_ snippet: Snippet) -> [Span] {
        let bytes = Array(snippet.text.utf8)
        func piece(_ range: Range<Int>) -> String { Sanitizer.inline(String(decoding: bytes[range], as: UTF8.self)) }
        var out: [Span] = []
        var at = 0
        for range in snippet.matches where range.lowerBound >= at && range.upperBound <= bytes.count {
            if range.lowerBound > at { out.append(.plain(piece(at..<range.lowerBound))) }
            out.append(.bold(piece(range)))
            at = range.upperBound
        }
        if at < bytes.count { out.append(.plain(piece(at..<bytes.count))) }
        return out
    }

    /// `{query, total, items: [{date, title, media_type, score, snippet, url}]}`.
    public static func json(query: String, total: Int, rows: [Row]) -> JSONValue {
        .object([
            ("query", .string(query)),
            ("total", .int(total)),
            (
                "items",
                .array(
                    rows.map { row in
                        .object([
                            ("date", .string(row.hit.day.date.description)),
                            ("title", .string(row.hit.day.title)),
                            ("media_type", .string(row.hit.day.mediaType.rawValue)),
                            ("score", .double((Double(row.hit.score) * 10_000).rounded() / 10_000)),
                            ("snippet", .string(row.snippet?.text ?? "")),
                            ("url", .string(row.url)),
                        ])
                    })
            ),
        ])
    }
}
