import Foundation
import SpaceLocalization
import TerminalSession
import SpaceCommandLine
import SpaceSupport
import TerminalText
import ImageSearchFeature
import SpaceNetworking
import SpacePresentation

/// `space asset NASA_ID`: one library item and the files behind it.
enum AssetCommand {
    static let spec = CommandSpec(
        name: "asset", summary: "Show a library item and the files behind it.",
        positionals: [PositionalSpec(name: "NASA_ID")],
        options: PictureOptions.common + [size.spec],
        examples: [
            "space asset PIA12235", "space asset 'Apollo 11 Launch' --json", "space asset PIA12235 --show",
            "space asset PIA12235 --download ~/Pictures --size large",
        ],
        run: { try await run($0) }
    )

    /// The sizes the library keeps of a picture.
    enum Size: String, CaseIterable, Sendable { case orig, large, medium, small, thumb }

    static let size = Option.choice("size", default: Size.orig, help: "The size to --download.")

    static func run(_ invocation: Invocation) async throws -> CommandOutput {
        let context = invocation.context
        let id = invocation.positionals[0]
        guard !id.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError(tr("{argument} is empty.", ["argument": "NASA_ID"]), path: invocation.path)
        }
        // An id is one path segment of the request: `..` or a `/` would ask for another resource.
        guard id != ".", id != "..", !id.contains("/") else {
            throw UsageError(
                tr("NASA_ID '{id}' is not an id: ids have no '/' and are not '.' or '..'.", ["id": Sanitizer.line(id)]),
                path: invocation.path)
        }
        let library = ImageLibrary(
            client: context.client(), baseURL: try context.baseURL(.imagesURL, default: ImageLibrary.defaultURL)
        )
        let (item, files) = try await Spinner.run(
            label: tr("Loading {id}…", ["id": Sanitizer.line(id)]), console: context.console
        ) { try await library.asset(id: id) }
        let subject = PictureSubject.asset(id: id, files: files, size: invocation[size].rawValue)
        return CommandOutput(
            json: AssetView.json(id: id, item: item, files: files),
            document: AssetView.document(id: id, item: item, files: files)
        )
        .with(picture: subject, request: PictureRequest(invocation))
    }
}
