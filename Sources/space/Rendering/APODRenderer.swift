import Foundation
import TerminalText
import APODFeature

/// How pictures of the day look: one in full, several as a table, and as JSON.
struct APODRenderer {
    let console: Console

    /// The full view of one picture.
    func lines(for picture: APODPicture) -> [String] {
        let style = console.style
        let width = min(console.terminal.width, 100)
        var lines: [String] = []
        let title = Sanitizer.line(picture.title)
        lines += WordWrap.lines(title.isEmpty ? "(untitled)" : title, width: width).map(style.bold)
        // The service no longer says what is public domain, so a day without a credit says nothing.
        let credit = picture.copyright.map { " · Credit: " + Sanitizer.line($0) } ?? ""
        lines += WordWrap.lines("\(picture.date) · \(picture.mediaType.rawValue)\(credit)", width: width).map(style.dim)
        let explanation = Sanitizer.clean(picture.explanation)
        if !explanation.isEmpty {
            lines.append("")
            lines += WordWrap.lines(explanation.replacingOccurrences(of: "\n", with: " "), width: width)
        }
        lines.append("")
        lines += FactLines.render(links(for: picture), labelWidth: 11, width: width, style: style)
        return lines
    }

    /// The labelled links of a picture, by media type.
    func links(for picture: APODPicture) -> [(String, String?)] {
        var links: [(String, String?)] = []
        switch picture.mediaType {
        case .image:
            if let url = picture.url { links.append(("Image", Sanitizer.line(url))) }
            if let hd = picture.hdurl, hd != picture.url { links.append(("HD image", Sanitizer.line(hd))) }
        case .video:
            if let url = picture.url { links.append(("Video", Sanitizer.line(APODLinks.youTubeWatch(url) ?? url))) }
            if let thumbnail = picture.thumbnailURL { links.append(("Thumbnail", Sanitizer.line(thumbnail))) }
        case .other:
            if let url = picture.url { links.append(("Link", Sanitizer.line(url))) }
        }
        if picture.url == nil {
            links.append(("Note", "This picture is only on its APOD page."))
        }
        links.append(("APOD page", picture.apodPage))
        if let alt = picture.alt { links.append(("Alt text", alt)) }
        return links
    }

    /// Several pictures: one row each, then a footer (by default the count and the filter).
    func table(_ pictures: [APODPicture], filter: String?, footer: String? = nil) -> [String] {
        let columns = [
            TableColumn(header: "DATE", minWidth: 10, maxWidth: 10),
            TableColumn(header: "TYPE", minWidth: 5, maxWidth: 5),
            TableColumn(header: "TITLE", minWidth: 12, flexible: true),
            TableColumn(header: "CREDIT", minWidth: 10, maxWidth: 28, dropPriority: 1),
        ]
        let rows = pictures.map { picture in
            [picture.date.description, picture.mediaType.rawValue, Sanitizer.line(picture.title), picture.copyright.map(Sanitizer.line) ?? ""]
        }
        let table = TableRenderer(columns: columns, rows: rows)
        guard console.terminal.stdoutIsTTY else { return table.tsv() }
        var lines = table.render(width: console.terminal.width, headerStyle: console.style.dim)
        let noun = pictures.count == 1 ? "picture" : "pictures"
        lines.append("")
        lines.append(console.style.dim(footer ?? "\(NumberText.grouped(pictures.count)) \(noun)" + (filter.map { " · media: \($0)" } ?? "")))
        return lines
    }

    /// The JSON of one picture; every key present, `null` when absent.
    static func json(_ picture: APODPicture) -> JSONValue {
        .object([
            ("date", .string(picture.date.description)),
            ("title", .string(picture.title)),
            ("explanation", .string(picture.explanation)),
            ("media_type", .string(picture.mediaType.rawValue)),
            ("url", .optional(picture.url)),
            ("hdurl", .optional(picture.hdurl)),
            ("thumbnail_url", .optional(picture.thumbnailURL)),
            ("copyright", .optional(picture.copyright)),
            ("alt", .optional(picture.alt)),
            ("apod_page", .string(picture.apodPage)),
        ])
    }
}
