import Foundation
import SpaceCommandLine
import Testing
import ImageSearchFeature

/// Options declared once and read back in their type, through the real parser.
@Suite struct TypedOptionTests {
    static let page = Option.integer("page", in: 1...50, default: 1, help: "Page.")
    static let limit = Option.integer("limit", in: 1...10, help: "Limit.")
    static let media = Option.choice("media", of: SearchMedia.self, help: "Media.")
    static let sort = Option.choice("sort", default: AstronautsCommandSortProbe.asc, help: "Sort.")
    static let wide = Option.flag("wide", help: "Wide.")
    static let center = Option.text("center", "NAME", help: "Center.")
    static let folder = Option.folder("download", "DIR", fallback: ".", help: "Download.")

    static let root = CommandSpec(
        name: "space", summary: "root",
        subcommands: [
            CommandSpec(
                name: "list", summary: "List.", positionals: [PositionalSpec(name: "DATE", optional: true)],
                options: [page.spec, limit.spec, media.spec, sort.spec, wide.spec, center.spec, folder.spec], run: 0)
        ])

    func parse(_ words: [String]) throws -> ParsedCommandLine<Int> {
        try ArgumentParser(root: Self.root).parse(["list"] + words)
    }

    @Test func valuesComeBackInTheirTypeWithTheirDeclaredDefaults() throws {
        let given = try parse([
            "--page", "3", "--limit=4", "--media", "VIDEO", "--sort", "desc", "--wide", "--center", "JPL", "--download",
            "./pics",
        ])
        #expect(given[Self.page] == 3)
        #expect(given[Self.limit] == 4)
        #expect(given[Self.media] == .video)
        #expect(given[Self.sort] == .desc)
        #expect(given[Self.wide])
        #expect(given[Self.center] == "JPL")
        #expect(given[Self.folder] == "./pics")

        let bare = try parse([])
        #expect(bare[Self.page] == 1)
        #expect(bare[Self.limit] == nil)
        #expect(bare[Self.media] == nil)
        #expect(bare[Self.sort] == .asc)
        #expect(!bare[Self.wide])
        #expect(bare[Self.center] == nil)
        #expect(bare[Self.folder] == nil)
        #expect(!bare.gave(Self.page))
        #expect(try parse(["--page", "1"]).gave(Self.page))
    }

    @Test func theDeclarationIsWhatHelpAndTheParserRead() throws {
        #expect(Self.page.spec.defaultValue == "1")
        #expect(Self.sort.spec.defaultValue == "asc")
        #expect(Self.media.spec.placeholder == "image|video|audio")
        #expect(Self.page.flag == "--page")
        #expect(throws: UsageError.self) { try parse(["--page", "51"]) }
        #expect(throws: UsageError.self) { try parse(["--media", "photo"]) }
        // A folder option with no folder after it takes its fallback.
        #expect(try parse(["--download"])[Self.folder] == ".")
    }
}

/// A choice with a default, as `--sort` is declared.
enum AstronautsCommandSortProbe: String, CaseIterable, Sendable { case asc, desc }
