import SpaceLocalization
import Foundation
import TerminalText
import APODFeature

/// How pictures of the day look: one in full, several as a table, and as JSON.
public enum APODView {
    /// The full view of one picture.
    public static func document(_ picture: APODPicture) -> Document {
        var document = Document(measure: 100)
        let title = Sanitizer.line(picture.title)
        document.append(.title(title.isEmpty ? tr("(untitled)") : title))
        // The service no longer says what is public domain, so a day without a credit says nothing.
        let credit = picture.copyright.map { " · " + tr("Credit: {credit}", ["credit": Sanitizer.line($0)]) } ?? ""
        document.append(.byline("\(picture.date) · \(picture.mediaType.rawValue)\(credit)"))
        let explanation = Sanitizer.clean(picture.explanation)
        if !explanation.isEmpty {
            document.append(.blank)
            document.append(.paragraph(explanation.replacingOccurrences(of: "\n", with: " ")))
        }
        document.append(.blank)
        document.append(.facts(links(for: picture), labelWidth: 11))
        return document
    }

    /// The labelled links of a picture, by media type.
    public static func links(for picture: APODPicture) -> [Fact] {
        var links: [Fact] = []
        switch picture.mediaType {
        case .image:
            if let url = picture.url { links.append(Fact(tr("Image"), Sanitizer.line(url))) }
            if let hd = picture.hdurl, hd != picture.url { links.append(Fact(tr("HD image"), Sanitizer.line(hd))) }
        case .video:
            if let url = picture.url {
                links.append(Fact(tr("Video"), Sanitizer.line(APODLinks.youTubeWatch(url) ?? url)))
            }
            if let thumbnail = picture.thumbnailURL { links.append(Fact(tr("Thumbnail"), Sanitizer.line(thumbnail))) }
        case .other:
            if let url = picture.url { links.append(Fact(tr("Link"), Sanitizer.line(url))) }
        }
        if picture.url == nil {
            links.append(Fact(tr("Note"), tr("This picture is only on its APOD page.")))
        }
        links.append(Fact(tr("APOD page"), picture.apodPage))
        if let alt = picture.alt { links.append(Fact(tr("Alt text"), alt)) }
        return links
    }

    /// The table of several pictures: one row each.
    public static func table(_ pictures: [APODPicture]) -> Table {
        let columns = [
            TableColumn(header: tr("DATE"), minWidth: 10, maxWidth: 10),
            TableColumn(header: tr("TYPE"), minWidth: 5, maxWidth: 5),
            TableColumn(header: tr("TITLE"), minWidth: 12, flexible: true),
            TableColumn(header: tr("CREDIT"), minWidth: 10, maxWidth: 28, dropPriority: 1),
        ]
        let rows = pictures.map { picture in
            [
                picture.date.description, picture.mediaType.rawValue, Sanitizer.line(picture.title),
                picture.copyright.map(Sanitizer.line) ?? "",
            ]
        }
        return Table(columns: columns, rows: rows)
    }

    /// Several pictures: the table, then (on a terminal) the count and the filter, or `footer`.
    public static func list(_ pictures: [APODPicture], filter: String?, footer: String? = nil) -> Document {
        var document = Document([.table(table(pictures))])
        document.footer([
            footer ?? tr("{count, plural, one {# picture} other {# pictures}}", ["count": pictures.count])
                + (filter.map { " · " + tr("media: {media}", ["media": $0]) } ?? "")
        ])
        return document
    }

    /// The JSON of one picture; every key present, `null` when absent.
    public static func json(_ picture: APODPicture) -> JSONValue {
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
