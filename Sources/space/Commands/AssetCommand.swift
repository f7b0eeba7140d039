import Foundation
import TerminalText
import ImageSearchFeature
import SpaceNetworking

/// `space asset NASA_ID`: one library item and the files behind it.
enum AssetCommand {
    static let spec = CommandSpec(
        name: "asset", summary: "Show a library item and the files behind it.",
        positionals: [PositionalSpec(name: "NASA_ID")],
        options: PictureOptions.common + [size.spec],
        examples: ["space asset PIA12235", "space asset 'Apollo 11 Launch' --json", "space asset PIA12235 --show",
                   "space asset PIA12235 --download ~/Pictures --size large"],
        run: { try await run($0) }
    )

    /// The sizes the library keeps of a picture.
    enum Size: String, CaseIterable, Sendable { case orig, large, medium, small, thumb }

    static let size = Option.choice("size", default: Size.orig, help: "The size to --download.")

    static func run(_ invocation: Invocation) async throws {
        let context = invocation.context
        let id = invocation.positionals[0]
        guard !id.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("NASA_ID is empty.", path: invocation.path) }
        // An id is one path segment of the request: `..` or a `/` would ask for another resource.
        guard id != ".", id != "..", !id.contains("/") else {
            throw UsageError("NASA_ID '\(Sanitizer.line(id))' is not an id: ids have no '/' and are not '.' or '..'.", path: invocation.path)
        }
        let library = ImageLibrary(client: context.client(), baseURL: try context.baseURL("SPACE_IMAGES_URL", default: ImageLibrary.defaultURL))
        let (item, files) = try await Spinner.run(label: "Loading \(Sanitizer.line(id))…", console: context.console) { try await library.asset(id: id) }
        let subject = PictureSubject.asset(id: id, files: files, size: invocation[size].rawValue)
        try await PictureActions.perform(subject, request: PictureRequest(invocation), context: context) { console in
            text(id: id, item: item, files: files, json: context.json, console: console)
        }
    }

    /// The item and its files, human or JSON.
    static func text(id: String, item: SearchItem?, files: [AssetFile], json: Bool, console: Console) -> ShownText {
        if json {
            var members: [(String, JSONValue)] = []
            if let item, case .object(let fields) = SearchRenderer.json(item) {
                members = fields
            } else {
                members = [("nasa_id", .string(id)), ("title", .null), ("description", .null), ("date_created", .null), ("media_type", .null),
                           ("center", .null), ("keywords", .array([])), ("thumbnail_url", .null), ("asset_url", .null)]
            }
            members.append(("photographer", .optional(item?.photographer)))
            members.append(("files", .array(files.map { .object([("kind", .string($0.kind.rawValue)), ("url", .string($0.url))]) })))
            return .json(.object(members))
        }
        let width = min(console.terminal.width, 100)
        var lines: [String] = []
        lines += WordWrap.lines(Sanitizer.line(item?.title ?? id), width: width).map(console.style.bold)
        let facts = [("NASA ID", id), ("Date", item?.day), ("Type", item?.mediaType), ("Center", item?.center), ("Photographer", item?.photographer),
                     ("Keywords", item.map { $0.keywords.joined(separator: ", ") })]
        lines += FactLines.render(facts, labelWidth: 14, width: width, style: console.style)
        if let description = item?.description.map(Sanitizer.clean), !description.isEmpty {
            lines.append("")
            lines += WordWrap.lines(description, width: width)
        }
        lines.append("")
        lines.append(console.style.bold("Files"))
        for kind in AssetFile.Kind.allCases {
            for file in files where file.kind == kind {
                lines.append(console.style.dim(DisplayWidth.pad(kind.rawValue, to: 11)) + Sanitizer.line(file.url))  // URLs are never wrapped
            }
        }
        return .lines(lines)
    }
}
