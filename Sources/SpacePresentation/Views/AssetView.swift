import SpaceLocalization
import Foundation
import TerminalText
import ImageSearchFeature

/// How one library item and the files behind it look.
public enum AssetView {
    /// The item in full, then its files by kind (links never wrapped).
    public static func document(id: String, item: SearchItem?, files: [AssetFile]) -> Document {
        var document = Document(measure: 100)
        document.append(.title(Sanitizer.line(item?.title ?? id)))
        document.append(
            .facts(
                [
                    Fact(tr("NASA ID"), id), Fact(tr("Date"), item?.day), Fact(tr("Type"), item?.mediaType),
                    Fact(tr("Center"), item?.center),
                    Fact(tr("Photographer"), item?.photographer),
                    Fact(tr("Keywords"), item.map { $0.keywords.joined(separator: ", ") }),
                ],
                labelWidth: 14))
        if let description = item?.description.map(Sanitizer.clean), !description.isEmpty {
            document.append(.blank)
            document.append(.paragraph(description))
        }
        document.append(.blank)
        document.append(.heading(tr("Files")))
        let listed = AssetFile.Kind.allCases.flatMap { kind in files.filter { $0.kind == kind } }
        document.append(.listing(listed.map { Fact($0.kind.rawValue, Sanitizer.line($0.url)) }, labelWidth: 11))
        return document
    }

    /// The item and its files as JSON: the search result's keys (null when the item is not
    /// known), the photographer, and the files.
    public static func json(id: String, item: SearchItem?, files: [AssetFile]) -> JSONValue {
        var members: [(String, JSONValue)]
        if let item {
            members = SearchResultsView.members(item)
        } else {
            members = [
                ("nasa_id", .string(id)), ("title", .null), ("description", .null), ("date_created", .null),
                ("media_type", .null),
                ("center", .null), ("keywords", .array([])), ("thumbnail_url", .null), ("asset_url", .null),
            ]
        }
        members.append(("photographer", .optional(item?.photographer)))
        members.append(
            ("files", .array(files.map { .object([("kind", .string($0.kind.rawValue)), ("url", .string($0.url))]) })))
        return .object(members)
    }
}
